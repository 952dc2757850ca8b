//! `annabella board-sim --millennium`: a virtual Millennium Chess Link board on a
//! pseudo-terminal, driven by typed commands or a script (see `board::sim_millennium` for the
//! commands, among them `move e2 e4` and the seeded `chaos SEED`).
//!
//! stdout: `millennium board on /dev/pts/N`, then `link PATH` (connect to it with `--eboard
//! millennium:PATH`; it follows the board through `unplug` and `replug`), then one line per
//! command and per request from the program (`< S > status`, `< L lit e2 …`).

use std::io::BufRead;
use std::path::PathBuf;
use std::sync::Arc;

use super::board_sim::BoardSimArgs;
use super::{CliError, Output};
use crate::board::sim_millennium::VirtualMillennium;
use crate::bounded_read::io_reason;
use crate::core::message::{Message, Said};

pub fn run(args: &BoardSimArgs, out: &mut Output) -> Result<(), CliError> {
    let script = match &args.script {
        Some(path) => Some(
            crate::bounded_read::read_text(path, crate::bounded_read::limits::SCRIPT).map_err(
                |e| {
                    CliError::said(
                        Message::new("cli-flag-says")
                            .text("flag", "--script")
                            .said("problem", e.message()),
                    )
                },
            )?,
        ),
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
        (dir.join("millennium"), Some(dir))
    };
    let observer = Arc::new(|line: &str| {
        use std::io::Write;
        let _ = writeln!(std::io::stdout().lock(), "{line}");
    });
    let mut board = VirtualMillennium::new(&link, observer)
        .map_err(|e| CliError::said(Message::new("cli-no-pty").said("why", io_reason(&e))))?;
    out.line(&format!(
        "millennium board on {}",
        board.pts().unwrap_or("?")
    ))?;
    out.line(&format!("link {}", link.display()))?;
    out.flush()?;
    let result = drive(&mut board, script.as_deref(), args.script.as_ref(), out);
    drop(board);
    let _ = std::fs::remove_file(&link);
    if let Some(dir) = owned_dir {
        let _ = std::fs::remove_dir(dir);
    }
    result
}

fn drive(
    board: &mut VirtualMillennium,
    script: Option<&str>,
    script_path: Option<&PathBuf>,
    out: &mut Output,
) -> Result<(), CliError> {
    if let (Some(text), Some(path)) = (script, script_path) {
        for (index, line) in text.lines().enumerate() {
            one(
                board,
                line,
                &format!("{}:{}", path.display(), index + 1),
                out,
            )?;
        }
    }
    for (index, line) in std::io::stdin().lock().lines().enumerate() {
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

fn one(
    board: &mut VirtualMillennium,
    line: &str,
    name: &str,
    out: &mut Output,
) -> Result<(), CliError> {
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
