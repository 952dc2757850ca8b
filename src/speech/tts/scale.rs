//! annabella's speech rate, volume and language, put onto a speech server's own scales and voice
//! list: decided here, carried out by the speech companion.

/// The slowest and fastest rates annabella asks for (1.0 is normal).
pub const RATE_MIN: f32 = 0.5;
pub const RATE_MAX: f32 = 2.0;

/// Maps annabella's rate (0.5 half speed, 1.0 normal, 2.0 double) onto a backend's
/// `min..=normal..=max` scale: the lower half of annabella's range onto `min..normal`, the
/// upper onto `normal..max`.
pub fn map_rate(rate: f32, min: f32, normal: f32, max: f32) -> f32 {
    let rate = rate.clamp(RATE_MIN, RATE_MAX);
    let mapped = if rate >= 1.0 {
        normal + (rate - 1.0) / (RATE_MAX - 1.0) * (max - normal)
    } else {
        normal - (1.0 - rate) / (1.0 - RATE_MIN) * (normal - min)
    };
    mapped.clamp(min.min(max), max.max(min))
}

/// Maps a volume from 0.0 to 1.0 onto a backend's `min..=max`.
pub fn map_volume(volume: f32, min: f32, max: f32) -> f32 {
    (min + volume.clamp(0.0, 1.0) * (max - min)).clamp(min.min(max), max.max(min))
}

/// The best voice for `language` among `(name, language tag)` pairs: the tag equal to the
/// language first (`de` before `de-CH`), then a plain voice before a variant (`German` before
/// `German+Alex`), then the first listed. None if no voice speaks the language.
pub fn choose_voice(voices: &[(String, String)], language: &str) -> Option<usize> {
    let language = language.to_ascii_lowercase();
    voices
        .iter()
        .enumerate()
        .filter_map(|(index, (name, tag))| {
            let tag = tag.to_ascii_lowercase();
            let primary = tag.split(['-', '_']).next().unwrap_or("");
            if primary != language {
                return None;
            }
            let rank = (tag != language, name.contains('+'), index);
            Some((rank, index))
        })
        .min()
        .map(|(_, index)| index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rate_maps_onto_the_backend_scale() {
        let speechd = |rate| map_rate(rate, -100.0, 0.0, 100.0);
        assert!((speechd(1.0) - 0.0).abs() < 1e-4);
        assert!((speechd(2.0) - 100.0).abs() < 1e-4);
        assert!((speechd(0.5) + 100.0).abs() < 1e-4);
        assert!((speechd(1.5) - 50.0).abs() < 1e-4);
        assert!((speechd(0.75) + 50.0).abs() < 1e-4);
        assert!((speechd(9.0) - 100.0).abs() < 1e-4);
        assert!((speechd(0.0) + 100.0).abs() < 1e-4);
        // A scale whose normal is not in the middle (SAPI-like 0.1 ..= 1 ..= 10).
        let sapi = |rate| map_rate(rate, 0.1, 1.0, 10.0);
        assert!((sapi(1.0) - 1.0).abs() < 1e-4);
        assert!((sapi(2.0) - 10.0).abs() < 1e-4);
        assert!((sapi(0.5) - 0.1).abs() < 1e-4);
    }

    #[test]
    fn volume_maps_onto_the_backend_scale() {
        assert!((map_volume(0.0, -100.0, 100.0) + 100.0).abs() < 1e-4);
        assert!((map_volume(0.5, -100.0, 100.0)).abs() < 1e-4);
        assert!((map_volume(1.0, -100.0, 100.0) - 100.0).abs() < 1e-4);
        assert!((map_volume(3.0, 0.0, 1.0) - 1.0).abs() < 1e-4);
    }

    #[test]
    fn the_voice_for_a_language_prefers_the_plain_exact_one() {
        let voices: Vec<(String, String)> = [
            ("English (America)+Alex", "en-US"),
            ("German+Alex", "de"),
            ("Swiss German", "de-CH"),
            ("German", "de"),
            ("English (Great Britain)", "en-GB"),
            ("French", "fr-FR"),
        ]
        .iter()
        .map(|(n, l)| ((*n).to_owned(), (*l).to_owned()))
        .collect();
        assert_eq!(choose_voice(&voices, "de"), Some(3));
        assert_eq!(choose_voice(&voices, "en"), Some(4));
        assert_eq!(choose_voice(&voices, "FR"), Some(5));
        assert_eq!(choose_voice(&voices, "it"), None);
    }
}
