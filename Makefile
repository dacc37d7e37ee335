# Two commands on a fresh machine:  make run   (the app)   and   make test   (the whole suite).
# Before a commit:  make check   (lint, then the quick tests: everything not marked slow).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
# the executables are built in a venv of their own, from the lock (exact versions, hashes)
EXE_VENV ?= .venv-exe
LOCK     := packaging/exe-requirements.txt

.PHONY: run test check lint smoke screenshots bench exe exe-onefile lock install uninstall clean

# The project installs itself (editable: the source tree is what runs), so pip checks
# requires-python and takes the dependencies from pyproject.toml, never a second list here.
$(BIN)/.runtime: pyproject.toml setup.py
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Feltside needs Python 3.11 or newer; $(PYTHON) is Python " + sys.version.split()[0] + ": make PYTHON=python3.11 ...")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e . > $(VENV)/pip.log 2>&1 || { cat $(VENV)/pip.log; exit 1; }
	touch $@

$(BIN)/.dev: $(BIN)/.runtime
	$(BIN)/python -m pip install --quiet -e ".[dev]" > $(VENV)/pip.log 2>&1 || { cat $(VENV)/pip.log; exit 1; }
	touch $@

run: $(BIN)/.runtime          ## open the casino (lobby)
	$(BIN)/python main.py

test: $(BIN)/.dev             ## the whole test suite, slow checks included
	CI=1 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -q

check: lint                   ## lint, then the quick tests (no slow checks)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -q -m "not slow"

lint: $(BIN)/.dev             ## ruff on everything, mypy on the rules, the screens, the launcher and main.py
	$(BIN)/ruff check .
	$(BIN)/mypy gamelib scenes feltside main.py

smoke: $(BIN)/.runtime
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python main.py smoke

screenshots: $(BIN)/.runtime
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python main.py screenshots shots

bench: $(BIN)/.dev            ## every benchmark, then a table of targets met/missed (ARGS=--no-fail to explore)
	@echo "make bench: installing eval7 (bench_hands compares the evaluator with it)"
	@$(BIN)/python -m pip install --quiet eval7 || echo "make bench: eval7 could not be installed (no C compiler or wheel?): bench_hands skips its eval7 comparison"
	$(BIN)/python benchmarks/run_all.py $(ARGS)

$(EXE_VENV)/bin/.locked: $(LOCK)
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Feltside needs Python 3.11 or newer; $(PYTHON) is Python " + sys.version.split()[0] + ": make PYTHON=python3.11 ...")'
	rm -rf $(EXE_VENV)
	$(PYTHON) -m venv $(EXE_VENV)
	$(EXE_VENV)/bin/python -m pip install --quiet --require-hashes --only-binary :all: -r $(LOCK) > $(EXE_VENV)/pip.log 2>&1 || { cat $(EXE_VENV)/pip.log; exit 1; }
	touch $@

exe: $(EXE_VENV)/bin/.locked  ## dist/feltside/: Feltside (the window) and feltside-cli (the commands), from the lock
	rm -rf dist/feltside
	$(EXE_VENV)/bin/pyinstaller --noconfirm --log-level WARN build.spec

exe-onefile: $(EXE_VENV)/bin/.locked  ## dist/feltside-onefile: one file, unpacks itself at every start
	FELTSIDE_ONEFILE=1 $(EXE_VENV)/bin/pyinstaller --noconfirm --log-level WARN build.spec

lock: $(BIN)/.dev             ## the build's lock again: newest versions pyproject.toml allows, with hashes
	$(BIN)/python -m pip install --quiet uv
	$(BIN)/uv pip compile pyproject.toml --extra exe --universal --generate-hashes --python-version 3.11 --upgrade -o $(LOCK)

PREFIX ?= $(HOME)/.local
install:                      ## after make exe: the program, its menu entry and icon under PREFIX
	PREFIX="$(PREFIX)" sh packaging/install-linux.sh

uninstall:                    ## what make install put under PREFIX, removed
	PREFIX="$(PREFIX)" sh packaging/install-linux.sh --uninstall

clean:
	rm -rf build dist $(VENV) $(EXE_VENV)
