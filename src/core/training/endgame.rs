//! Endgames that matter, played out: a basic mate (king and queen, king and rook against the
//! king) or a king-and-pawn ending from a set position, the player's side against the engine's
//! defence, until mate or a draw, then judged in words.
//!
//! Pure like a puzzle's round: the player's lines are read as the table reads them, the
//! engine's moves come in as moves (`reply`), and the verdict is a value the face words.

use shakmaty::{Chess, Color, Move, Position};

use super::round::{RoundEffect, say, session_effects, side_key};
use crate::core::command::{Command, TableRole};
use crate::core::game::{EndReason, Game};
use crate::core::language::UiLanguage;
use crate::core::message::Message;
use crate::core::phrasing::{Style, announce};
use crate::core::session::{
    Argument, Input, LineReading, Session, SessionConfig, TypedMove, read_line,
};
use crate::core::speech_queue::{Earcon, Listener, Priority, Utterance};
use crate::core::voice::Voice;

/// The endgames offered, each from its set position with White (the player) to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Endgame {
    /// King and queen against the king: mate.
    QueenMate,
    /// King and rook against the king: mate.
    RookMate,
    /// King and pawn against the king, the king in front of its pawn with the opposition:
    /// promote, then mate.
    KingPawn,
}

impl Endgame {
    pub const ALL: [Endgame; 3] = [Endgame::QueenMate, Endgame::RookMate, Endgame::KingPawn];

    /// The endgame of this name (`kq-k`, `kr-k`, `kp-k`), if one is.
    pub fn named(name: &str) -> Option<Endgame> {
        Endgame::ALL
            .into_iter()
            .find(|endgame| endgame.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Endgame::QueenMate => "kq-k",
            Endgame::RookMate => "kr-k",
            Endgame::KingPawn => "kp-k",
        }
    }

    /// The set position (White to move, White wins with best play).
    pub fn fen(self) -> &'static str {
        match self {
            Endgame::QueenMate => "8/8/8/4k3/8/8/8/3QK3 w - - 0 1",
            Endgame::RookMate => "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
            Endgame::KingPawn => "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1",
        }
    }

    fn goal_key(self) -> &'static str {
        match self {
            Endgame::QueenMate | Endgame::RookMate => "train-endgame-goal-mate",
            Endgame::KingPawn => "train-endgame-goal-promote",
        }
    }
}

/// How an endgame ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndgameOutcome {
    /// Mated, after this many of the player's moves.
    Won { moves: u32 },
    /// A draw, and why.
    Drawn(EndReason),
    /// The player was mated (only a pawn ending gone wrong could).
    Lost,
    /// The player left before the end.
    Left,
}

/// An endgame being played.
#[derive(Debug)]
pub struct EndgameRound {
    endgame: Endgame,
    session: Session,
    voice: Voice,
    style: Style,
    language: UiLanguage,
    player: Color,
    /// The player's moves so far.
    moves: u32,
    outcome: Option<EndgameOutcome>,
}

impl EndgameRound {
    /// Opens `endgame`: the round, and what is said first (its name and goal, the position,
    /// whose move it is).
    pub fn open(endgame: Endgame, voice: Voice, style: Style) -> (EndgameRound, Vec<RoundEffect>) {
        let config = SessionConfig {
            style,
            auto_press: true,
            role: TableRole::Practice,
            ..SessionConfig::default()
        };
        let game = Game::from_fen(endgame.fen(), Some(shakmaty::CastlingMode::Standard))
            .unwrap_or_else(|_| Game::new());
        let player = game.position().turn();
        let session = Session::new(config, voice.clone(), game, 0);
        let language = session.language();
        let mut round = EndgameRound {
            endgame,
            session,
            voice,
            style,
            language,
            player,
            moves: 0,
            outcome: None,
        };
        let mut effects = vec![
            round.said(
                &Message::new("train-endgame-opens")
                    .text("name", endgame.name())
                    .said("goal", Message::new(endgame.goal_key())),
            ),
        ];
        effects.extend(round.session_answer(Command::Board, &Argument::None));
        effects
            .push(round.said(&Message::new("train-endgame-task").text("side", side_key(player))));
        (round, effects)
    }

    pub fn endgame(&self) -> Endgame {
        self.endgame
    }

    /// The game so far: what the engine is asked about, and what a braille display shows.
    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn position(&self) -> &Chess {
        self.session.game().position()
    }

    /// The verdict, once the endgame is over.
    pub fn outcome(&self) -> Option<EndgameOutcome> {
        self.outcome
    }

    /// Whether the engine is to move now.
    pub fn awaits_reply(&self) -> bool {
        self.outcome.is_none() && self.position().turn() != self.player
    }

    /// A typed line: a command, or the player's move.
    pub fn line(&mut self, line: &str) -> Vec<RoundEffect> {
        match read_line(line, &self.voice) {
            LineReading::Enter => Vec::new(),
            LineReading::Command(command, argument) => self.command(command, &argument),
            LineReading::Move(typed) => self.typed(&typed),
        }
    }

    /// A move as the player gave it.
    pub fn typed(&mut self, typed: &TypedMove) -> Vec<RoundEffect> {
        if let Some(refused) = self.refused() {
            return refused;
        }
        match self.session.read_typed_move(typed) {
            Ok(m) => self.played(m),
            Err(refusal) => session_effects(refusal),
        }
    }

    /// A legal move made elsewhere (heard, made on a board).
    pub fn made(&mut self, m: Move) -> Vec<RoundEffect> {
        if let Some(refused) = self.refused() {
            return refused;
        }
        if !self.position().is_legal(m) {
            return vec![
                RoundEffect::Cue(Earcon::IllegalMove),
                self.said(&Message::new("train-not-legal")),
            ];
        }
        self.played(m)
    }

    /// The engine's move, announced; then the verdict if the endgame is over.
    pub fn reply(&mut self, m: Move) -> Vec<RoundEffect> {
        if !self.awaits_reply() || !self.position().is_legal(m) {
            return Vec::new();
        }
        let before = self.position().clone();
        let mut effects = vec![
            self.said(
                &Message::new("train-reply")
                    .text("side", side_key(before.turn()))
                    .text("move", announce(&before, m, &self.voice, self.style)),
            ),
        ];
        self.session.handle(0, Input::Move(m));
        effects.extend(self.judge());
        effects
    }

    /// The player leaves before the end.
    pub fn leave(&mut self) -> Vec<RoundEffect> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.outcome = Some(EndgameOutcome::Left);
        vec![self.said(&Message::new("train-endgame-left"))]
    }

    fn refused(&self) -> Option<Vec<RoundEffect>> {
        if self.outcome.is_some() {
            Some(vec![self.said(&Message::new("train-endgame-over"))])
        } else if self.awaits_reply() {
            Some(vec![self.said(&Message::new("train-endgame-wait"))])
        } else {
            None
        }
    }

    fn command(&mut self, command: Command, argument: &Argument) -> Vec<RoundEffect> {
        match command {
            Command::Quit | Command::Resign => self.leave(),
            Command::Help => vec![self.said(&Message::new("train-endgame-help"))],
            Command::Repeat => vec![RoundEffect::RepeatLast],
            question if question.asks_about_position() => self.session_answer(question, argument),
            other => {
                vec![
                    self.said(
                        &Message::new("train-endgame-not-here")
                            .text("command", other.word(self.language)),
                    ),
                ]
            }
        }
    }

    fn played(&mut self, m: Move) -> Vec<RoundEffect> {
        let before = self.position().clone();
        let words = announce(&before, m, &self.voice, self.style);
        let mut after = before.clone();
        after.play_unchecked(m);
        let mut effects = Vec::new();
        if after.is_check() {
            effects.push(RoundEffect::Cue(Earcon::Check));
        } else if m.is_capture() {
            effects.push(RoundEffect::Cue(Earcon::Capture));
        }
        effects.push(RoundEffect::Say(Utterance::new(
            words,
            Priority::Move,
            Listener::Public,
        )));
        self.session.handle(0, Input::Move(m));
        self.moves += 1;
        effects.extend(self.judge());
        effects
    }

    /// The verdict, if the game is over: mate, the automatic draws, and the draws a player
    /// would claim (threefold repetition, fifty moves), which end a drill as well.
    fn judge(&mut self) -> Vec<RoundEffect> {
        let game = self.session.game();
        let reason = match game.ending() {
            Some(ending) => Some(ending.reason),
            None if game.repetition_count() >= 3 => Some(EndReason::ThreefoldRepetition),
            None if game.halfmove_clock() >= 100 => Some(EndReason::FiftyMoves),
            None => None,
        };
        let Some(reason) = reason else {
            return Vec::new();
        };
        let outcome = match reason {
            EndReason::Checkmate if game.position().turn() == self.player => EndgameOutcome::Lost,
            EndReason::Checkmate => EndgameOutcome::Won { moves: self.moves },
            other => EndgameOutcome::Drawn(other),
        };
        self.outcome = Some(outcome);
        let message = match outcome {
            EndgameOutcome::Won { moves } => {
                Message::new("train-endgame-won").number("moves", moves as usize)
            }
            EndgameOutcome::Lost => Message::new("train-endgame-lost"),
            EndgameOutcome::Drawn(reason) => {
                Message::new("train-endgame-drawn").text("reason", reason.as_str())
            }
            EndgameOutcome::Left => Message::new("train-endgame-left"),
        };
        vec![self.said(&message)]
    }

    fn session_answer(&mut self, command: Command, argument: &Argument) -> Vec<RoundEffect> {
        let effects = self
            .session
            .handle(0, Input::Command(command, argument.clone()));
        session_effects(effects)
    }

    fn said(&self, message: &Message) -> RoundEffect {
        say(message.in_language(self.language), Priority::Answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::uci::UciMove;

    fn uci(round: &EndgameRound, text: &str) -> Move {
        text.parse::<UciMove>()
            .unwrap()
            .to_move(round.position())
            .unwrap()
    }

    fn texts(effects: &[RoundEffect]) -> Vec<String> {
        effects
            .iter()
            .filter_map(|e| match e {
                RoundEffect::Say(u) => Some(u.text.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_set_position_opens_with_white_to_move_and_no_game_over() {
        for endgame in Endgame::ALL {
            let (round, effects) = EndgameRound::open(endgame, Voice::fide(), Style::Short);
            assert_eq!(round.position().turn(), Color::White, "{}", endgame.name());
            assert!(round.outcome().is_none());
            assert!(texts(&effects).len() >= 3);
        }
    }

    #[test]
    fn a_mate_is_won_in_the_moves_played_and_a_stalemate_is_a_draw() {
        // The rook mate's last move, from a position set up near its end.
        let (mut round, _) = EndgameRound::open(Endgame::RookMate, Voice::fide(), Style::Short);
        round.session = Session::new(
            SessionConfig::default(),
            Voice::fide(),
            Game::from_fen("4k3/8/4K3/8/8/8/8/R7 w - - 0 1", None).unwrap(),
            0,
        );
        let mate = uci(&round, "a1a8");
        round.made(mate);
        assert_eq!(round.outcome(), Some(EndgameOutcome::Won { moves: 1 }));
        assert_eq!(texts(&round.made(mate)).len(), 1, "over: said so");

        let (mut round, _) = EndgameRound::open(Endgame::QueenMate, Voice::fide(), Style::Short);
        round.session = Session::new(
            SessionConfig::default(),
            Voice::fide(),
            Game::from_fen("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", None).unwrap(),
            0,
        );
        let stalemate = uci(&round, "g1g6");
        round.made(stalemate);
        assert_eq!(
            round.outcome(),
            Some(EndgameOutcome::Drawn(EndReason::Stalemate))
        );
    }

    #[test]
    fn the_engine_moves_only_in_its_turn_and_the_player_waits_for_it() {
        let (mut round, _) = EndgameRound::open(Endgame::QueenMate, Voice::fide(), Style::Short);
        let queen = uci(&round, "d1d4");
        assert!(!texts(&round.made(queen)).is_empty());
        assert!(round.awaits_reply());
        let again = uci(&round, "e5e6");
        assert_eq!(texts(&round.typed(&TypedMove::Text("Ke2".into()))).len(), 1);
        assert!(!texts(&round.reply(again)).is_empty());
        assert!(!round.awaits_reply());
        assert!(round.outcome().is_none());
    }
}
