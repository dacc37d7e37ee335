# Two commands on a fresh machine:  make run   (the app)   and   make test   (the whole suite).
# Before a commit:  make check   (lint, then the quick tests: everything not marked slow).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: run test check lint smoke screenshots bench exe exe-onefile install uninstall clean

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

bench: $(BIN)/.dev            ## every benchmark, then a table of targets met/missed (ARGS=--no-fail to explore)
	@echo "make bench: installing eval7 (bench_hands compares the evaluator with it)"
	@$(BIN)/python -m pip install --quiet eval7 || echo "make bench: eval7 could not be installed (no C compiler or wheel?): bench_hands skips its eval7 comparison"
	$(BIN)/python benchmarks/run_all.py $(ARGS)

exe: $(BIN)/.dev              ## dist/feltside/: Feltside (the window) and feltside-cli (the commands)
	rm -rf dist/feltside
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

exe-onefile: $(BIN)/.dev      ## dist/feltside-onefile: one file, unpacks itself at every start
	FELTSIDE_ONEFILE=1 $(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

PREFIX ?= $(HOME)/.local
install:                      ## after make exe: the program, its menu entry and icon under PREFIX
	PREFIX="$(PREFIX)" sh packaging/install-linux.sh

uninstall:                    ## what make install put under PREFIX, removed
	PREFIX="$(PREFIX)" sh packaging/install-linux.sh --uninstall

clean:
	rm -rf build dist $(VENV)
