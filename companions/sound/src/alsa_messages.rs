//! alsa-lib prints some failures straight to standard error, which would land on the player's
//! screen (annabella gives this program none, but a log is better than nothing). The thread
//! that opens a device installs the `alsa` crate's thread-local error handler (safe Rust,
//! `alsa::Output::local_error_handler`), which collects those messages in a buffer; they are
//! added to the error the output reports instead of being printed. Devices are opened and
//! configured on that thread, which is where alsa-lib reports its failures; the playback loop
//! (cpal's own thread) reports through cpal's error callback, also captured.

/// What collects alsa-lib's messages on this thread, while it lives.
#[cfg(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
))]
pub type AlsaMessages = std::rc::Rc<std::cell::RefCell<alsa::Output>>;

#[cfg(not(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
)))]
pub type AlsaMessages = ();

/// Collects alsa-lib's messages on this thread instead of letting it print them.
#[cfg(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
))]
pub fn quiet_alsa() -> Option<AlsaMessages> {
    alsa::Output::local_error_handler().ok()
}

#[cfg(not(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
)))]
pub fn quiet_alsa() -> Option<AlsaMessages> {
    None
}

/// `problem`, with what alsa-lib said about it, if anything.
#[cfg(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
))]
pub fn with_alsa_messages(problem: String, messages: Option<&AlsaMessages>) -> String {
    let said = messages.map(|m| m.borrow().to_string()).unwrap_or_default();
    let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
    if said.is_empty() {
        problem
    } else {
        format!("{problem} (ALSA: {said})")
    }
}

#[cfg(not(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
)))]
pub fn with_alsa_messages(problem: String, _messages: Option<&AlsaMessages>) -> String {
    problem
}
