//! `annabella train --screen`: training on the full screen. The view (`ui::train_view`) shows
//! the puzzle's board, everything said and the line typed; this opens the terminal (raw mode,
//! the alternate screen, ratatui's panic hook restoring it), draws after every change, and
//! gives the terminal back when dropped, then prints the lines scripts read (`puzzle ID
//! solved`) on the ordinary screen.

use std::io::Stdout;

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::Event;
use shakmaty::Position;

use super::CliError;
use crate::core::language::UiLanguage;
use crate::core::message::Message;
use crate::core::training::PuzzleRound;
use crate::ui::TuiError;
use crate::ui::train_view::{TrainKey, TrainView};

/// The terminal while training runs on it.
pub(super) struct TrainScreen {
    view: TrainView,
    terminal: Terminal<CrosstermBackend<Stdout>>,
    /// The verdicts (`puzzle ID solved`), printed again once the terminal is given back.
    closing: Vec<String>,
}

fn terminal_failed(error: &std::io::Error) -> CliError {
    CliError::failed(TuiError(format!("terminal: {error}")))
}

impl TrainScreen {
    /// The terminal taken: raw mode and the alternate screen.
    pub(super) fn open(language: UiLanguage) -> Result<TrainScreen, CliError> {
        let terminal = ratatui::try_init().map_err(|e| terminal_failed(&e))?;
        let view = TrainView::new(
            Message::new("screen-said-title").in_language(language),
            Message::new("screen-input-title").in_language(language),
        );
        let mut screen = TrainScreen {
            view,
            terminal,
            closing: Vec::new(),
        };
        screen.draw()?;
        Ok(screen)
    }

    fn draw(&mut self) -> Result<(), CliError> {
        let view = &self.view;
        self.terminal
            .draw(|frame| view.draw(frame))
            .map_err(|e| terminal_failed(&e))?;
        Ok(())
    }

    /// An utterance, shown in the log.
    pub(super) fn said(&mut self, text: &str) -> Result<(), CliError> {
        self.view.said(text);
        self.draw()
    }

    /// A verdict scripts read: in the log, and printed once the terminal is given back.
    pub(super) fn verdict(&mut self, text: &str) -> Result<(), CliError> {
        self.closing.push(text.to_owned());
        self.said(text)
    }

    /// The position the player solves in now, their side at the bottom.
    pub(super) fn board(&mut self, round: &PuzzleRound) -> Result<(), CliError> {
        let position = round.position();
        let title = format!("puzzle {}", round.id());
        self.view
            .show_board(position.board(), position.turn(), &title);
        self.draw()
    }

    /// A terminal event: the line edited (drawn again), or what a key asks.
    pub(super) fn event(&mut self, event: &Event) -> Result<Option<TrainKey>, CliError> {
        let asked = match event {
            Event::Key(key) => self.view.key(*key),
            Event::Paste(text) => {
                self.view.paste(text);
                None
            }
            _ => None,
        };
        self.draw()?;
        Ok(asked)
    }
}

impl Drop for TrainScreen {
    fn drop(&mut self) {
        // Nothing useful to do if restoring fails; the shell's `reset` still works.
        let _ = ratatui::try_restore();
        for line in &self.closing {
            println!("{line}");
        }
    }
}
