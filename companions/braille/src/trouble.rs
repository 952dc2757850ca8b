//! `BrlAPI`'s errors as the trouble annabella says.

use annabella::braille_display::companion_wire::LinkTrouble;
use brlapi::BrlApiError;

/// Why there is no display, or no longer one.
pub fn trouble(error: &BrlApiError) -> LinkTrouble {
    match error {
        BrlApiError::TTYBusy | BrlApiError::DeviceBusy | BrlApiError::UnknownTTY => {
            LinkTrouble::Refused
        }
        BrlApiError::UnexpectedEndOfFile | BrlApiError::LibCError | BrlApiError::Io(_) => {
            LinkTrouble::Closed
        }
        _ => LinkTrouble::NotRunning,
    }
}
