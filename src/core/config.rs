//! The player's settings: a TOML file in the XDG config folder, every key also a command-line
//! flag (the flag wins).
//!
//! ```toml
//! voice = "fide"          # fide, en, fr, or a path to a voice pack
//! style = "short"         # short or long announcements
//! speech = "auto"         # auto, tts, clips, text, none
//! rate = 1.0              # speech rate, 0.5 to 2.0
//! volume = 1.0            # 0.0 to 1.0
//! earcons = true          # short sounds for check, capture, illegal move, low time, flag
//! time = "5400+30"        # time control of new games (none or -: no clock; ?: unknown)
//! auto_press = false      # complete each move at once (home practice)
//! color = "white"         # your side: board orientation, engine games
//! blind = "white"         # the visually impaired player's side: the clock follows theirs
//! ui_language = "auto"    # auto (the voice's), en, fr, de
//! width = 40              # line mode: wrap every utterance at 40 cells (a braille display)
//! braille = true          # write to the braille display through BRLTTY (both faces)
//! listen = true           # hear spoken moves through the microphone (`--listen`)
//! push_to_talk = true     # listen only after `talk`, Alt-S or the board's talk button
//!
//! [screen]                # the full-screen table
//! large = false
//! high_contrast = false
//! symbols = false
//! screen_reader = true    # the layout for screen readers and braille (default: when one runs)
//!
//! [clock]                 # the talking clock: see `ClockSpeechConfig`
//! seconds = "tenths"
//! remaining = { seconds = [600, 300, 60, 30], audience = "private" }
//! ```
//!
//! Parsing is pure; the command line reads the file and reports errors naming file, key and
//! problem on one line.

use std::fmt;

use serde::Deserialize;
use shakmaty::Color;

use super::clock::TimeControlTag;
use super::clock_speech::ClockSpeechConfig;
use super::message::{Message, Said, place_in_file};
use super::phrasing::Style;
use super::strings::UiLanguage;
use super::toml_text::{ReaderError, first_control_character};

/// Which speech engine speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SpeechChoice {
    /// Text-to-speech if a speech server answers within a second, else recorded clips if a
    /// sound card opens, else text.
    #[default]
    Auto,
    /// The system's text-to-speech (speech-dispatcher on Linux).
    Tts,
    /// The voice pack's recorded words through the sound card.
    Clips,
    /// Text lines only (screen readers, braille).
    Text,
    /// Silence.
    None,
}

impl std::str::FromStr for SpeechChoice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "auto" => Ok(SpeechChoice::Auto),
            "tts" => Ok(SpeechChoice::Tts),
            "clips" => Ok(SpeechChoice::Clips),
            "text" => Ok(SpeechChoice::Text),
            "none" => Ok(SpeechChoice::None),
            _ => Err(format!(
                "unknown speech engine \"{s}\" (auto, tts, clips, text, none)"
            )),
        }
    }
}

/// The settings file as written.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub voice: Option<String>,
    pub style: Option<StyleSetting>,
    pub speech: Option<SpeechChoice>,
    pub rate: Option<f32>,
    pub volume: Option<f32>,
    pub earcons: Option<bool>,
    pub time: Option<String>,
    pub auto_press: Option<bool>,
    /// Who is at the keyboard: `player`, `assistant`, `arbiter` or `practice`.
    pub role: Option<String>,
    pub color: Option<ColorSetting>,
    /// The visually impaired player's side: the talking clock's automatic announcements follow
    /// their clock (Appendix D.2.6).
    pub blind: Option<ColorSetting>,
    pub ui_language: Option<LanguageSetting>,
    /// Line mode wraps every utterance at this many cells (a braille display's width).
    pub width: Option<u16>,
    /// Write to the braille display through BRLTTY's API (`--braille`).
    pub braille: Option<bool>,
    /// Hear spoken moves through the microphone (`--listen`).
    pub listen: Option<bool>,
    /// Listen only when asked, one utterance each time (`--push-to-talk`).
    pub push_to_talk: Option<bool>,
    /// Seal the table for a rated game (`--sealed`); said at start when it comes from here.
    pub sealed: Option<bool>,
    pub clock: ClockSpeechConfig,
    pub screen: ScreenConfig,
    /// The personal token for online play (Lichess, scope `board:play`); `LICHESS_TOKEN` wins.
    pub lichess_token: Option<Secret>,
    /// The names for the game's record (`[names]`: a tournament's set-up).
    pub names: NamesConfig,
    /// The hall this table belongs to (`[hall]`: `play --hall`, `--table`).
    pub hall: HallConfig,
}

/// `[hall]`: the arbiter's broker (`broker = "mqtt://HOST[:PORT]"`), this table's number
/// (`table = 12`) and the event's password the arbiter's console printed (`password`;
/// `ANNABELLA_HALL_PASSWORD` wins).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HallConfig {
    pub broker: Option<String>,
    pub table: Option<u32>,
    pub password: Option<Secret>,
}

/// `[names]`: the players, the event, the site and the round written on every game's record
/// (each also a flag of `play`: `--white`, `--black`, `--event`, `--site`, `--round`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NamesConfig {
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub round: Option<String>,
    /// The board number (a hall's pairing gives it too).
    pub board: Option<String>,
}

/// A value never shown: its `Debug` says only that it is there.
#[derive(Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    /// The value, for the one place that sends it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// The full-screen table's look (each also a flag of `play`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScreenConfig {
    /// Each square 5 cells wide and 3 rows high.
    pub large: bool,
    /// Black and white squares, bold text.
    pub high_contrast: bool,
    /// Chess symbols instead of letters.
    pub symbols: bool,
    /// The layout for screen readers and braille displays (`true`) or the sighted one
    /// (`false`); unset: the screen reader's layout when a screen reader is running.
    pub screen_reader: Option<bool>,
}

/// `short` or `long`, as written in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StyleSetting {
    Short,
    Long,
}

impl From<StyleSetting> for Style {
    fn from(setting: StyleSetting) -> Style {
        match setting {
            StyleSetting::Short => Style::Short,
            StyleSetting::Long => Style::Long,
        }
    }
}

/// `white` or `black`, as written in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorSetting {
    White,
    Black,
}

impl From<ColorSetting> for Color {
    fn from(setting: ColorSetting) -> Color {
        match setting {
            ColorSetting::White => Color::White,
            ColorSetting::Black => Color::Black,
        }
    }
}

/// `auto` (follow the voice), or a language the run knows: `en`, `fr`, `de`, or one brought by a
/// catalogue file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct LanguageSetting(Option<UiLanguage>);

impl TryFrom<String> for LanguageSetting {
    type Error = UnknownLanguage;

    fn try_from(text: String) -> Result<Self, UnknownLanguage> {
        if text.trim().eq_ignore_ascii_case("auto") {
            return Ok(LanguageSetting(None));
        }
        UiLanguage::known(&text)
            .map(|language| LanguageSetting(Some(language)))
            .ok_or(UnknownLanguage(text))
    }
}

/// A language the run has no catalogue for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tags: Vec<&str> = UiLanguage::all().iter().map(|l| l.tag()).collect();
        write!(
            f,
            "\"{}\" is not a language of annabella: auto, {}",
            self.0,
            tags.join(", ")
        )
    }
}

impl LanguageSetting {
    /// The UI language, or `None` to follow the voice.
    pub fn language(self) -> Option<UiLanguage> {
        self.0
    }
}

/// A settings problem: where (file, and line/column or key) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub source: String,
    pub location: String,
    /// The line and column, when the file is not TOML or not the settings' shape.
    pub position: Option<(usize, usize)>,
    pub problem: Box<ConfigProblem>,
}

/// What is wrong in a settings file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigProblem {
    /// Not TOML at all: the TOML reader's own words, English.
    NotToml(String),
    /// TOML, but a key unknown or a value of the wrong kind: the TOML reader's own words, English.
    NotSettings(String),
    /// `ui_language` names no language the run has: as written (escaped).
    UnknownLanguage(String),
    /// A value (or a key) holds a control character, which no setting needs and a terminal
    /// would obey: the character, as `U+001B`.
    ControlCharacter(String),
    /// A number outside its range: the value as written, and the range.
    OutOfRange {
        value: String,
        from: &'static str,
        to: &'static str,
    },
    TimeControl(super::clock::TimeControlError),
}

impl ConfigError {
    /// The same error with `hide` applied to the text from the file it quotes (a token written
    /// by mistake is never repeated).
    #[must_use]
    pub fn hiding(mut self, hide: impl Fn(&str) -> String) -> Self {
        if let ConfigProblem::NotToml(detail) | ConfigProblem::NotSettings(detail) =
            self.problem.as_mut()
        {
            *detail = hide(detail);
        }
        self
    }
}

impl Said for ConfigError {
    fn message(&self) -> Message {
        let place = place_in_file(self.position, &self.location);
        let problem = match self.problem.as_ref() {
            ConfigProblem::NotToml(detail) => {
                Message::new("file-not-toml").text("detail", detail.clone())
            }
            ConfigProblem::NotSettings(detail) => {
                Message::new("settings-not-a-setting").text("detail", detail.clone())
            }
            ConfigProblem::UnknownLanguage(written) => {
                let tags: Vec<&str> = UiLanguage::all().iter().map(|l| l.tag()).collect();
                Message::new("settings-unknown-language")
                    .text("language", written.clone())
                    .text("languages", format!("auto, {}", tags.join(", ")))
            }
            ConfigProblem::ControlCharacter(code) => {
                Message::new("file-control-character").text("code", code.clone())
            }
            ConfigProblem::OutOfRange { value, from, to } => Message::new("settings-out-of-range")
                .text("value", value.clone())
                .text("from", *from)
                .text("to", *to),
            ConfigProblem::TimeControl(error) => error.message(),
        };
        Message::new("settings-error")
            .text("file", self.source.clone())
            .said("place", place)
            .said("problem", problem)
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for ConfigError {}

impl Config {
    /// Parses and checks a settings file; `source` names it in errors.
    pub fn from_toml(text: &str, source: &str) -> Result<Config, ConfigError> {
        let error = |location: &str, problem: ConfigProblem| ConfigError {
            source: source.to_owned(),
            location: location.to_owned(),
            position: None,
            problem: Box::new(problem),
        };
        let reader_error = |e: toml::de::Error, problem: fn(String) -> ConfigProblem| {
            let found = ReaderError::of(text, &e);
            ConfigError {
                source: source.to_owned(),
                location: found.location,
                position: found.position,
                problem: Box::new(problem(found.message)),
            }
        };
        // Read twice: first as any TOML, so that a file that is not TOML is told apart from a
        // setting that is unknown or of the wrong kind, and control characters are found
        // wherever they are; then as the settings.
        let table: toml::Table =
            toml::from_str(text).map_err(|e| reader_error(e, ConfigProblem::NotToml))?;
        if let Some((key, code)) = first_control_character(&table) {
            return Err(error(&key, ConfigProblem::ControlCharacter(code)));
        }
        // A language is checked here, not by the reader, to be said in the person's language.
        if let Some(toml::Value::String(written)) = table.get("ui_language")
            && LanguageSetting::try_from(written.clone()).is_err()
        {
            return Err(error(
                "ui_language",
                ConfigProblem::UnknownLanguage(super::message::escaped(written)),
            ));
        }
        let config: Config =
            toml::from_str(text).map_err(|e| reader_error(e, ConfigProblem::NotSettings))?;
        if let Some(rate) = config.rate
            && !(0.5..=2.0).contains(&rate)
        {
            return Err(error(
                "rate",
                ConfigProblem::OutOfRange {
                    value: rate.to_string(),
                    from: "0.5",
                    to: "2.0",
                },
            ));
        }
        if let Some(volume) = config.volume
            && !(0.0..=1.0).contains(&volume)
        {
            return Err(error(
                "volume",
                ConfigProblem::OutOfRange {
                    value: volume.to_string(),
                    from: "0.0",
                    to: "1.0",
                },
            ));
        }
        if let Some(time) = &config.time
            && time != "none"
        {
            time.parse::<TimeControlTag>()
                .map_err(|e| error("time", ConfigProblem::TimeControl(e)))?;
        }
        Ok(config)
    }

    /// The time control of new games: `None` without a clock.
    pub fn time_control(&self) -> Option<&str> {
        self.time.as_deref().filter(|t| *t != "none")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_is_all_defaults() {
        let config = Config::from_toml("", "config.toml").unwrap();
        assert_eq!(config, Config::default());
        assert_eq!(config.time_control(), None);
    }

    #[test]
    fn every_key_is_read() {
        let text = r#"
voice = "en"
style = "long"
speech = "clips"
rate = 1.5
volume = 0.8
earcons = false
time = "5400+30"
auto_press = true
color = "black"
ui_language = "fr"

[clock]
seconds = "tenths"
"#;
        let config = Config::from_toml(text, "config.toml").unwrap();
        assert_eq!(config.voice.as_deref(), Some("en"));
        assert_eq!(config.style.map(Style::from), Some(Style::Long));
        assert_eq!(config.speech, Some(SpeechChoice::Clips));
        assert_eq!(config.rate, Some(1.5));
        assert_eq!(config.earcons, Some(false));
        assert_eq!(config.time_control(), Some("5400+30"));
        assert_eq!(config.auto_press, Some(true));
        assert_eq!(config.color.map(Color::from), Some(Color::Black));
        assert_eq!(
            config.ui_language.and_then(LanguageSetting::language),
            Some(UiLanguage::FRENCH)
        );
        assert_eq!(
            config.clock.seconds,
            super::super::clock_speech::SecondsStyle::Tenths
        );
    }

    #[test]
    fn the_readme_example_is_valid() {
        let readme = include_str!("../../README.md");
        let start = readme.find("    voice = \"fide\"").unwrap();
        let end = start + readme[start..].find("A broken file").unwrap();
        let text = readme[start..end]
            .lines()
            .filter_map(|line| line.strip_prefix("    "))
            .collect::<Vec<_>>()
            .join("\n");
        let config = Config::from_toml(&text, "README.md").unwrap();
        assert_eq!(config.clock.every.minutes, 10);
        assert_eq!(config.clock.countdown.from_seconds, 10);
        assert_eq!(config.width, Some(40));
        assert!(config.screen.large && config.screen.high_contrast && !config.screen.symbols);
    }

    #[test]
    fn a_broken_file_names_the_place_and_the_problem() {
        let e = Config::from_toml("voice = \"en\"\nspeach = \"tts\"\n", "c.toml").unwrap_err();
        assert_eq!(e.location, "line 2, column 1");
        assert!(e.to_string().contains("speach"), "{e}");
        assert!(e.to_string().starts_with("settings c.toml: line 2"), "{e}");

        let e = Config::from_toml("style = \"medium\"\n", "c.toml").unwrap_err();
        assert!(e.to_string().contains("medium"), "{e}");

        let e = Config::from_toml("rate = 3.0\n", "c.toml").unwrap_err();
        assert_eq!(e.location, "rate");

        let e = Config::from_toml("time = \"5x\"\n", "c.toml").unwrap_err();
        assert_eq!(e.location, "time");

        let e = Config::from_toml("[names]\nwhite = \"Ann\\u001b[2J\"\n", "c.toml").unwrap_err();
        assert_eq!(e.location, "names.white");
        assert_eq!(
            *e.problem,
            ConfigProblem::ControlCharacter("U+001B".to_owned())
        );

        let e = Config::from_toml("[clock]\nseconds = 3\n", "c.toml").unwrap_err();
        assert!(e.location.starts_with("line 2"), "{e}");
        assert!(!e.to_string().contains('\n'));
    }
}
