"""The only screen shown when the game data is damaged: what is wrong, and Quit.

No game can be started from here, so nothing is played on rules that failed to load.
"""

from __future__ import annotations

from ui.scenes.stop import StopScene


class DataErrorScene(StopScene):
    def __init__(self, app, message: str):
        super().__init__(app, "The game data is damaged",
                         "Fix or reinstall the data files named below, then start again.", message)
