//! What a table has not yet delivered to the hall, in order, bounded. Each state is whole (it
//! holds every move), so when the outbox is full the oldest is dropped: the newer states say all
//! it said. What a crash loses from memory the resumed table says again from its journal (its
//! first state holds the whole game).

use std::collections::VecDeque;

use super::state::TableState;

/// The most states held while the broker is away (a game's moves many times over).
pub const CAPACITY: usize = 512;

/// The states not yet acknowledged by the broker, oldest first.
#[derive(Debug, Default)]
pub struct Outbox {
    queued: VecDeque<TableState>,
    /// States dropped for room since the outbox was made (each superseded by a later one).
    dropped: u64,
    capacity: usize,
}

impl Outbox {
    pub fn new(capacity: usize) -> Self {
        Self {
            queued: VecDeque::new(),
            dropped: 0,
            capacity: capacity.max(1),
        }
    }

    /// Queues `state` after the others; a full outbox drops its oldest.
    pub fn push(&mut self, state: TableState) {
        if self.queued.len() >= self.capacity {
            self.queued.pop_front();
            self.dropped += 1;
        }
        self.queued.push_back(state);
    }

    /// The state to deliver next.
    pub fn next(&self) -> Option<&TableState> {
        self.queued.front()
    }

    /// The next state was acknowledged.
    pub fn delivered(&mut self) {
        self.queued.pop_front();
    }

    pub fn len(&self) -> usize {
        self.queued.len()
    }

    pub fn is_empty(&self) -> bool {
        self.queued.is_empty()
    }

    pub fn dropped(&self) -> u64 {
        self.dropped
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::state::{FORMAT, Side};

    fn state(moves: usize) -> TableState {
        TableState {
            format: FORMAT,
            table: 1,
            white: None,
            black: None,
            event: None,
            round: None,
            moves: vec!["e4".to_owned(); moves],
            turn: Side::White,
            clocks: None,
            flag: None,
            result: None,
            ending: None,
            pgn: String::new(),
            boards: Vec::new(),
            draw_offer: None,
            claim: None,
        }
    }

    #[test]
    fn delivers_in_order_and_drops_the_oldest_when_full() {
        let mut outbox = Outbox::new(3);
        for moves in 1..=5 {
            outbox.push(state(moves));
        }
        assert_eq!(outbox.len(), 3);
        assert_eq!(outbox.dropped(), 2);
        let mut seen = Vec::new();
        while let Some(next) = outbox.next() {
            seen.push(next.moves.len());
            outbox.delivered();
        }
        assert_eq!(seen, [3, 4, 5]);
        assert!(outbox.is_empty());
    }
}
