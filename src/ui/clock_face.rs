//! How a clock shows its time on the screen, shared by the view that draws it and the app that
//! wakes up when the face changes.

/// From this much time left the clock face shows tenths (`0:09.9`).
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
