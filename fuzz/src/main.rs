//! `annabella-fuzz <target> --runs N [--seed S]`: a mutation fuzzer for every parser of
//! annabella, on the stable toolchain (no libFuzzer). Each target starts from real inputs of the
//! repository, mutates them at byte and token level, keeps inputs that show new behaviour, and
//! saves every panic, failed oracle, slow (> 1 s) or hung input under `fuzz/findings/<target>/`.
//!
//! Exit status: 0 without findings, 1 with findings, 2 for a usage error, 3 for a hang.

mod corpus;
mod delivery;
mod findings;
mod mutate;
mod rng;
mod targets;
mod trace;
mod watchdog;

use std::collections::HashSet;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use findings::Findings;
use mutate::Mutator;
use rng::Rng;
use trace::Trace;
use watchdog::Watchdog;

const USAGE: &str = "usage: annabella-fuzz <target> [--runs N] [--seed S] [--slow-ms MS] \
[--hang-secs S] [--findings DIR]\n       annabella-fuzz <target> --replay FILE\n       \
annabella-fuzz --list";

/// Inputs kept for mutation at most (the seeds always are).
const MAX_CORPUS: usize = 20_000;

/// Executions spent making a crashing input smaller.
const MINIMIZE_BUDGET: usize = 3_000;

#[derive(Debug)]
struct Options {
    target: &'static str,
    runs: u64,
    seed: u64,
    slow: Duration,
    hang: Duration,
    findings: PathBuf,
    replay: Option<PathBuf>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut args = args.iter();
    let name = args.next().ok_or("no target given")?;
    let target = targets::NAMES.iter().find(|n| *n == name).ok_or_else(|| {
        format!(
            "unknown target {name:?} (targets: {})",
            targets::NAMES.join(", ")
        )
    })?;
    let mut options = Options {
        target,
        runs: 100_000,
        seed: 1,
        slow: Duration::from_secs(1),
        hang: Duration::from_secs(20),
        findings: corpus::repo_root().join("fuzz/findings").join(target),
        replay: None,
    };
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: {value:?} is not a whole number"))
        };
        match flag.as_str() {
            "--runs" => options.runs = number()?,
            "--seed" => options.seed = number()?,
            "--slow-ms" => options.slow = Duration::from_millis(number()?),
            "--hang-secs" => options.hang = Duration::from_secs(number()?),
            "--findings" => options.findings = PathBuf::from(value).join(target),
            "--replay" => options.replay = Some(PathBuf::from(value)),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--list") {
        println!("{}", targets::NAMES.join("\n"));
        return ExitCode::SUCCESS;
    }
    let options = match parse_options(&args) {
        Ok(options) => options,
        Err(problem) => {
            eprintln!("annabella-fuzz: {problem}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    findings::catch_panics_quietly();
    match &options.replay {
        Some(path) => replay(&options, path),
        None => fuzz(&options),
    }
}

/// Runs one saved input and says what it does.
fn replay(options: &Options, path: &PathBuf) -> ExitCode {
    let Some(target) = targets::build(options.target, &corpus::repo_root()) else {
        return ExitCode::from(2);
    };
    let input = match std::fs::read(path) {
        Ok(input) => input,
        Err(e) => {
            eprintln!("annabella-fuzz: {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let outcome = findings::execute(target.as_ref(), &input, &mut Trace::default());
    let millis = started.elapsed().as_millis();
    match outcome {
        Ok(()) => {
            println!("{}: no finding ({millis} ms)", options.target);
            ExitCode::SUCCESS
        }
        Err(panic) => {
            println!(
                "{}: panicked at {} ({millis} ms)\n{}",
                options.target, panic.place, panic.message
            );
            ExitCode::FAILURE
        }
    }
}

fn fuzz(options: &Options) -> ExitCode {
    let Some(target) = targets::build(options.target, &corpus::repo_root()) else {
        return ExitCode::from(2);
    };
    let tokens = target.tokens();
    let mutator = Mutator {
        tokens: &tokens,
        max_len: target.max_len(),
    };
    let mut corpus = target.seeds();
    if corpus.is_empty() {
        corpus.push(Vec::new());
    }
    let seeds = corpus.len();
    let watchdog = Watchdog::start(
        options.target,
        options.hang,
        Findings::new(options.findings.clone()),
    );
    let mut findings = Findings::new(options.findings.clone());
    let mut seen: HashSet<u64> = HashSet::new();
    let mut rng = Rng::new(options.seed);
    let started = Instant::now();
    let mut last_report = started;
    let mut executions = 0u64;

    while executions < options.runs {
        // Every seed as it is first, then mutants of the corpus.
        let input = match usize::try_from(executions).ok().and_then(|i| corpus.get(i)) {
            Some(seed) if executions < seeds as u64 => seed.clone(),
            _ => {
                let parent = &corpus[rng.below(corpus.len())];
                let other = &corpus[rng.below(corpus.len())];
                mutator.mutate(&mut rng, parent, other)
            }
        };
        let mut trace = Trace::default();
        watchdog.begin(&input);
        let begun = Instant::now();
        let outcome = findings::execute(target.as_ref(), &input, &mut trace);
        let took = begun.elapsed();
        watchdog.end();
        executions += 1;

        if took > options.slow {
            findings.slow(&input, took.as_millis());
        }
        if let Err(panic) = outcome {
            if findings.crash(&panic) {
                let small =
                    findings::minimize(target.as_ref(), &input, &panic.place, MINIMIZE_BUDGET);
                findings.save_crash(&panic, &input, &small);
                eprintln!(
                    "{}: new finding at {}: {}",
                    options.target,
                    panic.place,
                    panic.message.lines().next().unwrap_or_default()
                );
            }
        } else {
            let mut new = false;
            for &feature in trace.features() {
                new |= seen.insert(feature);
            }
            if new && corpus.len() < MAX_CORPUS && executions > seeds as u64 {
                corpus.push(input);
            }
        }
        if last_report.elapsed() > Duration::from_secs(15) {
            last_report = Instant::now();
            eprintln!(
                "{}: {executions} executions, {}/s, corpus {}, findings {}",
                options.target,
                per_second(executions, started.elapsed()),
                corpus.len(),
                findings.total()
            );
        }
    }

    let elapsed = started.elapsed();
    println!(
        "{}: {executions} executions in {:.1} s ({}/s), {seeds} seeds, corpus {}, \
{} features, findings {} ({} crash places, {} slow)",
        options.target,
        elapsed.as_secs_f64(),
        per_second(executions, elapsed),
        corpus.len(),
        seen.len(),
        findings.total(),
        findings.crashes.len(),
        findings.slow
    );
    for (path, note) in &findings.saved {
        println!("{}:   {note}: {}", options.target, path.display());
    }
    if findings.total() > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Executions per second, whole.
fn per_second(executions: u64, elapsed: Duration) -> u128 {
    u128::from(executions) * 1000 / elapsed.as_millis().max(1)
}
