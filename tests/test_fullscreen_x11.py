"""Fullscreen on a real X server (Xvfb), with and without a window manager.

With no window manager to place it, a window switched to fullscreen once kept its old
position, so its right and bottom edges (and their buttons) fell off the screen. A program
opens a window, switches it to fullscreen, paints it one colour and waits; a screenshot of
the whole X screen must then be that colour edge to edge.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCREEN = (1600, 1000)
PAINT = (201, 17, 143)
CHILD = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
import pygame
from ui.app import App
from ui.settings import Settings
app = App(Settings(window_size=(1024, 640)))
for _ in range(3):
    app.frame()
app.settings.fullscreen = True
app.apply_display_settings()
for _ in range(5):
    pygame.event.pump()
    app.screen.fill({PAINT})
    pygame.display.flip()
print(*app.size, flush=True)
sys.stdin.readline()
app.close()
"""


def start_xvfb() -> tuple[subprocess.Popen, dict]:
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
                               "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as reply:
        return server, dict(os.environ, DISPLAY=f":{reply.readline().strip()}")


@pytest.mark.parametrize("manager", [None, "openbox"])
def test_fullscreen_covers_the_whole_screen(manager, tmp_path):
    needed = ["Xvfb", "import"] + ([manager] if manager else [])
    missing = [tool for tool in needed if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed")
    server, env = start_xvfb()
    helpers: list[subprocess.Popen[str] | subprocess.Popen[bytes]] = []
    try:
        if manager:
            helpers.append(subprocess.Popen([manager], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(1.0)  # the manager takes the screen before the window opens
        program = subprocess.Popen([sys.executable, "-c", CHILD], text=True, stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                   env=dict(env, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                                            PYGAME_HIDE_SUPPORT_PROMPT="1", TABLETOP51_HOME=str(tmp_path)))
        helpers.append(program)
        assert program.stdout is not None and program.stdin is not None  # both are pipes
        assert program.stdout.readline().split() == [str(SCREEN[0]), str(SCREEN[1])]
        time.sleep(0.5)  # the X server shows the last flip
        shot = tmp_path / "screen.png"
        subprocess.run(["import", "-window", "root", str(shot)], env=env, check=True)
        picture = pygame.image.load(str(shot))
        width, height = picture.get_size()
        corners = {(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width // 2, height // 2)}
        assert {point: tuple(picture.get_at(point))[:3] for point in corners} == {point: PAINT for point in corners}
        program.stdin.write("\n")
        program.stdin.flush()
    finally:
        for helper in reversed(helpers):
            helper.kill()
            helper.wait()
        server.kill()
        server.wait()
