# Two commands on a fresh machine:  make run   (the app)   and   make test   (the whole suite).
# Before a commit:  make check   (lint, then the quick tests: everything not marked slow).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: run test check lint smoke screenshots bench exe clean

$(BIN)/.runtime: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet "pygame-ce>=2.5" "numpy>=1.26" "platformdirs>=4.0"
	touch $@

$(BIN)/.dev: $(BIN)/.runtime
	$(BIN)/python -m pip install --quiet ".[dev]"
	touch $@

run: $(BIN)/.runtime          ## open the casino (lobby)
	$(BIN)/python main.py

test: $(BIN)/.dev             ## the whole test suite, slow checks included
	CI=1 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -q

check: lint                   ## lint, then the quick tests (no slow checks)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -q -m "not slow"

lint: $(BIN)/.dev             ## ruff on everything, mypy on the rules, the screens and main.py
	$(BIN)/ruff check .
	$(BIN)/mypy gamelib scenes main.py

smoke: $(BIN)/.runtime
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python main.py smoke

screenshots: $(BIN)/.runtime
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python main.py screenshots shots

bench: $(BIN)/.dev
	$(BIN)/python -m pip install --quiet eval7 || true
	for b in benchmarks/bench_*.py; do $(BIN)/python $$b || exit 1; done

exe: $(BIN)/.dev              ## one-file executable in dist/
	$(BIN)/pyinstaller --noconfirm build.spec

clean:
	rm -rf build dist $(VENV)
