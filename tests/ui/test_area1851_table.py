"""The Area 1851 table driven headless with real mouse events: every gesture of the spec's table
(§7.2), refusals in the rules' words, every legal action reachable by mouse, hot-seat screens
that show nobody's secrets but the seated person's, and whole games to the final scores."""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

import pytest

from game.area1851.state import Area1851State
from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from tests.game.area1851.a1851_helpers import position, seat_objects
from tests.ui.area51_mouse import click, drag, frame, press_button
from tests.ui.area1851_mouse import gesture, perform, ready, source_point, target_point, visible_point
from tests.ui.argo_mouse import button_down, button_up, move_to
from ui.area1851 import drawing
from ui.area1851.layout import Layout
from ui.area1851.table import DISCARD_RULE as TINKER_DISCARD_RULE
from ui.area1851.table import TableScene
from ui.remote_session import TableSession
from ui.scenes.handoff import HandoffScene


@pytest.fixture(autouse=True)
def playable():
    from game.core import registry
    info = registry.game_info("area1851")
    was, info.available = info.available, True
    yield
    info.available = was


def table_at(app, state=None, people: int | None = None, seed: int = 3, bots: int = 0) -> TableScene:
    """A hot-seat table past its first hand-off, on ``state`` (a new game when None)."""
    count = state.n if state is not None else people
    assert count is not None, "a new game needs the number of people"
    seats = seat_objects(count)
    seats = seats[:count - bots] + [Seat(s.name, s.colour, "bot", "random") for s in seats[count - bots:]]
    session = Session.new("area1851", "standard", seats, seed=seed, first_player=0)
    if state is not None:
        state.seats = list(seats)
        session.history.state = state
    app.settings.animation_speed = "off"
    table = app.push(TableScene(app, session))
    ready(app)
    return table


def area1851_state(session: TableSession) -> Area1851State:
    state = session.state
    assert isinstance(state, Area1851State)
    return state


def deciding(state: Area1851State) -> int:
    """The seat to move in a position where somebody is."""
    seat = state.to_move()
    assert seat is not None
    return seat


def log_text(table) -> str:
    return "\n".join(line.text for line in table.log_panel.lines)


def last(table) -> str:
    return str(table.session.history.log[-1])


def pick_up(app, start, over) -> None:
    """Press on a piece and move over a spot, without letting go."""
    import pygame
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(1, 0, 0)))
    frame(app)


def test_a_gadget_dragged_onto_the_table_is_fabricated_and_the_dice_that_pay_light_up(app):
    table = table_at(app, position(players=[{"dice": [2, 2, 3], "hand": ["rocking-chair-1"]}]))
    card = visible_point(table.places().hand, "rocking-chair-1")
    pick_up(app, card, target_point(table, "table"))
    assert table.paying_dice() == {"d1", "d2"} and "table" in table.lit(table.legal_here())
    drag(app, card, target_point(table, "table"))
    assert last(table) == "fabricate rocking-chair-1 d1+d2"
    assert [g["gadget"] for g in table.player()["table"]] == ["rocking-chair-1"]
    assert "You fabricate Rocking Chair with d1+d2 (2+2)." in log_text(table)


def test_when_several_dice_sets_pay_a_chooser_asks_unless_dice_were_chosen_first(app):
    table = table_at(app, position(players=[{"dice": [1, 3, 4], "hand": ["rocking-chair-1"]}]))
    card = visible_point(table.places().hand, "rocking-chair-1")
    drag(app, card, target_point(table, "table"))
    assert [b.text for b in table.choice_buttons] == ["Pay with 4", "Pay with 1+3", "Cancel"]
    assert table.shown_prompt(table.view()) == ("Several sets of dice pay to fabricate Rocking Chair: choose "
                                                "which, or Cancel.")
    press_button(app, table, "Pay with 1+3")
    assert last(table) == "fabricate rocking-chair-1 d1+d2"
    table.undo()
    frame(app)
    click(app, table.places().dice["d3"].center)
    assert table.selected == {"d3"} and table.choosing_words() == "Dice chosen: d3 = 4"
    drag(app, visible_point(table.places().hand, "rocking-chair-1"), target_point(table, "table"))
    assert last(table) == "fabricate rocking-chair-1 d3" and table.selected == set()


def test_a_modification_dragged_onto_a_lit_socket_fills_it_and_a_pure_gadget_doubles(app):
    state = position(players=[{"rep": 10, "dice": [1, 3, 4], "hand": ["bedspring-1", "sapling-bow-1"],
                               "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None],
                                          "made_turn": 2}]}])
    table = table_at(app, state)
    card = visible_point(table.places().hand, "bedspring-1")
    pick_up(app, card, target_point(table, "socket:penny-farthing-1:2"))
    assert {t for t in table.controller.targets if t.startswith("socket:")} == {"socket:penny-farthing-1:2"}
    drag(app, card, target_point(table, "socket:penny-farthing-1:2"))
    assert last(table) == "attach bedspring-1 penny-farthing-1:2 d1"
    assert table.view()["players"][0]["rep"] == 22 and table.player()["table"] == []


def test_an_illegal_drop_snaps_back_with_the_rules_reason_in_words(app):
    state = position(players=[{"dice": [1, 1, 3], "hand": ["barbers-chair-1", "bedspring-1"],
                               "table": [{"gadget": "butter-churn-1", "mods": [None], "made_turn": 2}]}])
    table = table_at(app, state)
    before = table.session.state.to_position()
    drag(app, visible_point(table.places().hand, "barbers-chair-1"), target_point(table, "table"))
    assert table.session.state.to_position() == before
    assert table.reason == "d1+d2+d3 shows 5, but the cost is 9: the dice must add up to it exactly."
    drag(app, visible_point(table.places().hand, "bedspring-1"), target_point(table, "socket:butter-churn-1:1"))
    assert table.session.state.to_position() == before
    assert table.reason == "Bedspring fits a spring socket; socket 1 of Butter Churn is a cog."


def test_deliver_scrap_and_fiddle_by_dragging(app):
    state = position(players=[{"dice": [2, 1, 3], "hand": ["crossbow-1"], "scrap": ["glass-bead-1"],
                               "table": [{"gadget": "steam-carriage-1", "mods": ["polished-gear-1", None, None],
                                          "made_turn": 2}]}])
    table = table_at(app, state)
    drag(app, visible_point(table.places().scrap, "glass-bead-1"), target_point(table, "die:d2:up"))
    assert last(table) == "fiddle d2 up glass-bead-1" and table.player()["dice"][1]["value"] == 2
    drag(app, visible_point(table.places().hand, "crossbow-1"), target_point(table, "heap"))
    assert last(table) == "scrap crossbow-1" and table.player()["scrap"] == ["crossbow-1"]
    drag(app, visible_point(table.places().gadgets, "steam-carriage-1"), target_point(table, "chute"))
    assert last(table) == "deliver steam-carriage-1" and table.view()["players"][0]["rep"] == 9
    # the delivery's line tells the reputation it brings; no second line repeats the delivery
    assert log_text(table).splitlines()[-2:] == ["You scrap Crossbow from your hand.",
                                                 "You deliver Steam Carriage: +9 reputation."]


def test_a_die_at_0_turns_up_wherever_the_scrap_card_is_dropped_on_it(app):
    state = position(players=[{"dice": [0, 2, 3], "scrap": ["glass-bead-1", "bedspring-1"]}])
    table = table_at(app, state)
    upper, lower = Layout.die_halves(table.places().dice["d1"])
    drag(app, visible_point(table.places().scrap, "glass-bead-1"), lower.center)
    assert last(table) == "fiddle d1 up glass-bead-1" and not table.reason
    upper, lower = Layout.die_halves(table.places().dice["d2"])
    drag(app, visible_point(table.places().scrap, "bedspring-1"), lower.center)
    assert last(table) == "fiddle d2 down bedspring-1"  # a die that turns both ways goes by the half


def test_assistants_are_placed_activated_and_moved_by_dragging_them(app):
    table = table_at(app, people=2)
    assert table.view()["phase"] == "setup" and not table.secrets_shown()
    drag(app, table.places().reserve[0][0], table.layout.zones[("workshop", 0)].center)
    assert last(table) == "place workshop"
    drag(app, table.places().reserve[1][0], table.layout.zones[("workshop", 0)].center)
    ready(app)
    assert table.view()["phase"] == "help_wanted"
    table.mouse = table.layout.zones[("recycler", 0)].center
    assert "zone:recycler:0" in table.lit(table.legal_here())  # the Idle zone under the mouse lights up
    click(app, table.layout.zones[("recycler", 0)].center)  # and a click on it places the assistant
    assert last(table) == "place recycler"
    state = position(players=[{"dice": [2, 1, 3], "scrap": [], "assistants": {"a1": "workshop", "a2": "reserve",
                                                                            "a3": "reserve"}}])
    table = table_at(app, state)
    drag(app, table.places().pawns[(0, "a1")], table.layout.zones[("workshop", 1)].center)
    assert last(table) == "activate workshop 1" and table.player()["free_fiddles"] == 1
    drag(app, table.layout.free_token.center, target_point(table, "die:d1:down"))
    assert last(table) == "fiddle d1 down free" and table.player()["dice"][0]["value"] == 1
    press_button(app, table, "End my actions (2 points unused)")  # hands on at once
    ready(app)
    press_button(app, table, "End my actions (2 points unused)")  # hands on at once
    ready(app)
    assert table.view()["phase"] == "assistants" and not table.secrets_shown()
    drag(app, table.places().pawns[(0, "a1")], table.layout.zones[("town-hall", 0)].center)
    assert last(table) == "move a1 town-hall"


def test_a_hint_is_offered_only_on_a_screen_of_ones_own(app):
    """A hint is searched from the seat's whole view (hand, scrap heap, face-down feats): never on the
    public screen where a hot-seat table places its assistants."""
    table = table_at(app, people=2)
    assert table.view()["phase"] == "setup" and table.addressee() is None and table.legal_here()
    assert not table.hint_button.is_enabled
    table.bot_driver.ask_hint()  # as a click on it would
    assert table.session.hints_used == 0 and table.notice == ""
    for seat in (0, 1, 0, 1):  # set-up, then Help Wanted
        drag(app, table.places().reserve[seat][0], table.layout.zones[("workshop", 0)].center)
        ready(app)
    assert table.view()["phase"] == "action" and table.addressee() == table.viewer
    assert table.hint_button.is_enabled


TWO_FEATS_MET = {"dice": [2, 1, 1], "hand": ["spectacle-lens-1"],
                 "feats": [{"card": "crowd-pleaser-1"}, {"card": "patron-townsfolk-1"}],
                 "table": [{"gadget": "player-piano-1", "mods": ["watch-spring-1", None]}]}
"""A seat whose next attachment delivers Player Piano, meeting two of its face-down feats."""


def test_a_feat_chosen_among_several_reads_to_the_others_as_one_met_alone(app):
    """The choice is asked only because a second face-down feat was met: the others' log shows the
    feat's completion as it does when one feat alone is met (no line of the choice's own, no
    notation) and the room hears nothing of it."""
    state = position(players=[dict(TWO_FEATS_MET)])
    table = table_at(app, state, people=2)
    drag(app, visible_point(table.places().hand, "spectacle-lens-1"), target_point(table, "socket:player-piano-1:2"))
    press_button(app, table, "Pay with 2")
    assert table.state.decision_is_secret()
    assert [b.text for b in table.choice_buttons][0] == "Complete Crowd Pleaser (+5)"
    before = table.state.clone()
    press_button(app, table, "Complete Crowd Pleaser (+5)")
    assert last(table) == "complete crowd-pleaser-1" and not table.state.decision_is_secret()
    assert table.sound_of(Action("complete", ("crowd-pleaser-1",)), before, table.state) is None
    bens_lines = table.log_book.items[-1][1]
    assert [(line.text.split(":")[0], line.consequence, line.notation) for line in bens_lines] == [
        ("Ann completes the feat Crowd Pleaser", True, None)]


def test_a_bot_choosing_among_its_met_feats_shows_no_pause_and_no_marked_move(app):
    state = position(players=[{}, dict(TWO_FEATS_MET)], first=1)
    state.apply("attach spectacle-lens-1 player-piano-1:2 d1")
    assert state.decision_is_secret() and state.to_move() == 1
    table = table_at(app, state, people=2, bots=1)
    table.bot_driver.paused = True  # even a paused table: the choice belongs to the move before
    for _ in range(50):
        frame(app)
        assert table.marked is None and "thinking" not in table.notice
        if table.session.history.entries:
            break
    assert last(table).startswith("complete ") and not table.state.decision_is_secret()


def test_at_a_table_of_bots_alone_a_feat_choice_is_searched_like_any_move(app, monkeypatch):
    """Nobody is there to hide it from: the bot searches its whole budget, as at any other decision."""
    from ui.table.bot_driver import BotDriver
    unseen: list[int] = []
    real = BotDriver.answer_unseen

    def answer_unseen(driver: BotDriver, seat: int) -> None:
        unseen.append(seat)
        real(driver, seat)
    monkeypatch.setattr(BotDriver, "answer_unseen", answer_unseen)
    state = position(players=[{}, dict(TWO_FEATS_MET)], first=1)
    state.apply("attach spectacle-lens-1 player-piano-1:2 d1")
    table = table_at(app, state, people=2, bots=2)
    for _ in range(200):
        if table.session.history.entries:
            break
        frame(app)
    assert last(table).startswith("complete ") and unseen == []
    state = position(players=[{}, dict(TWO_FEATS_MET)], first=1)
    state.apply("attach spectacle-lens-1 player-piano-1:2 d1")
    table = table_at(app, state, people=2, bots=1)  # a person at the table: the quick, unseen answer
    for _ in range(200):
        if table.session.history.entries:
            break
        frame(app)
    assert last(table).startswith("complete ") and unseen and set(unseen) == {1}


def test_the_town_hall_takes_the_dice_clicked_and_the_workshop_rerolls_them(app):
    state = position(players=[{"dice": [3, 3, 2], "hand": ["rocking-chair-1"], "assistants": {
        "a1": "workshop", "a2": "workshop", "a3": "town-hall"}}], forced_rolls=[4, 1, 3])
    table = table_at(app, state)
    drag(app, table.places().pawns[(0, "a3")], table.layout.zones[("town-hall", 1)].center)
    assert [b.text for b in table.choice_buttons] == ["Place d1+d2+d3 on the Town Hall (+3)", "Cancel"]
    press_button(app, table, "Cancel")  # the activation is taken back
    assert table.session.history.log == [] and table.player()["assistants"]["a3"] == "town-hall"
    drag(app, table.places().pawns[(0, "a3")], table.layout.zones[("town-hall", 1)].center)
    for die in ("d1", "d3"):
        click(app, table.places().dice[die].center)
    press_button(app, table, "Place d1+d3 on the Town Hall (+2)")
    assert last(table) == "town-hall d1+d3" and table.view()["players"][0]["rep"] == 2
    drag(app, table.places().pawns[(0, "a1")], table.layout.zones[("workshop", 2)].center)
    assert last(table) == "activate workshop 2"
    for die in ("d1", "d3"):
        click(app, table.places().dice[die].center)
    press_button(app, table, "Re-roll d1+d3")
    assert last(table) == "reroll d1+d3"
    assert [d["value"] for d in table.player()["dice"]] == [4, 3, 1]


def test_bonus_choices_are_made_by_clicking_or_dragging_the_card_they_ask_for(app):
    state = position(players=[{"dice": [1, 1, 1], "hand": ["crossbow-1", "canoe-1"],
                               "scrap": ["glass-bead-1", "bear-trap-1", "hum-gear-1"],
                               "table": [{"gadget": "steam-carriage-1", "mods": ["polished-gear-1", None, None],
                                          "made_turn": 2}],
                               "assistants": {"a1": "recycler", "a2": "storehouse", "a3": "storehouse"}}])
    table = table_at(app, state)
    drag(app, table.places().pawns[(0, "a1")], table.layout.zones[("recycler", 1)].center)
    assert "mod:polished-gear-1" in table.lit(table.legal_here())
    click(app, table.places().mods["polished-gear-1"].center)
    assert last(table) == "recycle polished-gear-1" and table.view()["players"][0]["rep"] == 3
    drag(app, table.places().pawns[(0, "a2")], table.layout.zones[("storehouse", 2)].center)
    click(app, visible_point(table.places().scrap, "glass-bead-1"))
    assert last(table) == "pay glass-bead-1"
    drag(app, visible_point(table.places().scrap, "bear-trap-1"), target_point(table, "table"))
    assert last(table) == "fabricate bear-trap-1 free"
    assert [g["gadget"] for g in table.player()["table"]] == ["steam-carriage-1", "bear-trap-1"]


def test_swap_and_replicate_by_dragging_a_hand_card(app):
    state = position(players=[{"hand": ["crossbow-1", "canoe-1"], "scrap": ["glass-bead-1"],
                               "assistants": {"a1": "storehouse", "a2": "replicator", "a3": "reserve"}}],
                     deck_top=["bedspring-1", "bedspring-2"])
    table = table_at(app, state)
    drag(app, table.places().pawns[(0, "a1")], table.layout.zones[("storehouse", 1)].center)
    drag(app, visible_point(table.places().hand, "crossbow-1"), target_point(table, "swap:glass-bead-1"))
    assert last(table) == "exchange crossbow-1 glass-bead-1" and table.player()["scrap"] == ["crossbow-1"]
    drag(app, table.places().pawns[(0, "a2")], table.layout.zones[("replicator", 1)].center)
    drag(app, visible_point(table.places().hand, "canoe-1"), target_point(table, "discard"))
    assert last(table) == "replicate canoe-1"
    assert sorted(table.player()["hand"]) == ["bedspring-1", "bedspring-2", "glass-bead-1"]


def test_dice_sets_of_the_same_values_are_one_payment_and_the_chooser_names_values_smallest_first(app):
    table = table_at(app, position(players=[{"dice": [3, 1, 3], "hand": ["rocking-chair-1"]}]))
    drag(app, visible_point(table.places().hand, "rocking-chair-1"), target_point(table, "table"))
    assert last(table) == "fabricate rocking-chair-1 d1+d2"  # d2+d3 pays 1+3 as well: no question asked
    table = table_at(app, position(players=[{"dice": [3, 1, 4], "hand": ["rocking-chair-1"]}]))
    drag(app, visible_point(table.places().hand, "rocking-chair-1"), target_point(table, "table"))
    assert [b.text for b in table.choice_buttons] == ["Pay with 4", "Pay with 1+3", "Cancel"]


def test_a_delivery_meeting_two_feats_asks_which_one_with_buttons(app):
    state = position(players=[{"dice": [2, 1, 1], "hand": ["spectacle-lens-1"],
                               "table": [{"gadget": "player-piano-1", "mods": ["watch-spring-1", None],
                                          "made_turn": 2}],
                               "feats": [{"card": "crowd-pleaser-1", "up": False},
                                         {"card": "patron-townsfolk-1", "up": False}]}])
    table = table_at(app, state)
    drag(app, visible_point(table.places().hand, "spectacle-lens-1"),
         target_point(table, "socket:player-piano-1:2"))
    assert [b.text for b in table.choice_buttons] == ["Pay with 2", "Pay with 1+1", "Cancel"]
    assert "to attach Spectacle Lens" in table.shown_prompt(table.view())
    press_button(app, table, "Pay with 2")
    labels = [b.text for b in table.choice_buttons]
    assert labels == ["Complete Crowd Pleaser (+5)", "Complete Parlour Favourite (+4)"]
    assert {"feat:crowd-pleaser-1", "feat:patron-townsfolk-1"} <= table.lit(table.legal_here())
    press_button(app, table, "Complete Crowd Pleaser (+5)")
    assert last(table) == "complete crowd-pleaser-1" and table.view()["players"][0]["rep"] == 21


def test_bids_are_made_by_counting_scrap_cards_and_revealed_together_on_the_hand_off(app):
    state = position(3, phase="bid", lead=0, event="universal-mod-1", forced_rolls=[3, 2],
                     players=[{"scrap": ["glass-bead-1", "flint-chip-1"]}, {"scrap": ["hum-gear-1"]}, {}])
    table = table_at(app, state)
    for card in ("glass-bead-1", "flint-chip-1"):
        click(app, visible_point(table.places().scrap, card))
    assert table.choosing_words() == "Bid so far: 2 scrap cards"
    press_button(app, table, "Bid 2 cards")
    assert table.shown_prompt(table.view()).startswith("Ann: your bid is made. End turn hands the table on")
    press_button(app, table, "End turn")
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Bob"
    ready(app)
    assert "Ann bids." in log_text(table) and "2 scrap" not in log_text(table)
    click(app, visible_point(table.places().scrap, "hum-gear-1"))
    press_button(app, table, "Bid 1 card")
    press_button(app, table, "End turn")
    ready(app)
    press_button(app, table, "Bid 0 cards")  # the last bid reveals them all at once: it is asked once more
    assert [b.text for b in table.choice_buttons] == ["Yes, bid 0 cards", "Cancel"]
    assert table.shown_prompt(table.view()).startswith("Yours is the last bid")
    press_button(app, table, "Cancel")
    assert area1851_state(table.session).phase == "bid" and not table.pending
    press_button(app, table, "Bid 0 cards")
    press_button(app, table, "Yes, bid 0 cards")
    assert "The bids are revealed: Ann 2, Bob 1, Cid 0; Ann wins." in app.top.message
    ready(app)
    assert table.viewer == 0 and table.view()["phase"] == "bid_payment"
    assert {"scrap:glass-bead-1", "scrap:flint-chip-1"} <= table.lit(table.legal_here())
    click(app, visible_point(table.places().scrap, "glass-bead-1"))
    assert last(table) == "pay glass-bead-1"


def test_a_bots_bid_leaves_the_cards_the_person_at_the_screen_counted_in(app):
    """The bids that follow a person's are made by bots while the screen is still that person's:
    they record nothing for the person, who still pays the very cards they counted in."""
    state = position(3, phase="bid", lead=0, event="universal-mod-1",
                     players=[{"scrap": ["glass-bead-1", "flint-chip-1", "hum-gear-1"]}, {}, {}])
    table = table_at(app, state, bots=2)
    for card in ("glass-bead-1", "hum-gear-1"):
        click(app, visible_point(table.places().scrap, card))
    press_button(app, table, "Bid 2 cards")
    press_button(app, table, "End turn")
    for _ in range(200):
        if table.view()["phase"] == "bid_payment":
            break
        frame(app)
    assert table.viewer == 0 and table.view()["phase"] == "bid_payment"
    assert "Pay your bid: Glass Bead and Hum Gear" in [b.text for b in table.choice_buttons]  # the wording that fits


def test_the_winner_of_a_bid_pays_the_very_cards_it_counted_in(app):
    state = position(3, phase="bid", lead=0, event="universal-mod-1",
                     players=[{"scrap": ["glass-bead-1", "flint-chip-1", "hum-gear-1"]}, {}, {}])
    table = table_at(app, state)
    for card in ("glass-bead-1", "hum-gear-1"):
        click(app, visible_point(table.places().scrap, card))
    press_button(app, table, "Bid 2 cards")
    press_button(app, table, "End turn")
    for _ in range(2):
        ready(app)
        press_button(app, table, "Bid 0 cards")
        if table.pending:
            press_button(app, table, "Yes, bid 0 cards")
        if table.holding:
            press_button(app, table, "End turn")
    ready(app)
    assert table.viewer == 0 and table.view()["phase"] == "bid_payment"
    labels = [b.text for b in table.choice_buttons]
    assert "Pay your bid: Glass Bead and Hum Gear" in labels
    press_button(app, table, "Pay your bid: Glass Bead and Hum Gear")
    assert [str(a) for a in table.session.history.log[-2:]] == ["pay glass-bead-1", "pay hum-gear-1"]
    assert area1851_state(table.session).scraps[0] == ["flint-chip-1"]
    assert "Ann won the bid" in drawn_texts(table, table.draw, drawing.mini_gadget)  # the reveal stays in view
    _face, lines = table.hovered(table.view(), table.layout.event.center)
    assert lines[-2:] == ["The bids: Ann 2, Bob 0, Cid 0; Ann won",
                          "A new event is turned up at the start of each turn and holds for that turn."]


def test_every_legal_action_can_be_reached_by_the_mouse(app):
    """In random games at every player count, each legal action of the seat at the screen has a
    gesture whose start and end the table reads back as that action."""
    checked = set()
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4)):
        table = table_at(app, people=players, seed=seed)
        session, chooser = table.session, random.Random(seed)
        for _ in range(260):
            if session.state.is_over():
                break
            state = session.state
            table.viewer, table.holding = state.to_move(), False
            table.private_to = table.viewer  # as after the hand-off
            table.refresh()
            for action in state.legal_actions():
                assert reaches(table, action), action
                checked.add(action.verb)
            session.apply(chooser.choice(state.legal_actions()))
        app.pop()
    assert checked >= {"place", "fabricate", "scrap", "take-feat", "fiddle", "activate", "deliver", "done",
                       "move", "stay", "town-hall", "replicate", "exchange", "bid"}


def reaches(table, action: Action) -> bool:
    """Whether the gesture the mouse driver would make for ``action`` means it on this table."""
    steps = gesture(table, action)
    if steps is None:
        return False
    kind = steps[0][0]
    if kind == "drag":
        piece, target = table.drag_pair(action)
        if table.piece_at(steps[0][1]) != piece or source_point(table, piece) is None:
            return False
        table.controller.pick(piece, table.legal_here())
        found = table.target_at(steps[0][2])
        means = table.controller.targets.get(found, [])
        table.controller.cancel()
        return found == target and action in means
    if kind == "click":
        return action in table.controller.clickable(table.legal_here()).get(table.click_at(steps[0][1]), [])
    if kind == "dice":
        table.selected = set(steps[0][1].split("+"))
    elif kind == "bid":
        table.bid_cards = set(list(table.places().scrap)[:steps[0][1]])
    choices = table.game_choices(table.legal_here())
    reached = any(a == action for _words, a in choices)
    if not reached and kind == "bid":  # the last bid is asked once more
        ask = next((a for words, a in choices if words.startswith("Bid ") and callable(a)), None)
        if ask is not None:
            ask()
            reached, table.pending = table.pending == [action], []
    table.selected, table.bid_cards = set(), set()
    return reached


def test_a_hot_seat_screen_draws_no_secret_but_the_seated_persons(app, monkeypatch):
    drawn = []
    real = drawing.card_face.__wrapped__

    def recording(card, size, colour_blind):
        drawn.append(card[0])
        return real(card, size, colour_blind)
    monkeypatch.setattr(drawing, "card_face", recording)
    table = table_at(app, people=3, seed=5)
    chooser = random.Random(5)
    session = table.session
    for _ in range(150):
        ready(app)
        if table.holding:
            press_button(app, table, "End turn")
            continue
        state = area1851_state(session)
        drawn.clear()
        table.dirty = True
        frame(app)
        seated = table.viewer
        own = set(state.hands[seated] + state.scraps[seated]) if seated is not None and table.secrets_shown() else set()
        hidden = {state.card_name(c) for seat in range(state.n) for c in state.hands[seat] + state.scraps[seat]}
        public = {state.card_name(c) for c in state.discard} | {
            state.card_name(c) for t in state.tables for g, mods, _m in t for c in (g, *mods) if c}
        assert set(drawn) & hidden <= {state.card_name(c) for c in own} | public
        if table.viewer is None or not state.private_screen(table.viewer):
            assert not table.secrets_shown() and table.places().hand == {} and table.log_viewer() is None
        perform(app, table, chooser.choice(state.legal_actions()))


def test_undo_takes_back_a_fabrication_and_end_my_actions_hands_on_in_one_click(app):
    table = table_at(app, position(players=[{"dice": [2, 2, 3], "hand": ["rocking-chair-1"]}]))
    drag(app, visible_point(table.places().hand, "rocking-chair-1"), target_point(table, "table"))
    click(app, table.undo_button.rect.center)
    assert table.player()["hand"] == ["rocking-chair-1"] and table.player()["table"] == []
    drag(app, visible_point(table.places().hand, "rocking-chair-1"), target_point(table, "table"))
    press_button(app, table, "End my actions (1 point unused)")
    assert not table.holding and isinstance(app.top, HandoffScene) and app.top.player_name == "Bob"


@pytest.mark.parametrize("bots", [0, 1])
def test_a_whole_game_is_played_to_its_final_scores_with_the_mouse_alone(app, bots):
    table = table_at(app, people=2, seed=11, bots=bots)
    session, chooser = table.session, random.Random(7)
    builds = ("fabricate", "attach", "deliver", "activate", "town-hall", "bid", "pay", "complete")
    for _ in range(4000):
        ready(app)
        if table.holding:
            press_button(app, table, "End turn")
            continue
        if session.state.is_over():
            break
        if session.state.to_move() != table.viewer:
            frame(app)
            continue
        legal = session.state.legal_actions()
        preferred = [a for a in legal if a.verb in builds]
        action = chooser.choice(preferred if preferred and chooser.random() < 0.7 else legal)
        before = len(session.history.entries)
        perform(app, table, action)
        done = session.history.log[before:before + 1]
        assert done == [action] or same_payment(table, done, action), table.reason
    assert session.state.is_over()
    frame(app, 3)
    from ui.game_over import GameOverScene
    assert isinstance(app.top, GameOverScene)
    result = session.state.result()
    assert result is not None and result.scores is not None
    assert all(str(score) in app.top.summary_box.html_text for score in result.scores)


def same_payment(table, done: list[Action], action: Action) -> bool:
    """Two dice sets of the same values are one button: the mouse pays with the first of them."""
    if len(done) != 1 or done[0].verb != action.verb or done[0].args[:-1] != action.args[:-1]:
        return False
    before = table.session.history.entries[-1].before
    values = {f"d{i + 1}": value for i, value in enumerate(before.dice[before.to_move()])}
    paid = sorted(values[d] for d in done[0].args[-1].split("+"))
    return paid == sorted(values[d] for d in action.args[-1].split("+"))


def test_the_pile_captions_never_run_into_each_other_in_the_smallest_window(home):
    import pygame

    from ui.app import App
    from ui.settings import Settings
    from ui.text import PLACEMENTS
    app = App(Settings(window_size=(1024, 640)))
    try:
        table = table_at(app, people=5)
        PLACEMENTS.placed.clear()
        PLACEMENTS.recording = True
        drawing.draw_piles(pygame.Surface((1024, 640)), table.layout, table.view(), set())
        under = table.layout.tinker_deck.bottom + 2
        captions = [drawn for _text, drawn, box in PLACEMENTS.placed if drawn is not None and box.top == under]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
        app.close()
    assert len(captions) == 3  # under the Event, Tinker and Feat decks
    assert not any(a.colliderect(b) for i, a in enumerate(captions) for b in captions[i + 1:])


def drawn_texts(table, draw, cache) -> set[str]:
    """The texts ``draw(surface)`` writes, drawn afresh (``cache`` cleared) so each is recorded."""
    import pygame

    from ui.text import PLACEMENTS
    cache.cache_clear()
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        draw(pygame.Surface(table.app.size))
        return {text for text, box, _container in PLACEMENTS.placed if box is not None}
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()


@pytest.mark.parametrize("size, count", [((1280, 800), 7), ((1024, 640), 5)])
def test_many_feats_are_listed_one_under_another_each_name_readable(home, size, count):
    from ui.app import App
    from ui.area1851.layout import SMALLEST_LINE
    from ui.settings import Settings
    from ui.text import SMALLEST_PX, font
    feats = ["pure-townsfolk-1", "patron-krukian-1", "crowd-pleaser-1", "showstopper-1", "rush-order-1",
             "bare-bones-1", "patron-townsfolk-1"][:count]
    seat = deciding(position(5))
    holder = {"feats": [{"card": f, "up": f == "rush-order-1"} for f in feats]}
    state = position(5, players=[{}] * seat + [holder])
    app = App(Settings(window_size=size))
    try:
        table = table_at(app, state)
        places = table.places()
        drawn = drawn_texts(table, lambda surface: drawing.draw_feats(
            surface, table.layout, table.view(), table.view()["players"][seat], places, set()), drawing.feat_strip)
        smallest_letters = font(SMALLEST_PX).get_height()
    finally:
        app.close()
    strips = [places.feats[f] for f in feats]
    assert all(table.layout.feat_area.contains(strip) for strip in strips)
    assert not any(a.colliderect(b) for i, a in enumerate(strips) for b in strips[i + 1:])
    assert smallest_letters <= SMALLEST_LINE <= min(strip.height for strip in strips)
    names = [table.view()["feats"][f]["name"] for f in feats]
    assert set(names) <= drawn


@pytest.mark.parametrize("size, count, as_cards", [((1600, 1000), 3, True), ((1600, 1000), 4, False),
                                                   ((1280, 800), 9, False), ((1024, 640), 6, False)])
def test_a_full_scrap_heap_turns_into_strips_and_every_name_stays_readable(home, size, count, as_cards):
    from ui.app import App
    from ui.settings import Settings
    heap = ["butter-churn-1", "penny-farthing-1", "barbers-chair-1", "bear-trap-1", "canoe-1", "signal-tower-1",
            "glow-orb-1", "ray-pistol-1", "mind-reader-1"][:count]
    seat = deciding(position(5))
    state = position(5, players=[{}] * seat + [{"scrap": heap}])
    app = App(Settings(window_size=size))
    try:
        table = table_at(app, state)
        places, view = table.places(), table.view()
        drawn = drawn_texts(table, lambda surface: drawing.draw_heap(
            surface, table.layout, view, view["players"][seat], places, set(), set(), set(), False),
            drawing.card_strip)
    finally:
        app.close()
    shown = [places.scrap[card] for card in heap]
    assert all(table.layout.heap.contains(place) for place in shown)
    assert not any(a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1:])
    assert all((place.height > place.width) == as_cards for place in shown)
    if not as_cards:
        assert {view["cards"][card]["name"] for card in heap} <= drawn


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_every_event_card_on_the_board_shows_its_text_or_at_least_its_first_sentence(home, size):
    """(In a smaller window a long text is left to the card's hover.)"""
    from game.area1851.rules_data import area1851_data
    from ui.app import App
    from ui.settings import Settings
    app = App(Settings(window_size=size))
    try:
        table = table_at(app, position(2))
        events = area1851_data().events.values()
        for event in events:
            drawn = drawn_texts(table, lambda surface, shown=event: surface.blit(
                drawing.event_face((shown.name, shown.text), table.layout.event.size), (0, 0)), drawing.event_face)
            first = event.text.split(". ")[0].removesuffix(".") + "."
            assert event.text in drawn or first in drawn, (event.name, size)
    finally:
        app.close()


def test_a_player_rows_hover_explains_the_lead():
    state = position(3)
    view = state.view(None)
    lead = view["lead"]
    said = {player["seat"]: drawing.player_lines(view, player) for player in view["players"]}
    assert said[lead][-2].startswith("Lead player this turn")
    assert said[lead][-1] == "The most reputation after the last turn wins."
    assert not any(line.startswith("Lead player") for seat, lines in said.items() if seat != lead for line in lines)


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_every_gadget_name_is_written_whole_on_a_rivals_small_card(home, size):
    """A long name ("Penny-Farthing", "Grand Clock Tower") wraps at a hyphen or goes to regular
    weight rather than leaving the small card nameless."""
    import pygame

    from game.area1851.rules_data import area1851_data
    from ui.area1851.layout import Layout
    from ui.text import PLACEMENTS
    pygame.font.init()
    cards = area1851_data().cards
    gadgets = {(c.name, c.faction, tuple(("cog", None) for _ in c.sockets)) for c in cards.values()
               if c.kind == "gadget"}
    mini = Layout(size, tuple(area1851_data().location_ids)).mini_gadget
    drawing.mini_gadget.cache_clear()
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        for gadget in gadgets:
            drawing.mini_gadget(gadget, 5, mini, False)
        drawn = {text for text, box, _container in PLACEMENTS.placed if box is not None}
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
        drawing.mini_gadget.cache_clear()
    assert {"Penny-Farthing", "Smokehouse", "Grand Clock Tower"} <= {name for name, *_ in gadgets}
    assert {name for name, *_ in gadgets} <= drawn


def test_only_the_action_phase_invites_the_seat_at_the_screen_to_fabricate(app):
    table = table_at(app, people=2, bots=1)
    assert table.view()["phase"] == "setup" and table.secrets_shown()
    assert "Your table: no gadget" in drawn_texts(table, table.draw, drawing.mini_gadget)
    table = table_at(app, position(players=[{"dice": [2, 2, 3], "hand": ["rocking-chair-1"]}]))
    assert "Your table: drop a gadget here to fabricate it" in drawn_texts(table, table.draw, drawing.mini_gadget)


def test_a_public_hot_seat_screen_names_whose_table_it_shows(app):
    table = table_at(app, people=2, seed=5)
    ready(app)
    assert not table.secrets_shown()  # placing assistants in the set-up: anyone may look
    drawn = drawn_texts(table, table.draw, drawing.mini_gadget)
    name = table.view()["players"][table.own_seat]["name"]
    assert f"{name}'s table: no gadget" in drawn  # no invitation to fabricate on a screen nobody acts on
    assert not any(text.startswith("Your table") or "fabricate" in text for text in drawn)


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_with_fewer_players_the_seat_areas_move_up_and_the_log_row_grows(size):
    from game.area1851.rules_data import area1851_data
    from ui.area1851.layout import PLAYER_ROW
    locations = tuple(area1851_data().location_ids)
    five, three = Layout(size, locations, 5), Layout(size, locations, 3)
    assert three.players.bottom < five.players.bottom and three.player_row(2).bottom <= three.players.bottom
    assert three.tableau.top < five.tableau.top and three.players.bottom < three.tableau.top
    assert three.log.height - five.log.height == pytest.approx(three.px(2 * PLAYER_ROW), abs=2)
    assert three.log.bottom == pytest.approx(five.log.bottom, abs=2) and three.heap.bottom == five.heap.bottom
    for name in ("d1", "d2", "d3"):
        assert three.tray.contains(three.dice_rects(3)[name])
    assert three.board == five.board and three.prompt == five.prompt  # the left column stays


def test_a_bots_marked_move_lights_nothing_on_the_persons_own_table(app):
    state = position(2, lead=1, players=[{"dice": [2, 2, 3]}, {"dice": [1, 3, 4], "scrap": ["glass-bead-1"],
                                                                "hand": ["crossbow-1"]}])
    table = table_at(app, state, bots=1)
    assert table.state.to_move() == 1 and table.own_seat == 0
    table.mark(Action("fiddle", ("d1", "up", "glass-bead-1")), "Bot fiddles")
    assert not {p for p in table.lit([]) if p.startswith(("die:", "scrap:", "heap"))}
    table.mark(Action("scrap", ("crossbow-1",)), "Bot scraps")
    assert "heap" not in table.lit([])
    table.mark(Action("place", ("workshop",)), "Bot places")
    assert "zone:workshop:0" in table.lit([])  # the board is everyone's


def test_a_click_on_a_piece_that_moves_by_dragging_says_so(app):
    carriage = {"gadget": "steam-carriage-1", "mods": ["polished-gear-1", None, None], "made_turn": 2}
    state = position(players=[{"dice": [2, 1, 3], "table": [carriage]}])
    table = table_at(app, state)
    before = table.session.state.to_position()
    click(app, visible_point(table.places().gadgets, "steam-carriage-1"))
    assert table.reason == "Drag it onto a place that lights up." and table.session.state.to_position() == before


def test_a_workshop_token_counts_its_credits_in_words():
    import pygame

    from game.area1851.rules_data import area1851_data
    from ui.area1851.layout import Layout
    from ui.text import PLACEMENTS
    pygame.font.init()
    layout = Layout((1280, 800), tuple(area1851_data().location_ids))
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        drawing._credit(pygame.Surface((1280, 800)), layout, layout.free_token, 2, "free fiddle", False)
        drawn = [text for text, box, _ in PLACEMENTS.placed if box is not None]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
    assert drawn and drawn[0].startswith("2 ") and drawn[0] in ("2 free fiddles", "2 fiddles", "2")


def test_the_hand_off_after_a_turn_ends_says_which_event_the_new_turn_begins_with(app):
    state = position(3, phase="assistants", lead=0, players=[{"assistants": {"a1": "workshop"}},
                                                               {"assistants": {"a1": "recycler"}},
                                                               {"assistants": {"a1": "town-hall"}}])
    table = table_at(app, state)
    while table.state.turn == 3:
        press_button(app, table, "Keep my assistants where they are")
        frame(app)
    assert isinstance(app.top, HandoffScene), (table.state.phase, table.state.turn, table.state.event)
    event = table.state.card_name(table.state.event)
    assert app.top.message.startswith(f"Turn 4 begins with {event}. ")


def test_a_dragged_card_lets_what_lies_under_the_pointer_show_through(app):
    """The pointer is over the socket or label the card is to go on: the card must not hide it."""
    import pygame
    table = table_at(app, position(players=[{"dice": [2, 2, 3], "hand": ["rocking-chair-1"]}]))
    centre = (60, 60)
    seen = []
    for ground in ((255, 0, 0), (0, 0, 255)):
        surface = pygame.Surface((120, 120))
        surface.fill(ground)
        table.draw_piece(surface, "hand:rocking-chair-1", centre, table.view(), lifted=True)
        seen.append(surface.get_at(centre))
    assert seen[0] != seen[1] and seen[0].r > seen[1].r


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_rivals_done_feats_are_named_in_its_row_and_the_ones_without_room_are_counted(home, size):
    from ui.app import App
    from ui.area1851.layout import MORE_FEATS
    from ui.settings import Settings
    many = ["pure-townsfolk-1", "patron-krukian-1", "crowd-pleaser-1", "showstopper-1", "bare-bones-1"]
    seat = deciding(position(5))
    one, five = (seat + 1) % 5, (seat + 2) % 5
    players: list[dict[str, Any]] = [{} for _ in range(5)]
    players[one] = {"feats": [{"card": "rush-order-1", "up": True}], "table": [{"gadget": "butter-churn-1"}]}
    players[five] = {"feats": [{"card": f, "up": True} for f in many]}
    app = App(Settings(window_size=size))
    try:
        table = table_at(app, position(5, players=players))
        places, view, layout = table.places(), table.view(), table.layout
        drawing.feat_strip.cache_clear()
        drawn = drawn_texts(table, lambda surface: drawing.draw_players(
            surface, layout, table.player_rows(), places, set(), False), drawing.players_sprite)
        hover = table.hovered(view, places.row_feats["rush-order-1"].center)[1]
    finally:
        app.close()
    names = {f: view["feats"][f]["name"] for f in ["rush-order-1"] + many}
    assert names["rush-order-1"] in drawn and hover == [f"Done by {view['players'][one]['name']}."]
    assert not places.row_feats["rush-order-1"].colliderect(places.minis["butter-churn-1"])
    row = layout.player_row(five)
    column = layout.row_split(layout.row_parts(row)["gadgets"], len(many), 0)[1]
    assert column is not None  # feats are done: the row has their column
    strips = layout.done_feat_strips(many, column)
    shown = [f for f in many if f in strips]
    assert shown and MORE_FEATS in strips and {names[f] for f in shown} <= drawn
    assert f"and {len(many) - len(shown)} more done" in drawn
    assert set(places.row_feats) == {"rush-order-1", *shown}
    assert all(row.contains(strips[key]) for key in strips)
    assert min(rect.height for rect in strips.values()) >= 14


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_every_feat_name_is_written_whole_in_a_player_rows_strip(home, size):
    import pygame

    from game.area1851.rules_data import area1851_data
    from ui.text import PLACEMENTS
    pygame.font.init()
    layout = Layout(size, tuple(area1851_data().location_ids))
    column = layout.row_split(layout.row_parts(layout.player_row(0))["gadgets"], 3, 2)[1]
    assert column is not None  # feats are done: the row has their column
    feats = {f.name: (f.name, f.when, f.reward, f.text) for f in area1851_data().feats.values()}
    strip = layout.done_feat_strips(["a", "b", "c"], column)["c"].size
    drawing.feat_strip.cache_clear()
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        for feat in feats.values():
            drawing.feat_strip(feat, strip, True)
        drawn = {text for text, box, _container in PLACEMENTS.placed if box is not None}
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
        drawing.feat_strip.cache_clear()
    assert "Pride of Townsvillatron" in feats and set(feats) <= drawn


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000), (2560, 1440)])
def test_a_rows_feat_column_stays_inside_the_row_and_narrows_beside_three_gadgets(size):
    import pygame

    from game.area1851.rules_data import area1851_data
    from ui.area1851.layout import SMALLEST_LINE
    pygame.font.init()
    layout = Layout(size, tuple(area1851_data().location_ids))
    row = layout.player_row(4)
    part = layout.row_parts(row)["gadgets"]
    wide_gadgets, wide_column = layout.row_split(part, 1, 2)
    narrow_gadgets, narrow_column = layout.row_split(part, 1, 3)
    assert wide_column is not None and narrow_column is not None  # a feat is done: the row has their column
    assert layout.row_split(part, 0, 3) == (part, None)
    assert narrow_column.width < wide_column.width and narrow_gadgets.width > wide_gadgets.width
    for area, count in ((wide_gadgets, 2), (narrow_gadgets, 3)):  # side by side, or nearly
        spots = list(layout.row_of_cards([str(i) for i in range(count)], area, layout.mini_gadget, area.top).values())
        assert all(b.left - a.left >= 0.9 * layout.mini_gadget[0] for a, b in pairwise(spots))
        assert area.contains(spots[-1])
    for gadgets_area, column in ((wide_gadgets, wide_column), (narrow_gadgets, narrow_column)):
        assert not gadgets_area.colliderect(column)
        for count in (1, 3, 5):
            strips = layout.done_feat_strips([str(i) for i in range(count)], column)
            assert all(row.contains(strip) and strip.height >= SMALLEST_LINE for strip in strips.values())


def test_at_the_end_every_end_feat_shows_in_its_players_row_met_or_not(app):
    state = position(turn=15, phase="assistants", queue=[1], event="the-end-1", event_deck=[],
                     players=[{"rep": 40, "feats": [{"card": "hoarder-1"}, {"card": "crowd-pleaser-1"}]},
                              {"rep": 40, "feats": []}])
    state.apply("stay")
    assert state.is_over()
    table = table_at(app, state)
    table.viewer, table.private_to = 1, 1  # Bob looks at Ann's row
    table.refresh()
    view = table.view()
    ann = view["players"][0]
    assert "End feats revealed, not met: Hoarder (+0)" in drawing.player_lines(view, ann)
    assert "hoarder-1" in table.places().row_feats and "crowd-pleaser-1" not in table.places().row_feats
    _face, lines = table.hovered(view, table.places().row_feats["hoarder-1"].center)
    assert lines == ["Ann's end feat, revealed at the end: not met, +0 reputation."]


def test_a_player_row_says_who_holds_the_universal_modification(app):
    from game.area1851.rules_data import area1851_data
    universal = area1851_data().universal_ids[0]
    table = table_at(app, position(players=[{}, {"hand": [universal]}]))
    view = table.view()
    bob = view["players"][1]
    assert drawing.universal_place(bob) == "hand" and drawing.universal_place(view["players"][0]) == ""
    assert "Holds the Universal Modification (in their hand): its back shows it" in drawing.player_lines(view, bob)
    rows = [text for text in drawn_texts(table, table.draw, drawing.players_sprite) if text.startswith("H")]
    assert any(text.endswith(("Universal Mod. in hand", "U in hand")) for text in rows), rows


def test_swap_and_replicate_by_clicking_a_hand_card(app):
    """The prompt says "choose": a click carries the card (a second click on the scrap card for the
    Storehouse; straight to the discard pile for the Replicator)."""
    state = position(players=[{"hand": ["crossbow-1", "canoe-1"], "scrap": ["glass-bead-1", "flint-chip-1"],
                               "assistants": {"a1": "storehouse", "a2": "replicator", "a3": "reserve"}}],
                     deck_top=["bedspring-1", "bedspring-2"])
    table = table_at(app, state)
    drag(app, table.places().pawns[(0, "a1")], table.layout.zones[("storehouse", 1)].center)
    click(app, visible_point(table.places().hand, "crossbow-1"))
    assert table.held_by_click and table.notice.startswith("Now click where it goes")
    click(app, target_point(table, "swap:glass-bead-1"))
    assert last(table) == "exchange crossbow-1 glass-bead-1" and not table.held_by_click
    drag(app, table.places().pawns[(0, "a2")], table.layout.zones[("replicator", 1)].center)
    click(app, visible_point(table.places().hand, "canoe-1"))
    assert last(table) == "replicate canoe-1"


def test_a_hand_card_dragged_away_and_back_is_no_click_that_carries_it(app):
    """The click that carries a card is a press and release in one place with the mouse kept there:
    a card dragged away and brought back to where it was pressed just goes back to the hand."""
    state = position(players=[{"hand": ["crossbow-1", "canoe-1"], "scrap": ["glass-bead-1", "flint-chip-1"],
                               "assistants": {"a1": "storehouse", "a2": "replicator", "a3": "reserve"}}],
                     deck_top=["bedspring-1", "bedspring-2"])
    table = table_at(app, state)
    drag(app, table.places().pawns[(0, "a1")], table.layout.zones[("storehouse", 1)].center)
    before = table.session.state.to_position()
    card = visible_point(table.places().hand, "crossbow-1")
    move_to(app, card)
    button_down(app, card)
    move_to(app, target_point(table, "swap:glass-bead-1"), (1, 0, 0))
    move_to(app, card, (1, 0, 0))
    button_up(app, card)
    assert not table.held_by_click and table.controller.piece is None
    assert table.session.state.to_position() == before


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_ones_own_feats_stand_under_headings_for_when_they_are_checked_and_done(home, size):
    from ui.app import App
    from ui.settings import Settings
    feats = ["pure-townsfolk-1", "showstopper-1", "rush-order-1", "bare-bones-1"]
    seat = deciding(position(3))  # (five seats' rows leave the smallest window room for tags, not headings)
    holder = {"feats": [{"card": f, "up": f == "rush-order-1"} for f in feats]}
    app = App(Settings(window_size=size))
    try:
        table = table_at(app, position(3, players=[{}] * seat + [holder]))
        places, view = table.places(), table.view()
        drawn = drawn_texts(table, lambda surface: drawing.draw_feats(
            surface, table.layout, view, view["players"][seat], places, set()), drawing.feat_strip)
    finally:
        app.close()
    timing = {f: view["feats"][f]["when"] for f in feats if f != "rush-order-1"}
    expected = set(timing.values()) | {"done"}
    assert set(places.feat_headings) == expected
    assert all(set(drawing.HEADING_WORDS[when]) & drawn for when in expected)
    for feat, when in timing.items():  # each feat lies under its own heading
        heading = places.feat_headings[when]
        above = [h for h in places.feat_headings.values() if h.left == places.feats[feat].left
                 and h.top < places.feats[feat].top]
        assert max(above, key=lambda h: h.top) == heading, feat
    assert {view["feats"][f]["name"] for f in feats} <= drawn


def test_the_chute_the_workshop_credits_an_open_socket_and_the_discard_pile_say_their_rule(app):
    state = position(2, players=[{"table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None],
                                             "made_turn": 2}], "credits": {"free_fiddles": 1, "rerolls": 0}}],
                     tinker_discard=["glow-orb-1"])
    table = table_at(app, state)
    view, layout = table.view(), table.layout
    assert table.info_lines(view, layout.chute.center)[0] == "Deliver to town."
    assert table.info_lines(view, layout.free_token.center) == [
        "Free fiddles: 1.", "From the Workshop's Level 1: drag it onto a die's half to turn it up or down without a "
        "scrap card."]
    assert table.info_lines(view, layout.reroll_token.center)[0] == "Re-rolls: 0."
    assert table.info_lines(view, table.places().sockets["penny-farthing-1:2"].center) == [
        "An open spring socket of the Penny-Farthing.",
        "Drag a spring modification from your hand here to attach it, with dice adding up to its cost (1 action "
        "point)."]
    _face, lines = table.hovered(view, layout.discard.center)
    assert lines[0] == "Discard pile: 1 card, Glow Orb on top." and lines[-1] == TINKER_DISCARD_RULE
