//! Text folding for tolerant matching of typed or recognised speech.
//!
//! A blind player types on a braille keyboard or dictates; "Läufer", "laufer" and "LÄUFER" must
//! all mean the same piece, and "échec et mat" the same as "echec-et-mat".
//!
//! And text from outside made plain: [`plain`] and [`plain_line`] are the one sanitiser every
//! string from a file, a server, a setting or an argument passes before it reaches a terminal,
//! a PGN, the braille display or speech.

use std::borrow::Cow;

/// Folds `text` for matching: lower case, accents and umlauts removed (ä→a, é→e, ß→ss, œ→oe),
/// every run of characters that are not letters or digits turned into one space, trimmed.
pub fn fold(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    let mut pending_space = false;
    for ch in text.chars() {
        let lower = ch.to_lowercase();
        for c in lower {
            if c.is_alphanumeric() {
                if pending_space && !folded.is_empty() {
                    folded.push(' ');
                }
                pending_space = false;
                push_without_accent(c, &mut folded);
            } else {
                pending_space = true;
            }
        }
    }
    folded
}

/// The folded words of `text`.
pub fn fold_words(text: &str) -> Vec<String> {
    fold(text)
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// `line L, column C` (1-based) of a byte offset in `text`, for messages about files.
pub fn line_column(text: &str, offset: usize) -> String {
    let (line, column) = line_and_column(text, offset);
    format!("line {line}, column {column}")
}

/// The line and column (1-based) of a byte offset in `text`.
pub fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset.min(text.len())).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// Unicode's explicit direction marks, embeddings, overrides and isolates (U+061C, U+200E/F,
/// U+202A–U+202E, U+2066–U+2069): invisible, and able to reorder what a sighted helper reads
/// against what is spoken.
pub fn is_direction_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Characters dropped outright: C0 and C1 controls and DEL (ESC, BEL, NUL, the 8-bit CSI among
/// them) other than whitespace, the direction controls, and the zero-width characters that hide
/// a break.
fn dropped(c: char) -> bool {
    (c.is_control() && !c.is_whitespace())
        || is_direction_control(c)
        || matches!(c, '\u{200B}'..='\u{200D}' | '\u{FEFF}')
}

/// Whether `c` would steer a terminal or break a line: [`plain`] changes it.
fn steers(c: char) -> bool {
    dropped(c) || (c.is_whitespace() && c != ' ')
}

/// Text from outside made safe to show, say or write on one line: controls and direction
/// controls dropped, every line break, tab or other separator (CR, LF, U+2028 …) one space, so
/// nothing clears a screen, rings, forges a line ("White resigns") or shows other than it reads.
/// Text already plain is handed back as it is.
pub fn plain(text: &str) -> Cow<'_, str> {
    if !text.chars().any(steers) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .filter(|&c| !dropped(c))
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .collect(),
    )
}

/// Like [`plain`], and also trimmed, every run of whitespace one space, and at most `max_chars`
/// characters: for names, reasons and single words from a server or a file.
pub fn plain_line(text: &str, max_chars: usize) -> String {
    let mut plain = String::with_capacity(text.len().min(max_chars.saturating_mul(4)));
    let mut chars = 0;
    let mut space = false;
    for c in text.chars() {
        if chars >= max_chars {
            break;
        }
        if c.is_whitespace() {
            space = !plain.is_empty();
            continue;
        }
        if dropped(c) {
            continue;
        }
        if space {
            if chars + 2 > max_chars {
                break;
            }
            plain.push(' ');
            chars += 1;
            space = false;
        }
        plain.push(c);
        chars += 1;
    }
    plain
}

fn push_without_accent(c: char, out: &mut String) {
    let base = match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' => "a",
        'ç' | 'ć' | 'č' => "c",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'ī' => "i",
        'ñ' | 'ń' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' => "o",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' => "u",
        'ý' | 'ÿ' => "y",
        'ß' => "ss",
        'œ' => "oe",
        'æ' => "ae",
        'š' => "s",
        'ž' => "z",
        _ => {
            out.push(c);
            return;
        }
    };
    out.push_str(base);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_accents_and_punctuation() {
        assert_eq!(fold("Läufer"), "laufer");
        assert_eq!(fold("  ÉCHEC-et-Mat! "), "echec et mat");
        assert_eq!(fold("fünf"), "funf");
        assert_eq!(fold("Weiß"), "weiss");
        assert_eq!(fold("Springer, Felix   drei."), "springer felix drei");
        assert_eq!(fold(""), "");
        assert_eq!(fold("--"), "");
    }

    #[test]
    fn plain_text_has_no_control_no_line_break_and_no_direction_control() {
        assert_eq!(
            plain("\u{1b}[2J\u{7}Anna\rWhite resigns\u{0}"),
            "[2JAnna White resigns"
        );
        assert_eq!(plain("a\u{9b}31mb\u{7f}c"), "a31mbc");
        assert_eq!(
            plain("Alice\u{202E}ecilA\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}x"),
            "AliceecilAx"
        );
        assert_eq!(
            plain("one\u{2028}two\tthree\r\nfour"),
            "one two three  four"
        );
        assert!(matches!(
            plain("Élodie Müller"),
            Cow::Borrowed("Élodie Müller")
        ));
        assert_eq!(
            plain_line("  \u{1b}[2J\r\nWhite   resigns ", 40),
            "[2J White resigns"
        );
        assert_eq!(plain_line(&"é".repeat(100), 5), "ééééé");
        assert_eq!(plain_line("ab cd", 3), "ab");
        assert_eq!(plain_line(&"x\n".repeat(1_000_000), 10), "x x x x x");
    }

    #[test]
    fn splits_folded_words() {
        assert_eq!(fold_words("Kurze  Rochade"), vec!["kurze", "rochade"]);
        assert!(fold_words(" , ").is_empty());
    }
}
