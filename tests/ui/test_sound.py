"""Sound effects: the shipped files, the settings, the M key, what each table plays, and silence
without an audio device."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pygame_gui

from game.core.actions import Action
from game.core.contract import Result, Seat
from game.core.session import Session
from tests.game.argo.argo_helpers import position
from tests.ui.test_argo_table import E1, table_at
from tools import make_sounds
from ui import sound
from ui.elevator.table import TableScene as ElevatorTable
from ui.scenes.handoff import HandoffScene
from ui.scenes.settings import SettingsScene
from ui.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_effects_are_the_ones_the_script_makes(tmp_path):
    assert tuple(make_sounds.EFFECTS) == sound.EFFECTS
    make_sounds.main([str(tmp_path)])
    for name in sound.EFFECTS:
        shipped = sound.sounds_folder() / f"{name}.wav"
        assert shipped.read_bytes() == (tmp_path / f"{name}.wav").read_bytes(), name
        with wave.open(str(shipped)) as file:
            seconds = file.getnframes() / file.getframerate()
        assert 0.1 <= seconds <= 1.5, (name, seconds)  # short effects


def test_every_effect_loads_in_the_mixer(app):
    assert app.sounds.available  # the dummy audio driver opens
    lengths = {name: app.sounds._sound(name).get_length() for name in sound.EFFECTS}
    assert lengths["card_play"] < 0.2 and lengths["die_roll"] > 0.5 and lengths["loss"] > 1.0


def test_muted_means_level_zero_and_a_bad_volume_is_reset(home):
    assert Settings(volume=40, muted=True).sound_level == 0
    assert Settings(volume=40).sound_level == 40
    home.mkdir(parents=True, exist_ok=True)
    for bad in (150, -1, True, "loud", 3.5):
        (home / "settings.json").write_text(json.dumps({"volume": bad, "muted": True}), encoding="utf-8")
        settings, message = load_settings()
        assert settings == Settings(muted=True) and message is not None and "volume" in message, bad


def test_the_m_key_mutes_and_unmutes_and_the_choice_is_kept(app, home):
    table = app.push(ElevatorTable(app, Session.new("elevator", "solo", [Seat("Ana", "red")], seed=5)))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    app.frame()
    assert app.settings.muted and table.notice == "Sound off (M turns it on again)."
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["muted"] is True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    app.frame()
    assert not app.settings.muted and table.notice == "Sound on."
    assert load_settings()[0].muted is False


def test_the_volume_slider_is_heard_and_saved(app, click, home):
    scene = app.push(SettingsScene(app))
    app.frame()
    slider = scene.controls["volume"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider, value=30))
    app.frame()
    assert scene.draft.volume == 30 and app.sounds.played[-1] == "piece_down"
    click(scene.save_button)
    assert load_settings()[0].volume == 30 and app.settings.sound_level == 30


def elevator_table(app):
    table = app.push(ElevatorTable(app, Session.new("elevator", "solo", [Seat("Ana", "red")], seed=5)))
    app.settings.animation_speed = "off"
    app.frame()
    return table


def test_the_elevator_table_rolls_sets_down_and_refuses_aloud(app):
    table = elevator_table(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.layout.die.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.layout.die.center, button=1))
    app.frame()
    assert app.sounds.played == ["die_roll"]
    assert not table.act(Action("roll"))  # no second roll in a turn
    assert app.sounds.played[-1] == "refusal" and table.reason


def test_a_worker_reaching_floor_0_rings_the_bell(app):
    table = elevator_table(app)
    state = table.session.state
    before = state.clone()
    worker = next(w for w in state.workers if state.loc[w] != 0)
    after = state.clone()
    after.loc[worker] = 0
    assert table.sound_of(Action("move", (worker, "0")), before, after) == "worker_out"
    assert table.sound_of(Action("move", (worker, "0")), before, before.clone()) == "piece_down"


def test_an_alien_killing_an_astronaut_growls(app):
    table = table_at(app, position(**E1))
    assert table.act(Action.parse("alien A1 1,0"))
    assert app.sounds.played == ["kill"]


def test_the_next_person_hears_their_turn(app):
    """Argo hides nothing, so its turns pass with no hand-off screen: the chime comes with the turn."""
    table = table_at(app, people=2)
    app.sounds.played.clear()
    state = table.session.state
    while state.active == 0:
        assert "your_turn" not in app.sounds.played
        table.act(state.legal_actions()[-1])
        if table.holding:
            table.end_hold()
        state = table.session.state
    assert app.sounds.played[-1] == "your_turn"


def test_a_hand_off_chimes_when_the_next_person_sits_down(app):
    table = elevator_table(app)
    table.hand_to(0)
    app.frame()
    assert isinstance(app.top, HandoffScene) and "your_turn" not in app.sounds.played
    app.top._ready()
    assert app.sounds.played[-1] == "your_turn"


def test_game_over_sounds_a_win_only_when_a_person_at_the_table_won(app, monkeypatch):
    table = table_at(app, people=2, bots=1)  # seat 0 a person, seat 1 a bot
    state = table.session.state
    monkeypatch.setattr(type(state), "result", lambda self: Result([1], "Bob wins."))
    assert table.game_over_sound() == "loss"
    monkeypatch.setattr(type(state), "result", lambda self: Result([0], "Ann wins."))
    assert table.game_over_sound() == "win"


def test_without_an_audio_device_the_program_plays_silently(tmp_path):
    """No sound card: the mixer cannot open, every effect is silent, and a game goes on."""
    script = (
        "from game.core.actions import Action\n"
        "from game.core.contract import Seat\n"
        "from game.core.session import Session\n"
        "from ui.app import App\n"
        "from ui.settings import Settings\n"
        "from ui.elevator.table import TableScene\n"
        "app = App(Settings())\n"
        "table = app.push(TableScene(app, Session.new('elevator', 'solo', [Seat('Ana', 'red')], seed=5)))\n"
        "app.frame()\n"
        "assert table.act(Action('roll'))\n"
        "for name in ('refusal', 'win', 'loss'):\n"
        "    app.sounds.play(name)\n"
        "app.frame()\n"
        "print(app.sounds.available, app.sounds.played)\n"
        "app.close()\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="no_such_driver",
               TABLETOP51_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "False ['die_roll', 'refusal', 'win', 'loss']"
