//! Link arguments of the `annabella` program (nothing is generated).
//!
//! The program's start is mostly the dynamic loader's work: 117 505 relative relocations, one
//! entry a pointer. Packed relative relocations (`DT_RELR`, glibc 2.36 and binutils 2.38 or
//! later) turn them into a bitmap of about 7 000 entries. Binding stays immediate (`-z now`, full
//! RELRO): lazy binding would shave a little more but leave the symbol table writable, and a
//! sealed recorder is the last program to weaken that. (`scripts/measure-startup.sh` measures the
//! start against a Rust hello.)

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if target_os == "linux" && target_env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
