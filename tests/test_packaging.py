"""The packaged one-file executable builds from build.spec and runs from any folder."""

import os
import subprocess

import pytest


@pytest.mark.slow
def test_one_file_executable_runs_smoke_and_simulate_from_another_folder(executable, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP51_HOME=str(tmp_path / "home"))
    smoke = subprocess.run([str(executable), "--smoke"], cwd=elsewhere, env=env, capture_output=True, text=True,
                           timeout=300)
    assert smoke.returncode == 0, smoke.stderr
    # a search bot loads the game's bot support, which only a hidden import puts in the bundle
    sim = subprocess.run([str(executable), "simulate", "--mode", "solo", "--seats", "easy:10", "--games", "3",
                          "--seed", "4", "--json"],
                         cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert sim.returncode == 0, sim.stderr
    assert '"games": 3' in sim.stdout and '"spec": "easy:10"' in sim.stdout
    area51 = subprocess.run([str(executable), "simulate", "--game", "area51", "--players", "3", "--seats",
                             "easy:5,random,random", "--games", "1", "--seed", "4", "--json"],
                            cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300)
    assert area51.returncode == 0, area51.stderr
    assert '"games": 1' in area51.stdout and '"spec": "easy:5"' in area51.stdout
    # pygame-gui's CJK fonts (and numpy, which a bench-ready venv holds) are left out of the bundle
    assert executable.stat().st_size < 35 * 1024 * 1024
