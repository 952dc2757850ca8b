//! Findings: a panic (or a failed oracle) caught at its place, a slow or hung execution; each
//! kept once per place under `fuzz/findings/<target>/`, with a smaller input that still fails.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fs;
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;

use crate::rng::fnv1a;
use crate::targets::Target;
use crate::trace::Trace;

/// A panic caught: where it was raised (what tells two bugs apart) and what it said.
#[derive(Debug, Clone)]
pub struct Panic {
    pub place: String,
    pub message: String,
}

thread_local! {
    static LAST_PANIC: RefCell<Option<Panic>> = const { RefCell::new(None) };
}

/// Panics are recorded for the fuzzer instead of printed (thousands would flood the terminal).
pub fn catch_panics_quietly() {
    panic::set_hook(Box::new(|info| {
        let place = info.location().map_or_else(
            || "unknown".to_owned(),
            |l| format!("{}:{}", l.file(), l.line()),
        );
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".to_owned());
        LAST_PANIC.with(|last| *last.borrow_mut() = Some(Panic { place, message }));
    }));
}

/// Runs the target on `input`, a panic caught and returned.
pub fn execute(target: &dyn Target, input: &[u8], trace: &mut Trace) -> Result<(), Panic> {
    panic::catch_unwind(AssertUnwindSafe(|| target.execute(input, trace))).map_err(|_| {
        LAST_PANIC
            .with(|last| last.borrow_mut().take())
            .unwrap_or_else(|| Panic {
                place: "unknown".to_owned(),
                message: "(panic without a hook report)".to_owned(),
            })
    })
}

/// A smaller input that panics at the same place: chunks cut while the panic stays.
pub fn minimize(target: &dyn Target, input: &[u8], place: &str, budget: usize) -> Vec<u8> {
    let mut best = input.to_vec();
    let mut tries = 0;
    let mut chunk = best.len().div_ceil(2).max(1);
    while chunk >= 1 && tries < budget {
        let mut at = 0;
        while at < best.len() && tries < budget {
            let mut candidate = best.clone();
            candidate.drain(at..(at + chunk).min(best.len()));
            tries += 1;
            match execute(target, &candidate, &mut Trace::default()) {
                Err(panic) if panic.place == place => best = candidate,
                _ => at += chunk,
            }
        }
        if chunk == 1 {
            break;
        }
        chunk /= 2;
    }
    best
}

#[derive(Debug)]
pub struct Findings {
    dir: PathBuf,
    /// How often each place failed (its first input is the one saved).
    pub crashes: HashMap<String, usize>,
    pub slow: usize,
    /// Files written, with a line on each.
    pub saved: Vec<(PathBuf, String)>,
}

/// Slow inputs kept per run (every one is counted).
const SLOW_KEPT: usize = 5;

impl Findings {
    pub fn new(dir: PathBuf) -> Self {
        Self {
            dir,
            crashes: HashMap::new(),
            slow: 0,
            saved: Vec::new(),
        }
    }

    pub fn total(&self) -> usize {
        self.crashes.values().sum::<usize>() + self.slow
    }

    /// Records a panic; true the first time its place is seen (the caller then saves it).
    pub fn crash(&mut self, panic: &Panic) -> bool {
        let count = self.crashes.entry(panic.place.clone()).or_insert(0);
        *count += 1;
        *count == 1
    }

    /// Saves a crash's input, its smaller form and its message.
    pub fn save_crash(&mut self, panic: &Panic, input: &[u8], small: &[u8]) {
        let name = format!("crash-{:016x}", fnv1a(panic.place.as_bytes()));
        let note = format!(
            "panicked at {}\n{}\n\ninput: {} bytes; minimized: {} bytes\n",
            panic.place,
            panic.message,
            input.len(),
            small.len()
        );
        self.write(&format!("{name}.input"), input);
        self.write(&format!("{name}.min.input"), small);
        let summary = format!(
            "panicked at {}: {}",
            panic.place,
            panic.message.lines().next().unwrap_or_default()
        );
        self.write_noted(&format!("{name}.txt"), note.as_bytes(), summary);
    }

    /// Records an execution slower than the limit; the first few are saved.
    pub fn slow(&mut self, input: &[u8], millis: u128) {
        self.slow += 1;
        if self.slow <= SLOW_KEPT {
            let name = format!("slow-{:016x}.input", fnv1a(input));
            self.write_noted(&name, input, format!("took {millis} ms"));
        }
    }

    /// Saves an input that never finished (the run stops after this).
    pub fn hang(&mut self, input: &[u8], seconds: u64) {
        let name = format!("hang-{:016x}.input", fnv1a(input));
        self.write_noted(&name, input, format!("still running after {seconds} s"));
    }

    fn write(&mut self, name: &str, bytes: &[u8]) {
        let path = self.dir.join(name);
        if let Err(e) = fs::create_dir_all(&self.dir).and_then(|()| fs::write(&path, bytes)) {
            eprintln!("annabella-fuzz: cannot save {}: {e}", path.display());
        }
    }

    fn write_noted(&mut self, name: &str, bytes: &[u8], note: String) {
        self.write(name, bytes);
        self.saved.push((self.dir.join(name), note));
    }
}
