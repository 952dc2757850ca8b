//! A frame's cells written to the display.

use brlapi::BrlApiError;

/// Writes every cell's dots. `BrlAPI`'s `writeDots` sends the cells three times over (blank
/// wide text, and two masks), which for a display of more than about 680 cells (40 × 25,
/// 100 × 9) exceeds its 4096-byte packet and is refused as an invalid parameter; such a frame
/// goes as Unicode braille patterns instead (U+2800 plus the dots, one wide character a cell),
/// which BRLTTY shows as exactly those dots.
pub fn write_frame(writer: &brlapi::TextWriter<'_>, frame: &[u8]) -> Result<(), BrlApiError> {
    match writer.write_dots(frame) {
        Err(BrlApiError::InvalidParameter) => {
            writer.write_unicode(&unicode_braille(frame), brlapi::CursorPosition::Off)
        }
        written => written,
    }
}

/// The frame's cells as Unicode braille patterns (their bits are the dots, as `BrlAPI`'s).
fn unicode_braille(frame: &[u8]) -> String {
    frame
        .iter()
        .map(|&dots| char::from_u32(0x2800 + u32::from(dots)).unwrap_or(' '))
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_frame_as_unicode_braille_keeps_every_dot() {
        assert_eq!(
            super::unicode_braille(&[0, 1, 0b1000_0001, 0xff]),
            "\u{2800}\u{2801}\u{2881}\u{28ff}"
        );
    }
}
