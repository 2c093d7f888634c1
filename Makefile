# The two commands: `make test` and `make run`. Both install what is missing first.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: test run build deps lint format bench

deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
	  echo "installing libedit-dev and pkg-config"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libedit-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build

# The CLI tests run the built navspec, so build first.
test: build
	$(SWIFT) test

run: build
	$(SWIFT) run --skip-build navspec run scenarios

bench: deps
	$(SWIFT) build -c release --product navspec-bench
	$(SWIFT) run -c release --skip-build navspec-bench scenarios

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift
