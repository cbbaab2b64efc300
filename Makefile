# The Laws of the Table.  Two commands do all the set-up on a fresh machine:
#   make serve   set up, build the site, serve it on http://127.0.0.1:8000
#   make test    set up, build the site (warnings are errors), run every test
# Also: make html (build only), make bench (benchmarks, figures in _build/bench.json).

PYTHON   ?= python3
VENV     := .venv
PY       := $(VENV)/bin/python
SPHINX   := $(VENV)/bin/sphinx-build
BUILD    := _build
HTML     := $(BUILD)/html
SPHINXOPTS ?= -W -n --keep-going -j auto
PORT     ?= 8000

.PHONY: all venv html serve test test-fast bench browser-deps lite-assets clean

all: html

venv: $(VENV)/.installed

$(VENV)/.installed: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

# --- browser layer: self-hosted Pyodide and the kernel's wheels (see source/_ext/lite*) ---
# npm's pyodide@314.0.6 (+ axe-core for the tests), the kernel's wheels from PyPI and the games
# wheel, assembled with a rewritten pyodide-lock.json in _build/lite-cache/pyodide (stamped:
# a re-run with nothing changed takes a fraction of a second).  The Sphinx extension copies
# it into the JupyterLite build; nothing is fetched from any other host.
lite-assets: venv
	$(PY) source/_ext/liteassets.py

html: venv lite-assets
	$(SPHINX) $(SPHINXOPTS) -c . source $(HTML)

serve: html
	$(PY) -m tests.serve $(HTML) $(PORT)

# Debian chromium for the browser tests (never `playwright install`).
browser-deps:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

test: html browser-deps
	MAKE_TEST=1 SITE_HTML=$(HTML) $(PY) -m pytest -q tests

# The engine and site tests only, without rebuilding the site or the browser.
test-fast: venv
	$(PY) -m pytest -q tests -m "not browser"

bench: venv html browser-deps
	mkdir -p $(BUILD)
	$(PY) -m tests.bench
	$(PY) -m tests.bench_vingt_un
	SITE_HTML=$(HTML) $(PY) -m tests.bench_browser

clean:
	rm -rf $(BUILD)
