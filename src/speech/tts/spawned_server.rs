//! The speech-dispatcher that connecting started for annabella, stopped when annabella ends.
//!
//! speech-dispatcher's client library starts a server when none answers on its socket
//! (`speech-dispatcher --spawn … --socket-path SOCKET`, which daemonizes). Left alone it lives
//! on after annabella, until its own idle timeout or forever (`Timeout 0`). So: before
//! connecting, if nothing answers on the socket the library will use, the servers already
//! started for that socket are listed; after connecting, one that was not on the list is ours.
//! When annabella ends it gets SIGTERM (which also ends its synthesis modules) — only ours,
//! checked again by its command line, never a server that was running before.
//!
//! The connection is made in the speech companion, which reports what ran before and what
//! appeared ([`super::wire::SpeechAnswer::Watching`], [`super::wire::SpeechAnswer::Started`]);
//! the servers are stopped here, as annabella ends, with no speech library needed.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::wire::ServersBefore;

/// The servers started on annabella's behalf, by process id.
static SPAWNED: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Connections still being made (a connection that runs out of time is left to finish on its
/// own): what was running before each, by a number of its own.
static CONNECTING: Mutex<Vec<(u64, ServersBefore)>> = Mutex::new(Vec::new());

/// The server's program name, as the client library starts it.
const PROGRAM: &str = "speech-dispatcher";

impl ServersBefore {
    /// What is running before a connection that may start a server: `None` when a server
    /// already answers (the library starts none), or when the server is reached over the
    /// network (a server elsewhere is never ours to stop). Taken by the speech companion, in
    /// the environment its client library reads.
    pub fn before_connecting() -> Option<Self> {
        let socket = library_socket()?;
        if std::os::unix::net::UnixStream::connect(&socket).is_ok() {
            return None;
        }
        let servers = spawned_for(&socket);
        Some(Self { socket, servers })
    }

    /// The servers for the socket that were not running before.
    pub fn new_servers(&self) -> Vec<u32> {
        spawned_for(&self.socket)
            .into_iter()
            .filter(|pid| !self.servers.contains(pid))
            .collect()
    }
}

fn locked<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A connection that may start a server is being made: what ran before it is kept, so that a
/// server it starts is stopped even if the connection never reports back. Returns the number
/// [`note_started`] names it by.
pub fn note_connecting(before: ServersBefore) -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    locked(&CONNECTING).push((id, before));
    id
}

/// The connection `id` is made (or failed): `started` are the servers that appeared meanwhile,
/// ours to stop. A server started later by someone else's client is not.
pub fn note_started(id: u64, started: &[u32]) {
    {
        let mut connecting = locked(&CONNECTING);
        if let Some(index) = connecting.iter().position(|(each, _)| *each == id) {
            connecting.swap_remove(index);
        }
    }
    if started.is_empty() {
        return;
    }
    tracing::debug!("speech-dispatcher started for annabella: {started:?}");
    let mut spawned = locked(&SPAWNED);
    for pid in started {
        if !spawned.contains(pid) {
            spawned.push(*pid);
        }
    }
}

/// Sends SIGTERM to every server started for annabella that is still the server it was (a
/// process id reused since by another program is left alone), including one that a connection
/// still being made has started.
pub fn stop_spawned_servers() {
    let mut pids = std::mem::take(&mut *locked(&SPAWNED));
    let connecting = std::mem::take(&mut *locked(&CONNECTING));
    for (_, before) in connecting {
        pids.extend(before.new_servers());
    }
    pids.sort_unstable();
    pids.dedup();
    for pid in pids {
        if let Err(error) = stop(pid) {
            tracing::warn!(
                "the speech server annabella started (pid {pid}) could not be stopped: {error}"
            );
        }
    }
}

/// How long a server has to end after SIGTERM before it is killed: one stuck on its audio
/// output does not handle SIGTERM at all.
const TERM_GRACE: rustix::event::Timespec = rustix::event::Timespec {
    tv_sec: 1,
    tv_nsec: 0,
};

/// SIGTERM to `pid` if it is still a server the library spawned, and SIGKILL if it has not
/// ended within [`TERM_GRACE`]. Through a pidfd, so the signal cannot reach another process
/// that took the id in between.
fn stop(pid: u32) -> rustix::io::Result<()> {
    use rustix::event::{PollFd, PollFlags, poll};
    use rustix::process::{Pid, PidfdFlags, Signal, pidfd_open, pidfd_send_signal};
    let Some(process) = i32::try_from(pid).ok().and_then(Pid::from_raw) else {
        return Ok(());
    };
    let pidfd = match pidfd_open(process, PidfdFlags::empty()) {
        Ok(fd) => fd,
        // Already gone.
        Err(rustix::io::Errno::SRCH) => return Ok(()),
        Err(error) => return Err(error),
    };
    // Checked after the pidfd pins the process: the id still names the server we saw appear.
    if !is_spawned_server(pid, None) {
        return Ok(());
    }
    pidfd_send_signal(&pidfd, Signal::TERM)?;
    // The pidfd becomes readable when the process ends.
    let mut fds = [PollFd::new(&pidfd, PollFlags::IN)];
    if poll(&mut fds, Some(&TERM_GRACE))? == 0 {
        pidfd_send_signal(&pidfd, Signal::KILL)?;
    }
    Ok(())
}

/// The unix socket the client library connects to: `SPEECHD_ADDRESS` (`unix_socket:PATH`, or
/// `unix_socket` for the default), else its default, `$XDG_RUNTIME_DIR/speech-dispatcher/
/// speechd.sock` (glib's runtime folder falls back to the cache folder). `None` for a network
/// address.
fn library_socket() -> Option<PathBuf> {
    socket_for(
        std::env::var("SPEECHD_ADDRESS").ok().as_deref(),
        runtime_dir().as_deref(),
    )
}

fn runtime_dir() -> Option<PathBuf> {
    let non_empty = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    non_empty("XDG_RUNTIME_DIR")
        .or_else(|| non_empty("XDG_CACHE_HOME"))
        .or_else(|| non_empty("HOME").map(|home| home.join(".cache")))
}

fn socket_for(address: Option<&str>, runtime: Option<&Path>) -> Option<PathBuf> {
    let default = || runtime.map(|dir| dir.join("speech-dispatcher").join("speechd.sock"));
    match address.map(str::trim) {
        None | Some("" | "unix_socket") => default(),
        Some(address) => address
            .strip_prefix("unix_socket:")
            .filter(|path| !path.is_empty())
            .map(PathBuf::from),
    }
}

/// The processes that are servers started by the client library for `socket`.
fn spawned_for(socket: &Path) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| is_spawned_server(pid, Some(socket)))
        .collect()
}

/// Whether process `pid` is a speech-dispatcher started with `--spawn` (for `socket`, if
/// given).
fn is_spawned_server(pid: u32, socket: Option<&Path>) -> bool {
    // A command line is a few hundred bytes; a longer one is not the library's.
    let Ok(bytes) =
        crate::bounded_read::read_file(Path::new(&format!("/proc/{pid}/cmdline")), 64 * 1024)
    else {
        return false;
    };
    is_spawned_command_line(&bytes, socket)
}

/// `argv` as `/proc/PID/cmdline` holds it (NUL-separated): the program `speech-dispatcher`,
/// started with `--spawn`, with `--socket-path` naming `socket` when one is given.
fn is_spawned_command_line(cmdline: &[u8], socket: Option<&Path>) -> bool {
    let args: Vec<&[u8]> = cmdline.split(|&b| b == 0).collect();
    let Some(program) = args.first() else {
        return false;
    };
    let is_server = Path::new(std::ffi::OsStr::new(
        std::str::from_utf8(program).unwrap_or(""),
    ))
    .file_name()
    .is_some_and(|name| name == PROGRAM);
    let spawned = args.iter().any(|a| *a == b"--spawn" || *a == b"-a");
    let for_socket = socket.is_none_or(|socket| {
        args.windows(2).any(|pair| {
            matches!(pair[0], b"--socket-path" | b"-S")
                && Path::new(std::str::from_utf8(pair[1]).unwrap_or("")) == socket
        })
    });
    is_server && spawned && for_socket
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_socket_is_the_address_given_else_the_default_in_the_runtime_folder() {
        let run = Path::new("/run/user/7");
        assert_eq!(
            socket_for(None, Some(run)),
            Some(run.join("speech-dispatcher/speechd.sock"))
        );
        assert_eq!(
            socket_for(Some("unix_socket"), Some(run)),
            Some(run.join("speech-dispatcher/speechd.sock"))
        );
        assert_eq!(
            socket_for(Some("unix_socket:/tmp/x.sock"), Some(run)),
            Some(PathBuf::from("/tmp/x.sock"))
        );
        assert_eq!(
            socket_for(Some("inet_socket:127.0.0.1:6560"), Some(run)),
            None
        );
    }

    #[test]
    fn only_a_server_spawned_for_the_socket_is_recognised() {
        let socket = Path::new("/run/user/7/speech-dispatcher/speechd.sock");
        let spawned = b"/usr/bin/speech-dispatcher\0--spawn\0--communication-method\0unix_socket\0--socket-path\0/run/user/7/speech-dispatcher/speechd.sock\0";
        assert!(is_spawned_command_line(spawned, Some(socket)));
        assert!(is_spawned_command_line(spawned, None));
        assert!(!is_spawned_command_line(
            spawned,
            Some(Path::new("/tmp/other.sock"))
        ));
        // A server the user or the desktop started itself is not ours.
        let own = b"/usr/bin/speech-dispatcher\0-d\0";
        assert!(!is_spawned_command_line(own, None));
        let other = b"/usr/bin/vim\0--spawn\0";
        assert!(!is_spawned_command_line(other, None));
    }
}
