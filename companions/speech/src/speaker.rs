//! Answers annabella's questions with the connection it asked for.

use annabella::companion::Outbox;
use annabella::speech::{ServerProblem, SpeechAnswer, SpeechQuestion};

use crate::server::Server;

/// The connection, once [`SpeechQuestion::Open`] has made it.
#[derive(Default)]
pub struct Speaker {
    server: Option<Box<dyn Server>>,
}

impl Speaker {
    /// Carries out `question` and sends its answer.
    pub fn answer(&mut self, question: SpeechQuestion, outbox: &Outbox<SpeechAnswer>) {
        let answer = match self.carry_out(question, outbox) {
            Ok(answer) => answer,
            Err(problem) => SpeechAnswer::Failed(problem),
        };
        // A closed pipe: annabella has gone; the next read of stdin ends this program.
        let _ = outbox.send(&answer);
    }

    fn carry_out(
        &mut self,
        question: SpeechQuestion,
        outbox: &Outbox<SpeechAnswer>,
    ) -> Result<SpeechAnswer, ServerProblem> {
        if let SpeechQuestion::Open { language } = question {
            // A second Open replaces the connection.
            self.server = None;
            self.server = Some(open(language.as_deref(), outbox)?);
            return Ok(SpeechAnswer::Opened);
        }
        let server = self.server.as_mut().ok_or(ServerProblem::NotOpen)?;
        match question {
            SpeechQuestion::Open { .. } => Ok(SpeechAnswer::Opened),
            SpeechQuestion::Speak { text } => {
                server.speak(&text).map(|key| SpeechAnswer::Queued { key })
            }
            SpeechQuestion::Stop => server.stop().map(|()| SpeechAnswer::Done),
            SpeechQuestion::Rate(rate) => server.set_rate(rate).map(|()| SpeechAnswer::Done),
            SpeechQuestion::Volume(volume) => {
                server.set_volume(volume).map(|()| SpeechAnswer::Done)
            }
        }
    }
}

#[cfg(target_os = "linux")]
fn open(
    language: Option<&str>,
    outbox: &Outbox<SpeechAnswer>,
) -> Result<Box<dyn Server>, ServerProblem> {
    crate::speechd::open(language, outbox).map(|server| Box::new(server) as Box<dyn Server>)
}

#[cfg(not(target_os = "linux"))]
fn open(
    language: Option<&str>,
    outbox: &Outbox<SpeechAnswer>,
) -> Result<Box<dyn Server>, ServerProblem> {
    crate::system::open(language, outbox).map(|server| Box::new(server) as Box<dyn Server>)
}
