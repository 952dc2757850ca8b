//! One puzzle at the table, in words: the training mode's door and its decisions.
//!
//! A line is read as the table reads it (`session::read_line`: a command with its typed
//! argument, or a move attempt read against the position with every voice's words, SAN in
//! English, French or German letters, or UCI), so a puzzle is answered the way a move is played.
//! The questions about the position (`board`, `where knight`, `legal e2` …) are the session's
//! own answers; the round answers `hint`, `solution`, `help` and `quit`, and judges each move
//! against the puzzle ([`Solving`]). Moves from elsewhere (a spoken move heard, two squares of
//! a braille display's routing keys) come in already typed.

use shakmaty::{Chess, Color, Move, Position};

use super::puzzle::{OpenedPuzzle, Puzzle, PuzzleError, PuzzleId};
use super::schedule::Grade;
use super::solving::{Attempt, Hint, Solving};
use crate::core::command::{Command, TableRole};
use crate::core::game::Game;
use crate::core::language::UiLanguage;
use crate::core::message::Message;
use crate::core::phrasing::{Style, announce};
use crate::core::session::{
    Argument, Effect, Input, LineReading, Session, SessionConfig, TypedMove, read_line,
};
use crate::core::speech_queue::{Earcon, Listener, Priority, Utterance};
use crate::core::text::fold_words;
use crate::core::voice::Voice;

/// What the round wants done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundEffect {
    Say(Utterance),
    Cue(Earcon),
    RepeatLast,
    /// The puzzle is over: solved, or left.
    Done(RoundEnd),
}

/// How a puzzle ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundEnd {
    pub id: PuzzleId,
    pub solved: bool,
    /// How it counts for the schedule and the rating.
    pub grade: Grade,
}

/// The words typed that ask for the solution (folded: any case, no accents).
const SOLUTION_WORDS: &[&str] = &["solution", "losung", "loesung", "solucion"];

/// A puzzle being solved at the table.
#[derive(Debug)]
pub struct PuzzleRound {
    id: PuzzleId,
    rating: u16,
    opened: OpenedPuzzle,
    solving: Solving,
    /// The game as played so far: the queries' position, and the move reader's.
    session: Session,
    voice: Voice,
    style: Style,
    language: UiLanguage,
    /// Solved or left: nothing more is judged.
    over: bool,
    /// The player moved or asked for help: the puzzle counts for the schedule and the rating.
    engaged: bool,
}

impl PuzzleRound {
    /// Opens `puzzle` in `voice` (which carries the interface language): the round, and what is
    /// said first — the puzzle named, the position before the setting move, the opponent's
    /// setting move, and whose move it is.
    pub fn open(
        puzzle: &Puzzle,
        voice: Voice,
        style: Style,
    ) -> Result<(PuzzleRound, Vec<RoundEffect>), PuzzleError> {
        let opened = puzzle.open()?;
        let config = SessionConfig {
            style,
            auto_press: true,
            role: TableRole::Practice,
            ..SessionConfig::default()
        };
        let game = Game::from_position(opened.before.clone(), opened.castling_mode);
        let session = Session::new(config, voice.clone(), game, 0);
        let language = session.language();
        let mut round = PuzzleRound {
            id: puzzle.id.clone(),
            rating: puzzle.rating,
            solving: Solving::new(&opened),
            opened,
            session,
            voice,
            style,
            language,
            over: false,
            engaged: false,
        };
        let mut effects = vec![
            round.said(
                &Message::new("train-opens")
                    .text("id", puzzle.id.to_string())
                    .number("rating", usize::from(puzzle.rating)),
            ),
        ];
        effects.extend(round.session_answer(Command::Board, &Argument::None));
        let setting = round.opened.setting;
        let before = round.opened.before.clone();
        effects.push(
            round.said(
                &Message::new("train-setting-move")
                    .text("side", side_key(before.turn()))
                    .text("move", announce(&before, setting, &round.voice, style)),
            ),
        );
        round.session.handle(0, Input::Move(setting));
        effects.push(round.task());
        Ok((round, effects))
    }

    /// The game as played so far (the setting move, the player's moves and the replies): what a
    /// braille display shows.
    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn id(&self) -> &PuzzleId {
        &self.id
    }

    /// The puzzle's rating.
    pub fn rating(&self) -> u16 {
        self.rating
    }

    /// The position the player moves in now.
    pub fn position(&self) -> &Chess {
        self.solving.position()
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether the player has tried a move or asked for help (a puzzle only opened and left
    /// is not counted).
    pub fn engaged(&self) -> bool {
        self.engaged
    }

    /// A typed line (or one dictated and read as text).
    pub fn line(&mut self, line: &str) -> Vec<RoundEffect> {
        let words = fold_words(line);
        if let [word] = words.as_slice()
            && SOLUTION_WORDS.contains(&word.as_str())
        {
            return self.solution();
        }
        match read_line(line, &self.voice) {
            LineReading::Enter => vec![self.task()],
            LineReading::Command(command, argument) => self.command(command, &argument),
            LineReading::Move(typed) => self.typed(&typed),
        }
    }

    /// A move as the player gave it (typed, or two squares from routing keys).
    pub fn typed(&mut self, typed: &TypedMove) -> Vec<RoundEffect> {
        if self.over {
            return vec![self.said(&Message::new("train-over"))];
        }
        match self.session.read_typed_move(typed) {
            Ok(m) => self.attempt(m),
            Err(refusal) => session_effects(refusal),
        }
    }

    /// A legal move made elsewhere (heard surely, made on a sensing board).
    pub fn made(&mut self, m: Move) -> Vec<RoundEffect> {
        if self.over {
            return vec![self.said(&Message::new("train-over"))];
        }
        if !self.position().is_legal(m) {
            return vec![
                RoundEffect::Cue(Earcon::IllegalMove),
                self.said(&Message::new("train-not-legal")),
            ];
        }
        self.attempt(m)
    }

    /// The player leaves the puzzle (`quit`, the end of input): not solved, unless it was.
    pub fn leave(&mut self) -> Vec<RoundEffect> {
        if self.over {
            return Vec::new();
        }
        self.over = true;
        vec![self.done(false)]
    }

    /// A command with its argument read (a line's, or a braille display's routing key asking
    /// what stands on a square).
    pub fn command(&mut self, command: Command, argument: &Argument) -> Vec<RoundEffect> {
        match command {
            Command::Quit => self.leave(),
            Command::Hint => self.hint(),
            Command::Help => vec![self.said(&Message::new("train-help"))],
            Command::Repeat => vec![RoundEffect::RepeatLast],
            question if question.asks_about_position() => self.session_answer(question, argument),
            other => {
                vec![self.said(
                    &Message::new("train-not-here").text("command", other.word(self.language)),
                )]
            }
        }
    }

    fn attempt(&mut self, m: Move) -> Vec<RoundEffect> {
        self.engaged = true;
        let before = self.position().clone();
        let words = announce(&before, m, &self.voice, self.style);
        match self.solving.attempt(m) {
            Attempt::Right { reply, solved } => {
                let mut effects = self.play(m, &before, words);
                if let Some(reply) = reply {
                    let after = self.session.game().position().clone();
                    effects.push(
                        self.said(
                            &Message::new("train-reply")
                                .text("side", side_key(after.turn()))
                                .text("move", announce(&after, reply, &self.voice, self.style)),
                        ),
                    );
                    self.session.handle(0, Input::Move(reply));
                }
                if solved {
                    self.over = true;
                    effects.push(self.done(true));
                } else {
                    effects.push(self.said(&Message::new("train-right")));
                }
                effects
            }
            Attempt::Wrong { solution, .. } => {
                let mut effects = vec![RoundEffect::Cue(Earcon::IllegalMove)];
                effects.push(match solution {
                    None => self.said(&Message::new("train-wrong").text("move", words)),
                    Some(wanted) => self.said(
                        &Message::new("train-wrong-solution")
                            .text("move", words)
                            .text(
                                "solution",
                                announce(&before, wanted, &self.voice, self.style),
                            ),
                    ),
                });
                effects
            }
            Attempt::AlreadySolved => vec![self.said(&Message::new("train-over"))],
        }
    }

    /// The player's right move played at the session (for the questions), announced.
    fn play(&mut self, m: Move, before: &Chess, words: String) -> Vec<RoundEffect> {
        let mut effects = Vec::new();
        let mut after = before.clone();
        after.play_unchecked(m);
        if after.is_check() {
            effects.push(RoundEffect::Cue(Earcon::Check));
        } else if m.is_capture() {
            effects.push(RoundEffect::Cue(Earcon::Capture));
        }
        effects.push(say(words, Priority::Move));
        self.session.handle(0, Input::Move(m));
        effects
    }

    fn hint(&mut self) -> Vec<RoundEffect> {
        self.engaged |= !self.over;
        let message = match self.solving.hint() {
            None => Message::new("train-over"),
            Some(Hint::Piece { role, from }) => Message::new("train-hint-piece")
                .text("piece", self.voice.piece(role).to_owned())
                .text("square", self.square_words(from)),
            Some(Hint::Square { role, from, to }) => Message::new("train-hint-square")
                .text("piece", self.voice.piece(role).to_owned())
                .text("from", self.square_words(from))
                .text("to", self.square_words(to)),
        };
        vec![self.said(&message)]
    }

    fn solution(&mut self) -> Vec<RoundEffect> {
        self.engaged |= !self.over;
        let before = self.position().clone();
        match self.solving.give_solution() {
            None => vec![self.said(&Message::new("train-over"))],
            Some(wanted) => vec![
                self.said(
                    &Message::new("train-solution")
                        .text("move", announce(&before, wanted, &self.voice, self.style)),
                ),
            ],
        }
    }

    /// Whose move it is, and what is asked.
    /// Whose move it is, said again (Enter; the board set up and the puzzle beginning).
    pub fn task(&self) -> RoundEffect {
        if self.over {
            return self.said(&Message::new("train-over"));
        }
        self.said(&Message::new("train-task").text("side", side_key(self.position().turn())))
    }

    fn done(&self, solved: bool) -> RoundEffect {
        let grade = if !solved {
            Grade::Failed
        } else if self.solving.misses() == 0 && self.solving.helped() == 0 {
            Grade::Clean
        } else {
            Grade::Helped
        };
        RoundEffect::Done(RoundEnd {
            id: self.id.clone(),
            solved,
            grade,
        })
    }

    fn session_answer(&mut self, command: Command, argument: &Argument) -> Vec<RoundEffect> {
        let effects = self
            .session
            .handle(0, Input::Command(command, argument.clone()));
        session_effects(effects)
    }

    fn square_words(&self, square: shakmaty::Square) -> String {
        format!(
            "{} {}",
            self.voice.file(square.file()),
            self.voice.rank(square.rank())
        )
    }

    fn said(&self, message: &Message) -> RoundEffect {
        say(message.in_language(self.language), Priority::Answer)
    }
}

/// What the session said, as the round's effects (its journal lines are not kept: a puzzle's
/// or an endgame's moves are the training's; a refusal is said once, its screen copy dropped).
/// Shared with the endgame round.
pub(super) fn session_effects(effects: Vec<Effect>) -> Vec<RoundEffect> {
    effects
        .into_iter()
        .filter_map(|effect| match effect {
            Effect::Say(utterance) => Some(RoundEffect::Say(utterance)),
            Effect::Cue(earcon) => Some(RoundEffect::Cue(earcon)),
            Effect::RepeatLast => Some(RoundEffect::RepeatLast),
            _ => None,
        })
        .collect()
}

/// The side to move as the catalogues' `side` selector takes it.
pub(super) fn side_key(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// `text` said to everyone at the table with `priority`.
pub(super) fn say(text: impl Into<String>, priority: Priority) -> RoundEffect {
    RoundEffect::Say(Utterance::new(text, priority, Listener::Public))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::training::PuzzleSet;
    use shakmaty::san::SanPlus;

    fn end_of(effects: &[RoundEffect]) -> Option<&RoundEnd> {
        effects.iter().find_map(|effect| match effect {
            RoundEffect::Done(end) => Some(end),
            _ => None,
        })
    }

    /// Puzzles of the set answered line by line as a script does (every fifth: the whole set
    /// is solved by the state machine's own test, and a debug build's session is slow): the
    /// player's moves in UCI (solved cleanly); and every twentieth the same with the opponent's
    /// replies typed too (a reply's squares may read as another move of the player's, a miss:
    /// still solved), and in SAN.
    #[test]
    fn built_in_puzzles_are_solved_by_their_own_moves_typed_in_uci_and_in_san() {
        let voice = Voice::builtin("en").unwrap();
        let open = |puzzle| {
            PuzzleRound::open(puzzle, voice.clone(), Style::Short)
                .unwrap()
                .0
        };
        for (index, puzzle) in PuzzleSet::built_in().all().iter().enumerate().step_by(5) {
            let mut round = open(puzzle);
            let mut end = None;
            for uci in puzzle.moves[1..].iter().step_by(2) {
                end = end_of(&round.line(&uci.to_string())).cloned().or(end);
            }
            let end = end.unwrap_or_else(|| panic!("{}: not over", puzzle.id));
            assert!(end.solved && end.grade == Grade::Clean, "{}", puzzle.id);
            if index % 20 != 0 {
                continue;
            }

            let mut round = open(puzzle);
            let mut solved = false;
            for uci in &puzzle.moves[1..] {
                solved |= end_of(&round.line(&uci.to_string())).is_some_and(|end| end.solved);
            }
            assert!(solved, "{} with the replies typed", puzzle.id);

            let mut round = open(puzzle);
            let mut solved = false;
            for uci in puzzle.moves[1..].iter().step_by(2) {
                let m = uci.to_move(round.position()).unwrap();
                let san = SanPlus::from_move(round.position().clone(), m).to_string();
                solved = end_of(&round.line(&san)).is_some_and(|end| end.solved);
            }
            assert!(solved, "{} in SAN", puzzle.id);
        }
    }

    #[test]
    fn two_squares_and_a_move_heard_are_judged_as_a_typed_move_is() {
        let puzzle = PuzzleSet::built_in().find("0008Q").unwrap();
        let voice = Voice::builtin("en").unwrap();
        let (mut round, _) = PuzzleRound::open(puzzle, voice, Style::Short).unwrap();
        // Two routing keys (or two squares picked on the screen): from f5 to e5.
        let squares = TypedMove::Squares {
            from: shakmaty::Square::F5,
            to: shakmaty::Square::E5,
        };
        let effects = round.typed(&squares);
        assert!(
            effects
                .iter()
                .any(|e| matches!(e, RoundEffect::Say(u) if u.text == "right; go on")),
            "{effects:?}"
        );
        // Two squares no piece can go between: refused, nothing judged.
        let nowhere = TypedMove::Squares {
            from: shakmaty::Square::A1,
            to: shakmaty::Square::A2,
        };
        assert!(end_of(&round.typed(&nowhere)).is_none());
        // A move heard: Rxe6 solves.
        let heard = shakmaty::uci::UciMove::from_ascii(b"e5e6")
            .unwrap()
            .to_move(round.position())
            .unwrap();
        let end = end_of(&round.made(heard)).cloned().unwrap();
        assert!(end.solved && end.grade == Grade::Clean);
        assert!(round.is_over());
    }

    #[test]
    fn quit_leaves_the_puzzle_not_solved_and_a_game_command_is_not_used() {
        let puzzle = PuzzleSet::built_in().find("0008Q").unwrap();
        let voice = Voice::builtin("en").unwrap();
        let (mut round, opening) = PuzzleRound::open(puzzle, voice, Style::Short).unwrap();
        assert_eq!(opening.len(), 4);
        let said = |effects: Vec<RoundEffect>| match effects.as_slice() {
            [RoundEffect::Say(u)] => u.text.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(said(round.line("draw")), "draw is not used in a puzzle");
        assert!(!round.engaged());
        let left = round.line("quit");
        assert_eq!(
            end_of(&left),
            Some(&RoundEnd {
                id: puzzle.id.clone(),
                solved: false,
                grade: Grade::Failed
            })
        );
        assert!(round.leave().is_empty(), "left once");
    }
}
