//! The log for bug reports: warnings and errors also go to
//! `$XDG_STATE_HOME/annabella/annabella.log` (else `~/.local/state/…`), bounded in size, and an
//! unexpected failure (a panic) is told in one line that names the log, with its details there.

mod size_bounded;
mod warning_log;

use std::path::PathBuf;
use std::sync::OnceLock;

pub use size_bounded::SizeBoundedFile;
use warning_log::WarningLog;

/// The log moves aside at one megabyte: enough for many sessions' warnings, small enough to
/// attach to a bug report.
const LOG_LIMIT: u64 = 1024 * 1024;

/// The log file, once [`init`] has found where it goes.
static LOG_PATH: OnceLock<Option<PathBuf>> = OnceLock::new();

/// Where the log goes: `STATE/annabella/annabella.log`, if there is a state folder.
pub fn log_path() -> Option<PathBuf> {
    crate::paths::state_dir().map(|dir| dir.join("annabella.log"))
}

/// Sends warnings and errors to the log file and installs the panic hook. Called once, first
/// thing; a second call changes nothing.
pub fn init() {
    let path = LOG_PATH.get_or_init(log_path).clone();
    if let Some(path) = path {
        let subscriber = WarningLog::new(SizeBoundedFile::new(path, LOG_LIMIT));
        // Fails only if a subscriber is already set (a second call): that one stays.
        let _ = tracing::subscriber::set_global_default(subscriber);
    }
    install_panic_hook();
}

/// A panic prints one line and where the details are, instead of Rust's report (thread name,
/// source file, backtrace hint), which means nothing to a player and scrolls braille away.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".to_owned());
        let place = info
            .location()
            .map_or_else(String::new, |l| format!(" at {}:{}", l.file(), l.line()));
        let backtrace = std::backtrace::Backtrace::force_capture();
        tracing::error!("unexpected failure: {what}{place}\n{backtrace}");
        let log = LOG_PATH.get().cloned().flatten();
        let line = match log {
            Some(path) => format!(
                "annabella: unexpected failure ({what}); please report it with the log {}",
                path.display()
            ),
            None => format!("annabella: unexpected failure ({what}{place})"),
        };
        let _ = std::io::Write::write_fmt(&mut std::io::stderr().lock(), format_args!("{line}\n"));
    }));
}
