# Build and install sherpa: the binary, its man page and its bash, zsh and fish completions.
#
#   make install                  build (release, static) and install under ~/.local
#   make install PREFIX=/usr/local DESTDIR=/tmp/pkg
#   make uninstall                remove exactly the files install puts (same PREFIX/DESTDIR)
#   make build | man | completions   one part, into $(SCRATCH)
#   make grammar-tables           write the grammar's Swift tables from grammars/*.json
#
# SHERPA_BIN=<binary> installs that binary (and the sherpa-mcp and sherpa-model beside it)
# instead of building them, and MAN_PAGE=<file> that page instead of generating one; the test of this Makefile (InstallTests) uses both so that
# `swift test` does not wait for a release build.

PREFIX ?= $(HOME)/.local
DESTDIR ?=
SWIFT ?= swift
SCRATCH ?= .build

bindir := $(DESTDIR)$(PREFIX)/bin
man1dir := $(DESTDIR)$(PREFIX)/share/man/man1
# Where the shells look: bash-completion and fish in ~/.local/share and $XDG_DATA_DIRS, zsh
# in its fpath (docs/install.md says what to add for each PREFIX).
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

installed := $(bindir)/sherpa $(bindir)/sherpa-mcp $(bindir)/sherpa-model $(man1dir)/sherpa.1 \
  $(bashdir)/sherpa $(zshdir)/_sherpa $(fishdir)/sherpa.fish

out := $(SCRATCH)/install
release_bin := $(SCRATCH)/release/sherpa

ifeq ($(SHERPA_BIN),)
  SHERPA_BIN := $(release_bin)
  bin_prerequisite := build
endif
# `sherpa mcp` runs the program beside sherpa.
mcp_bin := $(dir $(SHERPA_BIN))sherpa-mcp
# `sherpa coach` with a model runs the HTTP client beside sherpa.
model_bin := $(dir $(SHERPA_BIN))sherpa-model
ifeq ($(MAN_PAGE),)
  MAN_PAGE := $(out)/sherpa.1
  man_prerequisite := man
endif

.PHONY: all build man completions install uninstall test-fast format lint grammar-tables
# One swift at a time: they share $(SCRATCH).
.NOTPARALLEL:
all: build man completions

# sherpa is linked fully static in release builds (Package.swift: -static-executable), so no
# dynamic loader runs at its start (docs/install.md). These flags are for the two programs
# beside it, which Foundation's networking keeps dynamic: the static Swift standard library,
# position-dependent (-no-pie: no pointers of their own for the loader to fix up) and with no
# $ORIGIN run path. sherpa-mcp, the MCP server `sherpa mcp` runs, is its own program: the
# SDK brings Foundation, whose networking links libcurl (libcurl4-openssl-dev), and sherpa's
# start-up stays free of it. sherpa-model, the coach's HTTP client (AsyncHTTPClient, NIO,
# BoringSSL), is one for the same reason.
STATIC := -c release --static-swift-stdlib -Xlinker -no-pie --disable-local-rpath
build:
	$(SWIFT) build $(STATIC) --product sherpa --scratch-path $(SCRATCH)
	$(SWIFT) build $(STATIC) --product sherpa-mcp --scratch-path $(SCRATCH)
	$(SWIFT) build $(STATIC) --product sherpa-model --scratch-path $(SCRATCH)

# swift-argument-parser's plugin asks every executable of the package for its help; a debug
# build is enough for that (and is the one `swift test` keeps). Blank lines become .Pp so
# that mdoc reads the page without warnings.
man:
	$(SWIFT) package --scratch-path $(SCRATCH) plugin generate-manual --configuration debug
	mkdir -p $(out)
	sed 's/^$$/.Pp/' $(SCRATCH)/plugins/GenerateManual/outputs/sherpa/sherpa.1 > $(out)/sherpa.1

completions: $(bin_prerequisite)
	mkdir -p $(out)
	$(SHERPA_BIN) completion bash > $(out)/sherpa.bash
	$(SHERPA_BIN) completion zsh > $(out)/_sherpa
	$(SHERPA_BIN) completion fish > $(out)/sherpa.fish

install: $(bin_prerequisite) $(man_prerequisite) completions
	install -d $(bindir) $(man1dir) $(bashdir) $(zshdir) $(fishdir)
	install -m 755 $(SHERPA_BIN) $(bindir)/sherpa
	install -m 755 $(mcp_bin) $(bindir)/sherpa-mcp
	install -m 755 $(model_bin) $(bindir)/sherpa-model
	install -m 644 $(MAN_PAGE) $(man1dir)/sherpa.1
	install -m 644 $(out)/sherpa.bash $(bashdir)/sherpa
	install -m 644 $(out)/_sherpa $(zshdir)/_sherpa
	install -m 644 $(out)/sherpa.fish $(fishdir)/sherpa.fish

# The files, then those of their folders below PREFIX that are left empty.
share := $(DESTDIR)$(PREFIX)/share
uninstall:
	rm -f $(installed)
	for dir in $(bindir) $(man1dir) $(share)/man $(bashdir) $(share)/bash-completion $(zshdir) \
	  $(share)/zsh $(fishdir) $(share)/fish $(share); do \
	  [ ! -d "$$dir" ] || rmdir --ignore-fail-on-non-empty "$$dir"; \
	done

# The unit tests of the library targets, without the binary's end-to-end suites and without
# the two long property sweeps (every kind of damaged file; each habit's record replayed from
# its own history): about a minute once built. `swift test` runs everything.
UNIT_TARGETS := SherpaCoreTests|SherpaParseTests|SherpaStoreTests|SherpaSyncTests|SherpaActionsTests|SherpaModelTests
SLOW_TESTS := mutatedFilesOfEveryKindNeverTrap|oneHabitsRecordFromItsOwnHistoryIsThePastDaysRecord
test-fast:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter '$(UNIT_TARGETS)' --skip '$(SLOW_TESTS)'

# The built-in grammar as Swift tables (Sources/SherpaParse/Lexing/Grammar+Tables.swift),
# written from grammars/*.json: run after changing a grammar file and commit both.
# GrammarTablesTests fails while the committed tables differ from the files.
grammar-tables:
	$(SWIFT) build --build-tests
	SHERPA_WRITE_GRAMMAR_TABLES=1 $(SWIFT) test --skip-build \
	  --filter GrammarTablesTests.committedTablesAreTheGrammarFiles
	$(SWIFT) build --build-tests

# The house format (.swift-format): `make format` rewrites, `make lint` checks as CI does.
format:
	$(SWIFT) format format -i -r -p Sources Tests
lint:
	$(SWIFT) format lint --strict -r -p Sources Tests
