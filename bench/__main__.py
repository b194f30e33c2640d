"""Measure engine speed beside its peers, undo latency, frame time, idle CPU, start-up and memory.

Run with `make bench` (or `python -m bench [--no-build]`). Prints one table and writes
bench/results.json. Nothing here is a pass/fail test: machines are noisy. How each figure
is taken is written in docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the table is all this prints

from bench import ROOT, report  # noqa: E402
from bench.executable import ready_executable  # noqa: E402
from bench.listing import station_listing_times  # noqa: E402
from bench.long_game import peak_memory, undo_latency  # noqa: E402
from bench.network import network_figures  # noqa: E402
from bench.peers import peer_playouts  # noqa: E402
from bench.playouts import measure_rates, our_playouts  # noqa: E402
from bench.window import display_env, idle_cpu, startup_times, table_frame_times, virtual_display  # noqa: E402


def progress(text: str) -> None:
    print(f"bench: {text}", file=sys.stderr, flush=True)


def machine() -> dict[str, object]:
    import pygame

    return {"date": time.strftime("%Y-%m-%d %H:%M"), "python": platform.python_version(), "pygame-ce": pygame.ver,
            "cpus": os.cpu_count(), "system": platform.platform(), "load_average_at_start": os.getloadavg()}


def engine_figures(results: report.Results) -> None:
    progress("random playouts, ours and the peers, 3 interleaved rounds of 1 s each")
    ours = our_playouts()
    peers, skipped = peer_playouts()
    rates = measure_rates(ours | peers)
    results["playouts"] = {name: rates[name] for name in ours}
    results["peers"] = {name: rates[name] for name in peers} | {name: {"skipped": why} for name, why in skipped.items()}
    progress("undo and redo deep in long games")
    results["undo"] = {f"move {at}": undo_latency(at) for at in (10, 200, 1000)}
    progress("Argo's legal-move listing on a station of 30 tiles or more")
    results["listing"] = station_listing_times()
    progress("peak memory of a long game")
    results["memory"] = peak_memory()
    progress("network play on loopback: an action to the other clients, and the idle host")
    results["network"] = network_figures()


def window_figures(results: report.Results, allow_build: bool) -> None:
    progress("table frame times")
    results["frame"] = table_frame_times()
    progress("the one-file executable (PyInstaller builds it when the sources are newer)")
    executable, note = ready_executable(allow_build)
    results["executable"] = {"note": note, "size_mb": round(executable.stat().st_size / 1e6, 1) if executable else None}
    progress("idle CPU with the dummy driver, 10 s")
    results["idle"] = {"dummy driver": idle_cpu(display_env(None))}
    with virtual_display() as display:
        real_window = "real window on Xvfb (x11)"
        if display is None:
            results["idle"][real_window] = {"skipped": "skipped: Xvfb is not installed or did not start"}
        else:
            progress(f"idle CPU of the real window on Xvfb {display}, 10 s")
            results["idle"][real_window] = idle_cpu(display_env(display))
        progress("start-up to the first frame, 7 times each")
        results["startup"] = startup_times(display_env(display), executable)
        results["startup"]["driver"] = "x11 on Xvfb" if display else "dummy driver"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="measure dist/tabletop51 as it is, never rebuild it")
    args = parser.parse_args(argv)
    results: report.Results = {"machine": machine()}
    with tempfile.TemporaryDirectory(prefix="tabletop51-bench-") as home:
        os.environ["TABLETOP51_HOME"] = home  # the program's settings and autosaves stay out of the user's
        engine_figures(results)
        window_figures(results, allow_build=not args.no_build)
    results["machine"]["load_average_at_end"] = os.getloadavg()
    print(report.table(results))
    (ROOT / "bench" / "results.json").write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
