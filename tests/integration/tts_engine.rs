//! The `tts` engine against real speech servers, headless. The engine talks to the server
//! through its companion, `annabella-speech` (the program `cargo build` puts beside
//! `annabella`), as it does in the game: these tests check the companion and its link too.
//!
//! Each test starts its own servers in a temporary directory and kills them when it ends (a
//! guard's `Drop`, so also when an assertion fails):
//! - `PulseAudio` with only a null sink, reachable on a private unix socket:
//!   `pulseaudio --daemonize=no --exit-idle-time=-1 -n --disallow-exit --use-pid-file=no
//!   --load="module-null-sink sink_name=annabella_test"
//!   --load="module-native-protocol-unix socket=DIR/pulse.sock auth-anonymous=1"`
//!   with `HOME=DIR XDG_RUNTIME_DIR=DIR/run` (it runs as root too, with a warning).
//! - speech-dispatcher in the foreground on a private socket with a private configuration
//!   (`AudioOutputMethod "pulse"`, `DefaultModule espeak-ng`):
//!   `speech-dispatcher -s -t 0 -c unix_socket -S DIR/speechd.sock -C DIR/conf -L DIR/log`
//!   with `PULSE_SERVER=unix:DIR/pulse.sock`.
//! - `parec -s unix:DIR/pulse.sock -d annabella_test.monitor --format=s16le --rate=22050
//!   --channels=1` records what reached the sink.
//!
//! The engine itself runs in a child process (this test binary again, running one ignored test
//! with `ANNABELLA_TTS_CHILD` set), because the speech client finds its server through the
//! environment (`SPEECHD_ADDRESS=unix_socket:DIR/speechd.sock`), and the environment of this
//! multi-threaded test process is not ours to change. The parent gives the child a deadline and
//! kills it if it is late: that is what proves "no hang".

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use annabella::speech::{Listener, SpeechEngine, TtsEngine};

use crate::common::{require_tool, require_tools, wait_until};

const CHILD: &str = "ANNABELLA_TTS_CHILD";
const SENTENCE: &str = "Springer nach f drei, Schach. Weiß hat noch fünf Minuten.";
const SINK: &str = "annabella_test";
const RATE: u32 = 22_050;

// ---------------------------------------------------------------------------------------------
// The child: runs the engine with the environment the parent chose and prints what happened.

/// Not a test on its own: the parent tests run it in a child process.
#[test]
#[ignore = "run by the other tts_engine tests in a child process"]
fn child() {
    let Ok(task) = std::env::var(CHILD) else {
        println!("only meaningful when run by the tts_engine tests");
        return;
    };
    let limit = Duration::from_millis(
        std::env::var("ANNABELLA_TTS_LIMIT_MS")
            .ok()
            .and_then(|ms| ms.parse().ok())
            .unwrap_or(1000),
    );
    match task.as_str() {
        "probe" => {
            let started = Instant::now();
            let result = TtsEngine::probe(limit);
            report(&format!(
                "probe {:?} {}",
                result.err(),
                started.elapsed().as_millis()
            ));
        }
        "connect" => {
            let started = Instant::now();
            let result = TtsEngine::connect("de", limit);
            let elapsed = started.elapsed().as_millis();
            report(&format!("connect {:?} {elapsed}", result.err()));
        }
        "stuck" => {
            let mut engine = TtsEngine::connect("de", limit).unwrap();
            let started = Instant::now();
            let result = engine.speak("Schach", Listener::Public);
            report(&format!(
                "speak {:?} {}",
                result.err(),
                started.elapsed().as_millis()
            ));
            let started = Instant::now();
            wait_until(
                "the engine to give up speaking",
                Duration::from_secs(20),
                || !engine.is_speaking(),
            );
            report(&format!("silent {}", started.elapsed().as_millis()));
            let started = Instant::now();
            let result = engine.speak("Schach", Listener::Public);
            report(&format!(
                "again {:?} {}",
                result.err(),
                started.elapsed().as_millis()
            ));
        }
        "say" => {
            let started = Instant::now();
            let mut engine = TtsEngine::connect("de", limit).unwrap();
            report(&format!("connected {}", started.elapsed().as_millis()));
            engine.set_rate(1.0).unwrap();
            engine.set_volume(1.0).unwrap();
            let started = Instant::now();
            engine.speak(SENTENCE, Listener::Public).unwrap();
            report(&format!("began {}", started.elapsed().as_millis()));
            wait_until("the sentence to end", Duration::from_secs(20), || {
                !engine.is_speaking()
            });
            report(&format!("ended {}", started.elapsed().as_millis()));
            // Barge-in: a long utterance, stopped soon after it began, ends at once. The sleep
            // is the listener's moment before barging in: the assertion holds for any length.
            engine.speak(SENTENCE, Listener::Public).unwrap();
            assert!(engine.is_speaking(), "the second utterance began");
            std::thread::sleep(Duration::from_millis(200));
            engine.stop().unwrap();
            assert!(!engine.is_speaking());
            report("stopped");
        }
        other => panic!("unknown task {other}"),
    }
}

/// One line of the child's report, marked so the parent finds it among the harness's output.
fn report(line: &str) {
    println!("\n@@ {line}");
}

/// Runs the child test with `task`, against the speech server at `address` with the engine's
/// limit `limit_ms`, killing it if it takes longer than `deadline`.
fn run_child(task: &str, address: &str, limit_ms: u64, dir: &Path, deadline: Duration) -> String {
    let exe = std::env::current_exe().unwrap();
    let mut command = Command::new(exe);
    command
        .args([
            "tts_engine::child",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD, task)
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env_remove("SPEECHD_ADDRESS")
        .env_remove("PULSE_SERVER")
        .env("SPEECHD_ADDRESS", address)
        .env("ANNABELLA_TTS_LIMIT_MS", limit_ms.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let child = command.spawn().unwrap();
    let output = wait_with_deadline(Guard::new("child", child), deadline);
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "child {task} failed: {}\n{stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// Waits for the guarded process, at most `deadline`; a late process is killed and the test
/// fails.
fn wait_with_deadline(mut guard: Guard, deadline: Duration) -> Output {
    let what = format!("{} to end (else it hung)", guard.name);
    wait_until(&what, deadline, || {
        guard
            .child
            .as_mut()
            .is_some_and(|child| child.try_wait().unwrap().is_some())
    });
    guard.child.take().unwrap().wait_with_output().unwrap()
}

/// The child's report line that starts with `word`.
fn line<'a>(stdout: &'a str, word: &str) -> &'a str {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("@@ "))
        .find(|l| l.split_whitespace().next() == Some(word))
        .unwrap_or_else(|| panic!("no `{word}` line in:\n{stdout}"))
}

/// The milliseconds at the end of `line`.
fn millis(line: &str) -> u64 {
    line.split_whitespace().last().unwrap().parse().unwrap()
}

// ---------------------------------------------------------------------------------------------
// Servers.

/// A process that is stopped (SIGTERM, then SIGKILL) when the guard goes.
pub(crate) struct Guard {
    name: &'static str,
    child: Option<Child>,
}

impl Guard {
    fn new(name: &'static str, child: Child) -> Self {
        Self {
            name,
            child: Some(child),
        }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let Some(mut child) = self.child.take() else {
            return;
        };
        if child.try_wait().ok().flatten().is_some() {
            return;
        }
        // SIGTERM first, so speech-dispatcher ends its synthesis modules too (with no `kill`
        // program, the SIGKILL below still ends the process).
        let _ = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .stderr(Stdio::null())
            .status();
        let deadline = Instant::now() + Duration::from_secs(3);
        while Instant::now() < deadline {
            if child.try_wait().ok().flatten().is_some() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// speech-dispatcher's espeak-ng module (package speech-dispatcher-espeak-ng), which the
/// private configuration names: without it the server starts but never speaks.
pub(crate) fn require_espeak_module() {
    require_tool(
        "sd_espeak-ng",
        &["/usr/lib/speech-dispatcher-modules/sd_espeak-ng"],
    );
}

fn log_file(dir: &Path, name: &str) -> Stdio {
    Stdio::from(std::fs::File::create(dir.join(name)).unwrap())
}

/// A private directory with a `run` subdirectory for `XDG_RUNTIME_DIR`.
pub(crate) fn private_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    std::fs::create_dir(&run).unwrap();
    let private = std::os::unix::fs::PermissionsExt::from_mode(0o700);
    std::fs::set_permissions(&run, private).unwrap();
    dir
}

fn pulse_socket(dir: &Path) -> PathBuf {
    dir.join("pulse.sock")
}

pub(crate) fn pulse_server(dir: &Path) -> String {
    format!("unix:{}", pulse_socket(dir).display())
}

fn pactl(dir: &Path, args: &[&str]) -> Option<String> {
    let output = Command::new("pactl")
        .arg("-s")
        .arg(pulse_server(dir))
        .args(args)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

/// `PulseAudio` with one null sink, on `DIR/pulse.sock`.
pub(crate) fn start_pulse(dir: &Path) -> Guard {
    let child = Command::new("pulseaudio")
        .args([
            "--daemonize=no",
            "--exit-idle-time=-1",
            "-n",
            "--disallow-exit",
            "--use-pid-file=no",
            "--disable-shm",
        ])
        .arg(format!("--load=module-null-sink sink_name={SINK}"))
        .arg(format!(
            "--load=module-native-protocol-unix socket={} auth-anonymous=1",
            pulse_socket(dir).display()
        ))
        .current_dir(dir)
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env_remove("PULSE_SERVER")
        .stdin(Stdio::null())
        .stdout(log_file(dir, "pulseaudio.out"))
        .stderr(log_file(dir, "pulseaudio.err"))
        .spawn()
        .unwrap();
    let guard = Guard::new("pulseaudio", child);
    wait_until("pulseaudio's null sink", Duration::from_secs(10), || {
        pactl(dir, &["list", "short", "sinks"]).is_some_and(|sinks| sinks.contains(SINK))
    });
    guard
}

pub(crate) fn speechd_socket(dir: &Path) -> PathBuf {
    dir.join("speechd.sock")
}

fn speechd_address(dir: &Path) -> String {
    format!("unix_socket:{}", speechd_socket(dir).display())
}

/// speech-dispatcher on `DIR/speechd.sock`, speaking with espeak-ng into `pulse_server`.
pub(crate) fn start_speechd(dir: &Path, pulse_server: &str) -> Guard {
    let conf = dir.join("conf");
    std::fs::create_dir_all(conf.join("modules")).unwrap();
    std::fs::create_dir_all(dir.join("log")).unwrap();
    std::fs::write(
        conf.join("speechd.conf"),
        "AudioOutputMethod \"pulse\"\n\
         DefaultModule espeak-ng\n\
         AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\n\
         DefaultLanguage \"de\"\n",
    )
    .unwrap();
    std::fs::write(conf.join("modules").join("espeak-ng.conf"), "").unwrap();
    let child = Command::new("speech-dispatcher")
        .args(["-s", "-t", "0", "-c", "unix_socket", "-S"])
        .arg(speechd_socket(dir))
        .arg("-C")
        .arg(&conf)
        .arg("-L")
        .arg(dir.join("log"))
        .arg("-P")
        .arg(dir.join("speechd.pid"))
        .current_dir(dir)
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env("PULSE_SERVER", pulse_server)
        .stdin(Stdio::null())
        .stdout(log_file(dir, "speechd.out"))
        .stderr(log_file(dir, "speechd.err"))
        .spawn()
        .unwrap();
    let guard = Guard::new("speech-dispatcher", child);
    let socket = speechd_socket(dir);
    wait_until(
        "speech-dispatcher's socket",
        Duration::from_secs(10),
        || std::os::unix::net::UnixStream::connect(&socket).is_ok(),
    );
    guard
}

/// Records the null sink's monitor into `DIR/recording.raw` (mono, 16-bit, 22 050 Hz).
fn start_recording(dir: &Path) -> Guard {
    let child = Command::new("parec")
        .arg("-s")
        .arg(pulse_server(dir))
        .args(["-d", &format!("{SINK}.monitor")])
        .args(["--format=s16le", &format!("--rate={RATE}"), "--channels=1"])
        .stdin(Stdio::null())
        .stdout(log_file(dir, "recording.raw"))
        .stderr(log_file(dir, "parec.err"))
        .spawn()
        .unwrap();
    let guard = Guard::new("parec", child);
    wait_until("parec's recording stream", Duration::from_secs(10), || {
        pactl(dir, &["list", "short", "source-outputs"]).is_some_and(|s| !s.trim().is_empty())
    });
    guard
}

/// The recorded samples, read after the recorder stopped.
fn samples(dir: &Path) -> Vec<i16> {
    let mut bytes = Vec::new();
    std::fs::File::open(dir.join("recording.raw"))
        .unwrap()
        .read_to_end(&mut bytes)
        .unwrap();
    bytes
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect()
}

fn rms(samples: &[i16]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
    let count = f64::from(u32::try_from(samples.len()).unwrap());
    (sum / count).sqrt()
}

/// How long the audible part lasts: from the first to the last 10 ms window above `threshold`.
fn audible(samples: &[i16], threshold: f64) -> Duration {
    let window = (RATE / 100) as usize;
    let loud: Vec<usize> = samples
        .chunks(window)
        .enumerate()
        .filter(|(_, chunk)| rms(chunk) > threshold)
        .map(|(index, _)| index)
        .collect();
    match (loud.first(), loud.last()) {
        (Some(first), Some(last)) => Duration::from_millis((last - first + 1) as u64 * 10),
        _ => Duration::ZERO,
    }
}

// ---------------------------------------------------------------------------------------------
// The tests.

#[test]
fn speaks_german_into_a_null_sink() {
    require_tools(&["pulseaudio", "pactl", "parec", "speech-dispatcher"]);
    require_espeak_module();
    let dir = private_dir();
    let dir = dir.path();
    let _pulse = start_pulse(dir);
    let _speechd = start_speechd(dir, &pulse_server(dir));
    let recorder = start_recording(dir);
    let address = speechd_address(dir);
    let stdout = run_child("say", &address, 5000, dir, Duration::from_mins(1));
    drop(recorder);
    let connected = millis(line(&stdout, "connected"));
    let began = millis(line(&stdout, "began"));
    let ended = millis(line(&stdout, "ended"));
    line(&stdout, "stopped");
    let samples = samples(dir);
    let heard = audible(&samples, 300.0);
    println!(
        "connected after {connected} ms, began after {began} ms, ended after {ended} ms; recorded {} samples, RMS {:.0}, \
         audible for {heard:?}",
        samples.len(),
        rms(&samples)
    );
    assert!(rms(&samples) > 100.0, "the recording is silent");
    // The sentence takes about four seconds at normal rate; the stopped one adds a little.
    assert!(
        heard > Duration::from_millis(2500) && heard < Duration::from_secs(12),
        "audible for {heard:?}"
    );
    assert!(
        ended > began + 2000,
        "is_speaking ended {ended} ms, began {began} ms"
    );
}

/// A unix socket that accepts connections and never says a word: a hung server.
struct SilentServer {
    path: PathBuf,
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl SilentServer {
    fn start(path: PathBuf) -> Self {
        let listener = std::os::unix::net::UnixListener::bind(&path).unwrap();
        listener.set_nonblocking(true).unwrap();
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let mut held = Vec::new();
            while let Err(std::sync::mpsc::TryRecvError::Empty) = stopped.try_recv() {
                if let Ok((stream, _)) = listener.accept() {
                    held.push(stream);
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        });
        Self {
            path,
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for SilentServer {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The limit the hang tests give the engine, and how much later than it an answer may come.
const LIMIT_MS: u64 = 1000;
const SLACK_MS: u64 = 400;

/// Whether the child's report line holds an error (`TASK Some(…) …`).
fn is_error(report: &str) -> bool {
    report
        .split_whitespace()
        .nth(1)
        .is_some_and(|said| said.starts_with("Some("))
}

fn assert_error_in_time(report: &str) {
    let elapsed = millis(report);
    assert!(is_error(report), "no error: {report}");
    assert!(
        elapsed <= LIMIT_MS + SLACK_MS,
        "took {elapsed} ms, limit {LIMIT_MS} ms: {report}"
    );
}

#[test]
fn a_hung_server_is_an_error_within_the_limit() {
    let dir = private_dir();
    let dir = dir.path();
    let server = SilentServer::start(dir.join("hung.sock"));
    let address = format!("unix_socket:{}", server.path.display());
    for task in ["probe", "connect"] {
        let stdout = run_child(task, &address, LIMIT_MS, dir, Duration::from_secs(10));
        let report = line(&stdout, task);
        println!("hung server: {report}");
        assert_error_in_time(report);
        assert!(report.contains("NotAnswering"), "{report}");
    }
}

#[test]
fn an_absent_server_is_an_error_within_the_limit() {
    let dir = private_dir();
    let dir = dir.path();
    let address = format!("unix_socket:{}", dir.join("absent.sock").display());
    for task in ["probe", "connect"] {
        let stdout = run_child(task, &address, LIMIT_MS, dir, Duration::from_secs(10));
        let report = line(&stdout, task);
        println!("absent server: {report}");
        assert_error_in_time(report);
    }
}

#[test]
fn a_server_without_audio_output_fails_in_bounded_time() {
    require_tools(&["speech-dispatcher"]);
    let dir = private_dir();
    let dir = dir.path();
    // Its audio output is a PulseAudio server that does not exist. Seen here: the server
    // answers at once, begins the first utterance, never ends it, never begins another, and a
    // STOP never answers. The probe cannot tell (the server does answer); the engine must.
    let nowhere = format!("unix:{}", dir.join("no-pulse.sock").display());
    let _speechd = start_speechd(dir, &nowhere);
    let address = speechd_address(dir);
    let stdout = run_child("stuck", &address, LIMIT_MS, dir, Duration::from_secs(30));
    let speak = line(&stdout, "speak");
    println!("server without audio: {speak}");
    if speak.starts_with("speak None ") {
        // Begun, never ended: is_speaking gives up after the longest plausible time for the
        // word (3 s + 120 ms a character), and the next speak fails at once.
        let silent = line(&stdout, "silent");
        let again = line(&stdout, "again");
        println!("server without audio: {silent}; {again}");
        assert!(millis(silent) < 6000, "{silent}");
        assert!(is_error(again), "{again}");
        assert!(millis(again) < 50, "{again}");
    } else {
        assert_error_in_time(speak);
    }
}

#[test]
fn probe_finds_a_working_server() {
    require_tools(&["pulseaudio", "pactl", "speech-dispatcher"]);
    let dir = private_dir();
    let dir = dir.path();
    let _pulse = start_pulse(dir);
    let _speechd = start_speechd(dir, &pulse_server(dir));
    let address = speechd_address(dir);
    let stdout = run_child("probe", &address, LIMIT_MS, dir, Duration::from_secs(10));
    let report = line(&stdout, "probe");
    println!("working server: {report}");
    assert!(report.starts_with("probe None "), "{report}");
    assert!(millis(report) < LIMIT_MS, "{report}");
}
