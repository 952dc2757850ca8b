//! Which layout the window's size allows, and where each part goes. The input line is placed
//! first, so whatever the size it is on the screen and the cursor with it:
//!
//! - **full**: the board in its frame, the clocks, the score sheet, the log, the status line,
//!   the input line, the key hints; with `--large` the squares grow to fill the window;
//! - **compact**, below what the full layout needs: the clocks in one line, the board without
//!   its frame (the score sheet beside it when there is room), the latest words, the input line;
//! - **too small**, below that: one sentence saying the size needed, and the input line.
//!
//! When a screen reader reads this layout, the log comes first: a screen reader reads what
//! changed from the top, so the words just said lead, before the board's rows.

use ratatui::layout::{Constraint, Layout, Rect};

use super::super::app::ViewOptions;

/// The width of the rank labels on each side of the full layout's board.
pub(super) const LABEL: u16 = 3;
/// The compact board's rank labels: one digit and a space, on the left only.
pub(super) const COMPACT_LABEL: u16 = 2;
/// The least width of the clocks' panel beside the board (a clock line and its frame).
const RIGHT_MIN: u16 = 31;
/// Rows under the board in the full layout: the log (one line in its frame), the status line,
/// the input line in its frame, the key hints.
const FULL_BELOW: u16 = 3 + 1 + 3 + 1;
/// The largest square `--large` grows to (rows), so a huge window keeps room for the rest.
const LARGEST_SQUARE_H: u16 = 8;
/// The compact layout: the clock line, the board's 8 rows and file letters, one line of words,
/// the input line; the board's squares are 3 cells wide.
const COMPACT_W: u16 = COMPACT_LABEL + 3 * 8;
const COMPACT_H: u16 = 1 + 9 + 1 + 1;
/// The score sheet beside the compact board needs at least this width.
const COMPACT_SHEET_MIN: u16 = 8;

/// The size of one square on the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    pub square_w: u16,
    pub square_h: u16,
}

impl Geometry {
    /// 3 × 1: one letter and a space each side.
    pub const NORMAL: Self = Self {
        square_w: 3,
        square_h: 1,
    };

    /// A square `h` rows high and about as wide on the screen (cells are twice as high as
    /// wide): 5 × 3, 7 × 4, …
    fn large(h: u16) -> Self {
        Self {
            square_w: 2 * h - 1,
            square_h: h,
        }
    }

    /// The board with its labels, without the frame.
    pub fn inner_size(self) -> (u16, u16) {
        (LABEL * 2 + self.square_w * 8, 2 + self.square_h * 8)
    }

    /// What the full layout needs with squares of this size.
    fn full_size(self) -> (u16, u16) {
        let (board_w, board_h) = self.inner_size();
        (board_w + 2 + RIGHT_MIN, board_h + 2 + FULL_BELOW)
    }

    fn fits(self, area: Rect) -> bool {
        let (w, h) = self.full_size();
        area.width >= w && area.height >= h
    }
}

/// The layout chosen for a window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    Full(Areas, Geometry),
    Compact(CompactAreas),
    /// Not even the compact layout fits: `needed` (width, height) is what it takes.
    TooSmall {
        needed: (u16, u16),
        sentence: Rect,
        input: Rect,
    },
}

impl Plan {
    pub fn of(area: Rect, view: &ViewOptions) -> Self {
        let mut sizes = Vec::new();
        if view.large {
            // The largest that fits, down to the usual large print (5 × 3) and 3 × 2.
            sizes.extend((2..=LARGEST_SQUARE_H).rev().map(Geometry::large));
        }
        sizes.push(Geometry::NORMAL);
        if let Some(geometry) = sizes.into_iter().find(|g| g.fits(area)) {
            return Plan::Full(Areas::of(area, geometry, view.read_aloud), geometry);
        }
        if area.width >= COMPACT_W && area.height >= COMPACT_H {
            return Plan::Compact(CompactAreas::of(area, view.read_aloud));
        }
        // The input line on the last row; the sentence above it.
        let [sentence, input] =
            Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(area);
        Plan::TooSmall {
            needed: (COMPACT_W, COMPACT_H),
            sentence,
            input,
        }
    }

    /// The input line's area (framed in the full layout, a bare row otherwise).
    pub fn input(&self) -> Rect {
        match self {
            Plan::Full(areas, _) => areas.input,
            Plan::Compact(areas) => areas.input,
            Plan::TooSmall { input, .. } => *input,
        }
    }
}

/// Where each part of the full layout goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Areas {
    pub board: Rect,
    pub clock: Rect,
    pub sheet: Rect,
    pub said: Rect,
    pub status: Rect,
    pub input: Rect,
    pub hints: Rect,
}

impl Areas {
    fn of(area: Rect, geometry: Geometry, news_first: bool) -> Self {
        let (board_w, board_h) = geometry.inner_size();
        let top_h = Constraint::Length(board_h + 2);
        let said_h = Constraint::Min(3);
        let [first, second, status, input, hints] = Layout::vertical([
            if news_first { said_h } else { top_h },
            if news_first { top_h } else { said_h },
            Constraint::Length(1),
            Constraint::Length(3),
            Constraint::Length(1),
        ])
        .areas(area);
        let (top, said) = if news_first {
            (second, first)
        } else {
            (first, second)
        };
        let [board, right] =
            Layout::horizontal([Constraint::Length(board_w + 2), Constraint::Min(0)]).areas(top);
        let [clock, sheet] =
            Layout::vertical([Constraint::Length(4), Constraint::Min(0)]).areas(right);
        Self {
            board,
            clock,
            sheet,
            said,
            status,
            input,
            hints,
        }
    }
}

/// Where each part of the compact layout goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompactAreas {
    /// Both clocks in one line.
    pub clock: Rect,
    /// The board without frame: rank digits on the left, file letters below.
    pub board: Rect,
    /// The score sheet's end beside the board (empty when there is no room).
    pub sheet: Rect,
    /// The latest words, and the status line when there are two rows or more.
    pub said: Rect,
    pub input: Rect,
}

impl CompactAreas {
    fn of(area: Rect, news_first: bool) -> Self {
        let board_h = Constraint::Length(9);
        let clock_h = Constraint::Length(1);
        let said_h = Constraint::Min(1);
        let input_h = Constraint::Length(1);
        let (clock, top, said, input) = if news_first {
            let [said, clock, top, input] =
                Layout::vertical([said_h, clock_h, board_h, input_h]).areas(area);
            (clock, top, said, input)
        } else {
            let [clock, top, said, input] =
                Layout::vertical([clock_h, board_h, said_h, input_h]).areas(area);
            (clock, top, said, input)
        };
        let [board, gap, sheet] = Layout::horizontal([
            Constraint::Length(COMPACT_W),
            Constraint::Length(1),
            Constraint::Min(0),
        ])
        .areas(top);
        let sheet = if sheet.width >= COMPACT_SHEET_MIN {
            sheet
        } else {
            Rect { width: 0, ..gap }
        };
        Self {
            clock,
            board,
            sheet,
            said,
            input,
        }
    }
}
