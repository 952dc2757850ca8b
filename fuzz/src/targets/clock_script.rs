//! Clock scripts: `annabella clock` after its files are read (`cli::run_clock_script`): the
//! script parser driving the FIDE clock, and with `--speak` the talking clock.
//!
//! Input: a fixture script as in `tests/data/clock/`: a first line `# --control SPEC`, perhaps a
//! second `# --speak [--voice V] [--seconds S] [--speech-config FILE]`, then timed events.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use annabella::cli::{ClockArgs, Output, run_clock_script};
use annabella::core::clock::TimeControl;
use clap::{Args, FromArgMatches};

use super::{Target, text};
use crate::corpus;
use crate::trace::Trace;

/// No script makes the clock print more than this: a bound on output, checked as an oracle.
const MAX_OUTPUT: usize = 64 * 1024 * 1024;

#[derive(Debug)]
pub struct ClockScript {
    seeds: Vec<Vec<u8>>,
    /// The one settings file a script may name (others are not read: the fuzzer opens no path
    /// a mutation makes up).
    speech_config: PathBuf,
}

impl ClockScript {
    pub fn new(repo: &Path) -> Self {
        Self {
            seeds: corpus::files(repo, "tests/data/clock", ".script"),
            speech_config: repo.join("tests/data/clock/speak-countdown.toml"),
        }
    }

    /// The control the script's first header line gives, and the command line of
    /// `annabella clock` its header lines make (`--control` is given as `--control=SPEC`, so a
    /// control of any text stays one value).
    fn args(&self, script: &str) -> (String, Vec<String>) {
        let mut lines = script.lines();
        let control = lines
            .next()
            .and_then(|l| l.strip_prefix("# --control "))
            .unwrap_or("300+2")
            .trim()
            .to_owned();
        let mut command_line = vec!["clock".to_owned(), format!("--control={control}")];
        if let Some(options) = lines.next().and_then(|l| l.strip_prefix("# --speak")) {
            command_line.push("--speak".to_owned());
            // An option given twice counts once, its last value, so the command line is one
            // `annabella clock` accepts.
            let (mut voice, mut seconds, mut speech_config) = (None, None, None);
            let mut words = options.split_ascii_whitespace();
            while let Some(option) = words.next() {
                let value = words.next();
                match (option, value) {
                    ("--voice", Some(v @ ("fide" | "en" | "fr"))) => voice = Some(v),
                    ("--seconds", Some(s @ ("tenths" | "whole"))) => seconds = Some(s),
                    ("--speech-config", Some(path)) if path.ends_with("speak-countdown.toml") => {
                        speech_config = Some(&self.speech_config);
                    }
                    _ => {}
                }
            }
            command_line.extend(voice.map(|v| format!("--voice={v}")));
            command_line.extend(seconds.map(|s| format!("--seconds={s}")));
            command_line
                .extend(speech_config.map(|path| format!("--speech-config={}", path.display())));
        }
        (control, command_line)
    }
}

/// `command_line` read as `annabella clock` reads it. Only the fuzzer's own words are in it
/// besides the control, so a refusal is the fuzzer's mistake, saved as a finding.
fn clock_args(command_line: &[String]) -> ClockArgs {
    let read = ClockArgs::augment_args(clap::Command::new("clock"))
        .try_get_matches_from(command_line)
        .and_then(|matches| ClockArgs::from_arg_matches(&matches));
    match read {
        Ok(args) => args,
        Err(error) => panic!("the fuzzer's command line {command_line:?} is refused: {error}"),
    }
}

/// Counts what the clock prints, keeping none of it.
#[derive(Debug, Default)]
struct Counter {
    bytes: std::rc::Rc<std::cell::Cell<usize>>,
}

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.bytes.set(self.bytes.get() + buf.len());
        assert!(
            self.bytes.get() <= MAX_OUTPUT,
            "oracle: more than {MAX_OUTPUT} bytes of output"
        );
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Target for ClockScript {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "# --control ",
            "# --speak",
            " --voice fr",
            " --voice en",
            " --seconds whole",
            " --seconds tenths",
            " --speech-config tests/data/clock/speak-countdown.toml",
            " start\n",
            " press\n",
            " query\n",
            " stop\n",
            " resume\n",
            " add white ",
            " add black ",
            "\n0 start\n",
            "\n1.5 press\n",
            "\n18446744073709551 query\n",
            "\n18446744073709551.615 press\n",
            "40/5400+30:1800+30",
            "900+10",
            "300d5",
            "120b2",
            "*180",
            "10+0.05",
            "0d1",
            "1/1:1",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn max_len(&self) -> usize {
        16 * 1024
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let script = text(input);
        let (control, command_line) = self.args(&script);
        let Ok(control) = control.parse::<TimeControl>() else {
            trace.note("bad control");
            return;
        };
        let args = clock_args(&command_line);
        trace.note((control.is_sandglass(), args.speak));
        trace.count("periods", control.periods().len());
        let counter = Counter::default();
        let printed = counter.bytes.clone();
        let mut out = Output::new(Box::new(counter));
        let result = run_clock_script(&args, control, "fuzz.script", input, &mut out);
        drop(out);
        match result {
            Ok(()) => trace.note("ran"),
            Err(error) => trace.text(&error.to_string()),
        }
        trace.count("output", printed.get());
    }
}
