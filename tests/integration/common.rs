//! Helpers shared by the integration tests: run the real binary with arguments and stdin.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// What a run of the binary produced.
#[derive(Debug)]
pub struct Run {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `annabella ARGS` with `stdin` as standard input.
pub fn annabella(args: &[&str], stdin: &[u8]) -> Run {
    annabella_with_env(args, stdin, &[])
}

/// Runs `annabella ARGS` with extra environment variables.
pub fn annabella_with_env(args: &[&str], stdin: &[u8], env: &[(&str, &std::path::Path)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn annabella");
    let mut input = child.stdin.take().expect("stdin");
    // A command may stop reading early (an error); a broken pipe here is fine.
    let _ = input.write_all(stdin);
    drop(input);
    let output = child.wait_with_output().expect("wait for annabella");
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// A file under tests/data.
pub fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path)
}
