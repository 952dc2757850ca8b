//! Clock scripts: `annabella clock` after its files are read (`cli::run_clock_script`): the
//! script parser driving the FIDE clock, and with `--speak` the talking clock.
//!
//! Input: a fixture script as in `tests/data/clock/`: a first line `# --control SPEC`, perhaps a
//! second `# --speak [--voice V] [--seconds S] [--speech-config FILE]`, then timed events.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use annabella::cli::{ClockArgs, Output, SecondsArg, run_clock_script};
use annabella::core::clock::TimeControl;

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

    /// The arguments the script's header lines give.
    fn args(&self, script: &str) -> (String, ClockArgs) {
        let mut lines = script.lines();
        let control = lines
            .next()
            .and_then(|l| l.strip_prefix("# --control "))
            .unwrap_or("300+2")
            .trim()
            .to_owned();
        let mut args = ClockArgs {
            control: control.clone(),
            script: None,
            speak: false,
            voice: None,
            seconds: None,
            speech_config: None,
        };
        if let Some(options) = lines.next().and_then(|l| l.strip_prefix("# --speak")) {
            args.speak = true;
            let mut words = options.split_ascii_whitespace();
            while let Some(option) = words.next() {
                let value = words.next();
                match (option, value) {
                    ("--voice", Some(v @ ("fide" | "en" | "fr"))) => {
                        args.voice = Some(v.to_owned());
                    }
                    ("--seconds", Some("tenths")) => args.seconds = Some(SecondsArg::Tenths),
                    ("--seconds", Some("whole")) => args.seconds = Some(SecondsArg::Whole),
                    ("--speech-config", Some(path)) if path.ends_with("speak-countdown.toml") => {
                        args.speech_config = Some(self.speech_config.clone());
                    }
                    _ => {}
                }
            }
        }
        (control, args)
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
        let (control, args) = self.args(&script);
        let Ok(control) = control.parse::<TimeControl>() else {
            trace.note("bad control");
            return;
        };
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
