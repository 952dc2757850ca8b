//! The sensor boards at the table, in one room: the peg board's and the DGT e-board's protocols
//! (`peg`, `dgt`), what a board's squares say about the moves made (`sensing`), how a board is
//! guided back to the game (`sync`), each board's logic as the table holds it (`table_logic`), and
//! the peg board simulator's model (`peg_sim`). Pure: the serial links live in `crate::board`.

pub mod chessnut;
pub mod dgt;
pub mod millennium;
pub mod peg;
pub mod peg_sim;
pub mod sensing;
pub mod sync;
pub mod table_logic;
