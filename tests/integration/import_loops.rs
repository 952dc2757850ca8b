//! The house has no import loop: scripts/import-loops.py finds none in `src`, and finds one when
//! two files of a tree import each other.

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
