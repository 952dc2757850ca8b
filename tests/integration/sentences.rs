//! Every sentence is a Fluent message with typed arguments: none is filled by hand with
//! `.replace("{…}", …)`, which Fluent's plural and selector rules never see ("1 Halbzüge").

use std::path::Path;

/// Files whose hand-filled sentences are still to be converted, with how many they hold: the
/// count may only fall (the test names a file whose count grew or that is not listed). None is
/// left: the sealed table's attestation was the last.
const NOT_YET: &[(&str, usize)] = &[];

/// Not sentences of the catalogues: a voice pack's clock phrases, its author's words filled
/// with the slots the pack format documents (`{n}`, `{nf}`, `{side}`, `{moves}`, `{time}`),
/// spoken as written when the voice speaks the interface language. In any other interface
/// language the same phrases are catalogue messages with typed arguments.
const VOICE_PACK_TEMPLATES: &[(&str, usize)] = &[("src/core/clock_speech/words.rs", 5)];

fn hand_filled(root: &Path) -> Vec<(String, usize)> {
    let mut found = Vec::new();
    let mut folders = vec![root.join("src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let count = text.matches(".replace(\"{").count();
                if count > 0 {
                    found.push((name, count));
                }
            }
        }
    }
    found.sort();
    found
}

#[test]
fn no_sentence_is_filled_by_hand() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut grown = Vec::new();
    for (file, count) in hand_filled(root) {
        let allowed = NOT_YET
            .iter()
            .chain(VOICE_PACK_TEMPLATES)
            .find(|(listed, _)| *listed == file)
            .map_or(0, |(_, n)| *n);
        if count > allowed {
            grown.push(format!("{file}: {count} (at most {allowed})"));
        }
    }
    assert!(
        grown.is_empty(),
        "sentences filled with .replace(\"{{…}}\") instead of a Message with typed arguments: \
         {grown:?}"
    );
}

#[test]
fn a_sentence_filled_by_hand_is_found() {
    let tree = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(tree.path().join("src/core/table")).unwrap();
    std::fs::write(
        tree.path().join("src/a.rs"),
        "fn f(t: &str) -> String { t.replace(\"{side}\", \"White\") }\n",
    )
    .unwrap();
    std::fs::write(
        tree.path().join("src/core/table/b.rs"),
        "fn f(t: &str) -> String { t.replace(\"{side}\", \"White\") }\n",
    )
    .unwrap();
    assert_eq!(
        hand_filled(tree.path()),
        [
            ("src/a.rs".to_owned(), 1),
            ("src/core/table/b.rs".to_owned(), 1)
        ]
    );
}
