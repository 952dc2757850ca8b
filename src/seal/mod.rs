//! The seal of a table for a rated game (`play --sealed`): the process shuts itself in with the
//! kernel's own sandbox, Landlock, before the clock starts. From then on the kernel, not this
//! program, refuses it to run any program but its own companions (which run under the same
//! seal), to open a TCP connection, to bind any TCP port but
//! the arbiter's broadcast port, and to write anywhere but in its games folder, its boards and
//! the temporary folder (the recogniser's word list, the rescue folder of a journal whose own
//! folder fails); it may still read (its voices, catalogues, data) everywhere, and nothing it
//! writes anywhere can be run.
//!
//! A kernel that cannot enforce all of it (no Landlock, or one older than network rules: ABI 4,
//! Linux 6.7) refuses the seal as a whole: there is never a half-sealed table that says it is
//! sealed.

use std::path::{Path, PathBuf};

/// What a sealed table may still do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SealPlan {
    /// The folders written to: the games folder (journals, records, damaged copies) and the
    /// temporary folder.
    pub writable: Vec<PathBuf>,
    /// The boards' serial ports (and the terminal, the sound devices): read and written.
    pub devices: Vec<PathBuf>,
    /// The arbiter's broadcast port, the only TCP port bound.
    pub broadcast_port: Option<u16>,
    /// The hall's broker port (`--hall`), the only TCP port connected to.
    pub hall_port: Option<u16>,
    /// The only programs it may run: its companions (listening, the braille display, system
    /// speech, sound) and the loader they start with. They run under the same seal.
    pub programs: Vec<PathBuf>,
}

/// Why the table could not be sealed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SealError {
    /// The kernel cannot enforce the whole seal: why, as the kernel or Landlock says it.
    Unsupported(String),
    /// Other threads run already: the seal would not hold for them.
    NotAlone(usize),
    /// A path the table needs could not be opened to be allowed.
    Path { path: PathBuf, why: String },
}

impl std::fmt::Display for SealError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Unsupported(why) => f.write_str(why),
            Self::NotAlone(threads) => write!(f, "{threads} threads run before the seal"),
            Self::Path { path, why } => write!(f, "{}: {why}", path.display()),
        }
    }
}

impl std::error::Error for SealError {}

/// The devices every sealed table may open besides its boards: the null device, the terminal,
/// the pseudo-terminals and the sound cards (the clips are played through them).
const COMMON_DEVICES: [&str; 4] = ["/dev/null", "/dev/tty", "/dev/pts", "/dev/snd"];

/// Seals this process (and every thread and program it starts later) as `plan` says. Called on
/// the only thread there is, before any other starts.
#[cfg(target_os = "linux")]
pub fn seal(plan: &SealPlan) -> Result<(), SealError> {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, NetPort, PathBeneath, PathFd,
        Ruleset, RulesetAttr, RulesetCreatedAttr, RulesetStatus,
    };
    let threads = std::fs::read_dir("/proc/self/task").map_or(1, Iterator::count);
    if threads > 1 {
        return Err(SealError::NotAlone(threads));
    }
    let unsupported = |error: landlock::RulesetError| SealError::Unsupported(error.to_string());
    let path_fd = |path: &Path| {
        PathFd::new(path).map_err(|error| SealError::Path {
            path: path.to_owned(),
            why: error.to_string(),
        })
    };
    // Network rules came with ABI 4: anything older cannot keep the table off the network.
    let abi = ABI::V4;
    let every_fs = AccessFs::from_all(abi);
    let read = AccessFs::ReadFile | AccessFs::ReadDir;
    let write_not_run = every_fs & !AccessFs::Execute;
    let open_device = AccessFs::ReadFile | AccessFs::WriteFile;
    let mut ruleset = Ruleset::default()
        .set_compatibility(CompatLevel::HardRequirement)
        .handle_access(every_fs)
        .and_then(|ruleset| ruleset.handle_access(AccessNet::BindTcp | AccessNet::ConnectTcp))
        .and_then(Ruleset::create)
        .map_err(unsupported)?
        .add_rule(PathBeneath::new(path_fd(Path::new("/"))?, read))
        .map_err(unsupported)?;
    for folder in &plan.writable {
        ruleset = ruleset
            .add_rule(PathBeneath::new(path_fd(folder)?, write_not_run))
            .map_err(unsupported)?;
    }
    let common = COMMON_DEVICES.iter().map(Path::new).filter(|p| p.exists());
    for device in plan.devices.iter().map(PathBuf::as_path).chain(common) {
        // A folder of devices (the pseudo-terminals, the sound cards) may also be listed.
        let access = if device.is_dir() {
            open_device | AccessFs::ReadDir
        } else {
            open_device
        };
        ruleset = ruleset
            .add_rule(PathBeneath::new(path_fd(device)?, access))
            .map_err(unsupported)?;
    }
    for program in &plan.programs {
        ruleset = ruleset
            .add_rule(PathBeneath::new(
                path_fd(program)?,
                AccessFs::Execute | AccessFs::ReadFile,
            ))
            .map_err(unsupported)?;
    }
    if let Some(port) = plan.broadcast_port {
        ruleset = ruleset
            .add_rule(NetPort::new(port, AccessNet::BindTcp))
            .map_err(unsupported)?;
    }
    if let Some(port) = plan.hall_port {
        ruleset = ruleset
            .add_rule(NetPort::new(port, AccessNet::ConnectTcp))
            .map_err(unsupported)?;
    }
    let status = ruleset.restrict_self().map_err(unsupported)?;
    if status.ruleset == RulesetStatus::FullyEnforced && status.no_new_privs {
        Ok(())
    } else {
        Err(SealError::Unsupported(format!(
            "Landlock enforces it only {:?}",
            status.ruleset
        )))
    }
}

/// Elsewhere there is no Landlock: the seal is refused.
#[cfg(not(target_os = "linux"))]
pub fn seal(_plan: &SealPlan) -> Result<(), SealError> {
    Err(SealError::Unsupported(
        "no Landlock on this system".to_owned(),
    ))
}

/// The test hook for the seal's proof (`ANNABELLA_SEALED_TRY_RUN=PROGRAM`): a sealed table tries
/// to run PROGRAM, and the kernel's refusal is handed back, never our own check.
pub const TRY_RUN_VARIABLE: &str = "ANNABELLA_SEALED_TRY_RUN";

/// Tries to run `program` (no arguments, nothing read or shown): what the kernel answered.
pub fn try_run(program: &Path) -> std::io::Result<std::process::ExitStatus> {
    std::process::Command::new(program)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
}
