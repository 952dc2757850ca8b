//! The event's password: made by the console at start, printed for the arbiter, and given to
//! every table (settings file `hall_password`, or `ANNABELLA_HALL_PASSWORD`). Easy to read
//! aloud and type: three groups of four lower-case letters and digits, without the look-alikes
//! (0/o, 1/l/i).

use std::io::Read;

/// The letters a password is made of.
const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// The letters in a password, without the dashes.
const LENGTH: usize = 12;

/// A new password, from the system's randomness.
pub fn new_password() -> std::io::Result<String> {
    let mut random = [0u8; LENGTH * 2];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut random)?;
    Ok(from_random(&random))
}

/// The password the random bytes give (two bytes a letter, so the letters are near uniform).
fn from_random(random: &[u8]) -> String {
    let mut password = String::with_capacity(LENGTH + 2);
    for (index, pair) in random.chunks_exact(2).take(LENGTH).enumerate() {
        if index > 0 && index % 4 == 0 {
            password.push('-');
        }
        let value = usize::from(u16::from_le_bytes([pair[0], pair[1]]));
        password.push(char::from(ALPHABET[value % ALPHABET.len()]));
    }
    password
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_groups_of_four_without_look_alikes() {
        let password = new_password().unwrap();
        let groups: Vec<&str> = password.split('-').collect();
        assert_eq!(groups.len(), 3, "{password}");
        assert!(groups.iter().all(|g| g.len() == 4));
        assert!(!password.contains(['0', 'o', '1', 'l', 'i']));
        assert_ne!(new_password().unwrap(), password);
    }
}
