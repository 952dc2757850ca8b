//! A connection to the speech server, as the companion uses it.

use annabella::speech::ServerProblem;

/// One connection; its utterance events go straight to annabella.
pub trait Server {
    /// Queues `text` without interrupting; returns the utterance's key.
    fn speak(&mut self, text: &str) -> Result<String, ServerProblem>;
    /// Silences every utterance of ours.
    fn stop(&mut self) -> Result<(), ServerProblem>;
    /// Rate on annabella's scale (1.0 normal, 0.5 to 2.0).
    fn set_rate(&mut self, rate: f32) -> Result<(), ServerProblem>;
    /// Volume from 0.0 (silent) to 1.0 (full).
    fn set_volume(&mut self, volume: f32) -> Result<(), ServerProblem>;
}
