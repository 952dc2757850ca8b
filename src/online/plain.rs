//! Text from the server made plain before anything else sees it: a name, a chat line, a
//! refusal's reason or an error's body could carry terminal control sequences (an ESC that
//! clears the screen), line breaks that forge a whole line ("White resigns", read by a screen
//! reader as an announcement), or bidirectional overrides that show text other than it reads.
//! Every such character goes, runs of spaces become one, and the text is cut to a length.

/// `text` on one line with nothing that steers a terminal: controls dropped, every run of
/// whitespace (CR, LF, tab, separators) one space, trimmed, at most `max_chars` characters (the
/// core's one sanitiser, [`crate::core::text::plain_line`]).
pub fn one_line(text: &str, max_chars: usize) -> String {
    crate::core::text::plain_line(text, max_chars)
}

/// The longest name kept (Lichess's user names have at most 30 characters).
pub const NAME_CHARS: usize = 40;
/// The longest reason or error kept.
pub const REASON_CHARS: usize = 200;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_line_breaks_and_bidi_overrides_are_gone() {
        assert_eq!(
            one_line("\u{1b}[2J\r\nWhite resigns", NAME_CHARS),
            "[2J White resigns"
        );
        assert_eq!(one_line("a\u{9b}31mb\u{7f}c\u{0}d", 40), "a31mbcd");
        assert_eq!(
            one_line("  Alice\u{202E}ecilA\u{2066}x  ", 40),
            "AliceecilAx"
        );
        assert_eq!(
            one_line("one\u{2028}two\tthree\u{85}four", 40),
            "one two three four"
        );
        assert_eq!(one_line("\u{200B}\r\n", 40), "");
        assert_eq!(one_line("Magnus", 40), "Magnus");
        assert_eq!(one_line("Élodie Müller", 40), "Élodie Müller");
    }

    #[test]
    fn text_is_cut_to_its_length_in_characters() {
        assert_eq!(one_line(&"é".repeat(100), 5), "ééééé");
        assert_eq!(one_line("ab cd", 3), "ab");
        assert_eq!(one_line(&"x\n".repeat(1_000_000), 10), "x x x x x");
    }
}
