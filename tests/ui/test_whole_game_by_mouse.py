"""A whole Solo game won with mouse events only: clicks and drags posted into the event queue."""

import pygame

from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from game.elevator.state import ElevatorState
from ui.elevator.table import TableScene


def lookahead_score(state) -> float:
    """A small evacuation heuristic: workers down and in the elevator good, the boss high good."""
    if state.team_won is not None:
        return 1e9 if state.team_won else -1e9
    workers = [w for a, w in state.loc.items() if a[0] != "K"]
    inside = sum(1 for w in workers if w == 8)
    score = 50 * workers.count(0) - 3 * sum(w for w in workers if w != 8) + 8 * inside
    score += 20 * sum(state.loc[b] for b in state.boss_order if state.loc[b] != 0)
    return score - (2 * state.elevator if inside else 0)


def best_action(state) -> Action:
    def value(action):
        trial = state.clone()
        trial.apply(action)
        return lookahead_score(trial)
    return max(state.legal_actions(), key=value)


def post_click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame()
    app.frame()


def post_drag(app, start, end):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame()


def gesture(app, table, action: Action) -> None:
    """Perform ``action`` the way a player would with the mouse."""
    layout, view = table.layout, table.view()
    verb, args = action.verb, action.args
    if verb == "roll":
        post_click(app, layout.die.center)
    elif verb == "move":
        target = layout.car_rect(view["elevator"]).center if args[1] == "E" else layout.floor_areas[args[1]].center
        post_drag(app, table.piece_centres[args[0]], target)
    elif verb in ("play", "discard") and any(args[0] == c for c in table.shown_hand()) and \
            not any(a == action for _, a in table.choices()):
        card = layout.card_rects(len(table.shown_hand()))[table.shown_hand().index(args[0])]
        post_drag(app, card.center, layout.discard.center if verb == "discard" else layout.floor_rects["A"].center)
    else:
        if verb == "alarm":
            post_click(app, layout.floor_rects[args[0]].midleft + pygame.Vector2(30, 0))
        texts = [a for _, a in table.choices()]
        button = table.choice_buttons[texts.index(action)]
        post_click(app, button.rect.center)


def test_a_solo_game_is_won_with_the_mouse_alone(app):
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=1)
    table = app.push(TableScene(app, session))
    app.settings.animation_speed = "off"
    app.frame()
    for _ in range(600):
        if session.state.is_over():
            break
        action = best_action(session.state)
        before = len(session.history.log)
        gesture(app, table, action)
        assert session.history.log[before:before + 1] == [action], table.reason
    state = session.state
    assert isinstance(state, ElevatorState) and state.team_won is True
    from ui.game_over import GameOverScene
    app.frame()
    assert isinstance(app.top, GameOverScene)  # once the last move has been drawn
