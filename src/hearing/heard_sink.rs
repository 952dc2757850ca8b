//! Where the listener sends what it heard: the runtime's inbox, through a bounded share
//! (`runtime::gate`), one heard event waiting at most.

use std::time::Duration;

use crate::core::table::Heard;

type Send = Box<dyn Fn(Heard) -> bool + std::marker::Send>;
type Handled = Box<dyn Fn(Duration) -> bool + std::marker::Send>;

/// The listener's way into the runtime.
pub struct HeardSink {
    send: Send,
    handled: Handled,
}

impl std::fmt::Debug for HeardSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("HeardSink")
    }
}

impl HeardSink {
    /// A sink from what sends an event (waiting for room; `false` once the runtime has gone)
    /// and what waits (at most a duration) until everything sent has been handled.
    pub fn from_fns(
        send: impl Fn(Heard) -> bool + std::marker::Send + 'static,
        handled: impl Fn(Duration) -> bool + std::marker::Send + 'static,
    ) -> HeardSink {
        HeardSink {
            send: Box::new(send),
            handled: Box::new(handled),
        }
    }

    /// Sends `heard`; `false` once the runtime has gone.
    pub fn send(&self, heard: Heard) -> bool {
        (self.send)(heard)
    }

    /// Waits (at most `limit`) until the table has handled everything sent; whether it has.
    pub fn wait_handled(&self, limit: Duration) -> bool {
        (self.handled)(limit)
    }
}
