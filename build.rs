//! Link arguments of the `annabella` program (nothing is generated).
//!
//! Every start of the program loads pocketsphinx, BrlAPI, speech-dispatcher and their 23 shared
//! objects, though most runs use none of them. The toolchain links with `-z now`: every one of
//! their symbols the program names is looked up at start. Lazy binding looks a function up at its
//! first call instead, so `annabella --version` or `announce` pays only for what it calls; packed
//! relative relocations (DT_RELR, glibc 2.36+) shrink the loader's other work at start from one
//! entry a pointer to a bitmap. RELRO stays: the tables the loader writes are still made read-only
//! once it is done. (scripts/measure-startup.sh measures the start against a Rust hello.)

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if target_os == "linux" && target_env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,lazy");
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
