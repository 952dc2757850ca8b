//! Seed inputs: the real files of the repository (test data, voice packs, the README's settings),
//! read where they are so the seeds follow the project as it changes.

use std::fs;
use std::path::{Path, PathBuf};

use annabella::core::pgn::read_games;
use shakmaty::{CastlingMode, Chess, Position};

/// The repository this fuzzer belongs to (the crate lives in its `fuzz/` folder).
pub fn repo_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_owned()
}

/// The files of `dir` (relative to the repository) whose names end with `suffix`, in name order.
pub fn files(repo: &Path, dir: &str, suffix: &str) -> Vec<Vec<u8>> {
    let Ok(entries) = fs::read_dir(repo.join(dir)) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.to_string_lossy().ends_with(suffix))
        .collect();
    paths.sort();
    paths
        .iter()
        .filter_map(|path| fs::read(path).ok())
        .collect()
}

/// One file of the repository, if it is there.
pub fn file(repo: &Path, path: &str) -> Option<Vec<u8>> {
    fs::read(repo.join(path)).ok()
}

/// The fenced blocks of `language` in a Markdown text or a doc comment (`//! ` prefixes removed).
pub fn fenced_blocks(text: &str, language: &str) -> Vec<Vec<u8>> {
    let opening = format!("```{language}");
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for raw in text.lines() {
        let line = raw
            .trim_start()
            .strip_prefix("//!")
            .map_or(raw, |rest| rest.strip_prefix(' ').unwrap_or(rest));
        match current.as_mut() {
            None if line.trim_end() == opening => current = Some(String::new()),
            None => {}
            Some(block) if line.trim_end() == "```" => {
                blocks.push(std::mem::take(block).into_bytes());
                current = None;
            }
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
        }
    }
    blocks
}

/// The indented (four-space) code blocks of a Markdown text that read as TOML: each line a
/// table (`[clock]`), a comment or a `key = value` (the README shows its settings this way).
pub fn indented_toml_blocks(text: &str) -> Vec<Vec<u8>> {
    let looks_like_toml = |line: &str| {
        let line = line.trim_start();
        line.starts_with('[')
            || line.starts_with('#')
            || line.split_once(" = ").is_some_and(|(key, _)| {
                !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
            })
    };
    let mut blocks = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines().chain([""]) {
        if let Some(code) = line.strip_prefix("    ") {
            current.push(code);
        } else if line.trim().is_empty() && !current.is_empty() {
            current.push("");
        } else {
            while current.last() == Some(&"") {
                current.pop();
            }
            if !current.is_empty()
                && current
                    .iter()
                    .all(|line| line.is_empty() || looks_like_toml(line))
            {
                blocks.push(format!("{}\n", current.join("\n")).into_bytes());
            }
            current.clear();
        }
    }
    blocks
}

/// Positions of real games (every `stride`-th ply of the repository's PGN files), with the
/// castling mode each game is played in.
pub fn game_positions(repo: &Path, stride: usize) -> Vec<(Chess, CastlingMode)> {
    let mut positions = Vec::new();
    let pgns = [
        file(repo, "tests/data/games/famous.pgn"),
        file(repo, "tests/data/announce/chess960.pgn"),
        file(repo, "tests/data/announce/contract-long.pgn"),
    ];
    for pgn in pgns.into_iter().flatten() {
        for game in read_games(&pgn).filter_map(Result::ok) {
            let mut position = game.start.clone();
            for (ply, m) in game.moves.iter().enumerate() {
                if ply % stride == 0 {
                    positions.push((position.clone(), game.castling_mode));
                }
                position.play_unchecked(*m);
            }
            positions.push((position, game.castling_mode));
        }
    }
    if positions.is_empty() {
        positions.push((Chess::default(), CastlingMode::Standard));
    }
    positions
}

/// Words every text target is worth trying: line ends, quotes, empties.
pub fn common_tokens() -> Vec<Vec<u8>> {
    [
        "\n", "\r\n", " ", "\t", "\"", "\"\"", "#", "\u{a0}", "\u{feff}", "é", "ß", "—", "\u{202e}",
    ]
    .iter()
    .map(|t| t.as_bytes().to_vec())
    .collect()
}

/// Tokens from a list of words.
pub fn tokens(words: &[&str]) -> Vec<Vec<u8>> {
    words.iter().map(|w| w.as_bytes().to_vec()).collect()
}
