//! The one envelope of a timed event: what a device read, the instant it read it (the monotonic
//! clock, read once, when the event was made), and its share of the device's bound while it
//! waits in the runtime's inbox.

use std::time::Instant;

use super::gate::Permit;

/// An event and the instant its device read it.
#[derive(Debug)]
pub struct Timed<T> {
    pub at: Instant,
    pub event: T,
    /// The event's share of its device's bound, given back once it has been handled (or
    /// dropped with the inbox).
    permit: Option<Permit>,
}

impl<T> Timed<T> {
    /// `event`, read at `at`.
    pub fn new(at: Instant, event: T) -> Self {
        Self {
            at,
            event,
            permit: None,
        }
    }

    /// `event`, read now.
    pub fn now(event: T) -> Self {
        Self::new(Instant::now(), event)
    }

    /// The same instant and share around what `wrap` makes of the event.
    pub fn map<U>(self, wrap: impl FnOnce(T) -> U) -> Timed<U> {
        Timed {
            at: self.at,
            event: wrap(self.event),
            permit: self.permit,
        }
    }

    /// As [`Self::map`], or nothing (its share given back) when `wrap` keeps nothing.
    pub fn filter_map<U>(self, wrap: impl FnOnce(T) -> Option<U>) -> Option<Timed<U>> {
        let event = wrap(self.event)?;
        Some(Timed {
            at: self.at,
            event,
            permit: self.permit,
        })
    }

    /// Whether the event counts against a device's bound.
    pub fn is_gated(&self) -> bool {
        self.permit.is_some()
    }

    pub(super) fn with_permit(self, permit: Permit) -> Self {
        Self {
            permit: Some(permit),
            ..self
        }
    }
}
