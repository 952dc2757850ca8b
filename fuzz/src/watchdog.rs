//! A hung execution cannot be caught like a panic: a second thread watches the clock, and when
//! one input has run too long it saves that input, reports and ends the process.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crate::findings::Findings;

#[derive(Debug)]
struct Shared {
    /// The input being executed.
    input: Mutex<Vec<u8>>,
    /// When it started, in milliseconds since the watchdog began, plus one (0: none running).
    started: AtomicU64,
}

#[derive(Debug, Clone)]
pub struct Watchdog {
    shared: Arc<Shared>,
    epoch: Instant,
}

/// The exit status of a run stopped by a hang.
pub const HANG_STATUS: i32 = 3;

impl Watchdog {
    /// Starts watching; a hang is saved in `findings` and reported under `target`'s name.
    pub fn start(target: &'static str, limit: Duration, mut findings: Findings) -> Self {
        let watchdog = Self {
            shared: Arc::new(Shared {
                input: Mutex::new(Vec::new()),
                started: AtomicU64::new(0),
            }),
            epoch: Instant::now(),
        };
        let watcher = watchdog.clone();
        thread::spawn(move || {
            loop {
                thread::sleep(Duration::from_millis(250));
                let started = watcher.shared.started.load(Ordering::Acquire);
                if started == 0 || watcher.now_ms() + 1 - started < limit.as_millis() as u64 {
                    continue;
                }
                let input = watcher
                    .shared
                    .input
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .clone();
                findings.hang(&input, limit.as_secs());
                for (path, note) in &findings.saved {
                    println!("{target}: HANG {note}: {}", path.display());
                }
                std::process::exit(HANG_STATUS);
            }
        });
        watchdog
    }

    fn now_ms(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    /// An execution of `input` begins.
    pub fn begin(&self, input: &[u8]) {
        let mut current = self
            .shared
            .input
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        current.clear();
        current.extend_from_slice(input);
        drop(current);
        self.shared
            .started
            .store(self.now_ms() + 1, Ordering::Release);
    }

    /// The execution ended.
    pub fn end(&self) {
        self.shared.started.store(0, Ordering::Release);
    }
}
