//! What several benches share: criterion's settings for short runs. (A folder, not
//! `benches/shared.rs`, so that cargo does not take it for a bench of its own.)

use std::time::Duration;

use criterion::Criterion;

/// Criterion for a two-core machine: few samples, a second of warming up and `measuring` of
/// measuring each, so `make bench` stays short.
pub fn short_runs(measuring: Duration) -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(measuring)
}
