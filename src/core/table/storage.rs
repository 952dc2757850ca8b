//! Whether the game is being saved: the table is told when writing its journal fails and when
//! it works again, and says so at once (the game goes on in memory meanwhile).

/// Why the journal could not be written, in terms the player can act on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteProblem {
    /// The disk (or the user's quota) is full.
    DiskFull,
    /// The folder the game is saved in is gone or is not a folder any more.
    FolderGone,
    /// The folder or file may not be written (read-only, permissions).
    NotAllowed,
    /// Anything else, in the system's words.
    Other(String),
}

/// What the carrier learned about saving, handed back to the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Storage {
    /// Writing has just failed: from now on the game is kept in memory only.
    Failing(WriteProblem),
    /// Writing works again: the journal was rewritten whole.
    Safe,
}

/// A resumed journal whose damaged end was cut off: said as the table opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalRepair {
    /// The first line cut off.
    pub line: usize,
    /// Where the journal as it was is kept.
    pub copy: String,
}
