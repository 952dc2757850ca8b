//! Online play through Lichess's Board API (or any server that speaks it): blocking HTTP on the
//! link's own threads, what the server reports typed and sent into the runtime's inbox.
//!
//! ```text
//!  event stream thread ── /api/stream/event: challenges, gameStart ─┐
//!  challenge / seek thread ── keepAliveStream, /api/board/seek ─────┼─> which game
//!  game stream thread ── /api/board/game/stream/{id} ──> ServerEvent ──> Inbox
//!  request thread <── OnlineRequest (from the carrier): move, draw, resign, abort, takeback,
//!                     claim victory, chat
//! ```
//!
//! Blocking threads fit the runtime: every device already reads on its own thread and sends
//! timestamped events into one inbox, and an NDJSON stream is one long read. An async runtime
//! would add a scheduler for two connections. Every read is bounded (a line limit) and has an
//! idle timeout (the server sends a keep-alive line every few seconds), every request an overall
//! timeout; a dropped game stream is opened again with backoff, and since each report carries
//! the whole move list nothing is lost or played twice.

mod client;
mod error;
mod link;
mod ndjson;
pub mod plain;
mod report;

pub use client::{BoardClient, DEFAULT_URL};
pub use error::OnlineError;
pub use link::{ChallengeColor, Mode, OnlineLink, ServerSink};
pub use report::{game_full, game_state};
