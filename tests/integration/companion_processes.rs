//! The companions' programs as the tests meet them: `annabella` alone in a folder without them,
//! and the companion a running program started, found in /proc.

use std::path::{Path, PathBuf};

/// `annabella` copied alone into `DIR/alone`, so the companion `program` is neither beside it
/// nor (the test needs a machine without it) installed.
pub fn annabella_alone(dir: &Path, program: &str) -> PathBuf {
    let installed = Path::new("/usr/libexec/annabella").join(program);
    assert!(
        !installed.exists(),
        "{} is installed: this test needs a machine without it",
        installed.display()
    );
    let alone = dir.join("alone");
    std::fs::create_dir(&alone).unwrap();
    let copy = alone.join("annabella");
    std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &copy).unwrap();
    copy
}

/// The processes running `program` whose parent is `parent`, ended ones (zombies) left out.
pub fn companions_of(parent: u32, program: &str) -> Vec<u32> {
    // The kernel keeps 15 bytes of a program's name.
    let name: String = program.chars().take(15).collect();
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
                return false;
            };
            // `pid (name) state ppid …`: the name may hold spaces, so read after its last `)`.
            let Some((head, rest)) = stat.rsplit_once(") ") else {
                return false;
            };
            let mut fields = rest.split_whitespace();
            let state = fields.next();
            let ppid = fields.next().and_then(|p| p.parse().ok());
            head.split_once(" (").is_some_and(|(_, comm)| comm == name)
                && ppid == Some(parent)
                && state != Some("Z")
        })
        .collect()
}
