//! Text into the dots of a braille display, one cell a character, in computer braille: the
//! North American code (NABCC) that BRLTTY's `en-nabcc` table also writes. Lower-case letters
//! are the six-dot letters, upper case adds dot 7, digits are the lower cells (`1` is dot 2),
//! and the letters of the German and French voices take their usual single cells (ä ⠜, ö ⠪,
//! ü ⠳, ß ⠮, é ⠿, è ⠮, à ⠷, ç ⠯, …). Dot 8 marks cells; nothing else uses it.
//!
//! A cell is a byte: dot N is bit N − 1, as `BrlAPI` and the display drivers take it.

/// Dot 7: upper case.
pub const DOT_7: u8 = 0b0100_0000;
/// Dot 8 alone: a marked cell (the squares of the last move). Not dot 7 as well: dot 7 is the
/// capital, a white piece, and a black piece marked with it would read as white.
pub const MARK: u8 = 0b1000_0000;

/// The six-dot cells of braille ASCII, from space (0x20) to underscore (0x5F).
const BRAILLE_ASCII: [u8; 64] = [
    // space ! " # $ % & '
    0o00, 0o56, 0o20, 0o74, 0o53, 0o51, 0o57, 0o04, // ( ) * + , - . /
    0o67, 0o76, 0o41, 0o54, 0o40, 0o44, 0o50, 0o14, // 0 1 2 3 4 5 6 7
    0o64, 0o02, 0o06, 0o22, 0o62, 0o42, 0o26, 0o66, // 8 9 : ; < = > ?
    0o46, 0o24, 0o61, 0o60, 0o43, 0o77, 0o34, 0o71, // @ A B C D E F G
    0o10, 0o01, 0o03, 0o11, 0o31, 0o21, 0o13, 0o33, // H I J K L M N O
    0o23, 0o12, 0o32, 0o05, 0o07, 0o15, 0o35, 0o25, // P Q R S T U V W
    0o17, 0o37, 0o27, 0o16, 0o36, 0o45, 0o47, 0o72, // X Y Z [ \ ] ^ _
    0o55, 0o75, 0o65, 0o52, 0o63, 0o73, 0o30, 0o70,
];

/// The cell of one character. Characters outside the code (other scripts, symbols) are dots
/// 1-2-3-4-5-6, the "unknown" cell, so a line keeps its length.
pub fn cell(c: char) -> u8 {
    if let Ok(byte) = u8::try_from(u32::from(c)) {
        match byte {
            0x20..=0x3F => return BRAILLE_ASCII[usize::from(byte - 0x20)],
            0x40..=0x5F => return BRAILLE_ASCII[usize::from(byte - 0x20)] | DOT_7,
            0x60..=0x7E => return BRAILLE_ASCII[usize::from(byte - 0x40)],
            _ => {}
        }
    }
    let lower = c.to_lowercase().next().unwrap_or(c);
    let upper = if lower == c { 0 } else { DOT_7 };
    accented(lower).map_or(0o77, |dots| dots | upper)
}

/// The cells of a line of text.
pub fn cells(text: &str) -> Vec<u8> {
    text.chars().map(cell).collect()
}

/// The single cells of the letters the German and French voices use (their literary cells).
fn accented(c: char) -> Option<u8> {
    Some(match c {
        'ä' => dots(&[3, 4, 5]),
        'ö' | 'œ' => dots(&[2, 4, 6]),
        'ü' => dots(&[1, 2, 5, 6]),
        'ß' | 'è' => dots(&[2, 3, 4, 6]),
        'é' => dots(&[1, 2, 3, 4, 5, 6]),
        'à' => dots(&[1, 2, 3, 5, 6]),
        'ù' => dots(&[2, 3, 4, 5, 6]),
        'â' => dots(&[1, 6]),
        'ê' => dots(&[1, 2, 6]),
        'î' => dots(&[1, 4, 6]),
        'ô' => dots(&[1, 4, 5, 6]),
        'û' => dots(&[1, 5, 6]),
        'ë' => dots(&[1, 2, 4, 6]),
        'ï' => dots(&[1, 2, 4, 5, 6]),
        'ç' => dots(&[1, 2, 3, 4, 6]),
        _ => return None,
    })
}

/// A cell from its dot numbers (1 to 8).
pub fn dots(numbers: &[u8]) -> u8 {
    numbers
        .iter()
        .filter(|n| (1..=8).contains(*n))
        .fold(0, |cell, n| cell | 1 << (n - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_the_six_dot_letters_and_upper_case_adds_dot_seven() {
        assert_eq!(cell('a'), dots(&[1]));
        assert_eq!(cell('n'), dots(&[1, 3, 4, 5]));
        assert_eq!(cell('N'), dots(&[1, 3, 4, 5, 7]));
        assert_eq!(cell('P'), dots(&[1, 2, 3, 4, 7]));
        assert_eq!(cell('z'), dots(&[1, 3, 5, 6]));
    }

    #[test]
    fn digits_are_the_lower_cells_and_punctuation_is_computer_braille() {
        assert_eq!(cell('1'), dots(&[2]));
        assert_eq!(cell('4'), dots(&[2, 5, 6]));
        assert_eq!(cell('8'), dots(&[2, 3, 6]));
        assert_eq!(cell('.'), dots(&[4, 6]));
        assert_eq!(cell(':'), dots(&[1, 5, 6]));
        assert_eq!(cell(' '), 0);
    }

    #[test]
    fn the_voices_accented_letters_take_one_cell_and_unknown_ones_a_full_cell() {
        assert_eq!(
            cells("Weiß"),
            [
                dots(&[2, 4, 5, 6, 7]),
                dots(&[1, 5]),
                dots(&[2, 4]),
                dots(&[2, 3, 4, 6])
            ]
        );
        assert_eq!(cell('Ü'), dots(&[1, 2, 5, 6, 7]));
        assert_eq!(cell('é'), dots(&[1, 2, 3, 4, 5, 6]));
        assert_eq!(cell('Ж'), 0o77);
    }

    #[test]
    fn no_character_sets_dot_eight() {
        let all: String = (0u32..0x500).filter_map(char::from_u32).collect();
        assert!(cells(&all).iter().all(|c| c & 0x80 == 0));
    }
}
