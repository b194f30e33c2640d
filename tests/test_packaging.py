"""The packaged one-file executable builds from build.spec and runs from any folder."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_one_file_executable_runs_smoke_and_simulate_from_another_folder(tmp_path):
    pytest.importorskip("PyInstaller")
    dist, work = tmp_path / "dist", tmp_path / "work"
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist),
                    "--workpath", str(work), str(ROOT / "build.spec")],
                   cwd=ROOT, check=True, capture_output=True, timeout=600)
    exe = dist / "tabletop51"
    assert exe.is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP51_HOME=str(tmp_path / "home"))
    smoke = subprocess.run([str(exe), "--smoke"], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300)
    assert smoke.returncode == 0, smoke.stderr
    sim = subprocess.run([str(exe), "simulate", "--mode", "solo", "--games", "3", "--seed", "4", "--json"],
                         cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert sim.returncode == 0, sim.stderr
    assert '"games": 3' in sim.stdout
    # pygame-gui's CJK fonts are left out of the bundle
    assert exe.stat().st_size < 60 * 1024 * 1024
