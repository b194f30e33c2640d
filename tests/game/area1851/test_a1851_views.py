"""What each seat may see and read (spec §6; R20, R34, R52, A-13, A-24): views, words, events,
secrets, and which decisions are taken in private."""

import re

from game.area1851.rules_data import area1851_data
from game.core.actions import Action
from game.core.fuzz import strings_in
from tests.game.area1851.a1851_helpers import events, position, run


def table_scene():
    return position(3, sitting=0, tinker_discard=["sunstone-1"], feat_deck=["pack-rat-1", "bare-bones-1"],
                    players=[{"hand": ["crossbow-1", "bedspring-1"], "scrap": ["glass-bead-1"], "dice": [1, "2u", "3t"],
                              "feats": [{"card": "crowd-pleaser-1"}, {"card": "rush-order-1", "up": True}],
                              "assistants": {"a1": "storehouse", "a2": "town-hall/1"}, "rep": 7,
                              "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None]}]},
                             {"hand": ["canoe-1", "universal-mod-1"], "scrap": ["hum-gear-1", "goo-coil-1"]},
                             {"feats": [{"card": "melting-pot-1"}]}])


def test_r20_a24_dice_tables_assistants_reputation_and_the_discard_pile_are_public():
    state = table_scene()
    for viewer in (0, 1, 2, None):
        view = state.view(viewer)
        ann = view["players"][0]
        assert [d["state"] for d in ann["dice"]] == ["free", "used", "town-hall"] and ann["dice"][0]["value"] == 1
        assert ann["table"][0]["sockets"] == [
            {"number": 1, "type": "cog", "mod": "brass-rivet-1", "mod_name": "Brass Rivet"},
            {"number": 2, "type": "spring", "mod": None, "mod_name": None}]
        assert ann["table"][0]["value_now"] == 6 and ann["table"][0]["pure_so_far"]
        assert ann["assistants"] == {"a1": "storehouse", "a2": "town-hall/1", "a3": "reserve"}
        assert ann["rep"] == 7 and view["discard"] == ["sunstone-1"] and ann["feats_up"] == ["rush-order-1"]
        town_hall = next(loc for loc in view["locations"] if loc["id"] == "town-hall")
        assert town_hall["zones"]["level1"] == [{"seat": 0, "assistant": "a2"}] and not town_hall["closed"]


def test_r34_r52_hands_scrap_heaps_and_face_down_feats_show_only_their_size_to_others():
    state = table_scene()
    mine = state.view(0)["players"][0]
    assert mine["hand"] == ["crossbow-1", "bedspring-1"] and mine["scrap"] == ["glass-bead-1"]
    assert mine["feats_down"] == ["crowd-pleaser-1"]
    for viewer in (1, 2, None):
        ann = state.view(viewer)["players"][0]
        assert ann["hand"] is None and ann["scrap"] is None and ann["feats_down"] is None
        assert (ann["hand_size"], ann["scrap_size"], ann["feats_down_count"]) == (2, 1, 1)
        assert not {"crossbow-1", "glass-bead-1", "crowd-pleaser-1"} & strings_in(state.view(viewer))
    assert state.view(0)["tinker_deck_size"] == len(state.tinker_deck)
    assert state.view(0)["feat_deck_size"] == len(state.feat_deck) == 30


def test_the_view_carries_what_is_printed_on_every_card_the_viewer_can_see():
    state = table_scene()
    mine, theirs = state.view(0), state.view(1)
    assert mine["cards"]["crossbow-1"] == {"name": "Crossbow", "kind": "gadget", "faction": "survivalists", "cost": 6,
                                           "rep": 6, "sockets": ["spring"], "socket": None}
    assert mine["cards"]["brass-rivet-1"]["socket"] == "cog" and "sunstone-1" in mine["cards"]
    assert "crossbow-1" not in theirs["cards"] and "universal-mod-1" in theirs["cards"]
    assert theirs["cards"]["universal-mod-1"]["socket"] is None and theirs["cards"]["universal-mod-1"]["cost"] == 2
    assert set(mine["feats"]) == {"crowd-pleaser-1", "rush-order-1"} and set(theirs["feats"]) == {"rush-order-1"}


def test_secrets_are_defined_from_the_rules():
    state = table_scene()
    data = area1851_data()
    secret = state.secrets_from(0)
    assert {"canoe-1", "hum-gear-1", "goo-coil-1", "melting-pot-1", "pack-rat-1"} <= secret
    assert set(state.tinker_deck) <= secret and set(state.boxed) <= secret
    assert not {"crossbow-1", "glass-bead-1", "crowd-pleaser-1", "rush-order-1", "sunstone-1"} & secret
    assert "universal-mod-1" not in secret  # its Event back shows
    assert not set(data.closers) & secret
    assert {c for c in state.event_deck if c not in data.closers} <= secret
    assert state.secrets_from(None) >= secret | {"crossbow-1", "glass-bead-1", "crowd-pleaser-1"}


def test_the_view_gives_the_deciding_seat_its_choices_and_nobody_else():
    state = table_scene()
    assert state.view(0)["legal"] == [str(a) for a in state.legal_actions()]
    assert state.view(1)["legal"] == [] and state.view(None)["legal"] == []
    assert state.view(0)["payments"]["fabricate"] == {}
    assert state.view(0)["payments"]["attach"] == {"bedspring-1": {"penny-farthing-1:2": ["d1"]}}
    assert state.view(1)["payments"] is None
    assert state.view(0)["prompt"].startswith("Ann: 2 action points left.")
    assert state.view(1)["prompt"] == "Ann is taking their actions."
    assert state.view(1)["phase_label"] == "Turn 3/15 · Action · Ann (lead Cid)" == state.phase_label()


def test_private_screen_is_true_for_sittings_bids_payments_and_feat_choices_only():
    def private(state) -> bool:
        return state.private_screen(state.to_move())
    assert not private(position(phase="setup", turn=1, event=None))
    assert not private(position(phase="help_wanted", players=[{"assistants": {"a1": "workshop"}}]))
    assert private(position(phase="bid", event="universal-mod-1"))
    assert not private(position(phase="assistants"))
    sitting = position(players=[{"dice": [2, 1, 1], "hand": ["spectacle-lens-1"],
                                 "feats": [{"card": "crowd-pleaser-1"}, {"card": "patron-townsfolk-1"}],
                                 "table": [{"gadget": "player-piano-1", "mods": ["watch-spring-1", None]}]}])
    assert private(sitting) and not sitting.private_screen(1)
    run(sitting, "attach spectacle-lens-1 player-piano-1:2 d1")
    assert sitting.pending is not None and sitting.pending[0] == "feat" and private(sitting)
    assert sitting.view(0)["pending"]["feats"] == ["crowd-pleaser-1", "patron-townsfolk-1"]
    assert sitting.view(1)["private_screen"] is True
    paying = position(phase="bid_payment", queue=[1], to_pay=1, event="universal-mod-1",
                      last_bid={"card": "universal-mod-1", "bids": [0, 1], "rolls": [], "winner": 1},
                      players=[{}, {"scrap": ["hum-gear-1"], "hand": ["universal-mod-1"]}])
    assert private(paying)
    over = position(turn=15, phase="assistants", queue=[1], event="the-end-1", event_deck=[])
    run(over, "stay")
    assert over.is_over() and not over.private_screen(0)


CARD_NAMES = {card.name for card in area1851_data().cards.values()} | {f.name for f in area1851_data().feats.values()}


def test_describe_and_events_never_name_a_card_that_goes_somewhere_hidden():
    state = position(feat_deck=["pack-rat-1"], deck_top=["sunstone-1", "hum-gear-1"],
                     players=[{"hand": ["crossbow-1", "bedspring-1"], "scrap": ["glass-bead-1"],
                               "assistants": {"a1": "storehouse", "a2": "replicator"}}])
    hidden = {"Crossbow", "Bedspring", "Glass Bead", "Pack Rat", "Sunstone", "Hum Gear"}
    for text in ("scrap crossbow-1", "take-feat", "activate storehouse 1", "exchange bedspring-1 glass-bead-1",
                 "activate replicator 1", "replicate glass-bead-1"):
        action = Action.parse(text)
        for viewer in (1, None):
            words = state.describe(action, viewer)
            named = {name for name in hidden if name in words}
            assert named <= ({"Glass Bead"} if text.startswith("replicate") else set()), (text, words)
        mine = state.describe(action, 0)
        state.apply(action)
        public = events(state, 1) + events(state, None)
        assert not {name for name in hidden - {"Glass Bead"} if name in public}, (text, public)
        assert mine.startswith("You")
    assert "You draw Sunstone, Hum Gear." in events(state, 0) and "draws 2 cards" not in events(state, 0)
    assert "Ann draws 2 cards." in events(state, 1) and "Ann draws 2 cards." in events(state, None)


def test_a13_a_bid_before_the_reveal_is_told_only_to_its_bidder():
    state = position(3, phase="bid", event="universal-mod-1", lead=0,
                     players=[{"scrap": ["glass-bead-1", "flint-chip-1"]}, {"scrap": ["hum-gear-1"]}])
    action = Action.parse("bid 2")
    assert state.describe(action, 0) == "You bid 2 scrap cards."
    assert state.describe(action, 1) == "Ann bids." == state.describe(action, None)
    run(state, "bid 2")
    for viewer in (1, 2, None):
        assert not re.search(r"\b2\b", events(state, viewer)) and state.view(viewer)["players"][0]["own_bid"] is None
    assert state.view(2)["prompt"] == "Bob is choosing a bid." == state.view(None)["prompt"]
    assert "2" in state.secrets_from(1)  # a rival's possible sizes are secret until the reveal


def test_the_view_names_this_turns_event_and_where_the_fixed_events_lie():
    state = position(turn=3, event="dust-storm-1")
    view = state.view(1)
    assert view["event"]["name"] == "Dust Storm" and view["event"]["effects"] == {"ap": -1}
    assert view["event_deck"]["closers"] == {"to-the-right-1": 5, "to-the-left-1": 10, "the-end-1": 15}
    assert view["event_deck"]["size"] == 12 and len(view["events_seen"]) == 2


def test_a_feat_choice_is_the_owners_alone_others_see_only_that_the_player_takes_their_turn():
    """A delivery that meets two of Ann's face-down feats opens her choice; Bob's view, the
    spectator's and the log show the same as when it met none of them."""
    def delivered(feats):
        state = position(players=[{"dice": [2, 1, 1], "hand": ["spectacle-lens-1"],
                                   "feats": [{"card": card} for card in feats],
                                   "table": [{"gadget": "player-piano-1", "mods": ["watch-spring-1", None]}]}])
        run(state, "attach spectacle-lens-1 player-piano-1:2 d1")
        return state
    choosing = delivered(["crowd-pleaser-1", "patron-townsfolk-1"])
    unmet = delivered(["showstopper-1", "patron-krukian-1"])
    assert choosing.pending[0] == "feat" and unmet.pending is None
    for viewer in (1, None):
        seen = choosing.view(viewer)
        assert seen["pending"] is None and "feat" not in seen["prompt"]
        assert seen == unmet.view(viewer)
    assert choosing.view(0)["pending"] == {"kind": "feat", "seat": 0,
                                           "feats": ["crowd-pleaser-1", "patron-townsfolk-1"]}
