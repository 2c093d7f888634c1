# The two commands: `make test` and `make run`. Both install what is missing first.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: test run build deps runtime-deps python-tools lint format grammar pictures fmt-check bench fuzz fuzz-build fuzz-merge

# Only what is missing is installed, so a second run does nothing. libedit for the REPL; HarfBuzz
# and the Inter font for measuring the bubble bar's titles (README: why HarfBuzz); tmux for the
# tests that read the REPL's screen as a terminal shows it (docs/repl.md); Python's venv for the
# tools from PyPI below. In CI (CI set, as .ci/run sets it) also Chromium, for the browser test of
# the HTML report; elsewhere that test is skipped when Chromium is absent
# (docs/cli.md#the-html-report).
INTER_FONT := /usr/share/fonts/opentype/inter/Inter-Medium.otf
# Installs the Debian packages named in the shell variable `missing`, if any.
APT_INSTALL_MISSING = if [ -n "$$missing" ]; then \
	  echo "installing$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libedit 2>/dev/null || missing="$$missing libedit-dev"; \
	pkg-config --exists harfbuzz 2>/dev/null || missing="$$missing libharfbuzz-dev"; \
	[ -f $(INTER_FONT) ] || missing="$$missing fonts-inter"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing="$$missing python3-venv"; \
	if [ -n "$$CI" ] && ! command -v chromium >/dev/null 2>&1; then missing="$$missing chromium"; fi; \
	$(APT_INSTALL_MISSING)

# What `navspec run` and `navspec audit` need on a machine that only runs them (action.yml): the
# HarfBuzz library and the Inter font, for the bubble bar's titles. navspec opens HarfBuzz by its
# soname when it first measures a title, so the -dev package is not needed.
runtime-deps:
	@missing=""; \
	/sbin/ldconfig -p 2>/dev/null | grep -q 'libharfbuzz\.so\.0 ' || missing="$$missing libharfbuzz0b"; \
	[ -f $(INTER_FONT) ] || missing="$$missing fonts-inter"; \
	$(APT_INSTALL_MISSING)

build: deps
	$(SWIFT) build

# pre-commit, for the test of .pre-commit-hooks.yaml; check-jsonschema, whose copies of
# SchemaStore's schemas check action.yml and the workflow in docs/cli.md; pytest-lsp, the LSP
# client the language server's test drives it with: from PyPI, pinned, in a virtual environment
# under .build, installed once (docs/cli.md#where-swift-teams-run-navspec, docs/editors.md).
PYTHON_TOOLS := .build/python-tools
python-tools: deps
	@[ -x $(PYTHON_TOOLS)/bin/pre-commit ] && [ -x $(PYTHON_TOOLS)/bin/check-jsonschema ] \
	  && [ -x $(PYTHON_TOOLS)/bin/pytest ] || { \
	  echo "installing pre-commit, check-jsonschema and pytest-lsp in $(PYTHON_TOOLS)"; \
	  python3 -m venv $(PYTHON_TOOLS) && \
	  $(PYTHON_TOOLS)/bin/pip install --quiet --disable-pip-version-check \
	    pre-commit==4.7.0 check-jsonschema==0.39.0 pytest-lsp==1.0.1; }

# The CLI tests run the built navspec, so build first.
test: build fmt-check python-tools
	$(SWIFT) test

# The bundled scenarios stay in navspec fmt's canonical layout (docs/cli.md#navspec-fmt): this
# lists the files that are not and fails; `swift run navspec fmt scenarios` formats them.
fmt-check: build
	$(SWIFT) run --skip-build navspec fmt --check scenarios

# The scenarios, then their accessibility audit across the default settings matrix; the findings
# the bundled scenarios are known to have (several exist to show a rule firing) are in the
# baseline, so the audit prints only what is new (docs/audits.md#running-audits).
run: build
	$(SWIFT) run --skip-build navspec run scenarios
	$(SWIFT) run --skip-build navspec audit scenarios --baseline scenarios/audit-baseline.json

bench: deps
	$(SWIFT) build -c release --product navspec-bench
	$(SWIFT) build -c release --product navspec
	$(SWIFT) build -c release --product navspec-hello
	$(SWIFT) run -c release --skip-build navspec-bench scenarios

# The TextMate grammar in editors/ is generated from the keyword tables; the test suite checks
# that the committed file is current, and writes it when asked (docs/editors.md).
grammar: deps
	NAVSPEC_WRITE_GRAMMAR=1 $(SWIFT) test --filter TextMateGrammarTests/theCommittedGrammarIsTheGeneratedOne

# The components' pictures in docs/components/, drawn by `navspec render` as pictures.txt there
# lists them; the test suite checks that the committed files are what these lines draw
# (ComponentPicturesTests), so a change that moves a pixel is seen (docs/cli.md#navspec-render).
pictures: build
	@grep -v '^#' docs/components/pictures.txt | while read -r name arguments; do \
	  [ -n "$$name" ] || continue; \
	  echo "docs/components/$$name"; \
	  $(SWIFT) run --skip-build navspec render $$arguments --output docs/components/$$name || exit 1; \
	done

lint:
	$(SWIFT) format lint --strict --recursive Sources Plugins Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Plugins Tests Package.swift

# libFuzzer over parse -> check -> run -> render (docs/fuzzing.md). Never part of `make test` or
# CI: SwiftPM links executables with its own `main`, libFuzzer brings another, so the target is
# built with swiftc directly, one module at a time, over the library sources only (no libedit).
SWIFTC ?= swiftc
FUZZ_SANITIZERS ?= fuzzer,address
FUZZ_RUNS ?= 100000
FUZZ_MAX_LEN ?= 4096
FUZZ_TIMEOUT ?= 10
FUZZ_RSS_LIMIT_MB ?= 2048
# More libFuzzer flags, e.g. FUZZ_ARGS='-fork=1 -ignore_crashes=1 -max_total_time=3600'.
FUZZ_ARGS ?=
comma := ,
FUZZ_BUILD := .build/fuzz/$(subst $(comma),-,$(FUZZ_SANITIZERS))
FUZZER := $(FUZZ_BUILD)/scenario-fuzzer
FUZZ_FLAGS := -parse-as-library -O -g -sanitize=$(FUZZ_SANITIZERS) -I $(FUZZ_BUILD)
MODEL_SOURCES := $(shell find Sources/NavSpecModel -name '*.swift' | sort)
LANGUAGE_SOURCES := $(shell find Sources/NavSpecLanguage -name '*.swift' | sort)
TEXT_SOURCES := $(shell find Sources/TextMeasurement -name '*.swift' | sort)
REPL_SOURCES := $(shell find Sources/NavSpecREPL -name '*.swift' | sort)
# The language measures the bubble bar's titles through TextMeasurement, which imports CHarfBuzz:
# a C target that opens HarfBuzz on first use (docs/cli.md#cold-start), compiled here with clang.
HARFBUZZ_FLAGS := -I Sources/CHarfBuzz/include

$(FUZZ_BUILD)/CHarfBuzz.o: Sources/CHarfBuzz/charfbuzz.c Sources/CHarfBuzz/include/CHarfBuzz.h
	@mkdir -p $(FUZZ_BUILD)
	clang -O1 -g -fsanitize=$(subst fuzzer,fuzzer-no-link,$(FUZZ_SANITIZERS)) \
	  -I Sources/CHarfBuzz/include -c $< -o $@

$(FUZZ_BUILD)/NavSpecModel.o: $(MODEL_SOURCES)
	@mkdir -p $(FUZZ_BUILD)
	$(SWIFTC) $(FUZZ_FLAGS) -wmo -module-name NavSpecModel -emit-module \
	  -emit-module-path $(FUZZ_BUILD)/NavSpecModel.swiftmodule -c $^ -o $@

$(FUZZ_BUILD)/TextMeasurement.o: $(TEXT_SOURCES)
	@mkdir -p $(FUZZ_BUILD)
	$(SWIFTC) $(FUZZ_FLAGS) $(HARFBUZZ_FLAGS) -wmo -module-name TextMeasurement -emit-module \
	  -emit-module-path $(FUZZ_BUILD)/TextMeasurement.swiftmodule -c $^ -o $@

$(FUZZ_BUILD)/NavSpecLanguage.o: $(LANGUAGE_SOURCES) $(FUZZ_BUILD)/NavSpecModel.o $(FUZZ_BUILD)/TextMeasurement.o
	$(SWIFTC) $(FUZZ_FLAGS) $(HARFBUZZ_FLAGS) -wmo -module-name NavSpecLanguage -emit-module \
	  -emit-module-path $(FUZZ_BUILD)/NavSpecLanguage.swiftmodule -c $(LANGUAGE_SOURCES) -o $@

# The REPL's session and `:render` (no terminal, no libedit): the target types lines into it.
$(FUZZ_BUILD)/NavSpecREPL.o: $(REPL_SOURCES) $(FUZZ_BUILD)/NavSpecLanguage.o
	$(SWIFTC) $(FUZZ_FLAGS) $(HARFBUZZ_FLAGS) -wmo -module-name NavSpecREPL -emit-module \
	  -emit-module-path $(FUZZ_BUILD)/NavSpecREPL.swiftmodule -c $(REPL_SOURCES) -o $@

$(FUZZER): Fuzz/ScenarioFuzzer/ScenarioFuzzer.swift $(FUZZ_BUILD)/NavSpecModel.o $(FUZZ_BUILD)/TextMeasurement.o $(FUZZ_BUILD)/NavSpecLanguage.o $(FUZZ_BUILD)/NavSpecREPL.o $(FUZZ_BUILD)/CHarfBuzz.o
	$(SWIFTC) $(FUZZ_FLAGS) $(HARFBUZZ_FLAGS) -use-ld=lld -module-name ScenarioFuzzer $^ -ldl -o $@

fuzz-build: $(FUZZER)

# New inputs go to .build/fuzz/corpus; Fuzz/corpus (kept in the repository) and scenarios/ seed it.
# One-time global initialisers are not leaks (Fuzz/lsan.supp says why).
FUZZ_ENV := LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp

fuzz: $(FUZZER)
	@mkdir -p .build/fuzz/corpus .build/fuzz/artifacts
	$(FUZZ_ENV) $(FUZZER) -runs=$(FUZZ_RUNS) -max_len=$(FUZZ_MAX_LEN) -timeout=$(FUZZ_TIMEOUT) \
	  -rss_limit_mb=$(FUZZ_RSS_LIMIT_MB) -dict=Fuzz/ScenarioFuzzer/scenario.dict \
	  -artifact_prefix=.build/fuzz/artifacts/ -print_final_stats=1 $(FUZZ_ARGS) \
	  .build/fuzz/corpus Fuzz/corpus scenarios

# Minimises Fuzz/corpus plus what `make fuzz` found to the smallest inputs that reach every
# covered edge (hit counts and comparisons ignored, so the kept corpus stays a few hundred files).
fuzz-merge: $(FUZZER)
	rm -rf .build/fuzz/merged && mkdir -p .build/fuzz/merged .build/fuzz/corpus
	$(FUZZ_ENV) $(FUZZER) -merge=1 -use_counters=0 -use_cmp=0 -max_len=$(FUZZ_MAX_LEN) -timeout=$(FUZZ_TIMEOUT) \
	  -rss_limit_mb=$(FUZZ_RSS_LIMIT_MB) .build/fuzz/merged Fuzz/corpus .build/fuzz/corpus
	rm -rf Fuzz/corpus && mv .build/fuzz/merged Fuzz/corpus
