//! Why an engine is not at the table, in terms the table says in the player's language (the
//! engine adapter's own errors are English, for logs and the command line).

/// What went wrong with the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineTrouble {
    /// No program at the path given (or none installed).
    NotFound { path: String },
    /// The program exists but could not be run, or did not speak UCI in time.
    CannotStart { path: String },
    /// It did not answer within `seconds`.
    NoAnswer { seconds: u64 },
    /// It stopped on its own.
    Crashed,
    /// It answered something that is not a move of the position.
    BadAnswer,
    /// A Chess960 game, and the engine does not play Chess960.
    NoChess960,
    /// Anything else, in the adapter's words.
    Other(String),
}
