//! The house has no import loop: scripts/import-loops.py finds none in `src`, and finds one when
//! files of a tree import each other, or folders do (a folder's files importing a second folder
//! whose files import the first).

use std::path::Path;
use std::process::Command;

fn run_on(tree: &Path) -> (i32, String) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/import-loops.py");
    let output = Command::new("python3")
        .arg(script)
        .arg(tree)
        .output()
        .expect("python3 runs the import-loop check (make test installs python3)");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

#[test]
fn src_has_no_import_loop() {
    let (code, said) = run_on(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert_eq!(code, 0, "import loops in src:\n{said}");
}

#[test]
fn a_loop_between_two_files_is_found_and_named() {
    let tree = tempfile::tempdir().unwrap();
    let src = tree.path();
    std::fs::create_dir_all(src.join("core")).unwrap();
    std::fs::write(src.join("lib.rs"), "pub mod core;\n").unwrap();
    std::fs::write(
        src.join("core/mod.rs"),
        "pub mod a;\npub mod b;\npub mod c;\n",
    )
    .unwrap();
    std::fs::write(
        src.join("core/a.rs"),
        "use super::b::B;\npub struct A(B);\n",
    )
    .unwrap();
    std::fs::write(
        src.join("core/b.rs"),
        "pub struct B;\npub fn f() -> crate::core::c::C { todo!() }\n",
    )
    .unwrap();
    // c reaches back to a inline, in production code: the loop a -> b -> c -> a.
    std::fs::write(src.join("core/c.rs"), "pub struct C(Option<Box<super::a::A>>);\n#[cfg(test)]\nmod tests { use crate::core::b; }\n").unwrap();
    let (code, said) = run_on(src);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("3 files"), "{said}");
    for file in ["core/a.rs", "core/b.rs", "core/c.rs"] {
        assert!(said.contains(file), "{file} named in {said}");
    }

    // A test module's import, a comment and a parent reaching into its children close no loop.
    std::fs::write(
        src.join("core/c.rs"),
        "// super::a::A\npub struct C;\n#[cfg(test)]\nmod tests { use super::super::a::A; }\n",
    )
    .unwrap();
    let (code, said) = run_on(src);
    assert_eq!(code, 0, "{said}");
}

/// Writes `files` (path, text) under `src`.
fn tree(src: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = src.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

#[test]
fn a_loop_between_two_folders_is_found_and_named_though_no_two_files_close_one() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path();
    // rules/a.rs -> speech/b.rs, speech/c.rs -> rules/d.rs: no file is on a loop of files, but
    // the folders rules/ and speech/ import each other.
    tree(
        src,
        &[
            ("lib.rs", "pub mod rules;\npub mod speech;\n"),
            ("rules/mod.rs", "pub mod a;\npub mod d;\n"),
            ("rules/a.rs", "use crate::speech::b::B;\npub struct A(B);\n"),
            ("rules/d.rs", "pub struct D;\n"),
            ("speech/mod.rs", "pub mod b;\npub mod c;\n"),
            ("speech/b.rs", "pub struct B;\n"),
            ("speech/c.rs", "pub struct C(crate::rules::d::D);\n"),
        ],
    );
    let (code, said) = run_on(src);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("folder import loop: 2 modules"), "{said}");
    assert!(!said.contains("import loop 1"), "no loop of files: {said}");
    let rules = src.join("rules/").display().to_string();
    let speech = src.join("speech/").display().to_string();
    assert!(said.contains(&format!("{rules} -> {speech}:")), "{said}");
    assert!(said.contains(&format!("{speech} -> {rules}:")), "{said}");
    assert!(
        said.contains("speech/c.rs -> "),
        "the file that ties it: {said}"
    );

    // A file folded into the loop as one side's whole: game.rs -> a file of pgn/ -> game.rs.
    tree(
        src,
        &[
            ("speech/c.rs", "pub struct C;\n"),
            (
                "lib.rs",
                "pub mod rules;\npub mod speech;\npub mod game;\npub mod pgn;\n",
            ),
            (
                "game.rs",
                "pub struct G(crate::pgn::read::R);\npub fn f() {}\n",
            ),
            ("pgn/mod.rs", "pub mod read;\npub mod error;\n"),
            ("pgn/read.rs", "pub struct R;\n"),
            ("pgn/error.rs", "pub fn e() { crate::game::f() }\n"),
        ],
    );
    let (code, said) = run_on(src);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("folder import loop: 2 modules"), "{said}");
    assert!(said.contains("game.rs"), "{said}");

    // Files reaching up into their own folder's file, or down into their own folder, close no
    // loop: the folders alone import one way.
    tree(
        src,
        &[
            ("pgn/error.rs", "use super::read::R;\npub fn e(_: R) {}\n"),
            (
                "pgn/read.rs",
                "pub struct R;\npub fn r() { let _ = super::error::e; }\n",
            ),
        ],
    );
    let (code, said) = run_on(src);
    assert_eq!(
        code, 1,
        "pgn/read.rs and pgn/error.rs import each other: {said}"
    );
    assert!(!said.contains("folder import loop"), "{said}");
    tree(
        src,
        &[(
            "pgn/read.rs",
            "pub struct R;\npub fn r() { crate::game::f() }\n",
        )],
    );
    let (code, said) = run_on(src);
    assert_eq!(code, 1, "game.rs and pgn/ still import each other: {said}");
    tree(src, &[("game.rs", "pub fn f() {}\n")]);
    let (code, said) = run_on(src);
    assert_eq!(code, 0, "{said}");
}
