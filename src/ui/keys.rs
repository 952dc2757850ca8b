//! The key table: every key the screen understands, where it works, and what it does.
//!
//! The table is data. The app looks keys up in it, and the help (spoken and shown) is built from
//! the bindings that work where the focus is now, so the help can never list a key that does
//! nothing or miss one that does something. Text editing on the input line (letters,
//! Backspace, Delete, Left, Right, Home, End, Up and Down for earlier lines) is the field's
//! own behaviour and not listed.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::core::strings::ScreenWords;

/// What a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Say the keys that work here.
    Help,
    /// The session's queries, on the position or on the focused square.
    Board,
    Time,
    Last,
    Sheet,
    Attackers,
    Legal,
    Repeat,
    /// Turn the board on the screen (the other side at the bottom).
    Flip,
    /// Going over a game: the next move, the move before.
    ReviewForward,
    ReviewBack,
    /// Press the clock after a move.
    Press,
    /// Board ⇄ input line.
    SwitchFocus,
    /// An arrow key on the board: move the focused square.
    Step,
    /// Enter on the board: pick up the piece on the focused square, or put it down there.
    Select,
    /// Enter on the input line: the line goes to the session.
    Submit,
    /// Esc: withdraw a spoken move read back; else drop a selection or clear the line;
    /// otherwise ask to leave.
    Cancel,
    /// Leave, after a confirming second press.
    Quit,
    /// Leave at once (Ctrl-C).
    QuitNow,
    /// Push-to-talk: the listener hears the next utterance.
    Talk,
}

/// Where a binding works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Everywhere,
    Board,
    Input,
}

/// A key with its modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub modifiers: KeyModifiers,
}

const fn plain(code: KeyCode) -> Key {
    Key {
        code,
        modifiers: KeyModifiers::NONE,
    }
}

const fn alt(letter: char) -> Key {
    Key {
        code: KeyCode::Char(letter),
        modifiers: KeyModifiers::ALT,
    }
}

const fn ctrl(letter: char) -> Key {
    Key {
        code: KeyCode::Char(letter),
        modifiers: KeyModifiers::CONTROL,
    }
}

/// One line of the key table.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    pub keys: &'static [Key],
    pub scope: Scope,
    pub action: Action,
}

const fn bind(scope: Scope, action: Action, keys: &'static [Key]) -> Binding {
    Binding {
        keys,
        scope,
        action,
    }
}

/// Enter as terminals send it: carriage return, and line feed (Ctrl-J), which a braille
/// display's keyboard or a screen reader passing keys through (`brltty-pty`) may send instead.
const ENTER: &[Key] = &[
    plain(KeyCode::Enter),
    ctrl('j'),
    plain(KeyCode::Char('\n')),
    plain(KeyCode::Char('\r')),
];

/// Whether a key is another spelling of one the help names (Enter's line feed, Shift-Tab).
fn is_twin(key: Key) -> bool {
    key.code == KeyCode::BackTab || (ENTER.contains(&key) && key.code != KeyCode::Enter)
}

/// The key table. F-keys for those who have them; each also on Alt and a letter (laptops,
/// terminals that take F-keys for themselves).
pub const KEYS: &[Binding] = &[
    bind(
        Scope::Everywhere,
        Action::Help,
        &[plain(KeyCode::F(1)), alt('h')],
    ),
    bind(
        Scope::Everywhere,
        Action::Board,
        &[plain(KeyCode::F(2)), alt('b')],
    ),
    bind(
        Scope::Everywhere,
        Action::Time,
        &[plain(KeyCode::F(3)), alt('t')],
    ),
    bind(
        Scope::Everywhere,
        Action::Last,
        &[plain(KeyCode::F(4)), alt('l')],
    ),
    bind(
        Scope::Everywhere,
        Action::Sheet,
        &[plain(KeyCode::F(5)), alt('m')],
    ),
    bind(
        Scope::Everywhere,
        Action::Attackers,
        &[plain(KeyCode::F(6)), alt('a')],
    ),
    bind(
        Scope::Everywhere,
        Action::Legal,
        &[plain(KeyCode::F(7)), alt('g')],
    ),
    bind(
        Scope::Everywhere,
        Action::Repeat,
        &[plain(KeyCode::F(8)), alt('r')],
    ),
    bind(
        Scope::Everywhere,
        Action::Flip,
        &[plain(KeyCode::F(9)), alt('f')],
    ),
    // Alt-S (speak): F10 and F11 are often the terminal's own (menu, full screen).
    bind(Scope::Everywhere, Action::Talk, &[alt('s')]),
    bind(
        Scope::Everywhere,
        Action::ReviewForward,
        &[plain(KeyCode::PageDown)],
    ),
    bind(
        Scope::Everywhere,
        Action::ReviewBack,
        &[plain(KeyCode::PageUp)],
    ),
    bind(Scope::Board, Action::Press, &[plain(KeyCode::Char(' '))]),
    bind(
        Scope::Everywhere,
        Action::Press,
        &[plain(KeyCode::F(12)), alt('p')],
    ),
    bind(
        Scope::Everywhere,
        Action::SwitchFocus,
        &[plain(KeyCode::Tab), plain(KeyCode::BackTab)],
    ),
    bind(
        Scope::Board,
        Action::Step,
        &[
            plain(KeyCode::Up),
            plain(KeyCode::Down),
            plain(KeyCode::Left),
            plain(KeyCode::Right),
        ],
    ),
    bind(Scope::Board, Action::Select, ENTER),
    bind(Scope::Input, Action::Submit, ENTER),
    bind(Scope::Board, Action::Cancel, &[plain(KeyCode::Esc)]),
    // Esc is a screen reader's own key (Fenrir's "stop speaking"): never the only way.
    bind(
        Scope::Input,
        Action::Cancel,
        &[plain(KeyCode::Esc), ctrl('u')],
    ),
    bind(Scope::Everywhere, Action::Quit, &[ctrl('q')]),
    bind(Scope::Everywhere, Action::QuitNow, &[ctrl('c')]),
];

/// The binding a key event triggers where the focus is, if any. Letters match in either case
/// (Alt-B is Alt-b), and Shift is ignored except on letters, so terminals that report Shift with
/// `BackTab` still match.
pub fn lookup(event: KeyEvent, focus: Scope) -> Option<&'static Binding> {
    let code = match event.code {
        KeyCode::Char(c) => KeyCode::Char(c.to_ascii_lowercase()),
        other => other,
    };
    let modifiers = event.modifiers - KeyModifiers::SHIFT;
    KEYS.iter()
        .filter(|binding| binding.scope == Scope::Everywhere || binding.scope == focus)
        .find(|binding| {
            binding
                .keys
                .iter()
                .any(|key| key.code == code && key.modifiers == modifiers)
        })
}

/// The bindings that work where the focus is, in table order (the help's order).
pub fn available(focus: Scope) -> impl Iterator<Item = &'static Binding> {
    KEYS.iter()
        .filter(move |binding| binding.scope == Scope::Everywhere || binding.scope == focus)
}

/// A key's name as the help says it: "F1", "Alt-H", "Ctrl-Q", "Enter".
pub fn key_name(key: Key, words: &ScreenWords) -> String {
    let base = match key.code {
        KeyCode::F(n) => format!("F{n}"),
        KeyCode::Char(' ') => words.key_space.to_owned(),
        KeyCode::Char(c) => c.to_ascii_uppercase().to_string(),
        KeyCode::Enter => words.key_enter.to_owned(),
        KeyCode::Esc => "Esc".to_owned(),
        KeyCode::Tab => "Tab".to_owned(),
        KeyCode::BackTab => "Shift-Tab".to_owned(),
        KeyCode::Up => "↑".to_owned(),
        KeyCode::Down => "↓".to_owned(),
        KeyCode::Left => "←".to_owned(),
        KeyCode::Right => "→".to_owned(),
        other => format!("{other:?}"),
    };
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        format!("{}-{base}", words.key_ctrl)
    } else if key.modifiers.contains(KeyModifiers::ALT) {
        format!("Alt-{base}")
    } else {
        base
    }
}

/// The keys of a binding as the help says them: "F1 or Alt-H", "arrows".
pub fn keys_name(binding: &Binding, words: &ScreenWords) -> String {
    if binding.action == Action::Step {
        return words.key_arrows.to_owned();
    }
    // Shift-Tab is Tab's twin, line feed Enter's: the help names Tab and Enter only.
    let names: Vec<String> = binding
        .keys
        .iter()
        .filter(|key| !is_twin(**key))
        .map(|&key| key_name(key, words))
        .collect();
    names.join(&format!(" {} ", words.key_or))
}

/// What a binding does, in words.
pub fn describe(binding: &Binding, words: &ScreenWords) -> &'static str {
    match (binding.action, binding.scope) {
        (Action::Help, _) => words.do_help,
        (Action::Board, _) => words.do_board,
        (Action::Time, _) => words.do_time,
        (Action::Last, _) => words.do_last,
        (Action::Sheet, _) => words.do_sheet,
        (Action::Attackers, _) => words.do_attackers,
        (Action::Legal, _) => words.do_legal,
        (Action::Repeat, _) => words.do_repeat,
        (Action::Flip, _) => words.do_flip,
        (Action::ReviewForward, _) => words.do_review_forward,
        (Action::ReviewBack, _) => words.do_review_back,
        (Action::Press, _) => words.do_press,
        (Action::SwitchFocus, _) => words.do_focus,
        (Action::Step, _) => words.do_step,
        (Action::Select, _) => words.do_select,
        (Action::Submit, _) => words.do_submit,
        (Action::Cancel, Scope::Input) => words.do_cancel_input,
        (Action::Cancel, _) => words.do_cancel_board,
        (Action::Quit, _) => words.do_quit,
        (Action::QuitNow, _) => words.do_quit_now,
        (Action::Talk, _) => words.do_talk,
    }
}

/// The key help for where the focus is: "F1 or Alt-H: these keys", one entry a binding.
pub fn help_entries(focus: Scope, words: &ScreenWords) -> Vec<String> {
    available(focus)
        .map(|binding| {
            format!(
                "{}: {}",
                keys_name(binding, words),
                describe(binding, words)
            )
        })
        .collect()
}

/// The name of the key that confirms leaving (for "press Ctrl-Q again").
pub fn quit_key_name(words: &ScreenWords) -> String {
    key_name(ctrl('q'), words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::strings::UiLanguage;

    fn key(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn keys_are_found_where_they_work() {
        let f1 = key(KeyCode::F(1), KeyModifiers::NONE);
        assert_eq!(lookup(f1, Scope::Board).unwrap().action, Action::Help);
        assert_eq!(lookup(f1, Scope::Input).unwrap().action, Action::Help);
        let space = key(KeyCode::Char(' '), KeyModifiers::NONE);
        assert_eq!(lookup(space, Scope::Board).unwrap().action, Action::Press);
        assert!(lookup(space, Scope::Input).is_none(), "space is typed");
        let enter = key(KeyCode::Enter, KeyModifiers::NONE);
        assert_eq!(lookup(enter, Scope::Board).unwrap().action, Action::Select);
        assert_eq!(lookup(enter, Scope::Input).unwrap().action, Action::Submit);
        let up = key(KeyCode::Up, KeyModifiers::NONE);
        assert_eq!(lookup(up, Scope::Board).unwrap().action, Action::Step);
        assert!(lookup(up, Scope::Input).is_none(), "the field's history");
        let letter = key(KeyCode::Char('b'), KeyModifiers::NONE);
        assert!(lookup(letter, Scope::Input).is_none(), "letters are typed");
        let alt_b = key(KeyCode::Char('B'), KeyModifiers::ALT | KeyModifiers::SHIFT);
        assert_eq!(lookup(alt_b, Scope::Input).unwrap().action, Action::Board);
        let back_tab = key(KeyCode::BackTab, KeyModifiers::SHIFT);
        assert_eq!(
            lookup(back_tab, Scope::Board).unwrap().action,
            Action::SwitchFocus
        );
        // Enter as carriage return, line feed or Ctrl-J.
        for enter in [
            key(KeyCode::Char('j'), KeyModifiers::CONTROL),
            key(KeyCode::Char('\n'), KeyModifiers::NONE),
            key(KeyCode::Char('\r'), KeyModifiers::NONE),
        ] {
            assert_eq!(lookup(enter, Scope::Input).unwrap().action, Action::Submit);
            assert_eq!(lookup(enter, Scope::Board).unwrap().action, Action::Select);
        }
        let ctrl_u = key(KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(lookup(ctrl_u, Scope::Input).unwrap().action, Action::Cancel);
        let alt_s = key(KeyCode::Char('s'), KeyModifiers::ALT);
        assert_eq!(lookup(alt_s, Scope::Board).unwrap().action, Action::Talk);
        assert_eq!(lookup(alt_s, Scope::Input).unwrap().action, Action::Talk);
        let ctrl_c = key(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(
            lookup(ctrl_c, Scope::Input).unwrap().action,
            Action::QuitNow
        );
    }

    #[test]
    fn no_key_means_two_things_in_one_place() {
        for focus in [Scope::Board, Scope::Input] {
            let keys: Vec<Key> = available(focus)
                .flat_map(|b| b.keys.iter().copied())
                .collect();
            for (i, a) in keys.iter().enumerate() {
                assert!(!keys[i + 1..].contains(a), "{a:?} twice in {focus:?}");
            }
        }
    }

    #[test]
    fn help_is_built_from_the_table_for_the_focus() {
        let board = help_entries(Scope::Board, &UiLanguage::ENGLISH.strings().screen);
        assert_eq!(board[0], "F1 or Alt-H: these keys");
        assert!(board.contains(&"arrows: move on the board".to_owned()));
        assert!(board.contains(&"Space: press the clock".to_owned()));
        assert!(board.contains(&"Tab: board or input line".to_owned()));
        assert!(board.contains(&"Esc: withdraw a move read back, cancel, or leave".to_owned()));
        assert!(board.contains(&"Alt-S: speak a move (push-to-talk)".to_owned()));
        assert!(!board.iter().any(|e| e.contains("play the move")));
        let input = help_entries(Scope::Input, &UiLanguage::ENGLISH.strings().screen);
        assert!(input.contains(&"Enter: play the move or command".to_owned()));
        assert!(
            input.contains(
                &"Esc or Ctrl-U: withdraw a move read back, clear the line, or go to the board"
                    .to_owned()
            ),
            "{input:?}"
        );
        assert!(!input.iter().any(|e| e.starts_with("Space")));
        assert_eq!(board.len(), available(Scope::Board).count());
        let german = help_entries(Scope::Board, &UiLanguage::GERMAN.strings().screen);
        assert!(german.contains(&"Strg-Q: beenden (mit Rückfrage)".to_owned()));
        assert!(german.contains(&"Leertaste: Uhr drücken".to_owned()));
    }
}
