//! The sensor boards at the table, in one room: each protocol (`peg`, `dgt`) behind one trait for
//! a sensing board (`sensing_board`, with `peg_sensing`, `dgt_sensing`), what a link reports
//! (`event`), the peg board's move reading (`sensing`), how a board is guided back to the game
//! (`sync`), the one board model that compares them (`board_model`), and the peg board
//! simulator's model (`peg_sim`). Pure: the serial links live in `crate::board`.

pub mod board_model;
pub mod chessnut;
pub mod chessnut_move;
pub mod dgt;
pub mod dgt_sensing;
pub mod event;
pub mod lights;
pub mod millennium;
pub mod peg;
pub mod peg_sensing;
pub mod peg_sim;
pub mod sensing;
pub mod sensing_board;
pub mod sync;
