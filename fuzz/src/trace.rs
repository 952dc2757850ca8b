//! What an execution did, as features. Without a coverage-instrumented build (the stable
//! toolchain has no libFuzzer), the fuzzer keeps an input when it shows a feature no input showed
//! before: a new error kind, a new count bucket, a new observation after an event — the way
//! coverage-guided fuzzers keep inputs that reach a new edge.

use std::hash::{DefaultHasher, Hash, Hasher};

#[derive(Debug, Default)]
pub struct Trace {
    features: Vec<u64>,
}

impl Trace {
    /// A fact about the execution (an enum's discriminant, a pair of them, a flag).
    pub fn note(&mut self, fact: impl Hash) {
        let mut hasher = DefaultHasher::new();
        fact.hash(&mut hasher);
        self.features.push(hasher.finish());
    }

    /// A message's shape: up to its first quote (what it quotes of the input would make every
    /// input new), digits left out ("line 3" and "line 4" are the same behaviour), its first words only.
    pub fn text(&mut self, message: &str) {
        let shape: String = message
            .chars()
            .take_while(|c| !matches!(c, '\'' | '"' | '“' | '„' | '«' | '`'))
            .filter(|c| !c.is_ascii_digit())
            .take(32)
            .collect();
        self.note(("text", shape));
    }

    /// A count of `what`, by order of magnitude (0, 1, 2-3, 4-7, …).
    pub fn count(&mut self, what: &str, n: usize) {
        self.note(("count", what, usize::BITS - n.leading_zeros()));
    }

    pub fn features(&self) -> &[u64] {
        &self.features
    }
}
