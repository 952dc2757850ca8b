//! The faces beside the one in front (the braille display): each shown every step as the front
//! face is, each reading its own device's events, which the runtime carries to it as they are.
//!
//! A face's device sends through the sink its seat gives it ([`Faces::seat`]); its events come
//! into the one inbox as [`super::Event::Beside`], marked with the face they are for, and that
//! face alone reads them. The sink is made for the face's own input type when it is seated, so
//! an event always reaches a face of its type.

use std::any::Any;

use crate::core::table::Table;
use crate::port::{Limits, Sink};

use super::carrier::Report;
use super::event::{BesideInput, Event, FaceId, Inbox};
use super::face::{Face, FaceError, Request};

/// What the inbox carries to a face beside the front one: its own input, its type erased.
type AnyInput = Box<dyn Any + Send>;

/// A face as the list holds it, whatever its input: a face reading what the inbox carries.
trait BesideFace: Face<Input = AnyInput> + std::fmt::Debug {}

impl<F: Face<Input = AnyInput> + std::fmt::Debug> BesideFace for F {}

/// A face seated beside the front one: it opens what the inbox carries and is otherwise the
/// face itself.
#[derive(Debug)]
struct Seated<F>(F);

impl<F: Face> Face for Seated<F> {
    type Input = AnyInput;

    fn read(&mut self, input: AnyInput, table: &Table, at_ms: u64) -> Vec<Request> {
        // The face's sink sends only its own input (see `Faces::seat`): another type is never
        // made, and would be nothing this face reads.
        match input.downcast::<F::Input>() {
            Ok(input) => self.0.read(*input, table, at_ms),
            Err(_) => Vec::new(),
        }
    }

    fn show(
        &mut self,
        table: &Table,
        report: &Report,
        transient: bool,
        at_ms: u64,
    ) -> Result<(), FaceError> {
        self.0.show(table, report, transient, at_ms)
    }

    fn next_redraw(&self, table: &Table, at_ms: u64) -> Option<u64> {
        self.0.next_redraw(table, at_ms)
    }
}

/// The faces beside the front one, in the order they were seated.
#[derive(Debug, Default)]
pub struct Faces(Vec<Box<dyn BesideFace>>);

impl Faces {
    /// Seats a face beside the front one: `open` is given the sink its device sends through
    /// (a share of `inbox` bounded by `limits`, its sender waiting for room) and makes the face.
    pub fn seat<I, F>(
        &mut self,
        inbox: &Inbox<I>,
        limits: Limits,
        open: impl FnOnce(Sink<F::Input>) -> F,
    ) where
        I: Send + 'static,
        F: Face + std::fmt::Debug + 'static,
    {
        let face = FaceId(self.0.len());
        let sink = inbox.gated_sink(limits, std::mem::size_of_val::<F::Input>, move |input| {
            Event::Beside(BesideInput {
                face,
                input: Box::new(input),
            })
        });
        self.0.push(Box::new(Seated(open(sink))));
    }

    /// How many faces are seated.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The face `input` is for reads it at `at_ms`: which face, and what it asks.
    pub(super) fn read(
        &mut self,
        input: BesideInput,
        table: &Table,
        at_ms: u64,
    ) -> (FaceId, Vec<Request>) {
        let requests = match self.0.get_mut(input.face.0) {
            Some(face) => face.read(input.input, table, at_ms),
            None => Vec::new(),
        };
        (input.face, requests)
    }

    /// Shows a step on every face beside the front one.
    pub(super) fn show(
        &mut self,
        table: &Table,
        report: &Report,
        transient: bool,
        at_ms: u64,
    ) -> Result<(), FaceError> {
        self.0
            .iter_mut()
            .try_for_each(|face| face.show(table, report, transient, at_ms))
    }

    /// Shows `face` alone again (what it read changed only itself).
    pub(super) fn show_one(
        &mut self,
        face: FaceId,
        table: &Table,
        at_ms: u64,
    ) -> Result<(), FaceError> {
        match self.0.get_mut(face.0) {
            Some(face) => face.show(table, &Report::default(), false, at_ms),
            None => Ok(()),
        }
    }

    /// The earliest instant a face beside the front one changes by itself.
    pub(super) fn next_redraw(&self, table: &Table, at_ms: u64) -> Option<u64> {
        self.0
            .iter()
            .filter_map(|face| face.next_redraw(table, at_ms))
            .min()
    }
}

#[cfg(test)]
mod tests;
