//! `annabella man`: the manual page, in roff, made from the command line's own definition so it
//! never disagrees with `--help`; the program's page and `play`'s add the table's commands per
//! role (from the command vocabulary itself), examples, the files and the environment.

use crate::bounded_read::io_reason;
use crate::core::message::Message;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::CommandFactory;

use crate::core::language::UiLanguage;
use crate::core::session::{Command as TableCommand, TableRole};

use super::completions::with_possible_values;
use super::{Cli, CliError, Output};

#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// A command's own page (`annabella man play`) instead of the program's.
    #[arg(value_name = "COMMAND")]
    command: Option<String>,
    /// Write every page (annabella.1, annabella-play.1 …) into this folder instead.
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    out_dir: Option<PathBuf>,
}

pub fn run(args: &ManArgs, out: &mut Output) -> Result<(), CliError> {
    // Built, so a command's page is titled and named `annabella-play`, `annabella play`; without
    // clap's `help` subcommand, which has no page of its own.
    let cli = with_possible_values(Cli::command().disable_help_subcommand(true));
    if let Some(dir) = &args.out_dir {
        return write_pages(&cli, dir).map_err(|e| {
            CliError::said(
                Message::new("cli-man-folder")
                    .text("folder", dir.display().to_string())
                    .said("why", io_reason(&e)),
            )
        });
    }
    let page = match &args.command {
        None => cli,
        Some(name) => cli.find_subcommand(name).cloned().ok_or_else(|| {
            CliError::said(Message::new("cli-man-no-command").text("name", name.clone()))
        })?,
    };
    let roff = render(&page)
        .map_err(|e| CliError::said(Message::new("cli-man-page").said("why", io_reason(&e))))?;
    out.text(&String::from_utf8_lossy(&roff))
}

/// Every page: the program's and each visible command's (`annabella-play.1` …).
fn write_pages(command: &clap::Command, dir: &Path) -> std::io::Result<()> {
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub, dir)?;
    }
    let man = clap_mangen::Man::new(command.clone());
    let page = render(command)?;
    std::fs::write(dir.join(man.get_filename()), page)
}

/// One page: clap's sections, then ours (the program's page and `play`'s) before the version.
fn render(command: &clap::Command) -> std::io::Result<Vec<u8>> {
    let man = clap_mangen::Man::new(command.clone());
    let mut roff = Vec::new();
    man.render_title(&mut roff)?;
    man.render_name_section(&mut roff)?;
    man.render_synopsis_section(&mut roff)?;
    man.render_description_section(&mut roff)?;
    if command.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(&mut roff)?;
    }
    if command.get_subcommands().any(|s| !s.is_hide_set()) {
        man.render_subcommands_section(&mut roff)?;
    }
    if command.get_after_long_help().is_some() || command.get_after_help().is_some() {
        man.render_extra_section(&mut roff)?;
    }
    let name = command.get_name();
    if name == "annabella" || name == "annabella-play" || name == "play" {
        roff.extend_from_slice(own_sections(command).as_bytes());
    }
    if command.get_version().is_some() || command.get_long_version().is_some() {
        man.render_version_section(&mut roff)?;
    }
    Ok(roff)
}

/// IN-GAME COMMANDS, EXAMPLES, FILES, ENVIRONMENT.
fn own_sections(command: &clap::Command) -> String {
    let mut roff = String::new();
    in_game_commands(&mut roff);
    examples(&mut roff, command);
    files(&mut roff);
    environment(&mut roff);
    roff
}

/// Text for roff: backslashes and hyphens escaped, no line starting with a control character.
fn escape(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

fn bold(text: &str) -> String {
    format!("\\fB{}\\fR", escape(text))
}

/// A tagged paragraph: `tag` on its own line, `body` indented under it.
fn tagged(roff: &mut String, tag: &str, body: &str) {
    let _ = write!(roff, ".TP\n{tag}\n{}\n", escape(body));
}

fn paragraph(roff: &mut String, text: &str) {
    let _ = write!(roff, ".PP\n{}\n", escape(text));
}

/// A command's words: the English one in bold, the German and French ones after it.
fn command_words(command: TableCommand) -> String {
    let en = command.word(UiLanguage::ENGLISH);
    let de = command.word(UiLanguage::GERMAN);
    let fr = command.word(UiLanguage::FRENCH);
    format!("{} ({}, {})", bold(en), escape(de), escape(fr))
}

fn in_game_commands(roff: &mut String) {
    roff.push_str(".SH \"IN-GAME COMMANDS\"\n");
    paragraph(
        roff,
        "At the table (annabella play, with or without --plain) a line that is not a move is a \
         command, in English, German or French; the words are shown here as English (German, \
         French). \"help\" names the most used commands and \"help more\" every command the role \
         offers at that moment. Each role (--role) offers its own commands; a command of another \
         role is refused in one sentence.",
    );
    roff.push_str(".SS \"Every command\"\n");
    for command in TableCommand::all() {
        let roles: Vec<&str> = TableRole::ALL
            .iter()
            .filter(|role| role.offers(command))
            .map(|role| role.name())
            .collect();
        let who = if command.online_only() {
            "online games only".to_owned()
        } else if roles.len() == TableRole::ALL.len() {
            "every role".to_owned()
        } else {
            roles.join(", ")
        };
        tagged(
            roff,
            &command_words(command),
            &format!("{} ({who})", description(command)),
        );
    }
    roff.push_str(".SS \"By role\"\n");
    for role in TableRole::ALL {
        let words: Vec<&str> = TableCommand::all()
            .filter(|&command| role.offers(command) && !command.online_only())
            .map(|command| command.word(UiLanguage::ENGLISH))
            .collect();
        tagged(
            roff,
            &bold(role.name()),
            &format!("{} Commands: {}.", role_description(role), words.join(", ")),
        );
    }
    let online: Vec<&str> = TableCommand::all()
        .filter(|command| command.used_online())
        .map(|command| command.word(UiLanguage::ENGLISH))
        .collect();
    tagged(
        roff,
        &bold("online"),
        &format!(
            "A game on a server (play --online): the server keeps the game and its clock. \
             Commands: {}.",
            online.join(", ")
        ),
    );
}

/// What a command does, in a few words. The match is exhaustive: a new command cannot be added
/// to the vocabulary without its line here.
fn description(command: TableCommand) -> &'static str {
    use TableCommand as C;
    match command {
        C::Help => "the most used commands; \"help more\": every command this role offers now",
        C::Names => {
            "the players' names, the event, the site and the round, before the first move: \"names white Anna Meier\"; \"names\" reads them back"
        }
        C::Time => "both clocks and the completed moves, in words",
        C::Last => "the last move",
        C::Moves => {
            "the score sheet read back; \"moves 12\" one move, \"moves last 3\" the last three"
        }
        C::Board => "the whole position; \"board compact\" one rank a line, for braille",
        C::Turn => "whose move it is",
        C::Where => "where pieces stand: \"where knight\", \"where black rook\", \"where N\"",
        C::Square => "what stands on a square: \"square e4\"",
        C::Rank => "what stands on a rank: \"rank 1\"",
        C::File => "what stands on a file: \"file a\"",
        C::Diagonal => "what stands on the diagonals through a square: \"diagonal c1\"",
        C::Attackers => "who attacks and defends a square: \"attackers e5\"",
        C::Legal => "a piece's legal moves: \"legal g1\"",
        C::Material => "the material balance",
        C::Pawns => "the pawn structure (doubled, isolated, passed pawns)",
        C::Opening => "the name of the opening reached (ECO code and name)",
        C::Undo => "take back a move before the clock is pressed (a slip, D.2.8)",
        C::Takeback => {
            "take back the last move, completed or not (against an engine, its reply with it)"
        }
        C::Draw => "offer a draw after your move, or accept the opponent's offer",
        C::Resign => "resign (asks first and names the side; \"resign black\")",
        C::Claim => {
            "claim a draw by repetition or the 50-move rule, now or with the move you intend (\"claim Nf3\")"
        }
        C::Press => "press the clock (also Enter on an empty line)",
        C::Start => "start the clock (also Enter on an empty line, or the first move)",
        C::Stop => "stop the clock (Article 6.11.1)",
        C::Resume => "restart the stopped clock",
        C::Add => "add time: \"add white 120\"",
        C::Penalty => "the penalty for a completed illegal move (7.5.5): \"penalty black\"",
        C::Reset => "guide every board back to the score sheet (D.2.9)",
        C::Flag => "claim a flag for the player (D.2.10.5): \"flag black\"",
        C::Touched => {
            "the sighted player touched a piece (D.2.2): \"touched e2\", said to the blind player"
        }
        C::Repeat => "hear the last answer again",
        C::Hint => "against an engine: the move it would play for you",
        C::Adjourn => {
            "adjourn with a sealed move, opened when the game is resumed: \"adjourn Nf3\""
        }
        C::Review => "once the game has ended: go over it move by move",
        C::Analyse => "once the game has ended: an engine judges every move, then the summary",
        C::Train => "once the game has ended: leave the table for a round of puzzles",
        C::Chat => "read the game's chat, or write in it: \"chat good luck\"",
        C::Abort => "end the game before each side has moved, with no result",
        C::Quit => "leave; the game is saved and can be resumed with play --resume",
    }
}

fn role_description(role: TableRole) -> &'static str {
    match role {
        TableRole::Player => {
            "The default: the blind player types (or pegs) their own moves; the opponent's come \
             from the e-board or are typed for them."
        }
        TableRole::Assistant => {
            "D.2.10: enters both players' moves, presses the clock, keeps the score sheet; the \
             time is said only when asked."
        }
        TableRole::Arbiter => {
            "Starts, stops and resumes the clock, adds time, gives the 7.5.5 penalty, corrects \
             the boards (D.2.9)."
        }
        TableRole::Practice => {
            "One person at home: every move completes at once, and completed moves may be taken \
             back."
        }
    }
}

/// Example command lines, each with what it does. Every one is parsed by the real command line
/// in the tests, so none can name an option that does not exist.
pub(super) fn example_lines(play: Option<&clap::Command>) -> Vec<(String, &'static str)> {
    // The players' names, where this build's `play` has the options for them.
    let mut names = String::new();
    for (id, value) in [
        ("white", "\"Eva Blind\""),
        ("black", "\"Max Sighted\""),
        ("event", "\"Club championship\""),
        ("round", "3"),
    ] {
        if play.is_some_and(|p| p.get_arguments().any(|a| a.get_id() == id)) {
            let _ = write!(names, " --{id} {value}");
        }
    }
    vec![
        (
            format!(
                "annabella play --plain --role assistant --time 5400+30 --blind white{names} \
                 --board peg:/dev/ttyACM0 --eboard dgt:/dev/ttyUSB0"
            ),
            "A tournament game under Appendix D: the assistant types at the keyboard, the blind \
             player (White) has a sensing peg board, the sighted player a DGT e-board; each \
             player's moves are relayed to the other's board.",
        ),
        (
            "annabella play --role practice --engine --level 5 --color black".to_owned(),
            "Practice at home against Stockfish (level 5), playing Black, on the full screen.",
        ),
        (
            "annabella play --plain --speech text --width 40".to_owned(),
            "Line mode for a screen reader or a 40-cell braille display: every utterance is one \
             line on standard output, and the screen reader speaks it.",
        ),
        (
            "annabella games".to_owned(),
            "List the saved games and their IDs.",
        ),
        (
            "annabella review --plain 3".to_owned(),
            "Go over saved game 3 move by move (Enter steps forward; back, go 12, end).",
        ),
        (
            "annabella analyse --movetime 500 game.pgn".to_owned(),
            "Have Stockfish judge every move of a game: inaccuracies, mistakes and blunders with \
             the better move, written as an annotated PGN.",
        ),
        (
            "LICHESS_TOKEN=lip_xxx annabella play --plain --online --seek 600+5".to_owned(),
            "Play online on Lichess: wait for an opponent with ten minutes and five seconds a move.",
        ),
    ]
}

fn examples(roff: &mut String, command: &clap::Command) {
    roff.push_str(".SH EXAMPLES\n");
    let play = if command.get_name() == "annabella" {
        command.find_subcommand("play")
    } else {
        Some(command)
    };
    for (line, what) in example_lines(play) {
        tagged(roff, &bold(&line), what);
    }
}

fn files(roff: &mut String) {
    roff.push_str(".SH FILES\n");
    for (path, what) in [
        (
            "$XDG_DATA_HOME/annabella/games/ (else ~/.local/share/annabella/games/)",
            "The saved games: one journal a game (game-TIME-PID.journal), synced to disk before \
             each move is announced, and the PGN written beside it when the game ends. Private \
             to the user (0700, 0600). annabella games lists them; play --resume and review \
             read them.",
        ),
        (
            "$XDG_CONFIG_HOME/annabella/config.toml (else ~/.config/annabella/config.toml)",
            "The settings file (voice, style, speech, role, width, lichess_token …); --config \
             FILE names another. An option on the command line wins over it.",
        ),
        (
            "$XDG_STATE_HOME/annabella/annabella.log (else ~/.local/state/annabella/annabella.log)",
            "The log: the program's warnings and errors, with the time; at 1 MB it becomes \
             annabella.log.1 and a new one starts. Please attach it to a bug report.",
        ),
        (
            "/usr/share/annabella/voices/ (and ~/.local/share/annabella/voices/)",
            "The built-in voices' recorded words (VOICE/clips/*.wav), also looked for next to \
             the program and in each folder of $XDG_DATA_DIRS.",
        ),
    ] {
        tagged(roff, &bold(path), what);
    }
    paragraph(
        roff,
        "A relative XDG_… value is ignored, as the XDG Base Directory specification says.",
    );
}

fn environment(roff: &mut String) {
    roff.push_str(".SH ENVIRONMENT\n");
    for (name, what) in [
        (
            "XDG_DATA_HOME",
            "Where the saved games are kept (default ~/.local/share).",
        ),
        (
            "XDG_CONFIG_HOME",
            "Where the settings file is read (default ~/.config).",
        ),
        (
            "XDG_STATE_HOME",
            "Where the log is written (default ~/.local/state).",
        ),
        (
            "XDG_DATA_DIRS",
            "Further folders searched for the voices' recorded words (default \
             /usr/local/share:/usr/share).",
        ),
        (
            "LICHESS_TOKEN",
            "The personal Lichess token (scope board:play) for play --online; it wins over the \
             settings file's lichess_token.",
        ),
        (
            "SPEECHD_ADDRESS",
            "The speech-dispatcher server to speak through (--speech tts or auto), e.g. \
             unix_socket:/run/user/1000/speech-dispatcher/speechd.sock. A server annabella \
             started itself is stopped when annabella ends.",
        ),
        (
            "XDG_RUNTIME_DIR",
            "Where speech-dispatcher's default socket is, when SPEECHD_ADDRESS is not set.",
        ),
        (
            "PATH",
            "Where stockfish is looked for (then /usr/games/stockfish) when --engine names no \
             program.",
        ),
    ] {
        tagged(roff, &bold(name), what);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[test]
    fn every_example_is_a_valid_command_line() {
        let mut command = Cli::command();
        command.build();
        for (line, _) in example_lines(command.find_subcommand("play")) {
            let words = split_words(&line);
            // The recorder build has no `analyse` (nor online play): its examples are the full
            // build's.
            let full_only = ["analyse", "--online"];
            if !cfg!(feature = "full") && words.iter().any(|w| full_only.contains(&w.as_str())) {
                continue;
            }
            assert!(Cli::try_parse_from(&words).is_ok(), "{line}: {words:?}");
        }
    }

    /// Splits a shell line into words: double quotes group, a leading `NAME=value` is dropped.
    fn split_words(line: &str) -> Vec<String> {
        let mut words = Vec::new();
        let mut word = String::new();
        let mut quoted = false;
        for c in line.chars() {
            match c {
                '"' => quoted = !quoted,
                ' ' if !quoted => {
                    if !word.is_empty() {
                        words.push(std::mem::take(&mut word));
                    }
                }
                c => word.push(c),
            }
        }
        words.push(word);
        words.retain(|w| !w.contains('=') || w.starts_with('-'));
        words
    }

    #[test]
    fn roff_text_is_escaped() {
        assert_eq!(escape(".hidden -x \\"), "\\&.hidden \\-x \\e");
    }
}
