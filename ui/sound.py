"""Sound effects: played at the settings' volume, silent when muted or when no audio device opens.

The effects are WAV files in ``data/sounds/`` (made by ``tools/make_sounds.py``). The mixer is
opened at the first effect, not at start-up, so the first frame does not wait for the audio
device; if it cannot open (no sound card, a headless machine) the program goes on silently and
never tries again. A missing or damaged file is silent too.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.core.paths import data_root

EFFECTS = ("die_roll", "card_draw", "card_play", "piece_down", "refusal", "your_turn", "kill", "worker_out",
           "win", "loss")
"""Every effect the program plays, by name (a file ``data/sounds/<name>.wav`` each)."""
MIXER_RATE = 22_050
MIXER_BUFFER = 512
"""Samples per buffer: small, so an effect follows its click within about 25 ms."""


def sounds_folder() -> Path:
    return data_root() / "sounds"


class Sounds:
    """Plays effects by name at ``level()`` (0 to 100, 0 when muted)."""

    def __init__(self, level: Callable[[], int]):
        self.level = level
        self._mixer_ok: bool | None = None  # unknown until the first effect
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self.played: list[str] = []
        """The effects asked for, in order (whether or not a device sounded them): for tests."""

    @property
    def available(self) -> bool:
        """Whether effects can sound at all (opens the mixer the first time it is asked)."""
        if self._mixer_ok is None:
            self._mixer_ok = open_mixer()
        return self._mixer_ok

    def play(self, name: str | None, level: int | None = None) -> None:
        """Play effect ``name`` (None: nothing) at ``level``, by default the settings' level."""
        if name is None:
            return
        if name not in EFFECTS:
            raise ValueError(f"no sound effect {name!r}")
        self.played.append(name)
        volume = self.level() if level is None else level
        if volume <= 0 or not self.available:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(volume / 100)
            sound.play()

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._loaded:
            try:
                self._loaded[name] = pygame.mixer.Sound(sounds_folder() / f"{name}.wav")
            except (pygame.error, OSError):
                self._loaded[name] = None
        return self._loaded[name]


def open_mixer() -> bool:
    """Open the audio device; False (and silence) when there is none."""
    if pygame.mixer.get_init():
        return True
    try:
        pygame.mixer.init(MIXER_RATE, -16, 1, MIXER_BUFFER)
    except pygame.error:
        return False
    return bool(pygame.mixer.get_init())
