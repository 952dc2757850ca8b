//! `annabella-listen`: annabella's listening companion. It holds CMU pocketsphinx (and
//! sphinxbase, lapack and gfortran under it), so `annabella` loads none of them at its start;
//! annabella starts it at the first utterance to hear and asks it one [`RecogniserQuestion`] at
//! a time, until it closes the pipe.

mod decoder;
mod fingerprint;
mod lead;
mod phone_loop;
mod recogniser;
mod searching;

use std::process::ExitCode;

use annabella::companion::{Outbox, serve};
use annabella::hearing::decoding::{RecogniserAnswer, RecogniserQuestion};

use recogniser::Recogniser;

fn main() -> ExitCode {
    let mut recogniser = Recogniser::default();
    serve(
        |question: RecogniserQuestion, outbox: &Outbox<RecogniserAnswer>| {
            // An answer that cannot be sent: annabella has gone, and `serve` ends at the closed
            // pipe.
            let _ = outbox.send(&recogniser.answer(&question));
        },
    )
}
