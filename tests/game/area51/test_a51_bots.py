"""What the Area 51 bots are given and how they choose: positions drawn from one seat's view only,
the heuristic, the moves the search weighs, a legal answer in every kind of step, and a match."""

import json
import random
from pathlib import Path

import pytest

from game.area51 import GAME
from game.area51.bots import (
    BOT_SUPPORT,
    HIRE_LOOKS,
    PAYMENT_LOOKS,
    Area51Support,
    GreedyScore,
    Weights,
    colour_values,
    greedy_action,
    win_chances,
)
from game.area51.equal_moves import distinct_moves
from game.area51.rules_data import area51_data
from game.core.bots import make_bot
from game.core.simulate import play_game
from tests.game.area51.a51_helpers import new_state, position, run

DATA = area51_data()


def random_position(players: int, seed: int, actions: int):
    state = new_state(players, seed)
    chooser = random.Random(seed)
    for _ in range(actions):
        state.apply(chooser.choice(state.legal_actions()))
    return state


def turn_start_with_rival_cards_down(players: int, seed: int):
    """A random position at a turn start where a rival has face-down cards in the hangars."""
    state = new_state(players, seed)
    chooser = random.Random(seed)
    while True:
        state.apply(chooser.choice(state.legal_actions()))
        seat = state.to_move()
        rivals_down = [1 for pile in state.hangars.values() for _c, up, s in pile if not up and s != seat]
        if state.step == "turn_start" and len(rivals_down) >= 3 and len(state.legal_actions()) > 5:
            return state


def scramble_hidden(state, seat: int, rng: random.Random):
    """The same position for ``seat`` with everything it cannot see dealt anew: rival hands, rival
    face-down cards and the deck below the starting cards known to lie on top."""
    other = state.clone()
    places = [(h, i) for h, pile in other.hangars.items() for i, (_c, up, s) in enumerate(pile) if not up and s != seat]
    rivals = [s for s in range(len(state.seats)) if s != seat]
    below = len(other.deck) - other.s_on_top
    cards = (other.deck[:below] + [c for s in rivals for c in other.hands[s]]
             + [other.hangars[h][i][0] for h, i in places])
    rng.shuffle(cards)
    other.deck = [cards.pop() for _ in range(below)] + other.deck[below:]
    for s in rivals:
        other.hands[s] = [cards.pop() for _ in state.hands[s]]
    for h, i in places:
        _card, up, s = other.hangars[h][i]
        other.hangars[h][i] = (cards.pop(), up, s)
    other.rng.seed(rng.random())
    other.forget_legal_actions()
    return other


def view_without_events(state, seat: int) -> dict:
    return {k: v for k, v in state.view(seat).items() if k != "events"}


# ------------------------------------------------------------------ the sampler
def test_scrambling_what_the_seat_cannot_see_changes_neither_its_view_nor_the_decision():
    state = turn_start_with_rival_cards_down(3, 11)
    seat = state.to_move()
    scrambled = scramble_hidden(state, seat, random.Random(2))
    assert scrambled.hands != state.hands and scrambled.hangars != state.hangars
    assert scrambled.invariant_problems() == []
    assert view_without_events(scrambled, seat) == view_without_events(state, seat)
    first = make_bot("medium", "area51", 5).decide(state.view(seat), state.legal_actions())
    second = make_bot("medium", "area51", 5).decide(scrambled.view(seat), scrambled.legal_actions())
    assert first == second


@pytest.mark.parametrize("players, seed, actions", [(2, 1, 150), (3, 7, 120), (4, 2, 90), (6, 3, 300)])
def test_every_drawn_position_shows_the_viewer_exactly_its_own_view(players, seed, actions):
    state = random_position(players, seed, actions)
    seat = state.to_move()
    view = view_without_events(state, seat)
    draw = BOT_SUPPORT.sampler(state.view(seat))
    for n in range(3):
        drawn = draw(random.Random(n))
        assert drawn.invariant_problems() == []
        assert view_without_events(drawn, seat) == view
        assert drawn.legal_actions() == state.legal_actions()


def test_drawn_hands_and_face_down_cards_keep_their_counts_and_owners_and_vary():
    state = turn_start_with_rival_cards_down(3, 11)
    seat = state.to_move()
    draw = BOT_SUPPORT.sampler(state.view(seat))
    rival = (seat + 1) % 3
    rival_hands, rival_downs = set(), set()
    for n in range(8):
        drawn = draw(random.Random(n))
        assert [len(h) for h in drawn.hands] == [len(h) for h in state.hands]
        assert drawn.hands[seat] == state.hands[seat]
        for hangar, pile in state.hangars.items():
            assert [(up, s) for _c, up, s in drawn.hangars[hangar]] == [(up, s) for _c, up, s in pile]
            assert [c for c, up, s in drawn.hangars[hangar] if up or s == seat] == \
                   [c for c, up, s in pile if up or s == seat]
        rival_hands.add(tuple(drawn.hands[rival]))
        rival_downs.add(tuple(c for pile in drawn.hangars.values() for c, up, s in pile if not up and s != seat))
    assert len(rival_hands) == 8 and len(rival_downs) > 1


def test_the_starting_cards_known_to_lie_on_top_of_the_deck_stay_on_top():
    state = new_state(2, 4)
    assert state.s_on_top == 8  # set up as four players: 40 - 10 dealt - 16 returned - 6 shown
    view = state.view(0)
    draw = BOT_SUPPORT.sampler(view)
    tops = set()
    for n in range(6):
        drawn = draw(random.Random(n))
        assert drawn.s_on_top == view["s_on_top"] and len(drawn.deck) == view["deck_size"]
        top = drawn.deck[-drawn.s_on_top:]
        assert all(DATA.cards[c].starting for c in top)
        assert not all(DATA.cards[c].starting for c in drawn.deck[-drawn.s_on_top - 10:])
        tops.add(tuple(top))
    assert len(tops) > 1


def test_rivals_face_down_cards_are_drawn_but_the_viewers_own_stay():
    state = position(hangars={"B-left": ["-green3-1@white", "-blue3-1@pink", "+orange2-1@yellow"]})
    drawn = BOT_SUPPORT.sampler(state.view(0))(random.Random(1))
    pile = drawn.hangars["B-left"]
    assert pile[0] == ("green3-1", False, 0) and pile[2] == ("orange2-1", True, 2)
    assert pile[1][1:] == (False, 1) and pile[1][0] not in {"green3-1", "orange2-1"}


def test_a_seed_gives_the_same_draws_and_the_same_decisions():
    state = random_position(3, 5, 60)
    seat = state.to_move()
    draw = BOT_SUPPORT.sampler(state.view(seat))
    assert draw(random.Random(3)).to_position() == draw(random.Random(3)).to_position()
    assert draw(random.Random(3)).to_position() != draw(random.Random(4)).to_position()
    decisions = {make_bot("hard", "area51", 8).decide(state.view(seat), state.legal_actions()).action for _ in range(2)}
    assert len(decisions) == 1


# ------------------------------------------------------------------ the heuristic and the policy
def test_the_heuristic_gives_chances_that_add_up_and_favour_the_leader():
    state = position(scores={"white": 30, "pink": 5, "yellow": 5, "red": 5})
    chances = BOT_SUPPORT.evaluate(state)
    assert abs(sum(chances) - 1) < 1e-9 and chances[0] == max(chances) and chances[0] > 0.5


def test_a_held_bonus_counts_in_full_only_once_the_region_cannot_change():
    regions = {"B": {"markers": 0, "bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 2}}},
               "C": {"bunkers": {"C5": {"colour": "blue", "owner": "yellow", "level": 2}}}}
    values = colour_values(position(regions=regions, display=[None] * 6))
    assert values["pink"] > values["yellow"] > values["white"]


def test_the_two_player_game_judges_a_seat_by_its_weaker_colour():
    even = position(2, scores={"pink": 10, "purple": 10, "black": 20, "white": 0})
    assert win_chances(even, colour_values(even))[0] > 0.5


def test_loading_stores_in_the_loaders_bunker_first_and_gives_a_rival_the_lowest_card():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 3},
                                 "B4": {"colour": "blue", "owner": "white", "level": 3}}}}
    state = position(regions=regions, hangars={"B-left": ["+blue1s-1@pink", "+blue3-1@pink"]})
    state.apply("pickup B-left")
    assert str(greedy_action(state, state.legal_actions())) == "load blue3-1 B4"
    state.apply("load blue3-1 B4")
    assert str(greedy_action(state, state.legal_actions())) == "load blue1s-1 B5"


def test_a_play_is_paid_with_the_cards_that_will_feed_the_players_own_bunker():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "white", "level": 2},
                                 "B4": {"colour": "green", "owner": "pink", "level": 2}}}}
    state = position(regions=regions, hands=[["orange1s-1", "blue2-1", "green2-1", "brown4-1"], [], [], []])
    state.apply("build orange B")
    state.apply("up orange1s-1 B-left")
    choice = greedy_action(state, state.legal_actions())
    assert choice.verb == "down" and choice.args[0] == "blue2-1"


def test_a_feeding_card_goes_to_the_hangar_where_none_of_its_colour_waits():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "white", "level": 3}}}}  # the mover's
    state = position(regions=regions, hands=[["orange1s-1", "blue2-1", "blue2-2", "brown4-1"], [], [], []],
                     hangars={"B-left": ["+blue1s-1@white"]})
    state.apply("build orange B")
    state.apply("up orange1s-1 B-right")
    assert str(greedy_action(state, state.legal_actions())) == "down blue2-1 B-right"
    state.hangars["B-right"].append(("green1s-1", True, 1))
    state.forget_legal_actions()
    assert str(greedy_action(state, state.legal_actions())) == "down blue2-1 B-right"  # a green card is no rival
    state.hangars["B-right"].append(("blue1s-2", True, 1))
    state.forget_legal_actions()
    assert str(greedy_action(state, state.legal_actions())) == "down blue2-1 B-left"  # the smaller pile


def test_the_search_weighs_one_of_equal_cards():
    regions = {"B": {"bunkers": {"B5": {"colour": "green", "owner": "white", "level": 2}}}}
    state = position(regions=regions,
                     display=["blue1s-1", "blue1s-2", "blue2-1", "brown1s-1", "green1s-1", "green1s-2"],
                     hands=[["green1s-3", "green1s-4", "orange1s-1"], [], [], []])
    legal = state.legal_actions()
    moves = {str(a) for a in distinct_moves(legal)}
    assert {m for m in moves if m.startswith("take")} == {"take blue1s-1", "take blue2-1", "take brown1s-1",
                                                         "take green1s-1", "take deck"}
    assert {m for m in moves if m.startswith("refresh")} == {"refresh green1s-3", "refresh orange1s-1"}
    assert {m for m in moves if m.startswith("hire")} == {str(a) for a in legal if a.verb == "hire"}


def wide_choice():
    """Ann (white) holds eight cards of four colours; her blue bunker stands in B, a rival's in C."""
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "white", "level": 2}}},
               "C": {"bunkers": {"C5": {"colour": "blue", "owner": "pink", "level": 2}}}}
    hand = ["orange1s-1", "blue2-1", "green2-1", "brown4-1", "blue3-1", "green3-1", "brown2-1", "orange3-1"]
    return position(regions=regions, hands=[hand, [], [], []])


def test_the_search_weighs_only_the_hires_that_serve_the_movers_bunkers_best():
    state = wide_choice()
    legal = state.legal_actions()
    weighed = BOT_SUPPORT.candidates(state, legal)
    hires = {str(a) for a in weighed if a.verb == "hire"}
    assert len(hires) == HIRE_LOOKS < sum(a.verb == "hire" for a in legal)
    assert {"hire truck-blue A>B", "hire truck-blue C>B", "hire train-blue A>B", "hire train-blue C>B"} <= hires
    assert not {h for h in hires if h.endswith(">C")}  # a blue vehicle pointed at the rival's blue bunker
    assert [a for a in weighed if a.verb != "hire"] == [a for a in distinct_moves(legal) if a.verb != "hire"]


def test_a_payment_is_weighed_among_the_places_the_greedy_policy_likes_best():
    state = run(wide_choice(), "build orange B", "up orange1s-1 B-left")
    legal = state.legal_actions()
    weighed = BOT_SUPPORT.candidates(state, legal)
    score = GreedyScore(state)
    assert len(weighed) == PAYMENT_LOOKS < len(distinct_moves(legal))
    assert greedy_action(state, legal) in weighed
    assert min(map(score, weighed)) >= max(score(a) for a in distinct_moves(legal) if a not in weighed)


def test_the_greedy_move_is_the_one_scoring_every_legal_move_would_give():
    """Scoring one of each group of equal-card moves finds the same first best move as scoring all."""
    checked = 0
    for seed in range(12):
        state = new_state(2 + seed % 2, seed)
        chooser = random.Random(seed)
        for _ in range(400):
            if state.is_over():
                break
            legal = state.legal_actions()
            if state.step != "turn_start" and len(distinct_moves(legal)) < len(legal):
                assert greedy_action(state, legal) == max(legal, key=GreedyScore(state))
                checked += 1
            state.apply(chooser.choice(legal))
    assert checked > 100


# ------------------------------------------------------------------ a legal answer everywhere
def answer(state, spec="hard"):
    seat = state.to_move()
    decision = make_bot(spec, "area51", 3).decide(state.view(seat), state.legal_actions())
    assert decision.action in state.legal_actions()
    return decision.action


def test_a_bot_answers_with_a_legal_action_at_the_start_of_a_turn_and_in_a_collect():
    state = random_position(3, 5, 40)
    while state.step != "turn_start":
        state.apply(state.legal_actions()[0])
    answer(state)
    state.apply("take deck")
    assert state.step == "collect"
    assert answer(state).verb == "take"


def test_a_bot_pays_for_a_project_with_legal_placements_to_the_end():
    state = position(hands=[["blue2-1", "green1s-1", "brown3-1", "orange1s-1"], [], [], []])
    state.apply("build blue B")
    while state.step == "project":
        action = answer(state, "medium")
        assert action.verb in ("up", "down") and action.args[1].startswith("B-")
        state.apply(action)
    assert state.bunkers["B5"] == ("blue", "white", 1)


def test_a_bot_loads_with_legal_choices_and_takes_its_own_points():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 3},
                                 "B4": {"colour": "blue", "owner": "white", "level": 3}}}}
    state = position(regions=regions, hangars={"B-left": ["+blue1s-1@pink", "+blue3-1@pink"]})
    state.apply("pickup B-left")
    while state.step == "loading":
        state.apply(answer(state))
    assert state.scores == {"white": 3, "pink": 1, "yellow": 0, "red": 0}


def test_in_the_final_phase_a_bot_picks_up_the_pile_that_pays_it():
    regions = {"A": {"markers": 0},
               "B": {"markers": 0, "bunkers": {"B5": {"colour": "blue", "owner": "white", "level": 3}}},
               "C": {"bunkers": {"C5": {"colour": "blue", "owner": "pink", "level": 3}}}}
    state = position(regions=regions, phase="final",
                     hangars={"B-left": ["+blue3-1@pink"], "C-left": ["+blue3-2@pink"]})
    assert str(answer(state)) == "pickup B-left"


def test_in_the_two_player_game_a_bot_names_a_cap_of_its_own_colours():
    state = position(2, hands=[["green2-1", "blue2-1"], []],
                     display=["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"])
    seat = state.to_move()
    decision = make_bot("hard", "area51", 1).decide(state.view(seat), state.legal_actions())
    assert decision.action in state.legal_actions()
    builds = [a for a in state.legal_actions() if a.verb == "build"]
    assert {a.args[2] for a in builds} == {"pink", "purple"}


# ------------------------------------------------------------------ a match
def test_a_searching_bot_beats_two_random_bots_in_a_fixed_seed_game():
    record = play_game("area51", "standard", ["medium:60", "random", "random"], seed=3)
    assert record.winners == [0]


def hoarded_two_player_position() -> dict:
    """A two-player variant game (seed 11, hard against easy) at turn 102: Bot 1 holds 92 of the
    cards and Bot 2 twelve, every other place is empty, and Bot 2's last turn was the first that
    ended so (ruling 35). If Bot 1 now only refreshes and Bot 2 too, the game ends with Bot 2
    ahead (18 to 0 with the bonuses)."""
    return json.loads((Path(__file__).parent / "data" / "hoarded_two_player.json").read_text())


def test_with_every_card_in_hand_the_heuristic_judges_the_final_scoring_not_the_hands():
    state = GAME.from_position(hoarded_two_player_position())
    assert state.quiet_turns == 1 and state.all_cards_in_hands()
    assert win_chances(state, colour_values(state))[0] > 0.05  # the 92 cards give Bot 1 a chance...
    assert Area51Support().evaluate(state) == [0.0, 1.0]  # ...but the round would end the game now


def test_a_bot_holding_most_cards_plays_rather_than_let_a_quiet_round_end_the_game():
    state = GAME.from_position(hoarded_two_player_position())
    decision = make_bot("hard", "area51", 1).decide(state.view(0), state.legal_actions())
    assert decision.action.verb in {"build", "upgrade", "hire"}


@pytest.mark.parametrize("name", ["hoarding_three_player_turn36", "hoarding_three_player_turn39"])
def test_a_bot_with_a_big_hand_spends_it_rather_than_collects_more(name):
    """From a game between three Hard bots (seed 1): the third seat holds 20 and then 23 cards and
    could build or hire, and Hard took more cards, every time (it ended the game holding 76). A
    card beyond ten in hand now counts a tenth as much, and Hard spends."""
    state = GAME.from_position(json.loads((Path(__file__).parent / "data" / f"{name}.json").read_text()))
    seat = state.to_move()
    assert seat is not None and len(state.hands[seat]) >= 20
    for seed in (1, 2, 3):
        decision = make_bot("hard", "area51", seed).decide(state.view(seat), state.legal_actions())
        assert decision.action.verb in {"build", "upgrade", "hire"}, (seed, decision.action)


def test_cards_in_hand_beyond_ten_count_a_tenth_as_much():
    small, big = position(3, hands=[DATA.card_ids[:10], [], []]), position(3, hands=[DATA.card_ids[:30], [], []])
    gained = colour_values(big)["white"] - colour_values(small)["white"]
    assert gained == pytest.approx(20 * 0.1 * 0.3)


def test_a_bunker_below_the_awards_counts_a_share_of_the_award_one_more_level_would_win():
    """Pink holds region C alone with three level-1 bunkers; white's new bunker on C2 ranks fourth and
    wins nothing now, but raised once it would rank first (5 points)."""
    alone = {"C5": "pink", "C4": "pink", "C3": "pink"}
    bunkers = {space: {"colour": "blue", "owner": owner, "level": 1} for space, owner in alone.items()}
    contested = {**bunkers, "C2": {"colour": "green", "owner": "white", "level": 1}}
    open_region, closed_region = position(regions={"C": {"bunkers": contested}}), \
        position(regions={"C": {"markers": 0, "bunkers": contested}})
    without, share = Weights(raise_prospect=0.0), Weights().raise_prospect
    assert share > 0
    gained = colour_values(open_region)["white"] - colour_values(open_region, without)["white"]
    assert gained == pytest.approx(share * 5)
    assert colour_values(open_region)["pink"] == colour_values(open_region, without)["pink"]
    assert colour_values(closed_region)["white"] == colour_values(closed_region, without)["white"]


def test_hard_contests_a_region_a_rival_holds_alone():
    """From a game between three Hard bots (seed 1): black held all three bunkers of region A, each at
    level 1, from turn 16 to the end, and took its 10 bonus points unopposed. A bunker built there
    ranks fourth, but one raise takes first place; at turn 49 Hard now builds in A."""
    state = GAME.from_position(json.loads((Path(__file__).parent / "data" /
                                           "lone_region_three_player_turn49.json").read_text()))
    seat = state.to_move()
    assert seat is not None and {state.bunkers[space][1] for space in state.bunkers if space[0] == "A"} == {"black"}
    for seed in (1, 2, 3):
        decision = make_bot("hard", "area51", seed).decide(state.view(seat), state.legal_actions())
        assert decision.action.verb == "build" and decision.action.args[-1] == "A", (seed, decision.action)


def test_an_artifact_a_vehicle_would_carry_to_a_bunker_counts_as_lying_in_its_region():
    """White's blue bunker stands in C and a blue 2 lies in A: it counts for white once a blue truck
    leaves A towards C (a hire is then worth something before the pick-up that uses it)."""
    regions = {"C": {"bunkers": {"C5": {"colour": "blue", "owner": "white", "level": 2}}}}
    hangars = {"A-left": ["+blue2-1@pink"]}
    alone = position(regions=regions, hangars=hangars)
    carried = position(regions=regions, hangars=hangars, vehicles={"truck-blue": {"route": "A>C", "number": 1}})
    away = position(regions=regions, hangars=hangars, vehicles={"truck-blue": {"route": "C>A", "number": 1}})
    share = Weights().pile_share
    assert colour_values(carried)["white"] - colour_values(alone)["white"] == pytest.approx(share * 2)
    assert colour_values(away)["white"] == colour_values(alone)["white"]
