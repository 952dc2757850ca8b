//! Transcription into North American ASCII braille, the character set of Braille Ready Files:
//! each of the 64 characters from space (0x20) to underscore (0x5F) stands for one six-dot cell.
//!
//! Chess moves follow the algebraic braille chess code of the Braille Authority of the United
//! Kingdom (BAUK): a square is its file letter followed by its rank as a *lower* number (the
//! digit cells `1`…`8` of braille ASCII are the dropped forms of a…h, so `E4` is ⠑⠲), move
//! numbers are lower numbers without the numeric indicator, and a move by Black that opens a
//! line is preceded by dots 3-6 (`-`). Pieces keep their English letters (K Q R B N), a capture
//! is `X`, castling `O-O`/`O-O-O`, a promotion is the piece letter after the square (`E8Q`),
//! check is `+` (⠬) and mate `#` (⠼); no number in a move ever needs the numeric indicator,
//! so `#` can only be mate there.
//!
//! Other text (names, events, dates) is uncontracted (grade 1) Unified English Braille without
//! capital indicators: a number is the numeric indicator `#` and the letters a…j, kept in
//! numeric mode across a full stop or comma between digits (`2024.05.01` is `#BJBD4JE4JA`); a
//! letter a…j right after a number takes the grade-1 indicator `;`. Letters with accents are
//! written as their base letters; characters of other scripts are left out.

/// The braille ASCII of a move in standard algebraic notation (`Nxe5+`, `e8=Q#`, `O-O-O`).
pub fn move_cells(san: &str) -> String {
    san.chars()
        .filter(|&c| c != '=')
        .map(|c| c.to_ascii_uppercase())
        .filter(|c| is_cell(*c))
        .collect()
}

/// A move number as lower digits without the numeric indicator (BAUK), e.g. `12` → ⠂⠆.
pub fn move_number_cells(number: u32) -> String {
    // The digit characters of braille ASCII are already the lower cells.
    number.to_string()
}

/// Dots 3-6, written before a Black move that opens a line (print's `12...`).
pub const BLACK_MOVE_SIGN: char = '-';

/// Free text in uncontracted braille (see the module documentation).
pub fn text_cells(text: &str) -> String {
    let mut cells = String::with_capacity(text.len() + 4);
    let mut in_number = false;
    let chars: Vec<char> = text.chars().collect();
    for (index, &c) in chars.iter().enumerate() {
        let next_is_digit = chars.get(index + 1).is_some_and(char::is_ascii_digit);
        if let Some(digit) = c.to_digit(10) {
            if !in_number {
                cells.push('#');
                in_number = true;
            }
            cells.push(digit_letter(digit));
            continue;
        }
        if in_number && matches!(c, '.' | ',') && next_is_digit {
            cells.push(if c == '.' { '4' } else { '1' });
            continue;
        }
        let was_number = in_number;
        in_number = false;
        if c.is_ascii_alphabetic() {
            let upper = c.to_ascii_uppercase();
            if was_number && ('A'..='J').contains(&upper) {
                cells.push(';');
            }
            cells.push(upper);
        } else if c.is_whitespace() {
            cells.push(' ');
        } else if let Some(punctuation) = punctuation_cells(c) {
            cells.push_str(punctuation);
        } else if let Some(base) = latin_base(c) {
            if was_number && base.starts_with(|b: char| ('A'..='J').contains(&b)) {
                cells.push(';');
            }
            cells.push_str(base);
        }
    }
    cells
}

/// Whether `c` is one of the 64 braille ASCII characters.
pub fn is_cell(c: char) -> bool {
    (' '..='_').contains(&c)
}

/// The letter a number's digit is written with after the numeric indicator: 1 → A … 9 → I, 0 → J.
fn digit_letter(digit: u32) -> char {
    match digit {
        0 => 'J',
        d => char::from(b'A' + (d as u8) - 1),
    }
}

/// Uncontracted UEB punctuation in braille ASCII.
fn punctuation_cells(c: char) -> Option<&'static str> {
    Some(match c {
        '.' => "4",
        ',' => "1",
        ';' => "2",
        ':' => "3",
        '!' => "6",
        '?' => "8",
        '\'' | '’' => "'",
        '"' | '“' | '”' => "_8",
        '-' | '–' | '—' => "-",
        '(' | '[' | '{' => "\"<",
        ')' | ']' | '}' => "\">",
        '/' => "_/",
        '&' => "@&",
        '+' => "\"6",
        '=' => "\"7",
        '*' => "\"9",
        '#' => "_?",
        '%' => "@0",
        '@' => "@A",
        '_' => "@-",
        _ => return None,
    })
}

/// The base letters of accented Latin letters (upper case), for names like `Müller` or `Ørsted`.
fn latin_base(c: char) -> Option<&'static str> {
    let lower = c.to_lowercase().next().unwrap_or(c);
    Some(match lower {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "A",
        'æ' => "AE",
        'ç' | 'ć' | 'č' => "C",
        'ď' | 'đ' | 'ð' => "D",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "E",
        'ğ' => "G",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "I",
        'ł' | 'ľ' | 'ĺ' => "L",
        'ñ' | 'ń' | 'ň' => "N",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "O",
        'œ' => "OE",
        'ř' | 'ŕ' => "R",
        'ś' | 'š' | 'ş' | 'ș' => "S",
        'ß' => "SS",
        'ť' | 'ţ' | 'ț' => "T",
        'þ' => "TH",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' => "U",
        'ý' | 'ÿ' => "Y",
        'ź' | 'ż' | 'ž' => "Z",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_file_letters_and_lower_numbers() {
        assert_eq!(move_cells("e4"), "E4");
        assert_eq!(move_cells("Nbd2"), "NBD2");
        assert_eq!(move_cells("Qh4xe1"), "QH4XE1");
    }

    #[test]
    fn promotion_check_mate_and_castling() {
        assert_eq!(move_cells("e8=Q+"), "E8Q+");
        assert_eq!(move_cells("exd1=N#"), "EXD1N#");
        assert_eq!(move_cells("O-O-O"), "O-O-O");
    }

    #[test]
    fn move_numbers_are_lower_digits() {
        assert_eq!(move_number_cells(12), "12");
    }

    #[test]
    fn numbers_in_text_take_the_numeric_indicator_and_keep_it_across_points() {
        assert_eq!(text_cells("2024.05.01"), "#BJBD4JE4JA");
        assert_eq!(text_cells("Round 3"), "ROUND #C");
        assert_eq!(text_cells("3. 4"), "#C4 #D");
    }

    #[test]
    fn a_letter_a_to_j_after_a_number_takes_the_grade_one_indicator() {
        assert_eq!(text_cells("4a"), "#D;A");
        assert_eq!(text_cells("4th"), "#DTH");
    }

    #[test]
    fn names_lose_accents_and_punctuation_is_braille() {
        assert_eq!(text_cells("Müller, Hans-Jürgen"), "MULLER1 HANS-JURGEN");
        assert_eq!(text_cells("Ørsted (Tal)"), "ORSTED \"<TAL\">");
        assert_eq!(text_cells("Кузнецов"), "");
    }

    #[test]
    fn every_text_cell_is_braille_ascii() {
        let all: String = (0u32..0x300).filter_map(char::from_u32).collect();
        assert!(text_cells(&all).chars().all(is_cell));
        assert!(move_cells(&all).chars().all(is_cell));
    }
}
