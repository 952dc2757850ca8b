//! `annabella board-replay`: replays a peg board's wire lines and prints the moves it infers
//! (contract section 3).
//!
//! stdout: `move <SAN>` for each committed move, in game order, and other lines that never
//! start with `move ` (`touch e2 white pawn`, `put back …`, `promotion …`, `mismatch …`, …).
//! stderr: one line per dropped input line (wrong checksum or malformed; not an error: a real
//! board sends such lines) and a count at the end. Exit 2 only for an unreadable input or a bad
//! `--fen`.

use std::path::PathBuf;

use shakmaty::{Bitboard, Chess, Color, Piece};

use super::{CliError, InputSource, Output};
use crate::core::boards::peg::{LineDecoder, PegEvent};
use crate::core::boards::sensing::{Observation, PegBoard};
use crate::core::fen::position_from_fen;
use crate::core::piece_names::role_name;

#[derive(Debug, clap::Args)]
pub struct BoardReplayArgs {
    /// Start position in FEN (X-FEN or Shredder-FEN castling for Chess960); default: the
    /// standard start position.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// File of wire lines, one a line; `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

pub fn run(args: &BoardReplayArgs, out: &mut Output) -> Result<(), CliError> {
    let mut board = match &args.fen {
        Some(fen) => {
            let (position, mode) = position_from_fen(fen, None).map_err(|_| {
                super::flag_problem(
                    "--fen",
                    fen,
                    crate::core::pgn::FenProblem::of(fen).message(),
                )
            })?;
            PegBoard::new(position, mode)
        }
        None => PegBoard::new(Chess::default(), shakmaty::CastlingMode::Standard),
    };
    let source = InputSource::from_arg(args.file.as_ref());
    let bytes = source.read_all(crate::bounded_read::limits::SCRIPT)?;
    let name = source.name();

    let mut decoder = LineDecoder::new();
    let mut lines = Vec::new();
    decoder.feed(&bytes, |result| lines.push(result));
    lines.extend(decoder.finish());

    let mut said = Vec::new();
    for (index, line) in lines.into_iter().enumerate() {
        match line {
            Ok(event) => {
                if let PegEvent::Hello {
                    model,
                    firmware,
                    serial,
                } = &event
                {
                    out.line(&format!("hello {model} {firmware} {serial}"))?;
                }
                said.clear();
                board.handle_into(&event, &mut said);
                for observation in &said {
                    out.line(&render(observation, &board))?;
                }
            }
            // A garbled line is the input's, not a bug: said, not logged.
            Err(problem) => {
                super::tell(format_args!(
                    "{name}:{}: line dropped: {problem}",
                    index + 1
                ));
            }
        }
        if out.is_closed() {
            return Ok(());
        }
    }
    for observation in board.finish() {
        out.line(&render(&observation, &board))?;
    }
    let stats = decoder.stats();
    if stats.dropped() > 0 {
        super::warn(format_args!(
            "{name}: {} of {} lines dropped ({} wrong checksum, {} malformed)",
            stats.dropped(),
            stats.accepted + stats.dropped(),
            stats.bad_checksum,
            stats.malformed
        ));
    }
    Ok(())
}

fn piece_words(piece: Piece) -> String {
    let color = match piece.color {
        Color::White => "white",
        Color::Black => "black",
    };
    format!("{color} {}", role_name(piece.role))
}

fn squares(bb: Bitboard) -> String {
    if bb.is_empty() {
        return "-".to_owned();
    }
    bb.into_iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// One output line for an observation (only a committed move starts with `move `).
fn render(observation: &Observation, board: &PegBoard) -> String {
    match observation {
        Observation::Moved { san, .. } => format!("move {san}"),
        Observation::Touched { square, piece } => {
            format!("touch {square} {}", piece_words(*piece))
        }
        Observation::PutBack {
            square,
            piece,
            touch_move,
        } => {
            let rule = if *touch_move {
                " (touch-move, Article 4.3)"
            } else {
                ""
            };
            format!("put back {square} {}{rule}", piece_words(*piece))
        }
        Observation::RookTouchedFirst { castle } => format!(
            "notice rook touched before king (Article 4.4.2): {}",
            castle.to_uci(board.castling_mode())
        ),
        Observation::NeedPromotion { from, to } => {
            format!("promotion {from}{to}: press q, r, b or n")
        }
        Observation::Ambiguous { moves } => format!(
            "ambiguous: {}",
            moves
                .iter()
                .map(|m| m.to_uci(board.castling_mode()).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Observation::Mismatch { missing, extra } => format!(
            "mismatch missing={} extra={}",
            squares(*missing),
            squares(*extra)
        ),
        Observation::InSync => "in sync".to_owned(),
        Observation::Button(button) => format!("button {}", button.wire_name()),
    }
}
