# Quick start: `make run` plays, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test lint build smoke bench fuzz shots clean

$(VENV)/.runtime: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements.txt
	touch $@

$(VENV)/.test: $(VENV)/.runtime requirements-test.txt
	$(PY) -m pip install -q -r requirements-test.txt
	touch $@

$(VENV)/.bench: $(VENV)/.test requirements-bench.txt
	$(PY) -m pip install -q -r requirements-bench.txt
	touch $@

$(VENV)/.build: $(VENV)/.runtime requirements-build.txt
	$(PY) -m pip install -q -r requirements-build.txt
	touch $@

run: $(VENV)/.runtime
	$(PY) main.py

# The suite runs on every core (pytest-xdist): each test sets up what it needs itself. Lint first.
test: lint
	$(HEADLESS) $(PY) -m pytest -q -n auto

# Style and bugs (ruff), types (mypy) and the layers with no import circles (import-linter);
# settings in pyproject.toml.
lint: $(VENV)/.test
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy

smoke: $(VENV)/.runtime
	$(HEADLESS) $(PY) main.py --smoke

build: $(VENV)/.build
	$(PY) -m PyInstaller --noconfirm --clean build.spec

# The gallery: every table mid-game and the screens around it at three sizes, in shots/gallery/.
shots: $(VENV)/.runtime
	$(HEADLESS) $(PY) -m tools.gallery

bench: $(VENV)/.bench
	$(HEADLESS) $(PY) -m bench

# Long soak (docs/reliability.md): long property runs, then checked games of every mode and
# player count, with random actions and with Medium bots in every seat. Each stage's count follows
# its measured cost, so that each takes five to ten minutes at FUZZ_SCALE=1 (about 70 minutes of
# both cores in all); a night of 8 hours holds FUZZ_SCALE=8. FUZZ_SEED picks another set of games.
FUZZ_SCALE ?= 1
FUZZ_SEED ?= 0
FUZZ := $(HEADLESS) $(PY) -m game.core.fuzz --seed $(FUZZ_SEED)
fuzz: $(VENV)/.test
	$(HEADLESS) TABLETOP51_FUZZ=1 $(PY) -m pytest -q -n 2 -p no:cacheprovider tests/game/core/test_properties.py
	$(FUZZ) --game elevator --games $$((500 * $(FUZZ_SCALE)))
	$(FUZZ) --game area51 --games $$((250 * $(FUZZ_SCALE))) --per-count
	$(FUZZ) --game area1851 --games $$((400 * $(FUZZ_SCALE))) --per-count
	$(FUZZ) --game argo --games $$((1200 * $(FUZZ_SCALE))) --per-count
	$(FUZZ) --game elevator --games $$((200 * $(FUZZ_SCALE))) --bots medium:16
	$(FUZZ) --game area51 --games $$((50 * $(FUZZ_SCALE))) --per-count --bots medium:16
	$(FUZZ) --game area1851 --games $$((30 * $(FUZZ_SCALE))) --per-count --bots medium:16
	$(FUZZ) --game argo --games $$((80 * $(FUZZ_SCALE))) --per-count --bots medium:16

clean:
	rm -rf build dist .pytest_cache
