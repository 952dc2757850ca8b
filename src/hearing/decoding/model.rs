//! The recogniser's acoustic model: where Debian installs it and the files it cannot load
//! without. Checked here, before the companion program is started, so a missing model is named
//! as such (with the packages that bring it) rather than as a recogniser that failed.

use std::path::{Path, PathBuf};

/// Where Debian's `pocketsphinx-en-us` installs the model.
pub const MODEL_DIR: &str = "/usr/share/pocketsphinx/model/en-us";

/// The acoustic model's folder under a model folder.
const ACOUSTIC_MODEL: &str = "en-us";

/// Files the acoustic model cannot load without.
const ACOUSTIC_FILES: [&str; 6] = [
    "mdef",
    "means",
    "variances",
    "transition_matrices",
    "feat.params",
    "noisedict",
];

/// The acoustic model's folder in `model_dir`.
pub fn acoustic_model(model_dir: &Path) -> PathBuf {
    model_dir.join(ACOUSTIC_MODEL)
}

/// The first file of the acoustic model in `model_dir` that is not there, if any.
pub fn missing_model_file(model_dir: &Path) -> Option<PathBuf> {
    let acoustic = acoustic_model(model_dir);
    ACOUSTIC_FILES
        .iter()
        .map(|file| acoustic.join(file))
        .find(|needed| !needed.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_folder_without_its_files_names_the_first_one_missing() {
        let folder = tempfile::tempdir().unwrap();
        assert_eq!(
            missing_model_file(folder.path()),
            Some(folder.path().join("en-us").join("mdef"))
        );
        let acoustic = acoustic_model(folder.path());
        std::fs::create_dir(&acoustic).unwrap();
        for file in ACOUSTIC_FILES {
            std::fs::write(acoustic.join(file), "").unwrap();
        }
        assert_eq!(missing_model_file(folder.path()), None);
    }
}
