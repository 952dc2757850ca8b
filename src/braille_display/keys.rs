//! The display's keys as `BrlAPI` reports them in command mode (BRLTTY's commands, whatever the
//! display's own buttons are), read into [`BrailleKey`]s. Pure: a key code is a number.

use crate::core::braille_views::BrailleKey;

/// Bits 29 to 31: the key's type; a BRLTTY command here.
const TYPE_MASK: u64 = 0xE000_0000;
const TYPE_COMMAND: u64 = 0x2000_0000;
/// Bits 16 to 28: the command's block (0: plain commands, 1: routing keys).
const BLOCK_MASK: u64 = 0x1FFF_0000;
const BLOCK_SHIFT: u32 = 16;
/// Bits 0 to 15: the command, or the routing key's cell.
const ARGUMENT_MASK: u64 = 0xFFFF;

const BLOCK_ROUTE: u64 = 1;

/// The key of a `BrlAPI` key code, if annabella uses it (the upper 32 bits are flags).
pub fn read_key(code: u64) -> Option<BrailleKey> {
    if code & TYPE_MASK != TYPE_COMMAND {
        return None;
    }
    let block = (code & BLOCK_MASK) >> BLOCK_SHIFT;
    let argument = u16::try_from(code & ARGUMENT_MASK).ok()?;
    if block == BLOCK_ROUTE {
        return Some(BrailleKey::Route(argument));
    }
    if block != 0 {
        return None;
    }
    Some(match argument {
        // LNUP, WINUP, PRDIFLN
        1 | 3 | 5 => BrailleKey::LineUp,
        // LNDN, WINDN, NXDIFLN
        2 | 4 | 6 => BrailleKey::LineDown,
        // TOP, TOP_LEFT
        9 | 11 => BrailleKey::Top,
        // BOT, BOT_LEFT
        10 | 12 => BrailleKey::Bottom,
        // PRPGRPH, NXPGRPH
        13 => BrailleKey::PreviousView,
        14 => BrailleKey::NextView,
        // FWINLT, FWINLTSKIP; FWINRT, FWINRTSKIP
        23 | 25 => BrailleKey::PanLeft,
        24 | 26 => BrailleKey::PanRight,
        // HOME, BACK
        29 | 30 => BrailleKey::Home,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brltty_commands_are_read_and_flags_ignored() {
        assert_eq!(read_key(0x2000_0018), Some(BrailleKey::PanRight));
        assert_eq!(read_key(0x2000_0017), Some(BrailleKey::PanLeft));
        assert_eq!(read_key(0x2000_0002), Some(BrailleKey::LineDown));
        assert_eq!(read_key(0x2000_0001), Some(BrailleKey::LineUp));
        assert_eq!(read_key(0x2000_000E), Some(BrailleKey::NextView));
        assert_eq!(read_key(0x2000_001D), Some(BrailleKey::Home));
        // A routing key, with a flag in the upper half.
        assert_eq!(read_key(0x0001_0000_2001_0005), Some(BrailleKey::Route(5)));
    }

    #[test]
    fn other_keys_are_not_annabellas() {
        // A keyboard symbol (type 0), a cut command (block 2), a command it does not use.
        assert_eq!(read_key(0x0000_FF0D), None);
        assert_eq!(read_key(0x2002_0003), None);
        assert_eq!(read_key(0x2000_0040), None);
    }
}
