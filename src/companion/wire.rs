//! The frames between annabella and a companion: a length (4 bytes, little-endian) and that many
//! bytes of JSON holding one typed value. The length is checked before anything is read, so a
//! companion gone wrong cannot make the other side hold more than [`MAX_FRAME`] bytes.

use std::io::{self, Read, Write};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The largest frame either side reads or writes: a minute of 16 kHz sound as JSON numbers is
/// under 6 MB.
pub const MAX_FRAME: usize = 16 * 1024 * 1024;

/// Why a frame could not be read or written.
#[derive(Debug)]
pub enum WireError {
    /// The pipe failed.
    Io(io::Error),
    /// A frame announced more than [`MAX_FRAME`] bytes.
    TooLarge { bytes: usize },
    /// The frame's bytes are not the value expected.
    NotUnderstood(serde_json::Error),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Io(error) => write!(f, "the pipe failed: {error}"),
            Self::TooLarge { bytes } => {
                write!(f, "a frame of {bytes} bytes, more than {MAX_FRAME}")
            }
            Self::NotUnderstood(error) => write!(f, "a frame not understood: {error}"),
        }
    }
}

impl std::error::Error for WireError {}

/// Writes `value` as one frame and flushes it.
pub fn write_frame<T: Serialize>(to: &mut impl Write, value: &T) -> Result<(), WireError> {
    let bytes = serde_json::to_vec(value).map_err(WireError::NotUnderstood)?;
    if bytes.len() > MAX_FRAME {
        return Err(WireError::TooLarge { bytes: bytes.len() });
    }
    // The length fits: MAX_FRAME is far below u32::MAX.
    let length =
        u32::try_from(bytes.len()).map_err(|_| WireError::TooLarge { bytes: bytes.len() })?;
    to.write_all(&length.to_le_bytes()).map_err(WireError::Io)?;
    to.write_all(&bytes).map_err(WireError::Io)?;
    to.flush().map_err(WireError::Io)
}

/// Reads one frame: `Ok(None)` when the other side closed the pipe between two frames.
pub fn read_frame<T: DeserializeOwned>(from: &mut impl Read) -> Result<Option<T>, WireError> {
    let mut length = [0_u8; 4];
    match read_all_or_nothing(from, &mut length) {
        Ok(false) => return Ok(None),
        Ok(true) => {}
        Err(error) => return Err(WireError::Io(error)),
    }
    let bytes = u32::from_le_bytes(length) as usize;
    if bytes > MAX_FRAME {
        return Err(WireError::TooLarge { bytes });
    }
    let mut frame = vec![0_u8; bytes];
    from.read_exact(&mut frame).map_err(WireError::Io)?;
    serde_json::from_slice(&frame)
        .map(Some)
        .map_err(WireError::NotUnderstood)
}

/// Fills `buffer`, or reads nothing at all (`Ok(false)`: the pipe closed before the first byte).
fn read_all_or_nothing(from: &mut impl Read, buffer: &mut [u8]) -> io::Result<bool> {
    let mut filled = 0;
    while filled < buffer.len() {
        match from.read(&mut buffer[filled..]) {
            Ok(0) if filled == 0 => return Ok(false),
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => filled += n,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_comes_back_as_it_was_written() {
        let mut pipe = Vec::new();
        write_frame(&mut pipe, &("knight", vec![1_i16, -2, 3])).unwrap();
        write_frame(&mut pipe, &7_u8).unwrap();
        let mut from = pipe.as_slice();
        let first: Option<(String, Vec<i16>)> = read_frame(&mut from).unwrap();
        assert_eq!(first, Some(("knight".to_owned(), vec![1, -2, 3])));
        assert_eq!(read_frame::<u8>(&mut from).unwrap(), Some(7));
        assert_eq!(read_frame::<u8>(&mut from).unwrap(), None);
    }

    #[test]
    fn a_frame_announcing_too_much_is_refused_before_it_is_read() {
        let mut pipe = u32::MAX.to_le_bytes().to_vec();
        pipe.extend_from_slice(b"{}");
        let error = read_frame::<u8>(&mut pipe.as_slice()).unwrap_err();
        assert!(matches!(error, WireError::TooLarge { bytes } if bytes == u32::MAX as usize));
    }

    #[test]
    fn a_frame_cut_short_is_an_error_not_the_end() {
        let mut pipe = Vec::new();
        write_frame(&mut pipe, &"whole").unwrap();
        pipe.truncate(pipe.len() - 2);
        assert!(matches!(
            read_frame::<String>(&mut pipe.as_slice()),
            Err(WireError::Io(error)) if error.kind() == io::ErrorKind::UnexpectedEof
        ));
        assert!(matches!(
            read_frame::<String>(&mut [1_u8, 0].as_slice()),
            Err(WireError::Io(_))
        ));
    }

    #[test]
    fn bytes_that_are_not_the_value_are_named_as_such() {
        let mut pipe = Vec::new();
        write_frame(&mut pipe, &"text").unwrap();
        assert!(matches!(
            read_frame::<u32>(&mut pipe.as_slice()),
            Err(WireError::NotUnderstood(_))
        ));
    }
}
