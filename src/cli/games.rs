//! `annabella games`: the saved games, oldest first, for `play --resume ID` and `review ID`.

use crate::core::catalogue::{Arg, Catalogue};
use crate::core::language::UiLanguage;
use crate::journal::{self, Replayed};

use super::settings::{Overrides, resolve};
use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct GamesArgs {
    /// Language of the list: en, fr, de, or one brought by a catalogue file (default: the
    /// settings file's, else its voice's).
    #[arg(long, value_name = "LANG", value_parser = super::interface_language::parse_lang)]
    pub(super) lang: Option<UiLanguage>,
}

/// The catalogue keys of the list's words.
pub const GAMES_KEYS: [&str; 10] = [
    "games-none",
    "games-kept-in",
    "games-unreadable",
    "games-not-resumable",
    "games-half-moves",
    "games-adjourned",
    "games-unfinished",
    "games-misfit",
    "games-torn",
    "games-damaged",
];

pub fn run(args: &GamesArgs, out: &mut Output) -> Result<(), CliError> {
    // The language the table speaks: a settings file that cannot be read is the table's
    // business; the list is then in English.
    let language = args.lang.unwrap_or_else(|| {
        resolve(&Overrides::default(), true).map_or(UiLanguage::ENGLISH, |settings| {
            settings
                .ui_language
                .unwrap_or_else(|| settings.voice.interface_language())
        })
    });
    let words = Words {
        catalogue: Catalogue::of(language),
        language,
    };
    let dir = journal::games_dir()
        .ok_or_else(|| CliError::said(crate::core::message::Message::new("games-nowhere")))?;
    // Games rescued to the temporary folder (their own could not be written) are listed too.
    let games = journal::list(&journal::saved_game_dirs(&dir)).map_err(CliError::of)?;
    if games.is_empty() {
        return out.line(&words.say("games-none", &[("folder", &dir.display().to_string())]));
    }
    for (path, replayed) in games {
        let id = journal::game_id(&path);
        let started = journal::started_at(&path).unwrap_or_else(|| "?".to_owned());
        let state = match replayed {
            Ok(replayed) => match players(&replayed) {
                Some(players) => format!("{players}, {}", describe(&replayed, &words)),
                None => describe(&replayed, &words),
            },
            Err(problem) => {
                // "cannot be read" is said once: the reading's own problem is its detail.
                let detail = match &problem.problem {
                    journal::Problem::Read(why) => why.clone(),
                    other => other.message(),
                };
                words.say(
                    "games-unreadable",
                    &[("problem", &detail.in_catalogue(words.catalogue))],
                )
            }
        };
        // A game rescued to the temporary folder says where it is.
        let place = match path.parent() {
            Some(folder) if folder != dir => format!(
                "  ({})",
                words.say(
                    "games-kept-in",
                    &[("folder", &folder.display().to_string())]
                )
            ),
            _ => String::new(),
        };
        out.line(&format!("{id}  {started}  {state}{place}"))?;
    }
    Ok(())
}

/// The list's words in the interface language.
struct Words {
    catalogue: &'static Catalogue,
    language: UiLanguage,
}

impl Words {
    fn say(&self, key: &str, args: &[(&str, &str)]) -> String {
        let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(k, v)| (*k, Arg::Text(v))).collect();
        self.catalogue.format(key, &args)
    }
}

/// "12 half-moves, unfinished", "3 half-moves, adjourned" or "31 half-moves, 1-0 checkmate",
/// counting only what a resume gives back.
fn describe(replayed: &Replayed, words: &Words) -> String {
    let recovery = match journal::check(replayed) {
        Ok(recovery) => recovery,
        Err(problem) => {
            return words.say(
                "games-not-resumable",
                &[("problem", &problem.message().in_catalogue(words.catalogue))],
            );
        }
    };
    let plies = words.catalogue.format(
        "games-half-moves",
        &[
            ("count", Arg::Count(recovery.plies as u64)),
            ("n", Arg::Text(&recovery.plies.to_string())),
        ],
    );
    let state = match (&recovery.ending, recovery.adjourned) {
        (Some(ending), _) => format!(
            "{} {}",
            ending.result,
            words.language.strings().end_reason(ending.reason)
        ),
        (None, true) => words.say("games-adjourned", &[]),
        (None, false) => words.say("games-unfinished", &[]),
    };
    let mut notes = Vec::new();
    if let Some(record) = recovery.unusable_from {
        notes.push(words.say("games-misfit", &[("record", &record.to_string())]));
    }
    if let Some(damage) = &replayed.damage {
        let line = damage.line.to_string();
        notes.push(match damage.shown_text() {
            None => words.say("games-torn", &[("line", &line)]),
            Some(text) => words.say("games-damaged", &[("line", &line), ("text", &text)]),
        });
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        let separator = words.language.strings().separator;
        format!(" ({})", notes.join(separator))
    };
    format!("{plies}, {state}{notes}")
}

/// "Anna Meier - Bruno Kurz" from the names the journal records (`?` for one not given); `None`
/// when neither player is named.
fn players(replayed: &Replayed) -> Option<String> {
    use crate::core::session::{NameField, Record};
    let name = |wanted: NameField| {
        replayed
            .records
            .iter()
            .rev()
            .find_map(|record| match record {
                Record::Name { field, value, .. } if *field == wanted => Some(value.as_str()),
                _ => None,
            })
    };
    let (white, black) = (name(NameField::White), name(NameField::Black));
    (white.is_some() || black.is_some()).then(|| {
        // Names read from a journal hold no control character (`checked_name`).
        format!("{} - {}", white.unwrap_or("?"), black.unwrap_or("?"))
    })
}
