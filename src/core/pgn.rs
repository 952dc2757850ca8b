//! PGN in and out (placeholder until the rules-core branch lands).
