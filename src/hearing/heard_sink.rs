//! Where the listener sends what it heard: the runtime's inbox, through a bounded share
//! (`port::Gate`), one heard event waiting at most; `wait_for_room` is then the table having
//! handled everything sent.

/// The listener's way into the runtime.
pub type HeardSink = crate::port::Sink<crate::core::table::Heard>;
