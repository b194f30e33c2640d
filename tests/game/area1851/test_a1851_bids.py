"""The Universal Modification bid (rulebook: Universal Modification Event Card; R11-R16, W11, A-3,
A-12-A-14, rulings 32 and 33 of docs/rulings.md)."""

from tests.game.area1851.a1851_helpers import events, legal, position, refused, run

SCRAPS = [["glass-bead-1", "flint-chip-1", "sunstone-1"], ["hum-gear-1", "goo-coil-1"], [],
          ["bone-gear-1", "psi-crystal-1", "warp-spring-1"]]
BOB_HAND = ["crossbow-1", "canoe-1", "smokehouse-1", "bear-trap-1", "water-still-1"]


def bidding(forced=(), hands=None, event="universal-mod-1"):
    hands = hands or [[], BOB_HAND, [], []]
    players = [{"scrap": list(scrap), "hand": list(hand)} for scrap, hand in zip(SCRAPS, hands, strict=True)]
    return position(4, turn=3, lead=0, phase="bid", event=event, forced_rolls=list(forced), players=players)


def test_w11_r13_tied_bids_roll_until_one_is_highest_and_the_winner_pays_only_the_bid():
    state = bidding(forced=[3, 3, 2, 4])
    run(state, "bid 2", "bid 2", "bid 0", "bid 1")
    assert "The bids are revealed: Ann 2, Bob 2, Cid 0, Dee 1." in events(state)
    assert "Tie roll: Ann 3, Bob 3." in events(state) and "Tie roll: Ann 2, Bob 4." in events(state)
    assert state.phase == "bid_payment" and state.to_move() == 1 and state.to_pay == 2
    assert legal(state) == {"pay hum-gear-1", "pay goo-coil-1"}
    run(state, "pay goo-coil-1", "pay hum-gear-1")
    assert state.scraps[1] == [] and state.discard[-2:] == ["goo-coil-1", "hum-gear-1"]
    assert state.scraps[0] == SCRAPS[0] and state.scraps[3] == SCRAPS[3]
    assert state.phase == "action" and len(state.hands[1]) == 6 and "universal-mod-1" in state.hands[1]
    assert state.event_taken and state.last_bid["winner"] == 1 and state.last_bid["bids"] == [2, 2, 0, 1]


def test_r11_a3_a_bid_is_a_number_of_ones_own_scrap_cards_and_the_hand_plays_no_part():
    state = bidding()
    assert legal(state) == {"bid 0", "bid 1", "bid 2", "bid 3"}
    assert "0 to 3" in refused(state, "bid 4")
    run(state, "bid 1", "bid 0")
    assert legal(state) == {"bid 0"}  # Cid's heap is empty: he bids nothing, but is asked all the same
    assert state.prompt() == "Cid: your scrap heap is empty, so your bid for the Universal Modification is 0."


def test_r12_bids_show_only_when_every_seat_has_bid():
    state = bidding()
    three = next(a for a in state.legal_actions() if str(a) == "bid 3")
    assert state.describe(three, 0) == "You bid 3 scrap cards." and state.describe(three, 1) == "Ann bids."
    run(state, "bid 3")
    for viewer in (1, 2, 3, None):
        view = state.view(viewer)
        assert view["bid"]["entered"] == [True, False, False, False]
        assert view["players"][0]["own_bid"] is None and view["last_bid"] is None
        assert "3" not in " ".join(state.events_for(viewer))
    assert state.view(0)["bid"]["own"] == 3 and events(state, 0) == ""  # the action's line told Ann her bid
    run(state, "bid 1", "bid 0")
    assert state.view(1)["bid"]["entered"] == [True, True, True, False]
    run(state, "bid 2")
    assert state.view(2)["last_bid"]["bids"] == [3, 1, 0, 2] and state.revealed


def test_r14_the_winner_discards_exactly_the_bid_and_the_others_keep_every_card():
    state = bidding()
    run(state, "bid 3", "bid 2", "bid 0", "bid 1")
    assert state.to_move() == 0 and state.to_pay == 3
    assert "Ann wins the bid: Universal Modification goes into their hand; now they discard the 3 scrap " \
           "cards they bid." in events(state)
    assert state.prompt().endswith("you won the bid; discard 3 cards from your scrap heap.")
    run(state, "pay sunstone-1", "pay glass-bead-1")
    assert state.prompt().endswith("you won the bid; discard 1 more card from your scrap heap.")
    assert state.phase == "bid_payment" and legal(state) == {"pay flint-chip-1"}
    run(state, "pay flint-chip-1")
    assert state.scraps[0] == [] and state.scraps[1] == SCRAPS[1] and state.scraps[3] == SCRAPS[3]
    assert "universal-mod-1" in state.hands[0]


def test_r13_a14_when_nobody_bids_everyone_rolls_and_the_winner_pays_nothing():
    state = bidding(forced=[2, 4, 4, 1, 3, 4])
    run(state, "bid 0", "bid 0", "bid 0", "bid 0")
    assert "Tie roll: Ann 2, Bob 4, Cid 4, Dee 1." in events(state)
    assert "Tie roll: Bob 3, Cid 4." in events(state)
    assert "universal-mod-1" in state.hands[2] and state.phase == "action"
    assert state.scraps == SCRAPS[:2] + [[]] + SCRAPS[3:]


def test_r15_a33_the_won_card_plays_as_a_modification_and_everyone_sees_who_holds_it():
    state = bidding(forced=[1])
    run(state, "bid 0", "bid 2", "bid 0", "bid 0", "pay hum-gear-1", "pay goo-coil-1")
    for viewer in (0, 2, None):
        assert state.view(viewer)["players"][1]["hand_known"] == ["universal-mod-1"]
    assert "universal-mod-1" not in state.secrets_from(0)
    assert state.data.cards["universal-mod-1"].universal and state.data.cards["universal-mod-1"].cost == 2


def test_r16_a12_a_universal_modification_that_would_be_discarded_leaves_the_game():
    state = position(players=[{"dice": [2, 2, 2], "scrap": ["universal-mod-1"], "hand": ["universal-mod-3"],
                               "assistants": {"a1": "replicator"}}], deck_top=["brass-rivet-1", "bedspring-1"])
    run(state, "fiddle d1 up universal-mod-1")
    assert state.removed == ["universal-mod-1"] and "universal-mod-1" not in state.discard
    run(state, "activate replicator 1", "replicate universal-mod-3")
    assert state.removed == ["universal-mod-1", "universal-mod-3"]
    assert state.invariant_problems() == []


def test_r16_a_scrapped_universal_modification_stays_in_the_scrap_heap():
    state = position(players=[{"hand": ["universal-mod-1"]}])
    run(state, "scrap universal-mod-1")
    assert state.scraps[0] == ["universal-mod-1"] and state.removed == []
    assert state.view(1)["players"][0]["scrap_known"] == ["universal-mod-1"]


def test_a32_a_bids_notation_is_masked_until_the_reveal_and_its_words_tell_only_the_bidder():
    from game.core.actions import Action
    from game.core.public_text import public_notation
    state = bidding()
    before = state.clone()
    run(state, "bid 2")
    for viewer in (0, 1, 2, 3, None):  # sizes are digits, so the bidder's own notation is masked as well
        assert public_notation(Action.parse("bid 2"), before, state, viewer) == "bid ?"
    assert state.describe(Action.parse("bid 1"), 2) == "Bob bids."
    assert state.describe(Action.parse("bid 1"), 1) == "You bid 1 scrap card."


def test_a14_tie_rolls_come_from_the_games_generator_and_stop_undo():
    from game.core.history import History
    history = History(bidding())
    for text in ("bid 1", "bid 1", "bid 0"):
        history.apply(text)
        assert history.can_undo(history.entries[-1].actor)
    history.apply("bid 0")
    assert not history.can_undo(3) and history.state.revealed
