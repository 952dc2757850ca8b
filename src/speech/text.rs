//! The `text` engine: each utterance as one line, for screen readers, braille displays and tests.

use std::io::Write;

use super::{Listener, SpeechEngine, SpeechError};

/// Writes each utterance as a line to a writer (stdout in the app).
pub struct TextEngine {
    sink: Box<dyn Write + Send>,
}

impl std::fmt::Debug for TextEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextEngine").finish_non_exhaustive()
    }
}

impl TextEngine {
    pub fn new(sink: Box<dyn Write + Send>) -> Self {
        Self { sink }
    }

    pub fn stdout() -> Self {
        Self::new(Box::new(std::io::stdout()))
    }
}

impl SpeechEngine for TextEngine {
    fn name(&self) -> &'static str {
        "text"
    }

    fn speak(&mut self, text: &str, _listener: Listener) -> Result<(), SpeechError> {
        // One line per utterance, flushed at once: a screen reader must get it now.
        writeln!(self.sink, "{text}")
            .and_then(|()| self.sink.flush())
            .map_err(|e| SpeechError::Output {
                detail: e.to_string(),
            })
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }

    fn is_speaking(&mut self) -> bool {
        false
    }
}
