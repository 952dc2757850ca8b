//! An utterance cut into lines of at most N cells, for a braille display of N cells
//! (`play --width N`): the display shows one line at a time, and a line longer than it would
//! have to be panned through piece by piece, often mid-word.
//!
//! Words are never split across lines; only a word longer than a whole line is cut, in pieces
//! of N cells. A cell is a character (computer braille writes ä or é in one cell).

/// The lines of `text`, each at most `width` cells (a width of 0 is taken as 1). Runs of spaces
/// between words become one; an empty utterance stays one empty line.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut cells = 0;
    for word in text.split_whitespace() {
        let length = word.chars().count();
        if cells > 0 && cells + 1 + length <= width {
            line.push(' ');
            line.push_str(word);
            cells += 1 + length;
            continue;
        }
        if cells > 0 {
            lines.push(std::mem::take(&mut line));
            cells = 0;
        }
        if length <= width {
            line.push_str(word);
            cells = length;
            continue;
        }
        // Longer than a whole line: full pieces on their own lines, the rest starts the next.
        let chars: Vec<char> = word.chars().collect();
        let mut pieces = chars.chunks(width).peekable();
        while let Some(piece) = pieces.next() {
            if pieces.peek().is_some() {
                lines.push(piece.iter().collect());
            } else {
                line = piece.iter().collect();
                cells = piece.len();
            }
        }
    }
    if cells > 0 || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_stay_whole_and_lines_stay_within_the_width() {
        assert_eq!(
            wrap("Zug eins: Bauer Eva vier, Bauer Eva fünf", 12),
            ["Zug eins:", "Bauer Eva", "vier, Bauer", "Eva fünf"]
        );
    }

    #[test]
    fn a_word_longer_than_the_line_is_cut_into_full_pieces() {
        assert_eq!(
            wrap("Schachweltmeisterschaft jetzt", 10),
            ["Schachwelt", "meistersch", "aft jetzt"]
        );
    }

    #[test]
    fn a_short_utterance_and_an_empty_one_are_one_line() {
        assert_eq!(wrap("Schach", 40), ["Schach"]);
        assert_eq!(wrap("", 40), [""]);
        assert_eq!(wrap("a  b", 1), ["a", "b"]);
    }

    #[test]
    fn umlauts_count_as_one_cell() {
        assert_eq!(wrap("fünf fünf", 9), ["fünf fünf"]);
    }
}
