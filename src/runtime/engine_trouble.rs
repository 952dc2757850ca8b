//! The engine adapter's errors as the table's typed trouble: the one place the runtime turns what
//! went wrong with an engine process into what the table says about it.

use crate::core::table::EngineTrouble;
use crate::engine::EngineError;

/// The engine adapter's error as the table's typed trouble (said in the player's language).
pub fn engine_trouble(error: &EngineError) -> EngineTrouble {
    match error {
        EngineError::NotFound(path) => EngineTrouble::NotFound { path: path.clone() },
        EngineError::CannotStart { path, .. } => EngineTrouble::CannotStart { path: path.clone() },
        EngineError::NoHandshake(limit)
        | EngineError::NotReady(limit)
        | EngineError::Stalled(limit) => EngineTrouble::NoAnswer {
            seconds: limit.as_secs().max(1),
        },
        EngineError::Crashed(_) | EngineError::ShutDown => EngineTrouble::Crashed,
        EngineError::Garbage(_) | EngineError::IllegalMove(_) => EngineTrouble::BadAnswer,
        EngineError::NoChess960 => EngineTrouble::NoChess960,
        other => EngineTrouble::Other(other.to_string()),
    }
}
