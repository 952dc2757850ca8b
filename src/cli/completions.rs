//! `annabella completions SHELL`: the shell's completion script, made from the command line's
//! own definition.
//!
//! Options such as `--voice` and `--speech` are parsed by their own functions (a voice may also
//! be a path to a voice pack), so clap knows no list of their values and the scripts would offer
//! file names. [`with_possible_values`] gives the script and the manual page the names the code
//! declares (the built-in voices, the roles, the speech engines, the styles, the sides).

use clap::CommandFactory;
use clap::ValueHint;
use clap::builder::PossibleValuesParser;
use clap_complete::Shell;

use crate::core::config::SpeechChoice;
use crate::core::phrasing::Style;
use crate::core::session::TableRole;
use crate::core::voice::builtin_names;

use super::{Cli, CliError, Output};

#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, elvish or powershell.
    #[arg(value_enum)]
    shell: Shell,
}

pub fn run(args: &CompletionsArgs, out: &mut Output) -> Result<(), CliError> {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut with_possible_values(Cli::command()),
        "annabella",
        &mut script,
    );
    out.text(&String::from_utf8_lossy(&script))
}

/// The command line, built, with the names each named option takes, in every subcommand. For
/// the scripts and the manual page only: it is never used to parse (a voice pack's path stays
/// accepted by the real parser).
pub(super) fn with_possible_values(command: clap::Command) -> clap::Command {
    // clap's `help` command copies each command's commands when the program is built, before a
    // deferred command has defined them: `train`'s are defined first, and its deferred
    // definition, now done, replaced by nothing more to do.
    #[cfg(feature = "full")]
    let command = command.mut_subcommands(|sub| match sub.get_name() {
        "train" => <super::train::TrainArgs as clap::Args>::augment_args(sub).defer(|train| train),
        _ => sub,
    });
    let mut command = command;
    // Built: each command's options are defined only when it is built (`defer`).
    command.build();
    offer_values(command)
}

/// Gives each named option of the command and its commands the names it takes.
fn offer_values(command: clap::Command) -> clap::Command {
    command
        .mut_args(|arg| match values_of(arg.get_id().as_str()) {
            Some(values) if arg.get_possible_values().is_empty() => {
                arg.value_parser(PossibleValuesParser::new(values))
            }
            // A value that is no file and has no list (a time control, a saved game's ID): the
            // shell offers nothing rather than file names.
            _ if NOT_FILES.contains(&arg.get_id().as_str()) => arg.value_hint(ValueHint::Other),
            _ => arg,
        })
        .mut_subcommands(offer_values)
}

/// Options whose value is neither a file nor one of a list.
const NOT_FILES: [&str; 2] = ["time", "resume"];

/// The names an option takes, by its id; `None` for an option with no such list.
fn values_of(id: &str) -> Option<Vec<String>> {
    let names = |names: &[&str]| Some(names.iter().map(|&n| n.to_owned()).collect());
    match id {
        "voice" => Some(voice_names()),
        "lang" => Some(
            crate::core::language::UiLanguage::all()
                .iter()
                .map(|language| language.tag().to_owned())
                .collect(),
        ),
        "role" => names(&TableRole::ALL.map(TableRole::name)),
        "speech" => names(&SPEECH_CHOICES.map(speech_name)),
        "style" => names(&STYLES.map(style_name)),
        // `play --color` also takes `random` for an online challenge.
        "color" => names(&["white", "black", "random"]),
        "blind" => names(&["white", "black"]),
        _ => None,
    }
}

/// The built-in voices, then the packs installed as `voices/NAME.toml` in a data folder (`es`),
/// each once, as `--voice` finds them by name.
fn voice_names() -> Vec<String> {
    let mut names: Vec<String> = builtin_names().map(str::to_owned).collect();
    let mut installed: Vec<String> = crate::paths::voice_roots()
        .iter()
        .filter_map(|root| std::fs::read_dir(root).ok())
        .flat_map(|entries| entries.flatten().take(MAX_PACKS_LOOKED_AT))
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".toml")?.to_owned();
            let simple =
                !stem.is_empty() && stem.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
            simple.then_some(stem)
        })
        .collect();
    installed.sort();
    installed.dedup();
    installed.retain(|name| !names.contains(name));
    names.extend(installed);
    names
}

/// How many entries of one voices folder are looked at (a folder of thousands is not read whole
/// to complete an option).
const MAX_PACKS_LOOKED_AT: usize = 1000;

/// Every speech engine; [`speech_name`]'s exhaustive match makes a new one a compile error
/// there, next to this list.
const SPEECH_CHOICES: [SpeechChoice; 5] = [
    SpeechChoice::Auto,
    SpeechChoice::Tts,
    SpeechChoice::Clips,
    SpeechChoice::Text,
    SpeechChoice::None,
];

fn speech_name(choice: SpeechChoice) -> &'static str {
    match choice {
        SpeechChoice::Auto => "auto",
        SpeechChoice::Tts => "tts",
        SpeechChoice::Clips => "clips",
        SpeechChoice::Text => "text",
        SpeechChoice::None => "none",
    }
}

/// Every announcement style; a new one makes [`style_name`] fail to compile.
const STYLES: [Style; 2] = [Style::Short, Style::Long];

fn style_name(style: Style) -> &'static str {
    match style {
        Style::Short => "short",
        Style::Long => "long",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_offered_name_is_accepted_by_the_real_parser() {
        for choice in SPEECH_CHOICES {
            assert_eq!(speech_name(choice).parse::<SpeechChoice>(), Ok(choice));
        }
        for style in STYLES {
            assert_eq!(style_name(style).parse::<Style>(), Ok(style));
        }
        for name in values_of("voice").unwrap() {
            assert!(super::super::voice_arg::load_voice(&name).is_ok(), "{name}");
        }
        for name in values_of("role").unwrap() {
            assert!(name.parse::<TableRole>().is_ok(), "{name}");
        }
    }

    #[test]
    fn the_play_command_offers_names_for_its_named_options() {
        let command = with_possible_values(Cli::command());
        let play = command.find_subcommand("play").unwrap();
        for (id, first) in [
            ("voice", "fide"),
            ("role", "player"),
            ("speech", "auto"),
            ("style", "short"),
            ("color", "white"),
            ("blind", "white"),
        ] {
            let arg = play.get_arguments().find(|a| a.get_id() == id).unwrap();
            let values = arg.get_possible_values();
            assert_eq!(
                values.first().map(clap::builder::PossibleValue::get_name),
                Some(first),
                "{id}"
            );
        }
    }
}
