//! A fingerprint of an utterance's samples, to know the same sound again (the runner-up search
//! of one utterance asks about it twice).

/// FNV-1a over the samples' bytes.
pub fn fingerprint(samples: &[i16]) -> u64 {
    samples
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, sample| {
            sample.to_le_bytes().iter().fold(hash, |h, byte| {
                (h ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_samples_give_the_same_fingerprint_and_others_another() {
        assert_eq!(fingerprint(&[1, -2, 3]), fingerprint(&[1, -2, 3]));
        assert_ne!(fingerprint(&[1, -2, 3]), fingerprint(&[1, -2, 4]));
        assert_ne!(fingerprint(&[]), fingerprint(&[0]));
    }
}
