//! annabella's side: finding a companion's program, starting it, and talking to it.

use std::io::BufWriter;
use std::marker::PhantomData;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::error::CompanionError;
use super::part::Companion;
use super::wire::{read_frame, write_frame};

/// How long a companion has to end once its pipe is closed, before it is stopped.
const ENDING: Duration = Duration::from_secs(1);

/// A companion running, taking questions of type `Q`. What it sends back is handed to the
/// function given at [`CompanionLink::start`], on a thread of the link's own.
pub struct CompanionLink<Q> {
    companion: Companion,
    child: Child,
    to: Option<BufWriter<ChildStdin>>,
    _question: PhantomData<fn(&Q)>,
}

impl<Q: Serialize> CompanionLink<Q> {
    /// Starts `companion`; each value it sends (or the error that ends it: it stopped, or sent
    /// something else) is given to `on_answer`, in order, the error last.
    pub fn start<A: DeserializeOwned + 'static>(
        companion: Companion,
        on_answer: impl FnMut(Result<A, CompanionError>) + Send + 'static,
    ) -> Result<Self, CompanionError> {
        Self::start_program(companion, &companion.locate()?, on_answer)
    }

    /// Starts `program` as `companion` (a test's stand-in, or a program found elsewhere).
    pub fn start_program<A: DeserializeOwned + 'static>(
        companion: Companion,
        program: &Path,
        mut on_answer: impl FnMut(Result<A, CompanionError>) + Send + 'static,
    ) -> Result<Self, CompanionError> {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            // Its libraries write to stderr (pocketsphinx's log): never printed raw to the user.
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| CompanionError::CannotStart {
                companion,
                program: program.to_path_buf(),
                error,
            })?;
        let (Some(to), Some(mut from)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(CompanionError::Ended { companion });
        };
        let reader = std::thread::Builder::new()
            .name(format!("{} reader", companion.program()))
            .spawn(move || {
                loop {
                    match read_frame::<A>(&mut from) {
                        Ok(Some(answer)) => on_answer(Ok(answer)),
                        Ok(None) => break on_answer(Err(CompanionError::Ended { companion })),
                        Err(problem) => {
                            break on_answer(Err(CompanionError::Garbled { companion, problem }));
                        }
                    }
                }
            });
        if let Err(error) = reader {
            let _ = child.kill();
            let _ = child.wait();
            return Err(CompanionError::CannotStart {
                companion,
                program: program.to_path_buf(),
                error,
            });
        }
        Ok(Self {
            companion,
            child,
            to: Some(BufWriter::new(to)),
            _question: PhantomData,
        })
    }

    /// Sends one question.
    pub fn send(&mut self, question: &Q) -> Result<(), CompanionError> {
        let companion = self.companion;
        let to = self
            .to
            .as_mut()
            .ok_or(CompanionError::Ended { companion })?;
        write_frame(to, question).map_err(|problem| {
            self.stop();
            match problem {
                super::wire::WireError::Io(_) => CompanionError::Ended { companion },
                problem => CompanionError::Garbled { companion, problem },
            }
        })
    }

    /// Which companion this is.
    pub fn companion(&self) -> Companion {
        self.companion
    }

    /// Ends it now: its reader then reports that it ended.
    pub fn stop(&mut self) {
        self.to = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl<Q> std::fmt::Debug for CompanionLink<Q> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompanionLink")
            .field("companion", &self.companion)
            .field("pid", &self.child.id())
            .field("open", &self.to.is_some())
            .finish()
    }
}

impl<Q> Drop for CompanionLink<Q> {
    fn drop(&mut self) {
        // A closed pipe asks it to end (a braille display is let go, speech finishes its word);
        // one that does not within ENDING is stopped.
        self.to = None;
        let deadline = Instant::now() + ENDING;
        while Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A companion asked one question at a time, each answered once: the recogniser.
pub struct Asking<Q, A> {
    link: CompanionLink<Q>,
    answers: Receiver<Result<A, CompanionError>>,
}

impl<Q, A> std::fmt::Debug for Asking<Q, A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Asking")
            .field("link", &self.link)
            .finish_non_exhaustive()
    }
}

impl<Q: Serialize, A: DeserializeOwned + Send + 'static> Asking<Q, A> {
    /// Starts `companion`.
    pub fn start(companion: Companion) -> Result<Self, CompanionError> {
        Self::start_program(companion, &companion.locate()?)
    }

    /// Starts `program` as `companion`.
    pub fn start_program(companion: Companion, program: &Path) -> Result<Self, CompanionError> {
        // One answer at a time is awaited: two places hold a late one and the end after it.
        let (answered, answers) = sync_channel(2);
        let link = CompanionLink::start_program(companion, program, move |answer| {
            let _ = answered.send(answer);
        })?;
        Ok(Self { link, answers })
    }

    /// Asks `question` and waits at most `within` for its answer. A companion that does not
    /// answer in time is stopped (a late answer would be taken for the next question's), and so
    /// is every later question's.
    pub fn ask(&mut self, question: &Q, within: Duration) -> Result<A, CompanionError> {
        self.link.send(question)?;
        let companion = self.link.companion();
        match self.answers.recv_timeout(within) {
            Ok(answer) => {
                if answer.is_err() {
                    self.link.stop();
                }
                answer
            }
            Err(RecvTimeoutError::Timeout) => {
                self.link.stop();
                Err(CompanionError::Silent {
                    companion,
                    after: within,
                })
            }
            Err(RecvTimeoutError::Disconnected) => Err(CompanionError::Ended { companion }),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use std::os::unix::fs::PermissionsExt;
    use std::path::PathBuf;

    use super::*;

    /// A stand-in companion: a shell script in a folder of the test's own.
    pub(crate) fn script(body: &str) -> (tempfile::TempDir, PathBuf) {
        let folder = tempfile::tempdir().unwrap();
        let program = folder.path().join("stand-in");
        std::fs::write(&program, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        (folder, program)
    }

    #[test]
    fn a_question_is_answered_through_the_pipes() {
        // `cat` sends each frame back: the answer is the question.
        let (_folder, program) = script("exec cat");
        let mut asking =
            Asking::<String, String>::start_program(Companion::Listening, &program).unwrap();
        let within = Duration::from_secs(20);
        assert_eq!(asking.ask(&"e4".to_owned(), within).unwrap(), "e4");
        assert_eq!(asking.ask(&"Nf3".to_owned(), within).unwrap(), "Nf3");
    }

    #[test]
    fn a_companion_that_ends_is_said_to_have_stopped() {
        let (_folder, program) = script("exit 3");
        let mut asking =
            Asking::<String, String>::start_program(Companion::Speech, &program).unwrap();
        let error = asking
            .ask(&"e4".to_owned(), Duration::from_secs(20))
            .unwrap_err();
        assert!(matches!(
            error,
            CompanionError::Ended {
                companion: Companion::Speech
            }
        ));
        assert!(
            asking
                .ask(&"e4".to_owned(), Duration::from_secs(20))
                .is_err()
        );
    }

    #[test]
    fn a_companion_sending_garbage_is_stopped_and_named() {
        let (_folder, program) = script("printf '\\003\\000\\000\\000zzz'; exec cat");
        let mut asking =
            Asking::<String, String>::start_program(Companion::BrailleDisplay, &program).unwrap();
        let error = asking
            .ask(&"e4".to_owned(), Duration::from_secs(20))
            .unwrap_err();
        assert!(matches!(
            error,
            CompanionError::Garbled {
                companion: Companion::BrailleDisplay,
                ..
            }
        ));
    }

    #[test]
    fn a_silent_companion_is_stopped_at_its_deadline() {
        let (_folder, program) = script("exec sleep 600");
        let mut asking =
            Asking::<String, String>::start_program(Companion::Listening, &program).unwrap();
        let error = asking
            .ask(&"e4".to_owned(), Duration::from_millis(50))
            .unwrap_err();
        assert!(matches!(error, CompanionError::Silent { .. }));
    }

    #[test]
    fn a_missing_program_names_where_it_was_looked_for() {
        let error = Companion::Listening.locate_in(vec![PathBuf::from("/nowhere/at/all")]);
        let Err(CompanionError::NotInstalled { searched, .. }) = error else {
            panic!("found {error:?}");
        };
        assert_eq!(searched, [PathBuf::from("/nowhere/at/all")]);
        let (folder, program) = script("exec cat");
        std::fs::rename(&program, folder.path().join("annabella-listen")).unwrap();
        let found = Companion::Listening
            .locate_in(vec![PathBuf::from("/nowhere"), folder.path().to_path_buf()])
            .unwrap();
        assert_eq!(found, folder.path().join("annabella-listen"));
    }
}
