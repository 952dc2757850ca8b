# The two commands of annabella: `make play` and `make test`. See README.md.

CARGO ?= cargo

.PHONY: play test system-packages system-packages-play system-packages-test build bench crosscheck

play: system-packages-play
	$(CARGO) build --release --locked
	./target/release/annabella play

test: system-packages-test
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --locked --all-targets -- -D warnings
	$(CARGO) test --locked --all-targets
	$(CARGO) test --locked --doc
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --locked --no-deps

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

build: system-packages
	$(CARGO) build --release --locked

system-packages:
	@scripts/system-packages.sh build

system-packages-play:
	@scripts/system-packages.sh play

system-packages-test:
	@scripts/system-packages.sh test

# The online tests against a real Lichess-compatible server (open-chess-server on PostgreSQL, its
# own crate and target directory). Not part of `make test`: building the server takes over an hour
# on two cores, beyond CI's budget.
.PHONY: test-online
test-online:
	@scripts/system-packages.sh online
	scripts/online-test-server.sh build
	$(CARGO) test --locked --test integration online -- --include-ignored; status=$$?; scripts/online-test-server.sh stop; exit $$status
