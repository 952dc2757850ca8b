//! `annabella board-sim`: a virtual peg board (a DGT e-board with `--dgt`, a Millennium Chess
//! Link e-board with `--millennium`) on a pseudo-terminal, driven by typed commands (those of
//! `board::sim`; `#` starts a comment) or a script, so the board features can be tried with no
//! hardware.
//!
//! stdout: `peg board on /dev/pts/N` (`dgt board on …`, `millennium board on …`), then `link
//! PATH`: a symbolic link that follows the board through `unplug` and `replug` (connect to it,
//! as to a real board's `/dev/serial/by-id/…` path). Then one line per command (`> UP e2 *72`)
//! and per request from the program (`< SNAP? > SNAP …`, `< L lit e2 …`). A bad command is
//! reported on stderr and the simulator goes on. Runs the script, then standard input, until
//! its end (or Ctrl-C).

use crate::bounded_read::{io_reason, limits, read_text};
use crate::core::message::{Message, Said};
use std::io::BufRead;
use std::path::PathBuf;
use std::sync::Arc;

use super::{CliError, Output};
use crate::board::sim::{SimKind, VirtualBoard};

#[derive(Debug, clap::Args)]
pub struct BoardSimArgs {
    /// Simulate a DGT e-board instead of a peg board.
    #[arg(long)]
    pub dgt: bool,
    /// Simulate a Millennium Chess Link e-board (`move e2 e4`, `chaos SEED`, `mute` …).
    #[arg(long, conflicts_with = "dgt")]
    pub millennium: bool,
    /// Commands to run first, one a line (then standard input is read).
    #[arg(long, value_name = "FILE")]
    pub script: Option<PathBuf>,
    /// The symbolic link to keep pointed at the board's pty; default: a new one in the
    /// runtime or temporary directory.
    #[arg(long, value_name = "PATH")]
    pub link: Option<PathBuf>,
}

impl BoardSimArgs {
    fn kind(&self) -> SimKind {
        if self.millennium {
            SimKind::Millennium
        } else if self.dgt {
            SimKind::Dgt
        } else {
            SimKind::Peg
        }
    }
}

pub fn run(args: &BoardSimArgs, out: &mut Output) -> Result<(), CliError> {
    let kind = args.kind();
    let script = match &args.script {
        Some(path) => Some((
            path,
            read_text(path, limits::SCRIPT).map_err(|e| {
                CliError::said(
                    Message::new("cli-flag-says")
                        .text("flag", "--script")
                        .said("problem", e.message()),
                )
            })?,
        )),
        None => None,
    };
    let (link, owned_dir) = if let Some(path) = &args.link {
        (path.clone(), None)
    } else {
        let base = std::env::var_os("XDG_RUNTIME_DIR")
            .map(PathBuf::from)
            .filter(|p| p.is_dir())
            .unwrap_or_else(std::env::temp_dir);
        let dir = base.join(format!("annabella-board-sim-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| {
            CliError::said(
                Message::new("cli-folder-not-made")
                    .text("folder", dir.display().to_string())
                    .said("why", io_reason(&e)),
            )
        })?;
        (dir.join(kind.name()), Some(dir))
    };
    // Requests from the program are printed from the simulator's thread, as they come.
    // A closed stdout (the reader left) loses the line, never panics the simulator.
    let observer = Arc::new(|line: &str| {
        use std::io::Write;
        let _ = writeln!(std::io::stdout().lock(), "{line}");
    });
    let mut board = VirtualBoard::new(kind, &link, observer)
        .map_err(|e| CliError::said(Message::new("cli-no-pty").said("why", io_reason(&e))))?;
    out.line(&format!(
        "{} board on {}",
        kind.name(),
        board.pts().unwrap_or("?")
    ))?;
    out.line(&format!("link {}", link.display()))?;
    out.flush()?;

    let result = drive(&mut board, script, out);
    drop(board);
    let _ = std::fs::remove_file(&link);
    if let Some(dir) = owned_dir {
        let _ = std::fs::remove_dir(dir);
    }
    result
}

/// Runs the script's lines, then standard input's.
fn drive(
    board: &mut VirtualBoard,
    script: Option<(&PathBuf, String)>,
    out: &mut Output,
) -> Result<(), CliError> {
    if let Some((path, text)) = script {
        for (index, line) in text.lines().enumerate() {
            one(
                board,
                line,
                &format!("{}:{}", path.display(), index + 1),
                out,
            )?;
        }
    }
    let stdin = std::io::stdin();
    for (index, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| {
            CliError::said(
                Message::new("cli-stdin-line")
                    .number("line", index + 1)
                    .said("why", io_reason(&e)),
            )
        })?;
        one(board, &line, &format!("<stdin>:{}", index + 1), out)?;
        if out.is_closed() {
            break;
        }
    }
    Ok(())
}

fn one(board: &mut VirtualBoard, line: &str, name: &str, out: &mut Output) -> Result<(), CliError> {
    let line = line.split('#').next().unwrap_or("").trim();
    if line.is_empty() {
        return Ok(());
    }
    match board.command(line) {
        Ok(done) if done.is_empty() => Ok(()),
        Ok(done) => {
            out.line(&done)?;
            out.flush()
        }
        Err(problem) => {
            super::warn(format_args!("{name}: {problem}"));
            Ok(())
        }
    }
}
