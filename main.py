"""Tabletop 51: play Alien 51: The Elevator, Area 51: Top Secret, Argo and Area 1851.

With no arguments the window opens. Headless sub-commands:
  main.py --smoke                 open the menus and every table with the dummy video driver
  main.py simulate --game elevator --mode competitive --seats hard,random --games N --seed S [--json]
  main.py simulate --game area51 --players 3 --seats hard,random,random --games N [--json]
  main.py simulate --game argo --players 2 --seats hard,random --games N [--option difficulty=hard]
  main.py simulate --game area1851 --players 3 --seats hard,easy,easy --games N [--json]
  main.py replay SAVE [--json] [--reveal]  replay a save and print what every player may see
  main.py validate-data           check every data file (lessons played through)
  main.py learn --game GAME --check  play every lesson of a game through the engine
  main.py host --game GAME [--mode M] --players N --seats invited,invited,hard --port P [--save FILE]
                                  host a game with no window; prints the address and the codes
  main.py join ws://HOST:PORT --code CODE --bot LEVEL  play a seat of a hosted game as a bot
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def cmd_smoke(_args) -> int:
    """Every scene and table headless; on damaged data, the data error as every command gives it."""
    _headless()
    from game.core.validate import validate_all
    from ui.smoke import run_smoke
    validate_all()
    return run_smoke()


TRUE_WORDS, FALSE_WORDS = ("true", "yes", "on"), ("false", "no", "off")


def parse_options(pairs: list[str], flags: frozenset[str] = frozenset()) -> dict[str, object]:
    """``["bosses=1", "deep_space=true", "ages=30,-"]`` as the new-game dialog would set them:
    numbers as ints, ``flags`` (the mode's true/false options) as booleans, ``ages`` as one whole
    number or ``-`` (none given) per seat. ValueError names a malformed pair and what it accepts."""
    from game.core.contract import AGES_OPTION
    options: dict[str, object] = {}
    for pair in pairs:
        key, equals, value = pair.partition("=")
        if not equals or not key:
            raise ValueError(f"'{pair}' is not KEY=VALUE.")
        if key in flags:
            options[key] = _flag(key, value)
        elif key == AGES_OPTION:
            options[key] = [_age(part) for part in value.split(",")]
        else:
            options[key] = int(value) if value.lstrip("-").isdigit() else value
    return options


def _flag(key: str, value: str) -> bool:
    if value.lower() in TRUE_WORDS + FALSE_WORDS:
        return value.lower() in TRUE_WORDS
    raise ValueError(f"Option '{key}' is true or false ({', '.join(TRUE_WORDS + FALSE_WORDS)}), not '{value}'.")


def _age(part: str) -> int | None:
    if part.strip() == "-":
        return None
    if not part.strip().isdecimal():
        raise ValueError(f"Option 'ages' lists one whole number or '-' per seat (ages=30,41,-), not '{part}'.")
    return int(part)


def mode_flags(game_id: str, mode: str) -> frozenset[str]:
    """The mode's options that are true or false (Argo's deep space)."""
    from game.core.registry import get_game
    options = get_game(game_id).info.mode(mode).options
    return frozenset(o.id for o in options if all(isinstance(c, bool) for c in o.choices))


def seat_specs(args) -> list[str] | None:
    """``--seats hard,random`` as a list; ``--players N`` alone means N random bots."""
    if args.seats:
        specs = [spec.strip() for spec in args.seats.split(",")]
        if args.players and args.players != len(specs):
            raise ValueError(f"--players {args.players} but --seats names {len(specs)} seats.")
        return specs
    return ["random"] * args.players if args.players else None


def show_progress(done: int, total: int) -> None:
    """A one-line progress bar on stderr, for runs long enough to need one."""
    width = 30
    filled = width * done // total
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games", end="" if done < total else "\n",
          file=sys.stderr, flush=True)


def default_mode(game_id: str, players: int | None) -> str:
    """Without --mode: the game's first mode that seats that many players (else its first mode)."""
    from game.core.registry import get_game
    modes = get_game(game_id).info.modes
    fitting = [m for m in modes if players is None or m.min_players <= players <= m.max_players]
    return (fitting or modes)[0].id


def cmd_simulate(args) -> int:
    from game.core.simulate import simulate
    progress = show_progress if args.games >= 10 and sys.stderr.isatty() else None
    try:
        specs = seat_specs(args)
        mode = args.mode or default_mode(args.game, len(specs) if specs else None)
        options = parse_options(args.option, mode_flags(args.game, mode))
        summary = simulate(args.game, mode, args.games, args.seed, specs, options, progress, args.processes)
    except (KeyError, ValueError) as error:
        print(f"Cannot simulate: {error.args[0]}", file=sys.stderr)
        return 2
    print(json.dumps(summary.to_dict()) if args.json else summary.table())
    return 0


def cmd_replay(args) -> int:
    from game.core.errors import SaveError
    from game.core.session import Session
    try:
        session = Session.load(args.save)
    except SaveError as error:
        print(f"Cannot replay: {error}", file=sys.stderr)
        return 2
    state = session.state
    shown = {"position": state.to_position()} if args.reveal else {"view": public_view(state)}
    result = state.result()
    if args.json:
        print(json.dumps(shown | {"actions": len(session.history.log), "result": result.to_dict() if result else None}))
    else:
        import yaml
        print(yaml.safe_dump(shown, sort_keys=False), end="")
        print(f"# {len(session.history.log)} actions; " + (result.summary if result else state.prompt()))
        if not args.reveal:
            print("# only what every player may see; --reveal shows every hand and the deck's order")
    return 0


def public_view(state) -> dict:
    """What a spectator may see of the position, without the log of event lines."""
    view = state.view(None)
    view.pop("events", None)
    return view


def cmd_validate(_args) -> int:
    from game.core.errors import DataError
    from game.core.lessons import check_every_game
    from game.core.registry import GAME_IDS
    from game.core.validate import validate_all
    try:
        checked = validate_all()
    except DataError as error:
        print(f"Data error:\n{error}", file=sys.stderr)
        return 1
    problems = check_every_game(list(GAME_IDS)) + lesson_text_problems(list(GAME_IDS))
    if problems:
        print("Data error:\n" + "\n".join(problems), file=sys.stderr)
        return 1
    checked.append("every lesson played through, and its words measured in its panel")
    for line in checked:
        print(f"ok  {line}")
    return 0


def lesson_text_problems(games: list[str]) -> list[str]:
    """Every lesson text measured in the lesson panel at 1024x640 (headless)."""
    _headless()
    from ui.app import App
    from ui.scenes.lessons import SMALLEST_WINDOW, text_problems
    from ui.settings import Settings
    app = App(Settings(window_size=SMALLEST_WINDOW))
    try:
        return text_problems(app, games)
    finally:
        app.close()


def cmd_learn(args) -> int:
    """``learn --game G --check``: play every lesson of G through the engine; else list them."""
    from game.core.lessons import has_lessons, lesson_problems, load_lessons
    from game.core.wording import plural
    if not has_lessons(args.game):
        print(f"{args.game} has no lessons yet.", file=sys.stderr)
        return 1
    if args.check:
        problems = lesson_problems(args.game)
        for problem in problems:
            print(problem, file=sys.stderr)
        lessons = load_lessons(args.game) if not problems else []
        for lesson in lessons:
            steps = plural(len(lesson.steps), "step")
            print(f"ok  {lesson.id}: {steps}, each taught action legal, each wrong one refused")
        return 1 if problems else 0
    for lesson in load_lessons(args.game):
        print(f"{lesson.id}: {lesson.title} - {lesson.summary}")
    return 0


def cmd_host(args) -> int:
    """Host a game with no window: print where it listens and the codes, play it out, print the result."""
    import asyncio

    from game.core import registry
    from game.core.errors import SaveError
    from game.core.session import Session
    from net.host import TableHost, people_seats
    from net.lan import shown_address
    from net.server import serve_table
    try:
        session = Session.load(args.resume) if args.resume else new_hosted_session(args)
    except (KeyError, IndexError, ValueError, SaveError) as error:
        print(f"Cannot host: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2
    invited = people_seats(session)  # no one plays at a headless host
    host = TableHost(session, invited, bot_seed=session.setup.seed, autosave=args.save or args.resume,
                     stand_in_level=args.stand_in)

    def listening(address: str, port: int) -> None:
        print(f"listening ws://{shown_address(address)}:{port}")
        for seat in invited:
            print(f"seat {seat + 1} code {host.codes[seat]}")
        print(f"watch code {host.watch_code}", flush=True)
    title = f"{registry.game_info(session.setup.game).name} ({len(invited)} invited)"
    result = asyncio.run(serve_table(host, args.address, args.port, listening, lan_title=title))
    print(f"result: {result.summary if result else 'unfinished'}", flush=True)
    return 0


def new_hosted_session(args):
    """A new game for ``main.py host``: ``--seats`` names each seat invited (a person on another
    computer) or a bot level."""
    from game.core.contract import Seat
    from game.core.registry import get_game
    from game.core.session import Session
    if not args.game or not args.players or not args.seats:
        raise ValueError("a new game needs --game, --players and --seats (or --resume SAVE)")
    kinds = [kind.strip() for kind in args.seats.split(",")]
    if len(kinds) != args.players:
        raise ValueError(f"--seats names {len(kinds)} seats for {args.players} players")
    mode = args.mode or default_mode(args.game, args.players)
    colours = get_game(args.game).info.colours_for(mode)
    seats = [Seat.played_by(f"Player {i + 1}" if kind == "invited" else f"Bot {i + 1}", colours[i], kind)
             for i, kind in enumerate(kinds)]
    return Session.new(args.game, mode, seats, seed=args.seed)


def cmd_join(args) -> int:
    """Play a seat of a hosted game as a bot, with no window."""
    import asyncio

    from net.bot_client import JoinRefused, play_seat
    try:
        outcome = asyncio.run(play_seat(args.url, args.code, args.bot, args.seed))
    except JoinRefused as error:
        print(f"Cannot join: {error}", file=sys.stderr)
        return 1
    print(f"result: {outcome.over['summary']}", flush=True)
    return 0


def cmd_play(_args) -> int:
    """Open the window; on damaged data, a window that only explains it (no game can start)."""
    from ui.app import run
    return run()


MAX_GAMES = 1_000_000
"""The most games one simulate run plays (a soak of 10,000 takes hours)."""
MAX_PROCESSES = 64


def whole_number(low: int, high: int):
    """An argparse type: a whole number from ``low`` to ``high``, refused in words otherwise."""
    def read(text: str) -> int:
        import argparse
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"'{text}' is not a whole number from {low:,} to {high:,}")
        return value
    return read


def build_parser():
    import argparse
    parser = argparse.ArgumentParser(prog="tabletop51", description="Board games with their full rules.")
    parser.add_argument("--smoke", action="store_true", help="open every scene headless and exit")
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="play games between bots headless")
    sim.add_argument("--game", default="elevator")
    sim.add_argument("--mode", help="default: the game's first mode for that many players")
    sim.add_argument("--games", type=whole_number(1, MAX_GAMES), default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--players", type=whole_number(1, 99), default=None, help="that many random bots")
    sim.add_argument("--seats", help="one bot per seat: random, easy, medium, hard (e.g. hard,random)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--processes", type=whole_number(1, MAX_PROCESSES), default=1,
                     help="play games in this many processes")
    sim.add_argument("--json", action="store_true")
    rep = sub.add_parser("replay", help="replay a save and print the final position")
    rep.add_argument("save")
    rep.add_argument("--json", action="store_true")
    rep.add_argument("--reveal", action="store_true",
                     help="show the whole position: every hand and the deck's order (as looking into the box would)")
    sub.add_parser("validate-data", help="check every data file")
    learn = sub.add_parser("learn", help="the lessons of a game (--check plays them all through)")
    learn.add_argument("--game", required=True)
    learn.add_argument("--check", action="store_true", help="play every lesson's taught actions; exit 0 if all hold")
    host = sub.add_parser("host", help="host a game over the network with no window")
    host.add_argument("--game")
    host.add_argument("--mode")
    host.add_argument("--players", type=whole_number(1, 6))
    host.add_argument("--seats", help="per seat: invited, or a bot level (e.g. invited,invited,hard)")
    host.add_argument("--resume", type=Path, help="host a saved network game again (new codes for its people)")
    host.add_argument("--port", type=whole_number(0, 65535), default=0, help="0: any free port")
    host.add_argument("--address", default="0.0.0.0", help="the address to listen on (127.0.0.1: this computer only)")
    host.add_argument("--save", type=Path, help="autosave the game here after every action")
    host.add_argument("--seed", type=int, default=None, help="the game's seed (its bots' too)")
    host.add_argument("--stand-in", metavar="LEVEL",
                      help="a bot of this level plays for a person who drops, until they join again")
    join = sub.add_parser("join", help="play a seat of a hosted game as a bot")
    join.add_argument("url", help="ws://HOST:PORT")
    join.add_argument("--code", required=True)
    join.add_argument("--bot", default="medium", help="the bot's level: random, easy, medium, hard")
    join.add_argument("--seed", type=int, default=0, help="the bot's seed (as the game's seed seeds a local bot)")
    return parser


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if not arguments:
        return cmd_play(None)  # the common start: the window, without parsing anything
    from game.core.errors import DataError, FolderError
    args = build_parser().parse_args(arguments)
    handlers = {"simulate": cmd_simulate, "replay": cmd_replay, "validate-data": cmd_validate, "learn": cmd_learn,
                "host": cmd_host, "join": cmd_join}
    try:
        if args.command in ("simulate", "replay", "learn", "host"):  # damaged data is named before anything is played
            from game.core.validate import validate_all
            validate_all()
        return cmd_smoke(args) if args.smoke else handlers.get(args.command, cmd_play)(args)
    except DataError as error:
        print(f"The game data is damaged, so nothing was started:\n{error}", file=sys.stderr)
        return 1
    except FolderError as error:
        print(error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
