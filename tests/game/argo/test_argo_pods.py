"""Escape pods and the Pilot (R57-R64) with the rulings Q14, Q15, Q31 and Q37."""

from game.core.fuzz import position_problems
from tests.game.argo.argo_helpers import (
    EAST_LINE,
    at,
    cell,
    events,
    found_game,
    legal,
    position,
    refused,
    run,
    step_kind,
)

POD = {**EAST_LINE, "5,0": ["pod-1", 270]}
"""pod-1 (seats 1 and 2) at the end of the corridor line; its door faces 4,0."""


def actions(players: int = 2, **fields):
    fields.setdefault("tiles", POD)
    return position(players, step="actions", **fields)


def test_r57_an_astronaut_entering_a_pod_takes_its_lowest_free_seat_for_good():
    state = actions(astronauts={"RG": "4,0"})
    state.apply("move RG 5,0")
    assert at(state, "RG") == "pod-1/0" and state.seated["pod-1"] == ("RG", None)
    assert not any(a.startswith("move RG") for a in legal(state))


def test_r58_r60_a_full_pod_takes_off_and_scores_its_seats_a_chief_double():
    state = actions(astronauts={"RG": "pod-1/0", "RC": "4,0"})
    state.apply("move RC 5,0")
    assert at(state, "RC") == "escaped" and at(state, "RG") == "escaped"
    assert state.scores == [1 + 2 * 2, 0] and state.pods_gone == ["pod-1"]
    assert cell("5,0") not in state.station.tiles and "pod-1" not in state.seated
    assert "The 1-2 pod takes off (it is full) with Ann's Grunt and Ann's Chief aboard." in events(state)
    assert state.result() is None


def test_r59_q15_an_alien_arriving_next_to_a_pod_with_anyone_aboard_launches_it():
    state = position(2, tiles=POD, astronauts={"BP": "pod-1/0"}, aliens={"A1": "3,0"}, step="alien")
    state.apply("alien A1 4,0")
    assert at(state, "BP") == "escaped" and state.scores == [0, 1] and state.pods_gone == ["pod-1"]
    empty = position(2, tiles=POD, aliens={"A1": "3,0"}, step="alien")
    empty.apply("alien A1 4,0")
    assert "pod-1" in empty.seated and empty.pods_gone == []
    robot = actions(astronauts={"RR": "4,0"}, aliens={"A1": "4,0"})
    robot.apply("move RR 5,0")  # sitting down beside an Alien that was already there launches nothing
    assert at(robot, "RR") == "pod-1/0" and "pod-1" in robot.seated


def test_r61_q31_escape_points_go_to_the_owner_whoever_caused_the_launch():
    tiles = {**POD, "4,0": ["cor-17", 0], "4,1": ["cor-12", 0]}
    state = actions(tiles=tiles, astronauts={"BP": "pod-1/0", "BC": "4,0", "RE": "3,0"})
    state.apply("move RE 4,0")
    assert legal(state) == {"push BC 5,0", "push BC 4,1"}
    state.apply("push BC 5,0")  # Ann fills Bob's pod: Bob's Pilot and Chief leave
    assert state.scores == [0, 1 + 2 * 2]
    own = actions(astronauts={"RG": "pod-1/0", "RC": "4,0"})
    own.apply("move RC 5,0")
    assert own.scores == [5, 0]  # one's own escapes are never cancelled


def test_r62_a_pilot_boarding_an_empty_pod_stays_leaves_alone_or_flies_it():
    state = actions(astronauts={"RP": "4,0"})
    state.apply("move RP 5,0")
    assert step_kind(state) == "pilot"
    assert {"pilot stay", "pilot launch"} <= legal(state)
    assert any(a.startswith("pilot move ") for a in legal(state))
    assert state.prompt().endswith(": stay, take off alone now, or fly the pod to another place (drag the pod).")
    state.apply("pilot launch")
    assert at(state, "RP") == "escaped" and state.scores == [1, 0] and state.pods_gone == ["pod-1"]
    assert state.events_for(None) == []  # "Your Pilot takes off alone in the 1-2 pod." says it all


def test_r63_a_flown_pod_goes_anywhere_its_door_faces_a_module_without_an_alien():
    tiles = {**POD, "2,0": ["cor-17", 0]}  # a crossing, whose doors face 2,-1 and 2,1
    state = actions(tiles=tiles, astronauts={"RP": "4,0"}, aliens={"A1": "2,0"})
    state.apply("move RP 5,0")
    flights = {a[len("pilot move "):] for a in legal(state) if a.startswith("pilot move ")}
    assert "0,-1 180" in flights  # right beside the Waking Room: any distance will do
    assert "5,0 270" not in flights  # not its own place
    assert "2,1 0" not in flights and "2,-1 180" not in flights  # 2,0 holds an Alien
    assert "Alien" in refused(state, "pilot move 2,1 0")
    clear = actions(tiles=tiles, astronauts={"RP": "4,0"})
    clear.apply("move RP 5,0")
    assert "pilot move 2,1 0" in legal(clear)
    state.apply("pilot move 0,-1 180")
    assert at(state, "RP") == "pod-1/0" and state.station.cell_of["pod-1"] == cell("0,-1")
    assert cell("5,0") not in state.station.tiles and state.station.all_connected()


def test_r64_q14_the_pilots_choice_is_the_acting_players_even_when_she_is_pushed_in():
    tiles = {**POD, "4,0": ["cor-17", 0], "4,1": ["cor-12", 0]}
    state = actions(tiles=tiles, astronauts={"BP": "4,0", "RE": "3,0"})
    run(state, "move RE 4,0", "push BP 5,0")
    assert step_kind(state) == "pilot" and state.to_move() == 0
    state.apply("pilot stay")
    assert at(state, "BP") == "pod-1/0" and not any(a.startswith("pilot") for a in legal(state))


def test_q37_a_seated_pilot_never_chooses_again():
    state = actions(astronauts={"BP": "pod-1/0", "RP": "4,0"})
    state.apply("move RP 5,0")  # the pod is not empty: it fills and leaves, no choice
    assert at(state, "RP") == "escaped" and at(state, "BP") == "escaped"
    assert state.scores == [2, 1] and step_kind(state) == "actions"


def test_an_alien_stepping_next_to_the_last_boarded_pod_ends_the_game_standing_there():
    """Found by the bot soak: the Alien's step launches the last pod, the game ends at once, and
    the Alien is still where it stepped."""
    state = found_game("alien_next_to_the_last_pod")
    assert state.is_over() and state.over == "pods" and position_problems(state) == []
    assert state.alien_at[state.alien_cell["A1"]] == "A1"
