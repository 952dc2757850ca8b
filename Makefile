# The two commands of annabella: `make play` and `make test`. See README.md.

CARGO ?= cargo

.PHONY: play test firmware system-packages system-packages-play system-packages-test build bench crosscheck deb cargo-deb system-packages-deb

play: system-packages-play
	$(CARGO) build --release --locked
	./target/release/annabella play

# Each phase says how long it took (scripts/phase-time.sh), so a slow run shows where it went.
PHASE = scripts/phase-time.sh

test: system-packages-test cargo-deb online-server ble-mock
	$(PHASE) fmt $(CARGO) fmt --all -- --check
	$(PHASE) import-loops python3 scripts/import-loops.py src
	$(PHASE) clippy $(CARGO) clippy --locked --all-targets -- -D warnings
	# The fuzzer (fuzz/, a workspace of its own) only type-checked, so its lock and its targets
	# follow the library's changes; in clippy's target folder, to share the dependencies it checked.
	$(PHASE) "fuzz check" $(CARGO) check --locked --manifest-path fuzz/Cargo.toml --target-dir $(or $(CARGO_TARGET_DIR),target)
	# The companions' programs are built first: the tests run them beside annabella.
	$(PHASE) "build" $(CARGO) build --locked
	$(PHASE) "cargo test" $(CARGO) test --locked --all-targets
	$(PHASE) "doc tests" $(CARGO) test --locked --doc
	$(PHASE) "recorder build" $(CARGO) build --locked --no-default-features --features recorder
	$(PHASE) "recorder lib tests" $(CARGO) test --locked --no-default-features --features recorder --lib
	$(PHASE) rustdoc env RUSTDOCFLAGS="-D warnings" $(CARGO) doc --locked --no-deps

# The peg board's firmware (hardware/firmware: board.elf, board.hex, its host tests) and the
# emulator that runs it (hardware/emulator/run-board). The integration test builds them too.
firmware:
	@scripts/system-packages.sh test
	$(MAKE) -C hardware/firmware all test
	$(MAKE) -C hardware/emulator

bench: system-packages
	$(CARGO) bench --locked

# Compares announce and status with an independent python-chess implementation (needs PyPI).
crosscheck: build
	python3 -c "import chess" 2>/dev/null || pip install --quiet chess
	python3 scripts/crosscheck.py --games 2000

# annabella announce against python-chess on the same 1000 games (not part of `make test`).
.PHONY: bench-compare
bench-compare: system-packages
	scripts/bench-compare.sh

# The Debian package in target/debian/ (scripts/deb.sh; DEB=FILE names the file).
deb: system-packages-deb cargo-deb
	scripts/deb.sh $(DEB)

# cargo-deb builds the package; the package test needs it too. Installing it takes minutes, once.
# Pinned: the package test packages the dev-profile program, which cargo-deb 3.8 accepts with a
# warning and says a later version may refuse.
cargo-deb:
	@$(CARGO) deb --version >/dev/null 2>&1 || $(PHASE) "cargo-deb install" $(CARGO) install cargo-deb --version 3.8.0 --locked

build: system-packages
	$(CARGO) build --release --locked

system-packages:
	@scripts/system-packages.sh build

system-packages-play:
	@scripts/system-packages.sh play

system-packages-deb:
	@scripts/system-packages.sh deb

system-packages-test:
	@$(PHASE) "system packages" scripts/system-packages.sh test

# The Bluetooth LE tests' BlueZ mock (bluezoo, from PyPI) in a virtual environment under the
# target folder (tools/ble-sim/setup.sh); the tests fail when it is missing.
.PHONY: ble-mock
ble-mock: system-packages-test
	@$(PHASE) "ble mock" tools/ble-sim/setup.sh

# The Lichess-compatible server the online tests play through (open-chess-server, tools/online-server:
# a crate of its own with its own lock file and target directory, never part of annabella's build).
# The integration tests start it (scripts/online-test-server.sh) on a database of their own and stop
# it when they end, however they end. The first build takes minutes; later ones are cached.
.PHONY: online-server test-online
online-server: system-packages-test
	@$(PHASE) "online server build" scripts/online-test-server.sh build

# `make test` with both cores busy (stress-ng --cpu 2 beside it); prints its wall time.
.PHONY: test-under-load
test-under-load: system-packages-test
	scripts/test-under-load.sh

# Only the online tests.
test-online: system-packages-test online-server
	$(CARGO) test --locked --test integration online::
