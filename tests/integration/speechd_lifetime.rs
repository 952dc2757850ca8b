//! A speech-dispatcher that annabella caused to be started (the client library autospawns one
//! when none answers) does not outlive annabella; one that was running before is left alone.
//! Through the real binary, with a private runtime folder and a `PulseAudio` null sink (see
//! `tts_engine.rs` for the servers).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common::{require_tools, wait_until};
use crate::tts_engine::{
    private_dir, pulse_server, require_espeak_module, speechd_socket, start_pulse, start_speechd,
};

/// The speech-dispatcher processes whose command line names `socket`.
fn servers_for(socket: &Path) -> Vec<u32> {
    let socket = socket.to_str().unwrap();
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|bytes| {
                let args: Vec<String> = bytes
                    .split(|&b| b == 0)
                    .map(|a| String::from_utf8_lossy(a).into_owned())
                    .collect();
                args.first()
                    .is_some_and(|a| a.ends_with("speech-dispatcher"))
                    && args.iter().any(|a| a == socket)
            })
        })
        .collect()
}

/// Runs `annabella play --plain --speech tts` with a move and `quit`, in `dir`, with `env`;
/// returns its stderr once it has ended (within 30 s).
fn play_with_tts(dir: &Path, env: &[(&str, String)]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .args(["play", "--plain", "--speech", "tts"])
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("PULSE_SERVER", pulse_server(dir))
        .env_remove("SPEECHD_ADDRESS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e4\nquit\n")
        .unwrap();
    wait_until("annabella to end", Duration::from_secs(30), || {
        child.try_wait().unwrap().is_some()
    });
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_speech_server_annabella_started_ends_with_it() {
    require_tools(&["pulseaudio", "pactl", "speech-dispatcher"]);
    require_espeak_module();
    for by_address in [false, true] {
        let dir = private_dir();
        let dir = dir.path();
        let _pulse = start_pulse(dir);
        let (socket, env) = if by_address {
            let socket = dir.join("private.sock");
            let address = format!("unix_socket:{}", socket.display());
            (socket, vec![("SPEECHD_ADDRESS", address)])
        } else {
            (dir.join("run/speech-dispatcher/speechd.sock"), Vec::new())
        };
        assert!(servers_for(&socket).is_empty());
        let stderr = play_with_tts(dir, &env);
        // The library did start a server for annabella: its runtime folder was made.
        assert!(
            dir.join("run/speech-dispatcher").is_dir(),
            "no server was started ({stderr})"
        );
        let left = servers_for(&socket);
        assert!(
            left.is_empty(),
            "speech-dispatcher {left:?} outlived annabella (by address: {by_address}; {stderr})"
        );
    }
}

#[test]
fn a_speech_server_that_was_running_before_is_left_running() {
    require_tools(&["pulseaudio", "pactl", "speech-dispatcher"]);
    require_espeak_module();
    let dir = private_dir();
    let dir = dir.path();
    let _pulse = start_pulse(dir);
    let _speechd = start_speechd(dir, &pulse_server(dir));
    let socket = speechd_socket(dir);
    let before = servers_for(&socket);
    assert_eq!(before.len(), 1, "{before:?}");
    let address = format!("unix_socket:{}", socket.display());
    let stderr = play_with_tts(dir, &[("SPEECHD_ADDRESS", address)]);
    assert!(!stderr.contains("continuing with"), "{stderr}");
    assert_eq!(servers_for(&socket), before, "{stderr}");
    assert!(std::os::unix::net::UnixStream::connect(&socket).is_ok());
}
