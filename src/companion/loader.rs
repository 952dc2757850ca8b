//! The programs a sealed table may run: its companions, and the dynamic loader each names in its
//! ELF header (the kernel opens the loader as a program too, so the seal must allow it by name).
//!
//! What allowing the loader means for the seal: the loader can map another file and run it, but
//! whatever runs is inside the same Landlock domain (a sealed process's children inherit it):
//! it writes nowhere the table may not and reaches no port the table may not.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use super::part::Companion;

/// The installed programs of the companions a sealed table may run, and their loaders, each once.
/// A companion found only through `$ANNABELLA_COMPANIONS` is not among them: the kernel refuses
/// to start it at a sealed table, and that is said as its part failing to start.
pub fn sealed_programs() -> Vec<PathBuf> {
    let mut programs = Vec::new();
    for program in Companion::ALL
        .iter()
        .filter(|companion| companion.runs_sealed())
        .filter_map(|companion| companion.locate_installed().ok())
    {
        let loader = interpreter(&program).and_then(|loader| loader.canonicalize().ok());
        for path in std::iter::once(program).chain(loader) {
            if !programs.contains(&path) {
                programs.push(path);
            }
        }
    }
    programs
}

/// The longest loader path read from a header.
const MAX_INTERPRETER: u64 = 4096;
/// The program header type of the loader's path.
const PT_INTERP: u32 = 3;

/// The loader an ELF program names (its `PT_INTERP`), if it is an ELF program that names one.
pub fn interpreter(program: &Path) -> Option<PathBuf> {
    let mut file = File::open(program).ok()?;
    let mut header = [0_u8; 64];
    file.read_exact(&mut header).ok()?;
    if header[..4] != *b"\x7fELF" {
        return None;
    }
    let elf = Layout::of(&header)?;
    let (table, entry_size, entries) = elf.program_headers(&header)?;
    for index in 0..entries {
        let mut entry = [0_u8; 56];
        let size = usize::from(entry_size).min(entry.len());
        file.seek(SeekFrom::Start(
            table + u64::from(index) * u64::from(entry_size),
        ))
        .ok()?;
        file.read_exact(&mut entry[..size]).ok()?;
        if elf.u32_at(&entry, 0)? != PT_INTERP {
            continue;
        }
        let (offset, length) = elf.segment(&entry)?;
        if length == 0 || length > MAX_INTERPRETER {
            return None;
        }
        file.seek(SeekFrom::Start(offset)).ok()?;
        let mut path = Vec::new();
        file.take(length).read_to_end(&mut path).ok()?;
        let path = path.split(|byte| *byte == 0).next()?;
        return Some(PathBuf::from(std::str::from_utf8(path).ok()?));
    }
    None
}

/// An ELF file's word size and byte order.
#[derive(Debug, Clone, Copy)]
struct Layout {
    wide: bool,
    little: bool,
}

impl Layout {
    fn of(header: &[u8; 64]) -> Option<Self> {
        let wide = match header[4] {
            1 => false,
            2 => true,
            _ => return None,
        };
        let little = match header[5] {
            1 => true,
            2 => false,
            _ => return None,
        };
        Some(Self { wide, little })
    }

    fn bytes<const N: usize>(self, from: &[u8], at: usize) -> Option<[u8; N]> {
        let mut bytes: [u8; N] = from.get(at..at + N)?.try_into().ok()?;
        if !self.little {
            bytes.reverse();
        }
        Some(bytes)
    }

    fn u16_at(self, from: &[u8], at: usize) -> Option<u16> {
        self.bytes(from, at).map(u16::from_le_bytes)
    }

    fn u32_at(self, from: &[u8], at: usize) -> Option<u32> {
        self.bytes(from, at).map(u32::from_le_bytes)
    }

    fn u64_at(self, from: &[u8], at: usize) -> Option<u64> {
        self.bytes(from, at).map(u64::from_le_bytes)
    }

    /// Where the program headers are, how long each is, and how many there are.
    fn program_headers(self, header: &[u8; 64]) -> Option<(u64, u16, u16)> {
        if self.wide {
            Some((
                self.u64_at(header, 0x20)?,
                self.u16_at(header, 0x36)?,
                self.u16_at(header, 0x38)?,
            ))
        } else {
            Some((
                u64::from(self.u32_at(header, 0x1c)?),
                self.u16_at(header, 0x2a)?,
                self.u16_at(header, 0x2c)?,
            ))
        }
    }

    /// A program header's segment: where it is in the file, and its length there.
    fn segment(self, entry: &[u8]) -> Option<(u64, u64)> {
        if self.wide {
            Some((self.u64_at(entry, 8)?, self.u64_at(entry, 32)?))
        } else {
            Some((
                u64::from(self.u32_at(entry, 4)?),
                u64::from(self.u32_at(entry, 16)?),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dynamic_program_names_a_loader_that_exists() {
        // The test program itself is linked dynamically, as annabella and its companions are.
        let this = std::env::current_exe().unwrap();
        let loader = interpreter(&this).expect("a dynamically linked test names its loader");
        assert!(loader.is_absolute(), "{loader:?}");
        assert!(loader.exists(), "{loader:?}");
        assert!(
            loader
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("ld-"),
            "{loader:?}"
        );
    }

    #[test]
    fn a_sealed_table_may_not_run_the_halls_broker() {
        // After `cargo build` the broker's program is beside the test's: found, and left out.
        let allowed = sealed_programs();
        assert!(!Companion::Broker.runs_sealed());
        assert!(
            allowed
                .iter()
                .all(|program| !program.ends_with(Companion::Broker.program())),
            "{allowed:?}"
        );
    }

    #[test]
    fn a_script_or_a_short_file_names_none() {
        let folder = tempfile::tempdir().unwrap();
        let script = folder.path().join("script");
        std::fs::write(&script, "#!/bin/sh\nexit 0\n").unwrap();
        assert_eq!(interpreter(&script), None);
        let short = folder.path().join("short");
        std::fs::write(&short, b"\x7fELF\x02\x01").unwrap();
        assert_eq!(interpreter(&short), None);
        assert_eq!(interpreter(&folder.path().join("absent")), None);
    }

    #[test]
    fn a_header_pointing_past_its_file_names_none() {
        let folder = tempfile::tempdir().unwrap();
        let broken = folder.path().join("broken");
        let mut header = [0_u8; 64];
        header[..6].copy_from_slice(b"\x7fELF\x02\x01");
        header[0x20..0x28].copy_from_slice(&u64::MAX.to_le_bytes());
        header[0x36] = 56;
        header[0x38] = 1;
        std::fs::write(&broken, header).unwrap();
        assert_eq!(interpreter(&broken), None);
    }
}
