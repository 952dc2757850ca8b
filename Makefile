# The two commands of annabella: `make play` and `make test`. See README.md.

CARGO ?= cargo

.PHONY: play test system-packages system-packages-play system-packages-test build bench crosscheck

play: system-packages-play
	$(CARGO) build --release --locked
	./target/release/annabella play

test: system-packages-test
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --locked --all-targets -- -D warnings
	# The online tests' server (open-chess-server, its own crate and target directory; cached).
	scripts/online-test-server.sh build
	$(CARGO) test --locked --all-targets; status=$$?; scripts/online-test-server.sh stop; exit $$status
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
