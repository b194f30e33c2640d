"""Bots for Area 1851 (spec §9): positions drawn from one seat's view, the heuristic, and bot games."""

import random

import pytest

from game.area1851.bots import BOT_SUPPORT
from game.core.bots import make_bot
from game.core.contract import Result
from game.core.fuzz import position_problems
from tests.game.area1851.a1851_helpers import area1851, new_state, outcome, position, run, saved_position


def mid_game(seed: int = 2, players: int = 3):
    state = new_state(players, seed=seed)
    chooser = random.Random(seed)
    while state.turn < 4 or state.phase != "action":
        state.apply(chooser.choice(state.legal_actions()))
    return state


def test_a_drawn_position_shows_the_seat_exactly_its_own_view():
    state = mid_game()
    seat = state.to_move()
    view = state.view(seat)
    draw = BOT_SUPPORT.sampler(view)
    for n in range(5):
        sample = draw(random.Random(n))
        assert sample.invariant_problems() == []
        again = sample.view(seat)
        assert {k: v for k, v in again.items() if k != "events"} == {k: v for k, v in view.items() if k != "events"}


def test_the_hidden_cards_are_dealt_differently_from_draw_to_draw_and_never_from_what_the_seat_knows():
    state = mid_game()
    seat = state.to_move()
    view = state.view(seat)
    draw = BOT_SUPPORT.sampler(view)
    rivals = [s for s in range(state.n) if s != seat]
    hands = {tuple(tuple(area1851(draw(random.Random(n))).hands[r]) for r in rivals) for n in range(6)}
    assert len(hands) > 1
    known = set(view["players"][seat]["hand"]) | set(view["players"][seat]["scrap"]) | set(view["discard"])
    sample = area1851(draw(random.Random(9)))
    hidden = set(sample.tinker_deck) | {c for r in rivals for c in sample.hands[r] + sample.scraps[r]}
    assert not hidden & known
    assert [len(sample.hands[r]) for r in rivals] == [len(state.hands[r]) for r in rivals]
    assert set(sample.event_deck) & set(state.data.closers) == set(state.event_deck) & set(state.data.closers)


def test_rival_bids_not_yet_revealed_are_drawn_from_their_heap_sizes():
    state = position(3, phase="bid", event="universal-mod-1", lead=0,
                     players=[{"scrap": ["glass-bead-1", "flint-chip-1"]}, {"scrap": ["hum-gear-1"]}])
    run(state, "bid 2")
    draw = BOT_SUPPORT.sampler(state.view(1))
    for n in range(8):
        sample = area1851(draw(random.Random(n)))
        assert sample.bids is not None and sample.bids[0] is not None
        assert 0 <= sample.bids[0] <= 2 and sample.bids[1:] == [None, None]


def test_the_heuristic_gives_win_chances_that_favour_the_leader():
    state = position(players=[{"rep": 30}, {"rep": 10}])
    chances = BOT_SUPPORT.evaluate(state)
    assert abs(sum(chances) - 1) < 1e-9 and chances[0] > chances[1]


def test_a_playout_move_is_legal_and_prefers_building_to_ending_the_sitting():
    state = position(players=[{"dice": [3, 1, 1], "hand": ["butter-churn-1"]}])
    choices = {str(BOT_SUPPORT.rollout_action(state, state.legal_actions(), random.Random(n))) for n in range(10)}
    assert choices <= {str(a) for a in state.legal_actions()} and "fabricate butter-churn-1 d1" in choices


def test_bots_play_a_whole_game_bids_included_from_their_own_views():
    state = new_state(3, seed=12)
    assert "universal-mod-1" in state.event_deck
    bots = [make_bot("easy:6", "area1851", 100 + seat) for seat in range(3)]
    verbs = set()
    while (seat := state.to_move()) is not None:
        decision = bots[seat].decide(state.view(seat), state.legal_actions())
        verbs.add(decision.action.verb)
        state.apply(decision.action)
        assert position_problems(state) == []
    assert outcome(state).winners and {"fabricate", "done", "stay", "bid"} <= verbs
    assert max(state.rep) > 20


@pytest.mark.parametrize("name", ["fiddle_for_the_town_hall_seed2", "fiddle_for_the_town_hall_seed3",
                                  "fiddle_with_the_card_it_would_make_from_the_heap",
                                  "fiddle_with_every_socket_already_payable"])
def test_hard_does_not_pay_a_scrap_card_to_fiddle_a_die_whose_value_buys_nothing(name):
    """Hard paid a scrap card to turn a die, then put the die on the Town Hall, where its value does
    not matter: twice in games between three Hard bots; once at a table against a person (dice
    1-1-2 and only modifications in hand, with no gadget to take them; it paid with the 5-cost
    gadget of its heap, whose cost one fiddle would have matched, though a heap's card is built free
    by the Storehouse, never with dice); and once more between three Hard bots (seed 2, turn 11:
    dice 3-4-4, two action points and a gadget with two open sockets that a 3 and a 4 of its hand
    already fill; two fiddles down would have paid a 2-cost modification of the same worth instead).
    No fiddle here lets this turn's builds bring more, so no fiddle is weighed."""
    from game.area1851.bots import useful_fiddles
    state = saved_position(name)
    seat = state.to_move()
    assert seat is not None and any(a.verb == "fiddle" for a in state.legal_actions())
    assert useful_fiddles(state, seat) == set()
    for seed in (1, 2):
        decision = make_bot("hard", "area1851", seed).decide(state.view(seat), state.legal_actions())
        assert decision.action.verb != "fiddle", (seed, decision.action)


def test_a_fiddle_is_weighed_when_it_or_a_second_one_makes_a_cost_in_hand_payable():
    from game.area1851.bots import useful_fiddles
    state = position(2)
    seat = state.queue[0]
    card = max(state.data.cards, key=lambda c: state.data.cards[c].cost)
    state.hands[seat], state.scraps[seat] = [card], []
    cost = state.data.cards[card].cost
    state.dice[seat] = [cost - 2, 30, 30]  # nothing pays the cost; two fiddles up of d1 would
    state.die_states[seat] = [0, 0, 0]
    state.free_fiddles[seat] = 2
    assert ("d1", "up") in useful_fiddles(state, seat) and ("d1", "down") not in useful_fiddles(state, seat)
    state.free_fiddles[seat], state.scraps[seat] = 1, []
    assert ("d1", "up") not in useful_fiddles(state, seat)  # one fiddle only: it cannot get there


def test_the_best_builds_of_a_turn_fill_the_sockets_of_a_gadget_fabricated_on_the_way():
    from game.area1851.bots import best_builds
    from game.area1851.rules_data import area1851_data
    cards = area1851_data().cards
    plate, peg = cards["hover-plate-1"], cards["whittled-peg-1"]  # a 4-cost gadget with a cog socket; a 1-cost cog
    hand = tuple(sorted([plate.id, peg.id]))
    assert best_builds((4, 2, 1), 0b111, 2, hand, ()) == plate.rep + peg.rep
    assert best_builds((4, 2, 1), 0b111, 1, hand, ()) == plate.rep  # one action point: the better card alone
    assert best_builds((4, 2, 1), 0b011, 2, hand, ()) == plate.rep  # the 1 is used already
    assert best_builds((3, 3, 3), 0b111, 2, hand, ()) == 0
    assert best_builds((1, 3, 3), 0b111, 1, (peg.id,), ()) == 0  # no socket takes it
    assert best_builds((1, 3, 3), 0b111, 1, (peg.id,), ("cog",)) == peg.rep


def test_a_first_fiddle_is_weighed_only_when_the_second_one_alone_would_not_pay_as_much():
    """Seed 2, turn 13, between three Hard bots: dice 2-4-1, two action points, a gadget with a
    crystal and two cog sockets, and three 1-cost modifications that fit them in hand. Turning the 2
    down pays a second one; Hard turned the 4 up three times (each looked useful because turning
    the 2 down after it would pay), then put it on the Town Hall."""
    from game.area1851.bots import useful_fiddles
    state = saved_position("fiddle_up_for_a_second_fiddle_that_pays_alone")
    seat = state.to_move()
    assert seat is not None and state.dice[seat] == [2, 4, 1]
    assert useful_fiddles(state, seat) == {("d1", "down")}


def test_a_fiddle_paid_by_a_scrap_card_must_bring_more_than_the_card_is_worth():
    from game.area1851.bots import FIDDLE_PRICE, useful_fiddles
    state = position(2)
    seat = state.queue[0]
    cards = state.data.cards
    peg, sprocket = cards["whittled-peg-1"], cards["phase-sprocket-1"]  # cog modifications: cost 1 and 2
    assert sprocket.rep - peg.rep == FIDDLE_PRICE
    state.tables[seat] = [("butter-churn-1", (None,), 1)]  # one cog socket
    state.hands[seat], state.scraps[seat] = [peg.id, sprocket.id], ["glass-bead-1"]
    state.dice[seat], state.die_states[seat], state.ap[seat] = [1, 4, 4], [0, 0, 0], 1
    state.free_fiddles[seat] = 0
    assert useful_fiddles(state, seat) == set()  # the 1 pays the peg; a 2 would pay a card worth one more
    state.free_fiddles[seat] = 1
    assert ("d1", "up") in useful_fiddles(state, seat)  # a free fiddle costs nothing


def test_two_fiddles_are_weighed_only_when_they_bring_more_than_any_one_fiddle():
    """Seed 1, turn 11, between three Hard bots: dice 2-3-4, one action point and an 8-cost gadget
    in hand. Turning any die down pays it (1+3+4, 2+2+4, 2+3+3), and so does turning the 3 or the 4
    up (4+4, 3+5). Turning the 2 up pays it only with a second fiddle, one card more for the same
    gadget; Hard turned the 2 up and down four times over, then put it on the Town Hall."""
    from game.area1851.bots import useful_fiddles
    state = saved_position("fiddle_up_where_one_fiddle_down_pays_the_same")
    seat = state.to_move()
    assert seat is not None and state.dice[seat] == [2, 3, 4] and state.ap[seat] == 1
    assert useful_fiddles(state, seat) == {("d1", "down"), ("d2", "down"), ("d3", "down"), ("d2", "up"), ("d3", "up")}


def test_hard_still_scores_every_point_it_can_in_the_last_turn_of_a_game_it_has_won():
    """At a table against a person, turn 15 of 15, Hard 125 to 93: it had two assistants at the
    Town Hall, a 2 and a 4 unused and nothing left to build. Every move won, so the search valued
    them all the same and picked at random: one assistant, one die (+1 instead of +4). Its lead now
    counts for a little of a finished game's worth, so it takes the Town Hall's second level and
    puts both dice there."""
    state = saved_position("the_last_turn_of_a_game_already_won")
    seat = state.to_move()
    assert seat == 1 and state.rep == [93, 125] and state.turn == state.turns
    for seed in (1, 2):
        played = state.clone()
        bot = make_bot("hard", "area1851", seed)
        while played.to_move() == seat and played.phase == "action":
            played.apply(bot.decide(played.view(seat), played.legal_actions()).action)
        assert played.rep[seat] == 125 + 4, seed


def test_a_finished_game_is_worth_a_little_more_to_a_seat_the_further_ahead_it_ends():
    won_by_little = BOT_SUPPORT.rewards(Result([1], "", None, [120, 121]), 2)
    won_by_more = BOT_SUPPORT.rewards(Result([1], "", None, [90, 120]), 2)
    assert won_by_little[1] < won_by_more[1] < 1.0 and won_by_more[0] < won_by_little[0] < 0.1
    assert won_by_little[1] > 0.9  # winning is still nearly all of it
