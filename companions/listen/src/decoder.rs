//! Loading pocketsphinx's decoder: the acoustic model with a voice's dictionary and the free
//! phones' words, and the free-phone search.

use std::io::Write as _;
use std::path::Path;

use annabella::hearing::decoding::{RecogniserFault, RecogniserStep, acoustic_model};
use pocketsphinx::{CmdLn, PsDecoder, PsDecoderSearchExt};

use crate::phone_loop::{phone_loop, phone_words};

/// The name of the free-phone search.
pub const PHONE_SEARCH: &str = "phones";

/// Loads the acoustic model in `model_dir` with `dictionary` and the free phones' words (written
/// to a temporary file pocketsphinx reads once), and the free-phone search.
pub fn load_decoder(model_dir: &Path, dictionary: &str) -> Result<PsDecoder, RecogniserFault> {
    let unwritten = |error: std::io::Error| RecogniserFault::TemporaryFile {
        reason: error.to_string(),
    };
    let mut file = tempfile::Builder::new()
        .prefix("annabella-listen-")
        .suffix(".dict")
        .tempfile()
        .map_err(unwritten)?;
    file.write_all(dictionary.as_bytes())
        .and_then(|()| file.write_all(phone_words().as_bytes()))
        .and_then(|()| file.flush())
        .map_err(unwritten)?;
    let acoustic = acoustic_model(model_dir);
    let (Some(acoustic), Some(dict)) = (acoustic.to_str(), file.path().to_str()) else {
        return Err(RecogniserFault::Step(RecogniserStep::PathNotUtf8));
    };
    let config = CmdLn::init(
        true,
        &[
            "annabella",
            "-hmm",
            acoustic,
            "-dict",
            dict,
            "-logfn",
            "/dev/null",
            // Wider beams than the defaults: with them the first word of a German phrase on
            // the English model ("Bauer") is pruned before its end and the path bent elsewhere.
            "-beam",
            "1e-80",
            "-pbeam",
            "1e-80",
            "-wbeam",
            "1e-60",
        ],
    )
    .map_err(|_| RecogniserFault::Step(RecogniserStep::AcceptConfiguration))?;
    let mut decoder = PsDecoder::init(config);
    decoder
        .set_jsgf_string(PHONE_SEARCH, &phone_loop())
        .map_err(|_| RecogniserFault::Step(RecogniserStep::CompileFreePhones))?;
    Ok(decoder)
}
