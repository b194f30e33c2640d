"""Where two rules meet in one action (docs/rulings.md, Argo, "Where two rules meet", C1-C20).

Each test builds a position, plays the corner through the engine and checks how it comes out:
scores, where the pieces are, whose turn it is, whether and why the game ended, and the log.
Ann (red) is to play unless a test says otherwise; Bob is blue, Cid green.
"""

from typing import Any

import pytest

from game.argo import GAME
from game.argo.grid import ORIGIN
from game.argo.rules_data import argo_data
from game.core.contract import Seat
from tests.game.argo.argo_helpers import (
    EAST_LINE,
    alien_at,
    at,
    events,
    full_station,
    legal,
    new_state,
    position,
    run,
    step_kind,
)

TIME_NORTH = {"0,-1": ["cor-18", 0], "0,-2": ["time", 180]}
"""The Time Machine two cells north of the Waking Room, behind a corridor."""
OTHER_PODS_GONE = ["pod-1", "pod-3", "pod-5"]
"""With two players, every pod but pod-6 (seats 6 and 7) has already left."""
LAST_POD = {**EAST_LINE, "5,0": ["pod-6", 270]}
"""pod-6 at the end of the corridor line; its door faces 4,0."""


def scores_after(state, action: str) -> list[int]:
    state.apply(action)
    return list(state.scores)


# ---------------------------------------------------------------- chains of effects

def test_c1_a_teleported_astronaut_meets_the_alien_waiting_on_the_far_teleporter():
    # The traveller skips the Alien on the Teleporter he enters, but the tile he lands on is entered
    # as usual: an Alien there kills him (the pusher scores, 2 for a rival's Chief), or a Grunt kills it.
    tiles = {"1,0": ["cor-17", 0], "2,0": ["tele-1", 90], "-1,0": ["tele-2", 90]}
    state = position(2, tiles=tiles, aliens={"A1": "-1,0"}, astronauts={"BC": "1,0"}, step="actions")
    state.apply("move RG 1,0")  # Bob's Chief has one way out: into the Teleporter at 2,0
    assert step_kind(state) == "teleport" and legal(state) == {"teleport -1,0", "teleport 0,0"}
    state.apply("teleport -1,0")
    assert at(state, "BC") == "dead" and state.track == ["BC"] and state.scores == [2, 0]
    assert alien_at(state, "A1") == "-1,0"
    assert "Bob's Chief meets an Alien on the Teleporter at -1,0 and is killed." in events(state)
    grunt = position(2, tiles={"1,0": ["tele-1", 90], "-1,0": ["tele-2", 90]}, aliens={"A1": "-1,0"},
                     step="actions")
    run(grunt, "move RG 1,0", "teleport -1,0")
    assert at(grunt, "RG") == "-1,0" and alien_at(grunt, "A1") is None and grunt.scores == [1, 0]


def test_c2_a_pushed_grunt_kills_the_alien_for_the_active_player_and_still_needs_room():
    # A Grunt pushed onto an Alien kills it and the player who pushed scores, whoever owns the Grunt;
    # having survived, the Grunt takes room like anyone and pushes the Robot there on.
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-17", 0], "3,0": ["cor-02", 90]}
    state = position(2, tiles=tiles, astronauts={"BG": "1,0", "BR": "2,0"}, aliens={"A1": "2,0"}, step="actions")
    state.apply("move RC 1,0")
    assert [at(state, a) for a in ("RC", "BG", "BR")] == ["1,0", "2,0", "3,0"]
    assert alien_at(state, "A1") is None and state.scores == [1, 0] and state.track == []
    assert events(state).split(" | ")[:3] == [
        "Ann pushes Bob's Grunt to the Corridor at 2,0 (the only choice).",
        "Bob's Grunt kills the Alien on the Corridor at 2,0.",
        "Ann pushes Bob's Robot to the Corridor at 3,0 (the only choice)."]


def test_c3_an_alien_pushed_next_to_a_boarded_pod_launches_it():
    # A pod leaves when an Alien comes onto the tile at its door; being pushed there by another
    # Alien counts as coming. The passenger's owner scores the seat, not the player who caused it.
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "3,0": ["cor-15", 0], "3,1": ["pod-1", 0]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0", "A2": "2,0"}, astronauts={"BP": "pod-1/0"},
                     step="alien")
    state.apply("alien A1 2,0")
    assert alien_at(state, "A1") == "2,0" and alien_at(state, "A2") == "3,0"
    assert at(state, "BP") == "escaped" and state.pods_gone == ["pod-1"] and state.scores == [0, 1]
    assert events(state).split(" | ") == [
        "Ann pushes the Alien from the Corridor at 2,0 to the Corridor at 3,0 (the only choice).",
        "The 1-2 pod takes off (an Alien comes next to it) with Bob's Pilot aboard."]
    assert step_kind(state) == "build" and not state.is_over()


def test_c4_an_alien_that_launches_a_pod_by_walking_in_still_kills_on_that_tile():
    # The pod leaves the moment the Alien arrives; the Alien phase's kills come after the move, so
    # the active player then chooses the victim among the two standing at the pod's door.
    tiles = {**EAST_LINE, "4,0": ["infirmary", 270], "4,-1": ["pod-1", 180]}
    state = position(2, tiles=tiles, aliens={"A1": "3,0"}, astronauts={"BP": "pod-1/0", "BC": "4,0", "RE": "4,0"},
                     step="alien")
    state.apply("alien A1 4,0")
    assert at(state, "BP") == "escaped" and state.scores == [0, 1]
    assert step_kind(state) == "kill" and legal(state) == {"kill BC", "kill RE"}
    state.apply("kill BC")
    assert at(state, "BC") == "dead" and at(state, "RE") == "4,0" and state.scores == [2, 1]
    assert step_kind(state) == "build"


def test_c5_a_kill_that_fills_the_alien_track_stops_the_other_aliens_kills_and_the_aliens_win():
    # Kills go Alien by Alien; the body that fills the track ends the game on the spot, so the
    # second Alien kills nobody. The killer keeps his points, but a full track beats every score.
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "-1,0": ["cor-03", 90], "-2,0": ["cor-04", 90]}
    state = position(2, tiles=tiles, aliens={"A1": "2,0", "A2": "-1,0"}, astronauts={"BC": "1,0", "BP": "-1,0"},
                     track=["BE", "BG", "RE", "RP", "RR"], scores={"red": 20, "blue": 0}, step="alien")
    state.apply("alien A1 1,0")
    assert at(state, "BC") == "dead" and at(state, "BP") == "-1,0" and len(state.track) == 6
    assert state.is_over() and state.over == "track" and state.scores == [22, 0]
    assert state.result().winners == [] and "The Alien track is full. The Aliens win" in events(state)


def test_c6_a_pilot_boarding_beside_an_alien_already_there_still_chooses():
    # Only an Alien's arrival launches a pod, so the Pilot who boards an empty pod while an Alien
    # already stands at its door is not thrown off: she makes her usual choice (ruling Q15), but
    # may not fly the pod to another door of the Alien's room.
    tiles = {**EAST_LINE, "4,0": ["core", 0], "4,-1": ["pod-1", 180]}
    state = position(2, tiles=tiles, aliens={"A1": "3,0"}, astronauts={"RP": "4,0", "BC": "4,0"}, step="alien")
    run(state, "alien A1 4,0", "kill BC")  # Ann spares her own Pilot and kills Bob's Chief
    state.apply(sorted(legal(state))[0])  # any tile
    state.apply("move RP 4,-1")
    assert step_kind(state) == "pilot" and "pod-1" in state.seated and state.pods_gone == []
    assert {"pilot stay", "pilot launch"} <= legal(state)
    assert "pilot move 0,-1 180" in legal(state)
    assert "pilot move 4,1 0" not in legal(state) and "pilot move 5,0 270" not in legal(state)
    launch = state.clone()
    assert scores_after(launch, "pilot launch") == [3, 0] and at(launch, "RP") == "escaped"
    state.apply("pilot stay")
    assert at(state, "RP") == "pod-1/0" and "pod-1" in state.seated and state.scores == [2, 0]


def test_c7_jump_room_moves_are_entries_a_grunt_kills_on_the_way_an_explorer_dies_there():
    # Each of the Jump Room's Moves enters tiles as any Move does: a Grunt that kills the Alien on
    # its first Move goes on to its second; an Explorer stepping onto an Alien dies and the rest of
    # the jump is lost, the token and the action spent.
    tiles = {"1,0": ["jump", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "4,0": ["cor-03", 90]}
    grunt = position(2, tiles=tiles, astronauts={"RG": "1,0"}, aliens={"A1": "2,0"}, step="actions")
    run(grunt, "activate RG", "step 2,0")
    assert alien_at(grunt, "A1") is None and grunt.scores == [1, 0] and "step 3,0" in legal(grunt)
    grunt.apply("step 3,0")
    assert at(grunt, "RG") == "3,0" and grunt.actions_left == 1
    explorer = position(2, tiles=tiles, astronauts={"RE": "1,0"}, aliens={"A1": "4,0"}, step="actions")
    run(explorer, "activate RE", "step 2,0", "step 3,0", "step 4,0")
    assert at(explorer, "RE") == "dead" and explorer.tokens == {"jump": (0,)} and explorer.actions_left == 1
    assert step_kind(explorer) == "actions" and explorer.scores == [0, 0]


def test_c8_the_explorers_second_step_may_teleport_her_onto_an_alien():
    # The Explorer's second step is an entry of its own: into a Teleporter it sends her on, and the
    # far end's Alien kills her there; her owner scores nothing for his own loss.
    tiles = {"1,0": ["cor-01", 90], "2,0": ["tele-1", 90], "-1,0": ["tele-2", 90]}
    state = position(2, tiles=tiles, aliens={"A1": "-1,0"}, step="actions")
    run(state, "move RE 1,0", "step 2,0")
    assert legal(state) == {"teleport -1,0", "teleport 0,0"}
    state.apply("teleport -1,0")
    assert at(state, "RE") == "dead" and alien_at(state, "A1") == "-1,0" and state.scores == [0, 0]
    assert state.actions_left == 1 and step_kind(state) == "actions"


# ---------------------------------------------------------------- the game ending mid-turn

def test_c9_a_push_that_fills_the_last_pod_ends_the_game_before_the_explorers_second_step():
    # The Explorer's first step pushes Bob's Chief into the last pod; it fills and leaves, every pod
    # has gone, and the game ends there: escapes score (the Chief doubled), the second step never comes.
    tiles = {**LAST_POD, "4,0": ["cor-17", 0], "4,1": ["cor-12", 0]}
    state = position(2, tiles=tiles, astronauts={"BG": "pod-6/0", "BC": "4,0", "RE": "3,0"},
                     pods_gone=OTHER_PODS_GONE, step="actions")
    state.apply("move RE 4,0")
    assert step_kind(state) == "push" and legal(state) == {"push BC 4,1", "push BC 5,0"}
    state.apply("push BC 5,0")
    assert state.is_over() and state.over == "pods" and state.steps == [] and state.legal_actions() == []
    assert at(state, "RE") == "4,0" and state.scores == [0, 6 + 2 * 7] and state.result().winners == [1]
    assert "The 6-7 pod takes off (it is full) with Bob's Grunt and Bob's Chief aboard." in events(state)


def test_c10_a_time_machine_action_that_fills_the_last_pod_ends_the_game_in_another_players_turn():
    # Bob uses the Time Machine at the start of Ann's turn and seats his Chief in the last pod:
    # it leaves full and the game ends before Ann's Alien phase; each passenger's owner scores.
    tiles = {**TIME_NORTH, **LAST_POD}
    state = position(2, tiles=tiles, astronauts={"BG": "0,-2", "BC": "4,0", "RG": "pod-6/0"},
                     aliens={"A1": "2,0"}, pods_gone=OTHER_PODS_GONE, step="start")
    display = list(state.display)
    assert state.to_move() == 1 and legal(state) == {"timemachine BG", "pass"}
    run(state, "timemachine BG", "move BC 5,0")
    assert state.is_over() and state.over == "pods" and state.active == 0
    assert state.scores == [6, 14] and state.result().winners == [1] and state.tokens == {"time": (1,)}
    assert alien_at(state, "A1") == "2,0" and state.display == display  # no Alien phase, no building


def test_c11_a_time_machine_kill_of_the_active_players_chief_between_his_actions_scores_two():
    # Between Ann's two actions Bob uses the Time Machine and the Lab: the Alien lands beside Ann's
    # Chief and kills it at once; Bob, the acting player, scores 2, and Ann then takes her second action.
    tiles = {**TIME_NORTH, "1,0": ["lab", 270], "1,-1": ["cor-11", 0], "-1,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, aliens={"A1": "1,-1"}, astronauts={"BG": "0,-2", "BP": "1,0", "RC": "1,0"},
                     step="actions")
    state.apply("move RE -1,0")
    assert state.steps[-1] == ("tm_window", "between", (1,)) and state.to_move() == 1
    run(state, "timemachine BG", "activate BP", "swap BP A1")
    assert at(state, "RC") == "dead" and at(state, "BP") == "1,-1" and alien_at(state, "A1") == "1,0"
    assert state.scores == [0, 2] and state.tokens == {"time": (1,), "lab": (1,)}
    assert state.to_move() == 0 and state.acting == 0 and state.actions_left == 1
    assert "move RP 0,-1" in legal(state) and "move RE 0,0" not in legal(state)


def test_c12_the_first_rivals_time_machine_action_can_leave_the_second_with_nobody_on_it():
    # Both rivals stand on the Time Machine; the first uses it and swaps the second's Chief away
    # with the Lab. Using it needs an Astronaut there, so the second is no longer asked.
    tiles = {**TIME_NORTH, "1,0": ["lab", 270], "1,-1": ["cor-11", 0]}
    fields: dict[str, Any] = dict(tiles=tiles, aliens={"A1": "1,-1"},
                                  astronauts={"BR": "0,-2", "GC": "0,-2", "BP": "1,0"}, step="start")
    passed = position(3, **fields)
    passed.apply("pass")
    assert passed.to_move() == 2 and legal(passed) == {"timemachine GC", "pass"}
    state = position(3, **fields)
    run(state, "timemachine BR", "activate BP", "swap GC A1")
    assert at(state, "GC") == "1,-1" and alien_at(state, "A1") == "0,-2" and at(state, "BR") == "0,-2"
    assert state.to_move() == 0 and step_kind(state) == "alien_move" and state.tokens["time"] == (1,)


def test_c13_a_first_turn_opens_the_time_machine_window_at_its_start_but_not_after_its_one_move():
    # Ann's Explorer reached the Time Machine in her first turn. Bob's first turn begins: she may use
    # it before his turn starts; his single Move leaves no "between two actions" moment.
    # (Ruling: the first-turn limit is on the active player's actions only.)
    tiles = {**TIME_NORTH, "1,0": ["cor-01", 90], "2,0": ["cor-02", 90]}
    state = position(2, tiles=tiles, astronauts={"RE": "0,-2"}, active=1, turn=2, first_turn=["blue"], step="start")
    assert state.steps[-1] == ("tm_window", "start", (0,)) and legal(state) == {"timemachine RE", "pass"}
    run(state, "timemachine RE", "move RE 0,-1", "stop")
    assert at(state, "RE") == "0,-1" and state.to_move() == 1 and step_kind(state) == "build"
    state.apply(sorted(legal(state))[0])
    assert {a.split()[0] for a in legal(state)} == {"move"}  # one Move, nothing else
    state.apply("move BC 1,0")
    assert state.active == 0 and state.first_turn == frozenset()
    assert not any(step[0] == "tm_window" for step in state.steps)


def test_c14_the_core_room_counts_who_stood_there_before_the_time_machine_window():
    # The radiation kills at the end of a turn those of the player's Astronauts that were in the
    # Core Room when it began; the turn begins before any Time Machine use, so Ann's Chief, pushed
    # in by Bob's Time Machine Move, survives, while her Explorer, there from the start, dies.
    # (Ruling: the record is taken before the window.)
    tiles = {**TIME_NORTH, "1,0": ["core", 0], "2,0": ["cor-02", 90], "3,0": ["cor-03", 90]}
    state = position(2, tiles=tiles, astronauts={"BG": "0,-2", "RE": "1,0", "RC": "2,0", "BC": "3,0"}, step="start")
    assert state.core_start == frozenset({"RE"})
    run(state, "timemachine BG", "move BC 2,0")
    assert at(state, "RC") == "1,0" and "Bob pushes Ann's Chief to the Core Room at 1,0" in events(state)
    state.apply(sorted(legal(state))[0])
    state.apply("end")
    assert at(state, "RE") == "dead" and at(state, "RC") == "1,0" and state.scores == [0, 0]
    assert "The Core Room's radiation kills Ann's Explorer." in events(state) and state.active == 1


def test_c15_a_core_room_death_on_the_last_turn_that_fills_the_track_is_an_alien_victory():
    # The last turn of the final round ends; the Core Room's death comes first and fills the track,
    # so the game ends as an Alien victory, not as a finished final round that Ann would win.
    full = full_station(2)
    core = next(c for c, (tile, _r) in full.items() if tile == "core")
    fields: dict[str, Any] = dict(tiles=full, display=[], final_turns_left=1, astronauts={"RC": core},
                                  track=["BE", "BG", "RE", "RP", "RR"], scores={"red": 30, "blue": 0}, step="actions")
    state = position(2, core_start=["RC"], **fields)
    state.apply("end")
    assert state.over == "track" and at(state, "RC") == "dead" and state.result().winners == []
    calm = position(2, **fields)
    calm.apply("end")
    assert calm.over == "final_round" and calm.result().winners == [0]


def test_c16_a_lab_swap_that_launches_the_last_pod_ends_the_game_before_the_alien_kills():
    # The Alien swapped onto the Lab arrives at the last pod's door: the pod leaves at once, every
    # pod has gone, and the game is over before the Alien can kill Bob's Chief beside it.
    # (Ruling: the take-off comes with the arrival, the kill after it.)
    tiles = {"1,0": ["lab", 270], "1,-1": ["pod-6", 180], "-1,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, astronauts={"RP": "1,0", "BC": "1,0", "BP": "pod-6/0"}, aliens={"A1": "-1,0"},
                     pods_gone=OTHER_PODS_GONE, scores={"red": 8, "blue": 0}, step="actions")
    run(state, "activate RP", "swap RP A1")
    assert state.over == "pods" and at(state, "BC") == "1,0" and state.track == []
    assert at(state, "RP") == "-1,0" and alien_at(state, "A1") == "1,0"
    assert state.scores == [8, 6] and state.result().winners == [0]


def test_c17_a_player_losing_his_last_astronaut_mid_turn_ends_the_game_only_when_his_turn_starts():
    # The "no Astronaut left" end is checked when that player's turn begins: Ann kills Bob's last
    # Astronaut and still takes her second action; the game ends as Bob's turn starts. Had Ann's
    # second action revived one of his from the Infirmary, Bob would play on.
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "-1,0": ["infirmary", 90]}
    fields: dict[str, Any] = dict(tiles=tiles, aliens={"A1": "2,0"}, track=["BE", "BP", "BG", "BR"], step="actions")
    state = position(2, astronauts={"BC": "1,0"}, **fields)
    state.apply("move RG 1,0")
    assert at(state, "BC") == "dead" and not state.is_over() and state.to_move() == 0 and state.actions_left == 1
    state.apply("move RC -1,0")
    assert state.over == "stranded" and state.active == 1 and state.scores == [2, 0]
    assert "Bob has no Astronaut left to move" in events(state)
    revived = position(2, astronauts={"BC": "1,0", "RP": "-1,0"}, **fields)
    run(revived, "move RG 1,0", "activate RP", "revive BC")
    assert not revived.is_over() and revived.active == 1 and at(revived, "BC") == "0,0"


def test_c18_a_player_whose_last_astronauts_sit_in_a_pod_ends_the_game_and_that_pod_scores_nothing():
    # Seated Astronauts cannot move, so Bob, with his last one strapped into a pod still on the
    # station, ends the game at the start of his turn; that pod never leaves and scores nothing.
    tiles = {**EAST_LINE, "5,0": ["pod-3", 270]}
    state = position(2, tiles=tiles, astronauts={"BC": "pod-3/0"}, escaped={"BE": "pod-1/0", "BP": "pod-1/1"},
                     pods_gone=["pod-1"], track=["BG", "BR"], scores={"red": 7, "blue": 3}, step="actions")
    state.apply("end")
    assert state.over == "stranded" and state.scores == [7, 3] and at(state, "BC") == "pod-3/0"
    assert "pod-3" in state.seated and state.pods_gone == ["pod-1"]
    assert state.result().winners == [0] and state.alien_score() == 6


# ---------------------------------------------------------------- the last tiles and the set-up

def test_c19_the_last_module_placed_with_a_pod_still_to_come_is_not_the_last_tile():
    # The final round starts when the last tile of all is placed (ruling Q19): the last module, with
    # a pod still on its stack, changes nothing; the pod, placed next turn, starts it, and after
    # that turn each player plays one more, their Building phases skipped.
    tiles = full_station(2, leave_out=("cor-18",), pods=False)
    state = position(2, tiles=tiles, display=["cor-18"], pod_stack=["pod-6"], pods_gone=OTHER_PODS_GONE,
                     step="build")
    run(state, sorted(a for a in legal(state) if a.startswith("place cor-18"))[0], "end")
    assert state.final_turns_left is None and state.display == [] and state.active == 1
    assert {a.split()[1] for a in legal(state)} == {"pod-6"}
    state.apply(sorted(legal(state))[0])
    assert state.final_turns_left == 3 and "The station is complete" in events(state)
    state.apply("end")  # Bob finishes the turn in which he placed it
    assert state.active == 0 and "No tile is left to add" in events(state)
    state.apply("end")
    assert state.active == 1 and not state.is_over()
    state.apply("end")
    assert state.over == "final_round" and state.turn == 12


ALL_PODS = ["pod-1", "pod-2", "pod-3", "pod-4", "pod-5", "pod-6"]


@pytest.mark.parametrize("players, pods, seats, slots", [(2, ["pod-1", "pod-3", "pod-5", "pod-6"], 8, 8),
                                                         (3, ALL_PODS, 12, 10), (4, ALL_PODS, 12, 12)])
def test_c20_the_set_up_of_each_player_count_follows_the_rulebooks_tables(players, pods, seats, slots):
    # Each player: one Grunt, Robot, Explorer, Pilot and Chief in the Waking Room; 31 module tiles with
    # the Waking Room, four plain corridors at its doors, three face up; five Aliens off the board;
    # pods lowest on top, the two 3+ pods out with two players; the Alien track for that count.
    # The first turn then has its Building phase and one Move, and play passes on.
    data = argo_data()
    state = new_state(players, seed=3)
    for team in state.team:
        assert sorted(state.role[a] for a in team) == sorted(("grunt", "robot", "explorer", "pilot", "chief"))
        assert all(state.where[a] == ORIGIN for a in team)
    placed = [tile for cell, (tile, _r) in state.station.tiles.items() if cell != ORIGIN]
    assert 1 + len(placed) + len(state.display) + len(state.stack) == 31 and len(state.display) == 3
    assert sorted(placed) == sorted(set(placed)) and all(not data.tile[t].alien for t in placed)
    assert len(placed) == 4 and all(data.tile[t].type == "corridor" for t in placed)
    assert state.alien_cell == {} and len(data.aliens) == 5
    assert state.pod_stack == pods and sum(len(data.tile[p].seats) for p in pods) == seats
    lowest = [min(data.tile[p].seats) for p in pods]
    assert lowest == sorted(lowest) and len(state.track_values) == slots
    assert state.to_move() == state.active == 0 and step_kind(state) == "build"
    state.apply(sorted(legal(state))[0])
    assert {a.split()[0] for a in legal(state)} == {"move"}
    state.apply(sorted(legal(state))[0])
    assert state.active == 1 and state.first_turn == frozenset(range(1, players))
    for wrong in (1, 5):
        chosen = [Seat(f"P{i}", c) for i, c in enumerate(["red", "blue", "green", "yellow", "red"][:wrong])]
        with pytest.raises(ValueError, match="2 to 4 players"):
            GAME.check_setup("standard", chosen, {})
