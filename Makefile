# Quick start: `make run` plays, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test lint build smoke bench fuzz clean

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

bench: $(VENV)/.bench
	$(HEADLESS) $(PY) -m bench

# Long soak (docs/reliability.md): long property runs, then 10,000 checked games per mode of The
# Elevator and per player count of Area 51, Area 1851 and Argo, with random actions and with bots in every seat
# (many hours on two cores).
fuzz: $(VENV)/.test
	$(HEADLESS) TABLETOP51_FUZZ=1 $(PY) -m pytest -q -p no:cacheprovider tests/game/core/test_properties.py
	$(HEADLESS) $(PY) -m game.core.fuzz --game elevator --games 10000
	$(HEADLESS) $(PY) -m game.core.fuzz --game elevator --games 10000 --bots medium:16
	$(HEADLESS) $(PY) -m game.core.fuzz --game area51 --games 10000 --per-count
	$(HEADLESS) $(PY) -m game.core.fuzz --game area51 --games 10000 --per-count --bots medium:16
	$(HEADLESS) $(PY) -m game.core.fuzz --game area1851 --games 10000 --per-count
	$(HEADLESS) $(PY) -m game.core.fuzz --game area1851 --games 10000 --per-count --bots medium:16
	$(HEADLESS) $(PY) -m game.core.fuzz --game argo --games 10000 --per-count
	$(HEADLESS) $(PY) -m game.core.fuzz --game argo --games 10000 --per-count --bots medium:16

clean:
	rm -rf build dist .pytest_cache
