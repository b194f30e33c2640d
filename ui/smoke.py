"""``main.py --smoke``: open every screen headless, draw a few frames, and close again."""

from __future__ import annotations

import os


def run_smoke(frames: int = 3) -> int:
    """Push each shell scene in turn, draw ``frames`` frames, pop it; then every available table."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core import registry
    from ui.app import App
    from ui.scenes import tables
    from ui.scenes.game_menu import GameMenuScene
    from ui.scenes.handoff import HandoffScene
    from ui.scenes.load import LoadScene
    from ui.scenes.main_menu import MainMenuScene
    from ui.scenes.new_game import NewGameScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene
    from ui.settings import Settings

    app = App(Settings())
    try:
        playable = [g for g in registry.all_games() if g.available]
        session = tables.sample_session(playable[0])
        factories = [MainMenuScene, NewGameScene, LoadScene, RulesScene, SettingsScene,
                     lambda a: HandoffScene(a, "Player 2", "Player 1 has finished their turn."),
                     lambda a: GameMenuScene(a, session)]
        for factory in factories:
            app.push(factory(app))
            for _ in range(frames):
                app.frame()
            app.pop()
        tables.smoke_tables(app, frames)
    finally:
        app.close()
    return 0
