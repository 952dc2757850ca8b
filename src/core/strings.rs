//! Every user-visible string of the table app, in English, French and German, in one place.
//!
//! A [`Strings`] is a struct of `&'static str` fields with one constant per language, so a string
//! added to the struct without a translation in every language does not compile. To add a
//! string: add a field (with a doc comment naming its slots), then the three translations.
//!
//! Words that belong to a voice — files, ranks, pieces, and the side names "Weiß"/"White"/"Blancs"
//! (the voice's clock words, so that queries and the talking clock agree) — come from the
//! [`Voice`], not from here. Templates use named slots: `{side}` (a side name from the voice),
//! `{piece}`/`{pieces}` (a voice's piece word, singular/plural), `{n}` (a number in words),
//! `{rank}`, `{file}`, `{from}`, `{to}`, `{list}` (a list of pieces), `{input}` (what the player typed).

use shakmaty::Role;

use super::voice::Voice;

pub use super::language::UiLanguage;

impl UiLanguage {
    /// The UI language that goes with a voice.
    pub fn of(voice: &Voice) -> UiLanguage {
        UiLanguage::from_tag(voice.language())
    }

    pub fn strings(self) -> &'static Strings {
        match self {
            UiLanguage::English => &ENGLISH,
            UiLanguage::French => &FRENCH,
            UiLanguage::German => &GERMAN,
        }
    }
}

impl Strings {
    /// Why a game ended, in words.
    pub fn end_reason(&self, reason: super::game::EndReason) -> &'static str {
        use super::game::EndReason as R;
        match reason {
            R::Checkmate => self.reason_checkmate,
            R::Stalemate => self.reason_stalemate,
            R::DeadPosition => self.reason_dead_position,
            R::FivefoldRepetition => self.reason_fivefold,
            R::SeventyFiveMoves => self.reason_seventy_five,
            R::Timeout => self.reason_timeout,
            R::TimeoutInsufficientMaterial => self.reason_timeout_no_mate,
            R::Resignation => self.reason_resignation,
            R::Agreement => self.reason_agreement,
            R::ThreefoldRepetition => self.reason_threefold,
            R::FiftyMoves => self.reason_fifty,
            R::Abandoned => self.reason_abandoned,
        }
    }
}

/// The strings of the language that goes with `voice`.
pub fn for_voice(voice: &Voice) -> &'static Strings {
    UiLanguage::of(voice).strings()
}

/// One string per kind of piece (for agreement: "weiße Dame" but "weißer Turm").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByRole {
    pub pawn: &'static str,
    pub knight: &'static str,
    pub bishop: &'static str,
    pub rook: &'static str,
    pub queen: &'static str,
    pub king: &'static str,
}

impl ByRole {
    pub const fn get(&self, role: Role) -> &'static str {
        match role {
            Role::Pawn => self.pawn,
            Role::Knight => self.knight,
            Role::Bishop => self.bishop,
            Role::Rook => self.rook,
            Role::Queen => self.queen,
            Role::King => self.king,
        }
    }

    /// The same string for every kind of piece.
    const fn all(s: &'static str) -> ByRole {
        ByRole {
            pawn: s,
            knight: s,
            bishop: s,
            rook: s,
            queen: s,
            king: s,
        }
    }
}

/// The app's strings in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strings {
    /// Between a subject and what is said of it ("Eva vier: leer"; French puts a space before).
    pub colon: &'static str,
    /// Between the parts of an answer ("Weiß: …; Schwarz: …"; French puts a space before).
    pub separator: &'static str,
    /// A square with nothing on it.
    pub empty: &'static str,
    /// `{piece}` of White ("weißer {piece}", "{piece} blanche").
    pub white_piece: ByRole,
    /// `{piece}` of Black.
    pub black_piece: ByRole,
    /// No piece of a kind: `{piece}` (singular) or `{pieces}` (plural).
    pub none_of: &'static str,
    /// Joins the last two items of a short list ("drei und vier").
    pub and: &'static str,
    /// `{side}` has the move.
    pub to_move: &'static str,
    /// The player's own turn (the table app knows which side the player is).
    pub your_move: &'static str,
    /// `{side}` (to move) is checkmated.
    pub checkmated: &'static str,
    /// The side to move has no legal move and is not in check.
    pub stalemate: &'static str,
    /// `{rank}` as a title ("Reihe vier").
    pub rank_title: &'static str,
    /// `{file}` as a title ("Linie Eva").
    pub file_title: &'static str,
    /// A diagonal `{from}` one end `{to}` the other.
    pub diagonal_title: &'static str,
    /// A run of empty squares `{from}` … `{to}`.
    pub empty_run: &'static str,
    /// The enemy pieces attacking an occupied square: `{list}`.
    pub attacked_by: &'static str,
    /// The friendly pieces protecting an occupied square: `{list}`.
    pub defended_by: &'static str,
    /// `{side}`'s pieces attacking an empty square: `{list}`.
    pub attacked_by_side: &'static str,
    /// No enemy piece attacks an occupied square.
    pub not_attacked: &'static str,
    /// No friendly piece protects an occupied square.
    pub not_defended: &'static str,
    /// No piece of `{side}` attacks an empty square.
    pub not_attacked_by_side: &'static str,
    /// A piece that cannot move.
    pub no_legal_moves: &'static str,
    /// The piece asked about belongs to `{side}`, who is not to move.
    pub not_to_move: &'static str,
    /// `{side}` (to move) is in check.
    pub in_check: &'static str,
    /// The piece may not leave the line to its king.
    pub pinned: &'static str,
    /// Move number `{n}` ("Zug zwölf").
    pub move_number: &'static str,
    /// The score sheet is empty.
    pub no_moves_yet: &'static str,
    /// Material: a side with only its king (`{piece}` is the king's word).
    pub only_king: &'static str,
    /// Material: the same on both sides.
    pub material_equal: &'static str,
    /// Material: `{side}` is ahead by `{n}` pawns' worth.
    pub material_ahead: &'static str,
    /// Pawn structure: before the files with doubled pawns.
    pub doubled: &'static str,
    /// Pawn structure: before the isolated pawns.
    pub isolated: &'static str,
    /// Pawn structure: before the passed pawns.
    pub passed: &'static str,
    /// A query missing its square.
    pub which_square: &'static str,
    /// A query missing its file.
    pub which_file: &'static str,
    /// A query missing its rank.
    pub which_rank: &'static str,
    /// A query missing its piece.
    pub which_piece: &'static str,
    /// `{input}` could not be read as a square.
    pub not_a_square: &'static str,
    /// `{input}` could not be read as a file.
    pub not_a_file: &'static str,
    /// `{input}` could not be read as a rank.
    pub not_a_rank: &'static str,
    /// `{input}` could not be read as a piece (with an optional colour).
    pub not_a_piece: &'static str,
    /// The game is over.
    pub game_is_over: &'static str,
    /// A move that is not legal here.
    pub illegal_move: &'static str,
    /// `undo` when no move waits for the clock press.
    pub nothing_to_undo: &'static str,
    /// Before the move taken back (D.2.8): `{move}`.
    pub taken_back: &'static str,
    /// Article 5.2.3.
    pub agreement_too_early: &'static str,
    /// A second offer by the same player.
    pub draw_already_offered: &'static str,
    /// `{side}` offers a draw (9.1.2).
    pub offers_draw: &'static str,
    /// An incorrect draw claim (9.5.3).
    pub claim_incorrect: &'static str,
    /// The arbiter gives `{side}` `{time}` (7.5.5, 9.5.3).
    pub time_added: &'static str,
    /// `{side}` wins.
    pub wins: &'static str,
    /// A drawn game.
    pub draw_result: &'static str,
    /// Asked for the time in a game without a clock.
    pub no_clock: &'static str,
    /// Asked for the time in a game whose time control is unknown (PGN's `?`): no clock runs.
    pub unknown_control: &'static str,
    /// A sandglass control: `{time}` on each side ("sandglass, 3 minutes").
    pub control_sandglass: &'static str,
    /// A period with a move count: `{moves}` (a filled moves phrase) in `{time}`.
    pub control_moves_in: &'static str,
    /// A Fischer increment: `{time}` more for every move.
    pub control_increment: &'static str,
    /// A simple delay of `{time}` a move.
    pub control_delay: &'static str,
    /// A Bronstein delay of `{time}` a move.
    pub control_bronstein: &'static str,
    /// Between two periods.
    pub control_then: &'static str,
    /// A duration below a tenth of a second's precision: `{n}` milliseconds.
    pub milliseconds: &'static str,
    /// Help in a few words: `{commands}` the most used commands, `{more}` how to hear them all.
    pub help: &'static str,
    /// Every command offered now: `{commands}`.
    pub help_more: &'static str,
    /// The word after help that asks for every command.
    pub more_word: &'static str,
    /// The word after board that asks for the compact board, one rank a line (braille).
    pub compact_word: &'static str,
    /// The role of the blind player at the keyboard.
    pub role_player: &'static str,
    /// The assistant's role (D.2.10).
    pub role_assistant: &'static str,
    /// The arbiter's role.
    pub role_arbiter: &'static str,
    /// One person practising at home.
    pub role_practice: &'static str,
    /// The greeting's first words for a new game.
    pub greeting_new: &'static str,
    /// The greeting's first words for a resumed game, at `{move}` (a move number).
    pub greeting_resumed: &'static str,
    /// The role in the greeting: `{role}`.
    pub greeting_role: &'static str,
    /// Who plays a side, when it is the player at the keyboard.
    pub you: &'static str,
    /// The clock has not started: `{start}` (the command) or Enter starts it.
    pub clock_waits: &'static str,
    /// The clock was started or restarted.
    pub clock_started: &'static str,
    /// The arbiter stopped the clock.
    pub clock_stopped: &'static str,
    /// `start` while the clock runs.
    pub clock_already_running: &'static str,
    /// `stop` while the clock does not run.
    pub clock_not_running: &'static str,
    /// `{command}` is not offered to `{role}`.
    pub not_offered: &'static str,
    /// `{command}` has a use only in a game played online.
    pub online_only: &'static str,
    /// `{side}` would resign: `{resign}` again confirms.
    pub confirm_resign: &'static str,
    /// `{side}` resigns (said before the result).
    pub resigns: &'static str,
    /// A command needs a side: `{white}` or `{black}`.
    pub which_side: &'static str,
    /// `{input}` is not a number of seconds.
    pub not_seconds: &'static str,
    /// No flag has fallen: `{side}` has `{time}` left.
    pub no_flag: &'static str,
    /// The sighted player touched what is on a square: `{what}`.
    pub touched: &'static str,
    /// The arbiter corrects the boards to the score sheet (D.2.9).
    pub boards_reset: &'static str,
    /// `takeback` with no move played.
    pub no_move_to_take_back: &'static str,
    /// The opponent repeated the move played (D.2.1): `{move}`.
    pub repeat_ok: &'static str,
    /// The opponent's repetition is not the move played: `{heard}`, `{played}`.
    pub repeat_wrong: &'static str,
    /// No named opening position has been reached.
    pub no_opening: &'static str,
    /// Analysis marks.
    pub mark_inaccuracy: &'static str,
    pub mark_mistake: &'static str,
    pub mark_blunder: &'static str,
    /// The position is about even.
    pub eval_equal: &'static str,
    /// `{side}` is about one pawn up.
    pub eval_pawn_up: &'static str,
    /// `{side}` is about `{n}` pawns up.
    pub eval_pawns_up: &'static str,
    /// Mate in `{n}` for `{side}`.
    pub eval_mate: &'static str,
    /// The analysis summary: `{white}` and `{black}` accuracy in percent.
    pub analysis_accuracy: &'static str,
    /// One of the worst moves: `{move}` (with number and side), `{mark}`, `{better}` move.
    pub analysis_worst: &'static str,
    /// One of the worst moves when the engine's own choice was the same: `{move}`, `{mark}`.
    pub analysis_worst_only: &'static str,
    /// No move was marked.
    pub analysis_clean: &'static str,
    /// The finished game's analysis begins: `{positions}` positions.
    pub analysis_started: &'static str,
    /// `{percent}` of the positions are analysed.
    pub analysis_progress: &'static str,
    /// Asked again while it runs.
    pub analysis_running: &'static str,
    /// Asked before the game has ended.
    pub analysis_not_over: &'static str,
    /// The analysis engine failed: `{reason}`.
    pub analysis_failed: &'static str,
    /// After the summary: the review says each mark.
    pub analysis_review: &'static str,
    /// `moves` with an argument it cannot read.
    pub moves_usage: &'static str,
    /// Article 5.1.1.
    pub reason_checkmate: &'static str,
    /// Article 5.2.1.
    pub reason_stalemate: &'static str,
    /// Article 5.2.2.
    pub reason_dead_position: &'static str,
    /// Article 9.6.1.
    pub reason_fivefold: &'static str,
    /// Article 9.6.2.
    pub reason_seventy_five: &'static str,
    /// Article 6.9.
    pub reason_timeout: &'static str,
    /// Article 6.9, no mate possible.
    pub reason_timeout_no_mate: &'static str,
    /// Article 5.1.2.
    pub reason_resignation: &'static str,
    /// Article 5.2.3.
    pub reason_agreement: &'static str,
    /// Article 9.2, claimed.
    pub reason_threefold: &'static str,
    /// Article 9.3, claimed.
    pub reason_fifty: &'static str,
    /// Online: the loser left the game, and the win was claimed.
    pub reason_abandoned: &'static str,
    /// An empty move.
    pub no_move_given: &'static str,
    /// `{input}` reads as no move.
    pub not_a_move: &'static str,
    /// `{input}` read as `{move}`, which is not legal here.
    pub move_not_possible: &'static str,
    /// `{input}` moves from `{square}`, where no piece stands.
    pub from_square_empty: &'static str,
    /// The legal moves that may have been meant: `{list}`.
    pub possible_moves: &'static str,
    /// More moves are possible than a sentence should list: `{n}` of them; `{legal}` is the
    /// command that lists a piece's moves.
    pub many_possible: &'static str,
    /// `{input}` could be any of `{list}`.
    pub ambiguous_move: &'static str,
    /// Joins the last two candidates.
    pub or: &'static str,
    /// A hint from the engine: `{move}`.
    pub hint: &'static str,
    /// Asked for a hint with no engine.
    pub no_engine: &'static str,
    /// The engine `{name}` declines the player's draw offer.
    pub engine_declines_draw: &'static str,
    /// The engine failed (`{reason}`); the game goes on.
    pub engine_failed: &'static str,
    /// Who the engine is (`{name}`) and which side it plays (`{side}`).
    pub engine_plays: &'static str,
    /// A hint asked for while the engine thinks about its own move.
    pub engine_thinking: &'static str,
    /// No engine program at `{path}`.
    pub engine_not_found: &'static str,
    /// The engine at `{path}` could not be started.
    pub engine_cannot_start: &'static str,
    /// The engine did not answer within `{seconds}` seconds (starting, or searching).
    pub engine_no_answer: &'static str,
    /// The engine stopped on its own.
    pub engine_crashed: &'static str,
    /// The engine answered something that is not a move of the position.
    pub engine_bad_answer: &'static str,
    /// The engine does not play Chess960.
    pub engine_no_chess960: &'static str,
    /// Why an engine is given up: it did not move within `{seconds}` seconds.
    pub engine_timed_out: &'static str,
    /// Where the finished game's PGN was written: `{path}`.
    pub game_saved: &'static str,
    /// A sensor board (`{board}`) has not answered since its link opened.
    pub board_silent: &'static str,
    /// The peg board, as `{board}`.
    pub peg_board: &'static str,
    /// The DGT e-board, as `{board}`.
    pub e_board: &'static str,
    /// The `{board}` sent one line or message that could not be read.
    pub board_garbled_once: &'static str,
    /// The `{board}` sent `{count}` unreadable lines or messages in `{seconds}` seconds.
    pub board_garbled: &'static str,
    /// The device at `{path}`, given as the `{board}`, answers but is not a board.
    pub not_a_board: &'static str,
    /// A resumed journal's end was damaged from line `{line}`: cut off, kept in `{path}`.
    pub journal_repaired: &'static str,
    /// Writing the journal has failed (`{why}`): the game goes on, in memory only.
    pub not_saving: &'static str,
    /// The journal could be written again, whole.
    pub saving_again: &'static str,
    /// Why writing failed: the disk is full.
    pub disk_full: &'static str,
    /// Why writing failed: the folder is gone.
    pub folder_gone: &'static str,
    /// Why writing failed: not allowed (read-only, permissions).
    pub not_allowed: &'static str,
    /// The game is adjourned with a sealed move (Guidelines I).
    pub adjourned: &'static str,
    /// The envelope opened at the resumption: `{move}`.
    pub sealed_move: &'static str,
    /// `adjourn` without a move.
    pub which_sealed_move: &'static str,
    /// The letters of the pieces on the screen and on the score sheet (K Q R B N P; the FIDE
    /// voice's German letters K D T L S B; French R D T F C P).
    pub piece_letters: ByRole,
    /// The screen's words: panel titles, the status line, the key help.
    pub screen: ScreenWords,
}

/// The words of the full-screen table (titles, status, key names and what the keys do).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScreenWords {
    pub board_title: &'static str,
    pub clock_title: &'static str,
    pub sheet_title: &'static str,
    /// The log of everything said.
    pub said_title: &'static str,
    /// The input line's title, also said when the input line takes the focus.
    pub input_title: &'static str,
    /// Said once when typing or pasting goes past the input line's `{limit}` characters.
    pub input_full: &'static str,
    /// The clocks' move-count column.
    pub moves_label: &'static str,
    /// `{side}` has moved and must now press the clock (status line).
    pub press_pending: &'static str,
    /// A piece picked up on the board: `{square}` (what is on it, as the square query says).
    pub selected: &'static str,
    pub selection_cancelled: &'static str,
    /// Enter on a square without a piece of `{side}` (to move), nothing selected.
    pub choose_own_piece: &'static str,
    /// The board was turned: `{side}` now at the bottom.
    pub side_below: &'static str,
    /// Asked to leave: `{key}` again confirms.
    pub quit_confirm: &'static str,
    /// The same while going over a game: nothing to save.
    pub quit_confirm_review: &'static str,
    /// Speech is off: `{reason}`.
    pub speech_off: &'static str,
    /// Why speech is off when the player chose text or none (the screen shows what is said).
    pub speech_chosen_off: &'static str,
    /// Before the key help list.
    pub keys_intro: &'static str,
    /// Between alternative keys ("F1 or Alt-H").
    pub key_or: &'static str,
    /// Key names.
    pub key_enter: &'static str,
    pub key_space: &'static str,
    pub key_arrows: &'static str,
    pub key_ctrl: &'static str,
    /// What each key does.
    pub do_help: &'static str,
    pub do_board: &'static str,
    pub do_time: &'static str,
    pub do_last: &'static str,
    pub do_sheet: &'static str,
    pub do_attackers: &'static str,
    pub do_legal: &'static str,
    pub do_repeat: &'static str,
    pub do_flip: &'static str,
    /// Going over a game: the next move, the move before.
    pub do_review_forward: &'static str,
    pub do_review_back: &'static str,
    pub do_press: &'static str,
    pub do_focus: &'static str,
    pub do_step: &'static str,
    pub do_select: &'static str,
    pub do_submit: &'static str,
    pub do_cancel_board: &'static str,
    pub do_cancel_input: &'static str,
    pub do_quit: &'static str,
    pub do_quit_now: &'static str,
    /// The window cannot hold even the compact layout: `{size}` (width×height) is needed.
    pub too_small: &'static str,
}

pub const ENGLISH: Strings = Strings {
    colon: ": ",
    separator: "; ",
    empty: "empty",
    white_piece: ByRole::all("white {piece}"),
    black_piece: ByRole::all("black {piece}"),
    none_of: "no {pieces}",
    and: "and",
    to_move: "{side} to move",
    your_move: "your move",
    checkmated: "{side} is checkmated",
    stalemate: "stalemate",
    rank_title: "rank {rank}",
    file_title: "{file} file",
    diagonal_title: "diagonal {from} to {to}",
    empty_run: "{from} to {to} empty",
    attacked_by: "attacked by {list}",
    defended_by: "defended by {list}",
    attacked_by_side: "attacked by {side}: {list}",
    not_attacked: "not attacked",
    not_defended: "not defended",
    not_attacked_by_side: "not attacked by {side}",
    no_legal_moves: "no legal moves",
    not_to_move: "{side} is not to move",
    in_check: "{side} is in check",
    pinned: "pinned",
    move_number: "move {n}",
    no_moves_yet: "no moves yet",
    only_king: "{piece} only",
    material_equal: "material is even",
    material_ahead: "{side} up {n}",
    doubled: "doubled",
    isolated: "isolated",
    passed: "passed",
    which_square: "which square?",
    which_file: "which file?",
    which_rank: "which rank?",
    which_piece: "which piece?",
    not_a_square: "{input} is not a square",
    not_a_file: "{input} is not a file",
    not_a_rank: "{input} is not a rank",
    not_a_piece: "{input} is not a piece",
    game_is_over: "the game is over",
    illegal_move: "illegal move",
    nothing_to_undo: "nothing to take back: the move is complete",
    taken_back: "taken back: {move}",
    agreement_too_early: "a draw can be agreed only after each player has made a move",
    draw_already_offered: "draw already offered",
    offers_draw: "{side} offers a draw",
    claim_incorrect: "claim incorrect, the game goes on",
    time_added: "{side} gets {time}",
    wins: "{side} wins",
    draw_result: "draw",
    no_clock: "no clock",
    unknown_control: "time control unknown, no clock",
    control_sandglass: "sandglass, {time}",
    control_moves_in: "{moves} in {time}",
    control_increment: "plus {time} a move",
    control_delay: "{time} delay a move",
    control_bronstein: "Bronstein delay {time} a move",
    control_then: "then",
    milliseconds: "{n} milliseconds",
    help: "Type a move; Enter presses the clock. Commands: {commands}. {more} lists all.",
    help_more: "Commands: {commands}.",
    more_word: "more",
    compact_word: "compact",
    role_player: "player",
    role_assistant: "assistant",
    role_arbiter: "arbiter",
    role_practice: "practice",
    greeting_new: "new game",
    greeting_resumed: "game resumed at {move}",
    greeting_role: "role {role}",
    you: "you",
    clock_waits: "{start} or Enter starts the clock",
    clock_started: "clock running",
    clock_stopped: "clock stopped",
    clock_already_running: "the clock is already running",
    clock_not_running: "the clock is not running",
    not_offered: "{command} is not for the {role}",
    online_only: "{command} is for a game played online",
    confirm_resign: "{side} resigns? Say {resign} again to confirm",
    resigns: "{side} resigns",
    which_side: "which side: {white} or {black}?",
    not_seconds: "{input} is not a number of seconds",
    no_flag: "no flag has fallen: {side} has {time}",
    touched: "touched: {what}",
    boards_reset: "the boards go back to the score sheet",
    no_move_to_take_back: "no move to take back",
    repeat_ok: "repeated: {move}",
    repeat_wrong: "not the move played: heard {heard}, played {played}",
    no_opening: "no named opening yet",
    mark_inaccuracy: "inaccuracy",
    mark_mistake: "mistake",
    mark_blunder: "blunder",
    eval_equal: "about even",
    eval_pawn_up: "{side} is about a pawn up",
    eval_pawns_up: "{side} is about {n} pawns up",
    eval_mate: "mate in {n} for {side}",
    analysis_accuracy: "accuracy: White {white} percent, Black {black} percent",
    analysis_worst: "{move}: {mark}, better {better}",
    analysis_worst_only: "{move}: {mark}",
    analysis_clean: "no inaccuracy, mistake or blunder",
    analysis_started: "analysing the game: {positions} positions; every question is answered meanwhile",
    analysis_progress: "analysed {percent} percent",
    analysis_running: "the analysis is under way: {percent} percent",
    analysis_not_over: "the analysis opens once the game has ended",
    analysis_failed: "the analysis stopped: {reason}",
    analysis_review: "say review to hear each move with its mark",
    moves_usage: "say moves, moves 12, or moves last 3",
    reason_checkmate: "checkmate",
    reason_stalemate: "stalemate",
    reason_dead_position: "dead position",
    reason_fivefold: "fivefold repetition",
    reason_seventy_five: "seventy-five-move rule",
    reason_timeout: "time forfeit",
    reason_timeout_no_mate: "the flag fell, but no mate is possible",
    reason_resignation: "resignation",
    reason_agreement: "draw agreed",
    reason_threefold: "threefold repetition",
    reason_fifty: "fifty-move rule",
    reason_abandoned: "game abandoned",
    no_move_given: "no move given",
    not_a_move: "not a move: \"{input}\"",
    move_not_possible: "illegal move \"{input}\": {move} is not possible",
    from_square_empty: "illegal move \"{input}\": there is no piece on {square}",
    possible_moves: "possible: {list}",
    many_possible: "{n} moves possible, {legal} and a square says them",
    ambiguous_move: "ambiguous move \"{input}\": {list}?",
    or: "or",
    hint: "the engine suggests {move}",
    no_engine: "no engine is playing, so there are no hints",
    engine_declines_draw: "{name} declines the draw",
    engine_failed: "{reason}. The game goes on between two players",
    engine_plays: "{name} plays {side}",
    engine_thinking: "the engine is thinking about its move; ask again after it",
    engine_not_found: "no chess engine found at {path}",
    engine_cannot_start: "the chess engine {path} could not be started",
    engine_no_answer: "the chess engine did not answer within {seconds} seconds",
    engine_crashed: "the chess engine stopped unexpectedly",
    engine_bad_answer: "the chess engine answered something that is not a move",
    engine_no_chess960: "this chess engine does not play Chess960",
    engine_timed_out: "the engine has not moved in {seconds} seconds",
    game_saved: "the game is saved in {path}",
    board_silent: "the {board} does not answer: check its cable and that it is switched on",
    peg_board: "peg board",
    e_board: "e-board",
    board_garbled_once: "the {board} sent garbled data",
    board_garbled: "the {board} sends garbled data: {count} bad messages in {seconds} s",
    not_a_board: "the device at {path} is not a board: nothing more is sent to it; check the {board}'s path",
    journal_repaired: "the saved game was damaged from line {line}; it resumes from the last whole record, and the damaged file is kept in {path}",
    not_saving: "warning: the game is not being saved ({why}); play goes on, each move retries",
    saving_again: "the game is being saved again",
    disk_full: "the disk is full",
    folder_gone: "its folder is gone",
    not_allowed: "writing is not allowed there",
    piece_letters: ByRole {
        pawn: "P",
        knight: "N",
        bishop: "B",
        rook: "R",
        queen: "Q",
        king: "K",
    },
    screen: ScreenWords {
        board_title: "Board",
        clock_title: "Clock",
        sheet_title: "Score sheet",
        said_title: "Said",
        input_title: "Move or command",
        input_full: "The input line is full: it holds {limit} characters, the rest was left out",
        moves_label: "moves",
        press_pending: "{side}: press the clock",
        selected: "selected: {square}",
        selection_cancelled: "selection cancelled",
        choose_own_piece: "choose a piece of {side}",
        side_below: "{side} at the bottom",
        quit_confirm: "press {key} again to leave; the game is saved",
        quit_confirm_review: "press {key} again to leave",
        speech_off: "no speech: {reason}",
        speech_chosen_off: "chosen in the settings (the screen shows what is said)",
        keys_intro: "Keys",
        key_or: "or",
        key_enter: "Enter",
        key_space: "Space",
        key_arrows: "arrows",
        key_ctrl: "Ctrl",
        do_help: "these keys",
        do_board: "the board",
        do_time: "the clock",
        do_last: "the last move",
        do_sheet: "the score sheet",
        do_attackers: "attackers of the square",
        do_legal: "moves of the piece on the square",
        do_repeat: "repeat",
        do_flip: "turn the board",
        do_review_forward: "next move, going over a game",
        do_review_back: "move before, going over a game",
        do_press: "press the clock",
        do_focus: "board or input line",
        do_step: "move on the board",
        do_select: "pick up a piece, then put it on its square",
        do_submit: "play the move or command",
        do_cancel_board: "cancel, or leave",
        do_cancel_input: "clear the line, or go to the board",
        do_quit: "leave (asks first)",
        do_quit_now: "leave at once",
        too_small: "the window is too small: {size} needed",
    },
    adjourned: "the game is adjourned; the sealed move is recorded and kept secret",
    sealed_move: "the sealed move: {move}",
    which_sealed_move: "adjourn needs the move to seal, for example: adjourn Nf3",
};

pub const FRENCH: Strings = Strings {
    colon: " : ",
    separator: " ; ",
    empty: "vide",
    white_piece: ByRole {
        pawn: "{piece} blanc",
        knight: "{piece} blanc",
        bishop: "{piece} blanc",
        rook: "{piece} blanche",
        queen: "{piece} blanche",
        king: "{piece} blanc",
    },
    black_piece: ByRole {
        pawn: "{piece} noir",
        knight: "{piece} noir",
        bishop: "{piece} noir",
        rook: "{piece} noire",
        queen: "{piece} noire",
        king: "{piece} noir",
    },
    none_of: "pas de {piece}",
    and: "et",
    to_move: "trait aux {side}",
    your_move: "à vous de jouer",
    checkmated: "les {side} sont mat",
    stalemate: "pat",
    rank_title: "rangée {rank}",
    file_title: "colonne {file}",
    diagonal_title: "diagonale {from} à {to}",
    empty_run: "{from} à {to} vides",
    attacked_by: "attaquants : {list}",
    defended_by: "défenseurs : {list}",
    attacked_by_side: "contrôlée par les {side} : {list}",
    not_attacked: "aucun attaquant",
    not_defended: "aucun défenseur",
    not_attacked_by_side: "pas contrôlée par les {side}",
    no_legal_moves: "aucun coup légal",
    not_to_move: "les {side} n'ont pas le trait",
    in_check: "les {side} sont en échec",
    pinned: "pièce clouée",
    move_number: "coup {n}",
    no_moves_yet: "aucun coup joué",
    only_king: "{piece} seul",
    material_equal: "matériel égal",
    material_ahead: "avantage aux {side} : {n}",
    doubled: "doublés",
    isolated: "isolés",
    passed: "passés",
    which_square: "quelle case ?",
    which_file: "quelle colonne ?",
    which_rank: "quelle rangée ?",
    which_piece: "quelle pièce ?",
    not_a_square: "{input} n'est pas une case",
    not_a_file: "{input} n'est pas une colonne",
    not_a_rank: "{input} n'est pas une rangée",
    not_a_piece: "{input} n'est pas une pièce",
    game_is_over: "la partie est terminée",
    illegal_move: "coup illégal",
    nothing_to_undo: "rien à annuler : le coup est achevé",
    taken_back: "annulé : {move}",
    agreement_too_early: "la nulle ne peut être convenue qu'après un coup de chaque joueur",
    draw_already_offered: "nulle déjà proposée",
    offers_draw: "{side} proposent la nulle",
    claim_incorrect: "réclamation incorrecte, la partie continue",
    time_added: "{side} : {time} de plus",
    wins: "{side} gagnent",
    draw_result: "partie nulle",
    no_clock: "pas de pendule",
    unknown_control: "cadence inconnue, pas de pendule",
    control_sandglass: "sablier, {time}",
    control_moves_in: "{moves} en {time}",
    control_increment: "plus {time} par coup",
    control_delay: "délai de {time} par coup",
    control_bronstein: "délai Bronstein de {time} par coup",
    control_then: "puis",
    milliseconds: "{n} millisecondes",
    help: "Tapez un coup ; Entrée presse la pendule. Commandes : {commands}. {more} les donne toutes.",
    help_more: "Commandes : {commands}.",
    more_word: "plus",
    compact_word: "compact",
    role_player: "joueur",
    role_assistant: "assistant",
    role_arbiter: "arbitre",
    role_practice: "entraînement",
    greeting_new: "nouvelle partie",
    greeting_resumed: "partie reprise au {move}",
    greeting_role: "rôle {role}",
    you: "vous",
    clock_waits: "{start} ou Entrée démarre la pendule",
    clock_started: "pendule en marche",
    clock_stopped: "pendule arrêtée",
    clock_already_running: "la pendule tourne déjà",
    clock_not_running: "la pendule ne tourne pas",
    not_offered: "{command} n'est pas pour le rôle {role}",
    online_only: "{command} sert seulement dans une partie en ligne",
    confirm_resign: "{side} abandonnent ? Redites {resign} pour confirmer",
    resigns: "{side} abandonnent",
    which_side: "quel camp : {white} ou {black} ?",
    not_seconds: "{input} n'est pas un nombre de secondes",
    no_flag: "pas de chute : {side} ont {time}",
    touched: "touché : {what}",
    boards_reset: "les échiquiers reviennent à la feuille de partie",
    no_move_to_take_back: "aucun coup à reprendre",
    repeat_ok: "répété : {move}",
    repeat_wrong: "pas le coup joué : entendu {heard}, joué {played}",
    no_opening: "pas encore d'ouverture nommée",
    mark_inaccuracy: "imprécision",
    mark_mistake: "erreur",
    mark_blunder: "gaffe",
    eval_equal: "à peu près égal",
    eval_pawn_up: "{side} ont environ un pion de plus",
    eval_pawns_up: "{side} ont environ {n} pions de plus",
    eval_mate: "mat en {n} pour les {side}",
    analysis_accuracy: "précision : Blancs {white} pour cent, Noirs {black} pour cent",
    analysis_worst: "{move} : {mark}, mieux {better}",
    analysis_worst_only: "{move} : {mark}",
    analysis_clean: "ni imprécision, ni erreur, ni gaffe",
    analysis_started: "analyse de la partie : {positions} positions, toutes les questions ont leur réponse",
    analysis_progress: "analysé à {percent} pour cent",
    analysis_running: "l'analyse est en cours : {percent} pour cent",
    analysis_not_over: "l'analyse s'ouvre une fois la partie finie",
    analysis_failed: "l'analyse s'est arrêtée : {reason}",
    analysis_review: "dites revoir pour entendre chaque coup avec sa marque",
    moves_usage: "dites coups, coups 12, ou coups derniers 3",
    reason_checkmate: "échec et mat",
    reason_stalemate: "pat",
    reason_dead_position: "position morte",
    reason_fivefold: "quintuple répétition de la position",
    reason_seventy_five: "règle des soixante-quinze coups",
    reason_timeout: "temps dépassé",
    reason_timeout_no_mate: "temps dépassé, mais le mat est impossible",
    reason_resignation: "abandon",
    reason_agreement: "nulle par accord mutuel",
    reason_threefold: "triple répétition de la position",
    reason_fifty: "règle des cinquante coups",
    reason_abandoned: "partie désertée",
    no_move_given: "aucun coup donné",
    not_a_move: "pas un coup : « {input} »",
    move_not_possible: "coup illégal « {input} » : {move} n'est pas possible",
    from_square_empty: "coup illégal « {input} » : il n'y a pas de pièce sur {square}",
    possible_moves: "possibles : {list}",
    many_possible: "{n} coups possibles, {legal} et une case les donne",
    ambiguous_move: "coup ambigu « {input} » : {list} ?",
    or: "ou",
    hint: "le moteur propose {move}",
    no_engine: "aucun moteur ne joue : pas d'indice",
    engine_declines_draw: "{name} refuse la nulle",
    engine_failed: "{reason}. La partie continue entre deux joueurs",
    engine_plays: "{name} joue les {side}",
    engine_thinking: "le moteur réfléchit à son coup ; redemandez après",
    engine_not_found: "aucun moteur d'échecs à {path}",
    engine_cannot_start: "le moteur d'échecs {path} n'a pas pu démarrer",
    engine_no_answer: "le moteur d'échecs n'a pas répondu en {seconds} secondes",
    engine_crashed: "le moteur d'échecs s'est arrêté",
    engine_bad_answer: "le moteur d'échecs a répondu autre chose qu'un coup",
    engine_no_chess960: "ce moteur d'échecs ne joue pas le Chess960",
    engine_timed_out: "le moteur n'a pas joué en {seconds} secondes",
    game_saved: "partie enregistrée dans {path}",
    board_silent: "le {board} ne répond pas : vérifiez son câble et qu'il est allumé",
    peg_board: "plateau à chevilles",
    e_board: "échiquier électronique",
    board_garbled_once: "le {board} a envoyé des données illisibles",
    board_garbled: "le {board} envoie des données illisibles : {count} messages erronés en {seconds} s",
    not_a_board: "l'appareil {path} n'est pas un échiquier : plus rien ne lui est envoyé ; vérifiez le chemin donné pour le {board}",
    journal_repaired: "la partie enregistrée était abîmée à partir de la ligne {line} ; elle reprend au dernier enregistrement entier, le fichier abîmé est gardé dans {path}",
    not_saving: "attention : la partie n'est plus enregistrée ({why}) ; le jeu continue, chaque coup réessaie",
    saving_again: "la partie est de nouveau enregistrée",
    disk_full: "le disque est plein",
    folder_gone: "son dossier a disparu",
    not_allowed: "l'écriture y est interdite",
    piece_letters: ByRole {
        pawn: "P",
        knight: "C",
        bishop: "F",
        rook: "T",
        queen: "D",
        king: "R",
    },
    screen: ScreenWords {
        board_title: "Échiquier",
        clock_title: "Pendule",
        sheet_title: "Feuille de partie",
        said_title: "Annonces",
        input_title: "Coup ou commande",
        input_full: "La ligne de saisie est pleine : elle contient {limit} caractères, la suite a été laissée de côté",
        moves_label: "coups",
        press_pending: "{side} : appuyez sur la pendule",
        selected: "sélection : {square}",
        selection_cancelled: "sélection annulée",
        choose_own_piece: "choisissez une pièce des {side}",
        side_below: "les {side} en bas",
        quit_confirm: "appuyez encore sur {key} pour quitter ; la partie est enregistrée",
        quit_confirm_review: "appuyez encore sur {key} pour quitter",
        speech_off: "pas de voix : {reason}",
        speech_chosen_off: "choisi dans les réglages (l'écran montre ce qui est dit)",
        keys_intro: "Touches",
        key_or: "ou",
        key_enter: "Entrée",
        key_space: "Espace",
        key_arrows: "flèches",
        key_ctrl: "Ctrl",
        do_help: "ces touches",
        do_board: "l'échiquier",
        do_time: "la pendule",
        do_last: "le dernier coup",
        do_sheet: "la feuille de partie",
        do_attackers: "attaquants de la case",
        do_legal: "coups de la pièce sur la case",
        do_repeat: "répéter",
        do_flip: "tourner l'échiquier",
        do_review_forward: "coup suivant, en revue",
        do_review_back: "coup précédent, en revue",
        do_press: "appuyer sur la pendule",
        do_focus: "échiquier ou ligne de saisie",
        do_step: "se déplacer sur l'échiquier",
        do_select: "prendre une pièce, puis la poser sur sa case",
        do_submit: "jouer le coup ou la commande",
        do_cancel_board: "annuler, ou quitter",
        do_cancel_input: "effacer la ligne, ou aller à l'échiquier",
        do_quit: "quitter (avec confirmation)",
        do_quit_now: "quitter aussitôt",
        too_small: "la fenêtre est trop petite : il faut {size}",
    },
    adjourned: "la partie est ajournée ; le coup sous enveloppe est enregistré et reste secret",
    sealed_move: "le coup sous enveloppe : {move}",
    which_sealed_move: "ajourner demande le coup sous enveloppe, par exemple : ajourner Cf3",
};

pub const GERMAN: Strings = Strings {
    colon: ": ",
    separator: "; ",
    empty: "leer",
    white_piece: ByRole {
        queen: "weiße {piece}",
        ..ByRole::all("weißer {piece}")
    },
    black_piece: ByRole {
        queen: "schwarze {piece}",
        ..ByRole::all("schwarzer {piece}")
    },
    none_of: "keine {pieces}",
    and: "und",
    to_move: "{side} am Zug",
    your_move: "Sie sind am Zug",
    checkmated: "{side} ist matt",
    stalemate: "Patt",
    rank_title: "Reihe {rank}",
    file_title: "Linie {file}",
    diagonal_title: "Diagonale {from} bis {to}",
    empty_run: "{from} bis {to} leer",
    attacked_by: "angegriffen von {list}",
    defended_by: "verteidigt von {list}",
    attacked_by_side: "angegriffen von {side}: {list}",
    not_attacked: "nicht angegriffen",
    not_defended: "nicht verteidigt",
    not_attacked_by_side: "nicht angegriffen von {side}",
    no_legal_moves: "keine legalen Züge",
    not_to_move: "{side} ist nicht am Zug",
    in_check: "{side} steht im Schach",
    pinned: "gefesselt",
    move_number: "Zug {n}",
    no_moves_yet: "noch keine Züge",
    only_king: "nur {piece}",
    material_equal: "Material ausgeglichen",
    material_ahead: "{side} plus {n}",
    doubled: "Doppelbauern",
    isolated: "isoliert",
    passed: "Freibauern",
    which_square: "welches Feld?",
    which_file: "welche Linie?",
    which_rank: "welche Reihe?",
    which_piece: "welche Figur?",
    not_a_square: "{input} ist kein Feld",
    not_a_file: "{input} ist keine Linie",
    not_a_rank: "{input} ist keine Reihe",
    not_a_piece: "{input} ist keine Figur",
    game_is_over: "die Partie ist beendet",
    illegal_move: "unmöglicher Zug",
    nothing_to_undo: "nichts zurückzunehmen: der Zug ist abgeschlossen",
    taken_back: "zurückgenommen: {move}",
    agreement_too_early: "Remis kann erst vereinbart werden, wenn jeder Spieler gezogen hat",
    draw_already_offered: "Remis bereits angeboten",
    offers_draw: "{side} bietet Remis an",
    claim_incorrect: "Reklamation unberechtigt, die Partie geht weiter",
    time_added: "{side} erhält {time}",
    wins: "{side} gewinnt",
    draw_result: "Remis",
    no_clock: "keine Uhr",
    unknown_control: "Bedenkzeit unbekannt, keine Uhr",
    control_sandglass: "Sanduhr, {time}",
    control_moves_in: "{moves} in {time}",
    control_increment: "plus {time} pro Zug",
    control_delay: "{time} Verzögerung pro Zug",
    control_bronstein: "Bronstein-Verzögerung {time} pro Zug",
    control_then: "dann",
    milliseconds: "{n} Millisekunden",
    help: "Zug eintippen; Enter drückt die Uhr. Befehle: {commands}. {more} nennt alle.",
    help_more: "Befehle: {commands}.",
    more_word: "mehr",
    compact_word: "kompakt",
    role_player: "Spieler",
    role_assistant: "Assistent",
    role_arbiter: "Schiedsrichter",
    role_practice: "Training",
    greeting_new: "neue Partie",
    greeting_resumed: "Partie fortgesetzt bei {move}",
    greeting_role: "Rolle {role}",
    you: "Sie",
    clock_waits: "{start} oder Enter startet die Uhr",
    clock_started: "Uhr läuft",
    clock_stopped: "Uhr angehalten",
    clock_already_running: "die Uhr läuft schon",
    clock_not_running: "die Uhr läuft nicht",
    not_offered: "{command} gibt es nicht für die Rolle {role}",
    online_only: "{command} gibt es nur in einer Online-Partie",
    confirm_resign: "{side} gibt auf? Zum Bestätigen noch einmal {resign}",
    resigns: "{side} gibt auf",
    which_side: "welche Seite: {white} oder {black}?",
    not_seconds: "{input} ist keine Zahl von Sekunden",
    no_flag: "kein Blättchen gefallen: {side} hat {time}",
    touched: "berührt: {what}",
    boards_reset: "die Bretter werden auf den Partiezettel zurückgestellt",
    no_move_to_take_back: "kein Zug zum Zurücknehmen",
    repeat_ok: "wiederholt: {move}",
    repeat_wrong: "nicht der gespielte Zug: gehört {heard}, gespielt {played}",
    no_opening: "noch keine benannte Eröffnung",
    mark_inaccuracy: "Ungenauigkeit",
    mark_mistake: "Fehler",
    mark_blunder: "Patzer",
    eval_equal: "ausgeglichen",
    eval_pawn_up: "{side} steht etwa einen Bauern besser",
    eval_pawns_up: "{side} steht etwa {n} Bauern besser",
    eval_mate: "Matt in {n} für {side}",
    analysis_accuracy: "Genauigkeit: Weiß {white} Prozent, Schwarz {black} Prozent",
    analysis_worst: "{move}: {mark}, besser {better}",
    analysis_worst_only: "{move}: {mark}",
    analysis_clean: "keine Ungenauigkeit, kein Fehler, kein Patzer",
    analysis_started: "die Partie wird analysiert: {positions} Stellungen, jede Frage wird beantwortet",
    analysis_progress: "{percent} Prozent analysiert",
    analysis_running: "die Analyse läuft: {percent} Prozent",
    analysis_not_over: "die Analyse geht, wenn die Partie zu Ende ist",
    analysis_failed: "die Analyse ist abgebrochen: {reason}",
    analysis_review: "sagen Sie nachspielen, um jeden Zug mit seiner Wertung zu hören",
    moves_usage: "sagen Sie züge, züge 12 oder züge letzte 3",
    reason_checkmate: "Schachmatt",
    reason_stalemate: "Patt",
    reason_dead_position: "tote Stellung",
    reason_fivefold: "fünfmalige Stellungswiederholung",
    reason_seventy_five: "75-Züge-Regel",
    reason_timeout: "Zeitüberschreitung",
    reason_timeout_no_mate: "Zeit abgelaufen, aber kein Matt mehr möglich",
    reason_resignation: "Aufgabe",
    reason_agreement: "Remis vereinbart",
    reason_threefold: "dreimalige Stellungswiederholung",
    reason_fifty: "50-Züge-Regel",
    reason_abandoned: "Partie verlassen",
    no_move_given: "kein Zug angegeben",
    not_a_move: "kein Zug: „{input}“",
    move_not_possible: "unmöglicher Zug „{input}“: {move} geht nicht",
    from_square_empty: "unmöglicher Zug „{input}“: auf {square} steht keine Figur",
    possible_moves: "möglich: {list}",
    many_possible: "{n} Züge möglich, {legal} und ein Feld nennt sie",
    ambiguous_move: "mehrdeutiger Zug „{input}“: {list}?",
    or: "oder",
    hint: "Tipp der Engine: {move}",
    no_engine: "keine Engine im Spiel, also keine Tipps",
    engine_declines_draw: "{name} lehnt das Remis ab",
    engine_failed: "{reason}. Die Partie geht zwischen zwei Spielern weiter",
    engine_plays: "{name} spielt {side}",
    engine_thinking: "die Engine denkt über ihren Zug nach; fragen Sie danach noch einmal",
    engine_not_found: "keine Schach-Engine unter {path}",
    engine_cannot_start: "die Schach-Engine {path} ließ sich nicht starten",
    engine_no_answer: "die Schach-Engine hat in {seconds} Sekunden nicht geantwortet",
    engine_crashed: "die Schach-Engine hat sich beendet",
    engine_bad_answer: "die Schach-Engine hat keinen Zug geantwortet",
    engine_no_chess960: "diese Schach-Engine spielt kein Chess960",
    engine_timed_out: "die Engine hat in {seconds} Sekunden nicht gezogen",
    game_saved: "Partie gespeichert in {path}",
    board_silent: "das {board} antwortet nicht: bitte Kabel prüfen und ob es eingeschaltet ist",
    peg_board: "Steckbrett",
    e_board: "E-Brett",
    board_garbled_once: "das {board} hat unlesbare Daten gesendet",
    board_garbled: "das {board} sendet unlesbare Daten: {count} fehlerhafte Nachrichten in {seconds} s",
    not_a_board: "das Gerät {path} ist kein Brett: es wird ihm nichts mehr gesendet; bitte den Pfad des {board}s prüfen",
    journal_repaired: "die gespeicherte Partie war ab Zeile {line} beschädigt; sie geht ab dem letzten ganzen Eintrag weiter, die beschädigte Datei liegt in {path}",
    not_saving: "Achtung: die Partie wird nicht gespeichert ({why}); es geht weiter, jeder Zug versucht es neu",
    saving_again: "die Partie wird wieder gespeichert",
    disk_full: "die Festplatte ist voll",
    folder_gone: "ihr Ordner fehlt",
    not_allowed: "Schreiben ist dort nicht erlaubt",
    piece_letters: ByRole {
        pawn: "B",
        knight: "S",
        bishop: "L",
        rook: "T",
        queen: "D",
        king: "K",
    },
    screen: ScreenWords {
        board_title: "Brett",
        clock_title: "Uhr",
        sheet_title: "Partieformular",
        said_title: "Gesagt",
        input_title: "Zug oder Befehl",
        input_full: "Die Eingabezeile ist voll: Sie fasst {limit} Zeichen, der Rest wurde weggelassen",
        moves_label: "Züge",
        press_pending: "{side}: Uhr drücken",
        selected: "gewählt: {square}",
        selection_cancelled: "Auswahl aufgehoben",
        choose_own_piece: "wählen Sie eine Figur von {side}",
        side_below: "{side} unten",
        quit_confirm: "{key} noch einmal drücken zum Beenden; die Partie ist gespeichert",
        quit_confirm_review: "{key} noch einmal drücken zum Beenden",
        speech_off: "keine Sprachausgabe: {reason}",
        speech_chosen_off: "so eingestellt (der Bildschirm zeigt, was gesagt wird)",
        keys_intro: "Tasten",
        key_or: "oder",
        key_enter: "Eingabe",
        key_space: "Leertaste",
        key_arrows: "Pfeiltasten",
        key_ctrl: "Strg",
        do_help: "diese Tasten",
        do_board: "das Brett",
        do_time: "die Uhr",
        do_last: "der letzte Zug",
        do_sheet: "das Partieformular",
        do_attackers: "Angreifer des Feldes",
        do_legal: "Züge der Figur auf dem Feld",
        do_repeat: "wiederholen",
        do_flip: "Brett drehen",
        do_review_forward: "nächster Zug beim Nachspielen",
        do_review_back: "Zug davor beim Nachspielen",
        do_press: "Uhr drücken",
        do_focus: "Brett oder Eingabezeile",
        do_step: "auf dem Brett bewegen",
        do_select: "Figur aufnehmen, dann auf ihr Feld setzen",
        do_submit: "Zug oder Befehl ausführen",
        do_cancel_board: "abbrechen oder beenden",
        do_cancel_input: "Zeile leeren oder zum Brett",
        do_quit: "beenden (mit Rückfrage)",
        do_quit_now: "sofort beenden",
        too_small: "das Fenster ist zu klein: {size} nötig",
    },
    adjourned: "die Partie ist vertagt; der Abgabezug ist gespeichert und bleibt geheim",
    sealed_move: "der Abgabezug: {move}",
    which_sealed_move: "vertagen braucht den Abgabezug, zum Beispiel: vertagen Sf3",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_from_tag_and_voice() {
        assert_eq!(UiLanguage::from_tag("de"), UiLanguage::German);
        assert_eq!(UiLanguage::from_tag("de-AT"), UiLanguage::German);
        assert_eq!(UiLanguage::from_tag("FR_ca"), UiLanguage::French);
        assert_eq!(UiLanguage::from_tag("nl"), UiLanguage::English);
        assert_eq!(UiLanguage::from_tag(""), UiLanguage::English);
        assert_eq!(UiLanguage::of(&Voice::fide()), UiLanguage::German);
        assert_eq!(
            for_voice(&Voice::builtin("fr").unwrap()).empty,
            FRENCH.empty
        );
        assert_eq!(for_voice(&Voice::builtin("en").unwrap()).empty, "empty");
    }

    /// Each template with the slots it must keep.
    fn template_slots(s: &'static Strings) -> [(&'static str, &'static [&'static str]); 68] {
        [
            (s.analysis_started, &["{positions}"]),
            (s.analysis_progress, &["{percent}"]),
            (s.analysis_running, &["{percent}"]),
            (s.analysis_failed, &["{reason}"]),
            (s.engine_declines_draw, &["{name}"]),
            (s.many_possible, &["{n}", "{legal}"]),
            (s.repeat_ok, &["{move}"]),
            (s.repeat_wrong, &["{heard}", "{played}"]),
            (s.engine_no_answer, &["{seconds}"]),
            (s.engine_not_found, &["{path}"]),
            (s.engine_cannot_start, &["{path}"]),
            (s.help_more, &["{commands}"]),
            (s.greeting_resumed, &["{move}"]),
            (s.greeting_role, &["{role}"]),
            (s.clock_waits, &["{start}"]),
            (s.not_offered, &["{command}", "{role}"]),
            (s.online_only, &["{command}"]),
            (s.confirm_resign, &["{side}", "{resign}"]),
            (s.resigns, &["{side}"]),
            (s.which_side, &["{white}", "{black}"]),
            (s.not_seconds, &["{input}"]),
            (s.no_flag, &["{side}", "{time}"]),
            (s.touched, &["{what}"]),
            (s.board_silent, &["{board}"]),
            (s.journal_repaired, &["{line}", "{path}"]),
            (s.not_saving, &["{why}"]),
            (s.control_sandglass, &["{time}"]),
            (s.control_moves_in, &["{moves}", "{time}"]),
            (s.control_increment, &["{time}"]),
            (s.control_delay, &["{time}"]),
            (s.control_bronstein, &["{time}"]),
            (s.milliseconds, &["{n}"]),
            (s.hint, &["{move}"]),
            (s.engine_timed_out, &["{seconds}"]),
            (s.engine_failed, &["{reason}"]),
            (s.engine_plays, &["{name}", "{side}"]),
            (s.not_a_move, &["{input}"]),
            (s.move_not_possible, &["{input}", "{move}"]),
            (s.from_square_empty, &["{input}", "{square}"]),
            (s.possible_moves, &["{list}"]),
            (s.ambiguous_move, &["{input}", "{list}"]),
            (s.taken_back, &["{move}"]),
            (s.offers_draw, &["{side}"]),
            (s.time_added, &["{side}", "{time}"]),
            (s.wins, &["{side}"]),
            (s.help, &["{commands}", "{more}"]),
            (s.attacked_by, &["{list}"]),
            (s.defended_by, &["{list}"]),
            (s.not_attacked_by_side, &["{side}"]),
            (s.to_move, &["{side}"]),
            (s.checkmated, &["{side}"]),
            (s.rank_title, &["{rank}"]),
            (s.file_title, &["{file}"]),
            (s.diagonal_title, &["{from}", "{to}"]),
            (s.empty_run, &["{from}", "{to}"]),
            (s.attacked_by_side, &["{side}", "{list}"]),
            (s.not_to_move, &["{side}"]),
            (s.in_check, &["{side}"]),
            (s.move_number, &["{n}"]),
            (s.only_king, &["{piece}"]),
            (s.material_ahead, &["{side}", "{n}"]),
            (s.not_a_square, &["{input}"]),
            (s.not_a_file, &["{input}"]),
            (s.not_a_rank, &["{input}"]),
            (s.not_a_piece, &["{input}"]),
            (s.white_piece.get(Role::Queen), &["{piece}"]),
            (s.black_piece.get(Role::Pawn), &["{piece}"]),
            (s.colon, &[":"]),
        ]
    }

    /// Every template keeps the slots its field's documentation promises, in every language.
    #[test]
    fn templates_keep_their_slots() {
        for language in UiLanguage::ALL {
            let s = language.strings();
            let checks = template_slots(s);
            for (template, slots) in checks {
                for slot in slots {
                    assert!(
                        template.contains(slot),
                        "{language:?}: {template} needs {slot}"
                    );
                }
            }
            let w = &s.screen;
            for (template, slot) in [
                (w.press_pending, "{side}"),
                (w.selected, "{square}"),
                (w.choose_own_piece, "{side}"),
                (w.side_below, "{side}"),
                (w.quit_confirm, "{key}"),
                (w.quit_confirm_review, "{key}"),
                (w.speech_off, "{reason}"),
            ] {
                assert!(
                    template.contains(slot),
                    "{language:?}: {template} needs {slot}"
                );
            }
            // One letter a piece, all different: the board shows them side by side.
            let letters: std::collections::HashSet<&str> =
                Role::ALL.iter().map(|&r| s.piece_letters.get(r)).collect();
            assert_eq!(letters.len(), 6, "{language:?}");
            assert!(letters.iter().all(|l| l.chars().count() == 1));
            for role in Role::ALL {
                assert!(s.white_piece.get(role).contains("{piece}"));
                assert!(s.black_piece.get(role).contains("{piece}"));
            }
            assert!(s.none_of.contains("{piece}") || s.none_of.contains("{pieces}"));
        }
    }

    #[test]
    fn agreement_by_piece() {
        assert_eq!(GERMAN.white_piece.get(Role::Queen), "weiße {piece}");
        assert_eq!(GERMAN.white_piece.get(Role::Rook), "weißer {piece}");
        assert_eq!(FRENCH.black_piece.get(Role::Rook), "{piece} noire");
        assert_eq!(FRENCH.black_piece.get(Role::Knight), "{piece} noir");
    }
}
