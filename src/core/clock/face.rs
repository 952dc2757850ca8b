//! How a clock shows its time in digits, the same on the screen and on the braille display.

/// From this much time left the clock face shows tenths (`0:09.9`); the screen wakes at it.
pub const TENTHS_FROM_MS: u64 = 9_900;

/// A clock face: `1:30:00`, `4:59`, and tenths under ten seconds (`0:09.3`). Rounded up, so
/// `0:00` shows only when the time is gone.
pub fn clock_face(ms: u64) -> String {
    if ms <= TENTHS_FROM_MS {
        let tenths = ms.div_ceil(100);
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let seconds = ms.div_ceil(1000);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::clock_face;

    #[test]
    fn clock_faces_round_up_and_show_tenths_at_the_end() {
        assert_eq!(clock_face(5_400_000), "1:30:00");
        assert_eq!(clock_face(300_000), "5:00");
        assert_eq!(clock_face(299_001), "5:00");
        assert_eq!(clock_face(299_000), "4:59");
        assert_eq!(clock_face(298_999), "4:59");
        assert_eq!(clock_face(10_000), "0:10");
        // Just over the tenths: a whole ten seconds, never "0:10.0".
        assert_eq!(clock_face(9_901), "0:10");
        assert_eq!(clock_face(9_900), "0:09.9");
        assert_eq!(clock_face(9_301), "0:09.4");
        assert_eq!(clock_face(301), "0:00.4");
        assert_eq!(clock_face(1), "0:00.1");
        assert_eq!(clock_face(0), "0:00.0");
    }
}
