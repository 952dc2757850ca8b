//! The table's sentences as a struct: one field a message of the interface language's catalogue
//! (`locales/<tag>.ftl`, read by [`super::catalogue`]). The field list is the set of keys the
//! program uses, so a key misspelt in Rust does not compile, and the catalogue tests find a key
//! missing from a language. To add a sentence: add a field here (with a doc comment naming its
//! variables), then the message to every `locales/*.ftl`.
//!
//! Words that belong to a voice — files, ranks, pieces, the side names and the clock's words when
//! the voice speaks the interface language — come from the [`Voice`], not from here. Templates
//! keep their variables as named slots: `{side}` (a side name), `{piece}`/`{pieces}` (a voice's
//! piece word, singular/plural), `{n}` (a number in words), `{rank}`, `{file}`, `{from}`,
//! `{to}`, `{list}` (a list of pieces), `{input}` (what the player typed).

pub use super::catalogue::ByRole;
use super::catalogue::catalogue_words;
use super::message::{Message, Sentences};
use super::voice::Voice;

pub use super::language::UiLanguage;

impl UiLanguage {
    /// The UI language that goes with a voice.
    pub fn of(voice: &Voice) -> UiLanguage {
        voice.interface_language()
    }

    pub fn strings(self) -> &'static Strings {
        Strings::of(self)
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
            R::IllegalMoves => self.reason_illegal_moves,
        }
    }
}

impl Strings {
    /// A piece of `color` in words ("weißer Bauer", "Tour noire"): `word` is the voice's word
    /// for it, and the catalogue's selector on `$role` makes the words agree with the piece.
    pub fn piece_of(&self, color: shakmaty::Color, role: shakmaty::Role, word: &str) -> String {
        let key = match color {
            shakmaty::Color::White => "white-piece",
            shakmaty::Color::Black => "black-piece",
        };
        self.say(
            &Message::new(key)
                .text("role", super::piece_names::role_name(role))
                .text("piece", word),
        )
    }
}

/// The strings of the language that goes with `voice`.
pub fn for_voice(voice: &Voice) -> &'static Strings {
    UiLanguage::of(voice).strings()
}

catalogue_words! {
    /// The app's strings in one language.
    pub struct Strings ("") {
        /// Between a subject and what is said of it ("Eva vier: leer"; French puts a space before).
        colon: text,
        /// Between the parts of an answer ("Weiß: …; Schwarz: …"; French puts a space before).
        separator: text,
        /// A square with nothing on it.
        empty: text,
        /// `{piece}` of White ("weißer {piece}", "{piece} blanche").
        white_piece: by_role,
        /// `{piece}` of Black.
        black_piece: by_role,
        /// No piece of a kind: `{piece}` (singular) or `{pieces}` (plural).
        none_of: text,
        /// Joins the last two items of a short list ("drei und vier").
        and: text,
        /// `{side}` has the move.
        to_move: text,
        /// The player's own turn (the table app knows which side the player is).
        your_move: text,
        /// `{side}` (to move) is checkmated.
        checkmated: text,
        /// The side to move has no legal move and is not in check.
        stalemate: text,
        /// `{rank}` as a title ("Reihe vier").
        rank_title: text,
        /// `{file}` as a title ("Linie Eva").
        file_title: text,
        /// A diagonal `{from}` one end `{to}` the other.
        diagonal_title: text,
        /// A run of empty squares `{from}` … `{to}`.
        empty_run: text,
        /// The enemy pieces attacking an occupied square: `{list}`.
        attacked_by: text,
        /// The friendly pieces protecting an occupied square: `{list}`.
        defended_by: text,
        /// `{side}`'s pieces attacking an empty square: `{list}`.
        attacked_by_side: text,
        /// No enemy piece attacks an occupied square.
        not_attacked: text,
        /// No friendly piece protects an occupied square.
        not_defended: text,
        /// No piece of `{side}` attacks an empty square.
        not_attacked_by_side: text,
        /// A piece that cannot move.
        no_legal_moves: text,
        /// The piece asked about belongs to `{side}`, who is not to move.
        not_to_move: text,
        /// `{side}` (to move) is in check.
        in_check: text,
        /// The piece may not leave the line to its king.
        pinned: text,
        /// Move number `{n}` ("Zug zwölf").
        move_number: text,
        /// The score sheet is empty.
        no_moves_yet: text,
        /// Material: a side with only its king (`{piece}` is the king's word).
        only_king: text,
        /// Material: the same on both sides.
        material_equal: text,
        /// Material: `{side}` is ahead by `{n}` pawns' worth.
        material_ahead: text,
        /// Pawn structure: before the files with doubled pawns.
        doubled: text,
        /// Pawn structure: before the isolated pawns.
        isolated: text,
        /// Pawn structure: before the passed pawns.
        passed: text,
        /// A query missing its square.
        which_square: text,
        /// A query missing its file.
        which_file: text,
        /// A query missing its rank.
        which_rank: text,
        /// A query missing its piece.
        which_piece: text,
        /// `{input}` could not be read as a square.
        not_a_square: text,
        /// `{input}` could not be read as a file.
        not_a_file: text,
        /// `{input}` could not be read as a rank.
        not_a_rank: text,
        /// `{input}` could not be read as a piece (with an optional colour).
        not_a_piece: text,
        /// The game is over.
        game_is_over: text,
        /// A move that is not legal here.
        illegal_move: text,
        /// `undo` when no move waits for the clock press.
        nothing_to_undo: text,
        /// Before the move taken back (D.2.8): `{move}`.
        taken_back: text,
        /// Article 5.2.3.
        agreement_too_early: text,
        /// A second offer by the same player.
        draw_already_offered: text,
        /// `{side}` offers a draw (9.1.2).
        offers_draw: text,
        /// An incorrect draw claim (9.5.3).
        claim_incorrect: text,
        /// The arbiter gives `{side}` `{time}` (7.5.5, 9.5.3).
        time_added: text,
        /// `{side}` wins.
        wins: text,
        /// A drawn game.
        draw_result: text,
        /// Asked for the time in a game without a clock.
        no_clock: text,
        /// Asked for the time in a game whose time control is unknown (PGN's `?`): no clock runs.
        unknown_control: text,
        /// A sandglass control: `{time}` on each side ("sandglass, 3 minutes").
        control_sandglass: text,
        /// A period with a move count: `{moves}` (a filled moves phrase) in `{time}`.
        control_moves_in: text,
        /// A Fischer increment: `{time}` more for every move.
        control_increment: text,
        /// A simple delay of `{time}` a move.
        control_delay: text,
        /// A Bronstein delay of `{time}` a move.
        control_bronstein: text,
        /// Between two periods.
        control_then: text,
        /// A duration below a tenth of a second's precision: `{n}` milliseconds.
        milliseconds: text,
        /// Help in a few words: `{commands}` the most used commands, `{more}` how to hear them all.
        help: text,
        /// Every command offered now: `{commands}`.
        help_more: text,
        /// The word after help that asks for every command.
        more_word: text,
        /// The word after board that asks for the compact board, one rank a line (braille).
        compact_word: text,
        /// The role of the blind player at the keyboard.
        role_player: text,
        /// The assistant's role (D.2.10).
        role_assistant: text,
        /// The arbiter's role.
        role_arbiter: text,
        /// One person practising at home.
        role_practice: text,
        /// The greeting's first words for a new game.
        greeting_new: text,
        /// The greeting's first words for a resumed game, at `{move}` (a move number).
        greeting_resumed: text,
        /// The role in the greeting: `{role}`.
        greeting_role: text,
        /// Who plays a side, when it is the player at the keyboard.
        you: text,
        /// The clock has not started: Enter starts it.
        clock_waits: text,
        /// The clock was started or restarted.
        clock_started: text,
        /// The arbiter stopped the clock.
        clock_stopped: text,
        /// `start` while the clock runs.
        clock_already_running: text,
        /// `stop` while the clock does not run.
        clock_not_running: text,
        /// `{command}` is not offered to `{role}`.
        not_offered: text,
        /// `{command}` has a use only in a game played online.
        online_only: text,
        /// `{side}` would resign: `{resign}` again confirms.
        confirm_resign: text,
        /// `{side}` resigns (said before the result).
        resigns: text,
        /// A command needs a side: `{white}` or `{black}`.
        which_side: text,
        /// `{input}` is not a number of seconds.
        not_seconds: text,
        /// No flag has fallen: `{side}` has `{time}` left.
        no_flag: text,
        /// The sighted player touched what is on a square: `{what}`.
        touched: text,
        /// The arbiter corrects the boards to the score sheet (D.2.9).
        boards_reset: text,
        /// `takeback` with no move played.
        no_move_to_take_back: text,
        /// The opponent repeated the move played (D.2.1): `{move}`.
        repeat_ok: text,
        /// The opponent's repetition is not the move played: `{heard}`, `{played}`.
        repeat_wrong: text,
        /// No named opening position has been reached.
        no_opening: text,
        /// The opening reached: `{eco}` and its English `{name}`, said as English.
        opening_english: text,
        /// An opening's English `{name}` alone (the review names each new one), said as English.
        opening_named: text,
        /// Analysis marks.
        mark_inaccuracy: text,
        mark_mistake: text,
        mark_blunder: text,
        /// The position is about even.
        eval_equal: text,
        /// No move was marked.
        analysis_clean: text,
        /// The finished game's analysis begins: `{positions}` positions.
        analysis_started: text,
        /// `{percent}` of the positions are analysed.
        analysis_progress: text,
        /// Asked again while it runs.
        analysis_running: text,
        /// Asked before the game has ended.
        analysis_not_over: text,
        /// The analysis engine failed: `{reason}`.
        analysis_failed: text,
        /// After the summary: the review says each mark.
        analysis_review: text,
        /// `moves` with an argument it cannot read.
        moves_usage: text,
        /// Article 5.1.1.
        reason_checkmate: text,
        /// Article 5.2.1.
        reason_stalemate: text,
        /// Article 5.2.2.
        reason_dead_position: text,
        /// Article 9.6.1.
        reason_fivefold: text,
        /// Article 9.6.2.
        reason_seventy_five: text,
        /// Article 6.9.
        reason_timeout: text,
        /// Article 6.9, no mate possible.
        reason_timeout_no_mate: text,
        /// Article 5.1.2.
        reason_resignation: text,
        /// Article 5.2.3.
        reason_agreement: text,
        /// Article 9.2, claimed.
        reason_threefold: text,
        /// Article 9.3, claimed.
        reason_fifty: text,
        /// Online: the loser left the game, and the win was claimed.
        reason_abandoned: text,
        /// Article 7.5.5: a second illegal move completed by the same player.
        reason_illegal_moves: text,
        /// An empty move.
        no_move_given: text,
        /// Joins the last two candidates.
        or: text,
        /// A hint from the engine: `{move}`.
        hint: text,
        /// Asked for a hint with no engine.
        no_engine: text,
        /// Asked for a hint at a sealed table (a rated game: no engine's help).
        sealed_no_hint: text,
        /// Asked for the analysis at a sealed table.
        sealed_no_analysis: text,
        /// The engine `{name}` declines the player's draw offer.
        engine_declines_draw: text,
        /// The engine failed (`{reason}`); the game goes on.
        engine_failed: text,
        /// Who the engine is (`{name}`) and which side it plays (`{side}`).
        engine_plays: text,
        /// A hint asked for while the engine thinks about its own move.
        engine_thinking: text,
        /// No engine program at `{path}`.
        engine_not_found: text,
        /// The engine at `{path}` could not be started.
        engine_cannot_start: text,
        /// The engine did not answer within `{seconds}` seconds (starting, or searching).
        engine_no_answer: text,
        /// The engine stopped on its own.
        engine_crashed: text,
        /// The engine answered something that is not a move of the position.
        engine_bad_answer: text,
        /// The engine does not play Chess960.
        engine_no_chess960: text,
        /// Why an engine is given up: it did not move within `{seconds}` seconds.
        engine_timed_out: text,
        /// Where the finished game's PGN was written: `{path}`.
        game_saved: text,
        /// A sensor board (`{board}`) has not answered since its link opened.
        board_silent: text,
        /// Told once to the blind player: the sighted player's `{board}` has differed from the
        /// game for ten seconds.
        board_differs_told: text,
        /// The peg board, as `{board}`.
        peg_board: text,
        /// The DGT e-board, as `{board}`.
        e_board: text,
        /// The `{board}` sent one line or message that could not be read.
        board_garbled_once: text,
        /// The `{board}` sent `{count}` unreadable lines or messages in `{seconds}` seconds.
        board_garbled: text,
        /// The device at `{path}`, given as the `{board}`, answers but is not a board.
        not_a_board: text,
        /// A resumed journal's end was damaged from line `{line}`: cut off, kept in `{path}`.
        journal_repaired: text,
        /// Writing the journal has failed (`{why}`): the game goes on, in memory only.
        not_saving: text,
        /// The journal could be written again, whole.
        saving_again: text,
        /// Why writing failed: the disk is full.
        disk_full: text,
        /// Why writing failed: the folder is gone.
        folder_gone: text,
        /// Why writing failed: not allowed (read-only, permissions).
        not_allowed: text,
        /// The game is adjourned with a sealed move (Guidelines I).
        adjourned: text,
        /// The envelope opened at the resumption: `{move}`.
        sealed_move: text,
        /// `adjourn` without a move.
        which_sealed_move: text,
        /// The letters of the pieces on the screen and on the score sheet (K Q R B N P; the FIDE
        /// voice's German letters K D T L S B; French R D T F C P).
        piece_letters: by_role,
        /// The screen's words: panel titles, the status line, the key help.
        screen: words(ScreenWords),
    }
}

catalogue_words! {
    /// The words of the full-screen table (titles, status, key names and what the keys do).
    pub struct ScreenWords ("screen-") {
        board_title: text,
        clock_title: text,
        sheet_title: text,
        /// The log of everything said.
        said_title: text,
        /// The input line's title, also said when the input line takes the focus.
        input_title: text,
        /// Said once when typing or pasting goes past the input line's `{limit}` characters.
        input_full: text,
        /// The clocks' move-count column.
        moves_label: text,
        /// `{side}` has moved and must now press the clock (status line).
        press_pending: text,
        /// A piece picked up on the board: `{square}` (what is on it, as the square query says).
        selected: text,
        selection_cancelled: text,
        /// Enter on a square without a piece of `{side}` (to move), nothing selected.
        choose_own_piece: text,
        /// The board was turned: `{side}` now at the bottom.
        side_below: text,
        /// Asked to leave: `{key}` again confirms.
        quit_confirm: text,
        /// The same while going over a game: nothing to save.
        quit_confirm_review: text,
        /// Before the key help list.
        keys_intro: text,
        /// Between alternative keys ("F1 or Alt-H").
        key_or: text,
        /// Key names.
        key_enter: text,
        key_space: text,
        key_arrows: text,
        key_ctrl: text,
        /// What each key does.
        do_help: text,
        do_board: text,
        do_time: text,
        do_last: text,
        do_sheet: text,
        do_attackers: text,
        do_legal: text,
        do_repeat: text,
        do_flip: text,
        /// Going over a game: the next move, the move before.
        do_review_forward: text,
        do_review_back: text,
        do_press: text,
        do_focus: text,
        do_step: text,
        do_select: text,
        do_submit: text,
        do_cancel_board: text,
        do_cancel_input: text,
        do_quit: text,
        do_quit_now: text,
        /// Push-to-talk: the listener hears the next utterance.
        do_talk: text,
        /// The window cannot hold even the compact layout: `{size}` (width×height) is needed.
        too_small: text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Role;

    #[test]
    fn language_from_tag_and_voice() {
        assert_eq!(UiLanguage::from_tag("de"), UiLanguage::GERMAN);
        assert_eq!(UiLanguage::from_tag("de-AT"), UiLanguage::GERMAN);
        assert_eq!(UiLanguage::from_tag("FR_ca"), UiLanguage::FRENCH);
        assert_eq!(UiLanguage::from_tag("nl"), UiLanguage::ENGLISH);
        assert_eq!(UiLanguage::from_tag(""), UiLanguage::ENGLISH);
        assert_eq!(UiLanguage::of(&Voice::fide()), UiLanguage::GERMAN);
        assert_eq!(for_voice(&Voice::builtin("fr").unwrap()).empty, "vide");
        assert_eq!(for_voice(&Voice::builtin("en").unwrap()).empty, "empty");
    }

    /// Each template with the slots it must keep.
    fn template_slots(s: &'static Strings) -> [(&'static str, &'static [&'static str]); 62] {
        [
            (s.analysis_started, &["{positions}"]),
            (s.analysis_progress, &["{percent}"]),
            (s.analysis_running, &["{percent}"]),
            (s.analysis_failed, &["{reason}"]),
            (s.engine_declines_draw, &["{name}"]),
            (s.repeat_ok, &["{move}"]),
            (s.repeat_wrong, &["{heard}", "{played}"]),
            (s.engine_no_answer, &["{seconds}"]),
            (s.engine_not_found, &["{path}"]),
            (s.engine_cannot_start, &["{path}"]),
            (s.help_more, &["{commands}"]),
            (s.greeting_resumed, &["{move}"]),
            (s.greeting_role, &["{role}"]),
            (s.not_offered, &["{command}", "{role}"]),
            (s.online_only, &["{command}"]),
            (s.confirm_resign, &["{side}", "{resign}"]),
            (s.resigns, &["{side}"]),
            (s.which_side, &["{white}", "{black}"]),
            (s.not_seconds, &["{input}"]),
            (s.no_flag, &["{side}", "{time}"]),
            (s.touched, &["{what}"]),
            (s.board_silent, &["{board}"]),
            (s.board_differs_told, &["{board}"]),
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
        for language in UiLanguage::BUILT_IN {
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
        assert_eq!(
            UiLanguage::GERMAN.strings().white_piece.get(Role::Queen),
            "weiße {piece}"
        );
        assert_eq!(
            UiLanguage::GERMAN.strings().white_piece.get(Role::Rook),
            "weißer {piece}"
        );
        assert_eq!(
            UiLanguage::FRENCH.strings().black_piece.get(Role::Rook),
            "{piece} noire"
        );
        assert_eq!(
            UiLanguage::FRENCH.strings().black_piece.get(Role::Knight),
            "{piece} noir"
        );
    }
}
