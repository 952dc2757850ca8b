//! The names of the kinds of piece that messages and catalogues share, below both (a catalogue
//! selects its words by them; a PGN error names a piece by them).

use shakmaty::Role;

/// A kind of piece's English name: in messages, and the name a catalogue's `$role` selector
/// uses.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}
