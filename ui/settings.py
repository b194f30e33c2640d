"""Player preferences, kept in ``user_dir()/settings.json``.

A damaged or hand-edited file never stops the program: whatever cannot be read
falls back to its default, and the caller gets a message to show.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

import pygame

from game.core.errors import FileProblem
from game.core.storage import read_json, user_dir, write_json_atomic

WINDOW_SIZES = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 64 * 1024


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animation_speed: str = "normal"
    colour_blind: bool = False
    volume: int = 70
    """Sound effects, 0 (silent) to 100."""
    muted: bool = False
    """Silence without losing the volume (the M key)."""

    @property
    def sound_level(self) -> int:
        """The volume effects play at now: 0 when muted."""
        return 0 if self.muted else self.volume

    def to_dict(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def _valid(name: str, value: object) -> object:
    """The value converted to the field's type, or raise ValueError."""
    if name == "window_size":
        if isinstance(value, list) and tuple(value) in WINDOW_SIZES:
            return tuple(value)
        raise ValueError
    if name in ("fullscreen", "colour_blind", "muted"):
        if isinstance(value, bool):
            return value
        raise ValueError
    if name == "volume":
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100:
            return value
        raise ValueError
    if value in ANIMATION_SPEEDS:
        return value
    raise ValueError


def settings_from_dict(data: dict) -> tuple[Settings, list[str]]:
    """Settings from plain data, and the names of fields that were invalid (left at default)."""
    settings, bad = Settings(), []
    for f in fields(Settings):
        if f.name not in data:
            continue
        try:
            setattr(settings, f.name, _valid(f.name, data[f.name]))
        except ValueError:
            bad.append(f.name)
    return settings, bad


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, plus a message for the player when the file was damaged."""
    try:
        path = user_dir() / SETTINGS_FILE
    except OSError as error:
        return Settings(), f"{error} The default settings are used."
    if not path.exists():
        return Settings(), None
    try:
        data = read_json(path, "settings file", MAX_SETTINGS_BYTES)
    except FileProblem as problem:
        return Settings(), (f"The settings file {path} could not be read ({problem.reason}), "
                            "so the default settings are used.")
    if not isinstance(data, dict):
        return Settings(), f"The settings file {path} is damaged, so the default settings are used."
    settings, bad = settings_from_dict(data)
    if bad:
        return settings, f"Some settings in {path} were not valid and were reset: {', '.join(bad)}."
    return settings, None


def save_settings(settings: Settings) -> None:
    write_json_atomic(user_dir() / SETTINGS_FILE, settings.to_dict())


HEADLESS_DRIVERS = frozenset(("dummy", "offscreen"))
"""Video drivers with no screen: the desktop size they report (1024 x 768) is made up."""


def desktop_size() -> tuple[int, int] | None:
    """The desktop's size, where the video driver knows it."""
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes:
        return None
    width, height = sizes[0]
    return width, height


def size_that_fits(wanted: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """``wanted`` when it fits on the desktop, else the largest offered size that does (the
    smallest at worst): a first window on a 1366 x 768 laptop must not open with its bottom
    row of buttons below the screen."""
    if fits(wanted, desktop):
        return wanted
    fitting = [size for size in WINDOW_SIZES if fits(size, desktop)]
    return fitting[-1] if fitting else WINDOW_SIZES[0]


DESKTOP_ROWS_TAKEN = 60
"""Rows of the desktop a window cannot use: its title bar and the system's task bar."""


def fits(size: tuple[int, int], desktop: tuple[int, int] | None) -> bool:
    """Whether a window of ``size`` fits on the desktop with its title bar and a task bar (always,
    when the desktop's size is unknown)."""
    return desktop is None or (size[0] <= desktop[0] and size[1] + DESKTOP_ROWS_TAKEN <= desktop[1])
