//! One search of an utterance: the words of the best path and its acoustic score.

use annabella::hearing::decoding::{RecogniserFault, RecogniserStep};
use pocketsphinx::{PsDecoder, PsDecoderSearchExt};

use crate::lead::with_lead;

/// What one search found: the words (fillers and silences left out), the acoustic score of the
/// whole path, and the frames decoded.
pub struct Found {
    pub words: Vec<String>,
    pub score: i64,
    pub frames: u32,
}

/// Decodes `samples` (16 kHz mono) with `search`.
pub fn decode(
    decoder: &mut PsDecoder,
    search: &str,
    samples: &[i16],
) -> Result<Found, RecogniserFault> {
    let failed = |step| RecogniserFault::Step(step);
    decoder
        .set_search(search)
        .map_err(|_| failed(RecogniserStep::SwitchSearches))?;
    decoder
        .start_utt(None)
        .map_err(|_| failed(RecogniserStep::StartUtterance))?;
    decoder
        .process_raw(&with_lead(samples), false, false)
        .map_err(|_| failed(RecogniserStep::DecodeSound))?;
    decoder
        .end_utt()
        .map_err(|_| failed(RecogniserStep::EndUtterance))?;
    // The crate's segment iterator reads each segment after advancing past it: the item it
    // hands back shows the next segment, and the last one shows memory already freed. So the
    // segments are counted first, and all but that last item read (the first segment, the
    // lead of quiet before the speech, is not seen: every search loses the same).
    let items = decoder.seg_iter().count();
    let mut words = Vec::new();
    let mut score: i64 = 0;
    for segment in decoder.seg_iter().take(items.saturating_sub(1)) {
        score += i64::from(segment.prob().ascr);
        let word = segment.word();
        let filler = word.starts_with('<') || word.starts_with('[') || word.starts_with('+');
        if !filler {
            // Alternative pronunciations come back as `cesar(2)`.
            let base = word.split('(').next().unwrap_or(word);
            words.push(base.to_owned());
        }
    }
    let frames = u32::try_from(decoder.get_n_frames()).unwrap_or(0);
    Ok(Found {
        words,
        score,
        frames,
    })
}
