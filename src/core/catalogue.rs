//! The catalogues: every sentence annabella says or shows, one Fluent file per interface language
//! (`locales/<tag>.ftl`), so that a translator edits text, never Rust.
//!
//! Project Fluent (`fluent-bundle`) is the format and the formatter: it is made for exactly this
//! (messages with named variables, plural and gender selection by the language's own rules, a
//! file format a translator reads), is maintained by Mozilla for Firefox, and runs without any
//! system library. A catalogue is read once per run and per language; a message missing from a
//! catalogue falls back to English, then to its own key (shown, never a panic), and the tests
//! require every key in every built-in catalogue.
//!
//! Two ways to use a message:
//! - [`Catalogue::template`]: the text with each variable left as a `{name}` slot, for the words
//!   structs (`Strings`, `OnlineStrings` …) whose slots the table fills with words of the voice;
//! - [`Catalogue::format`]: the text formatted with its arguments, numbers included, so that the
//!   language's plural rules choose the form ("1 Halbzug", "2 Halbzüge").

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
use shakmaty::Role;

use super::language::UiLanguage;
use super::piece_names::role_name;

/// The built-in catalogues, in the order of [`UiLanguage::BUILT_IN`].
const BUILT_IN: [&str; 3] = [
    include_str!("../../locales/en.ftl"),
    include_str!("../../locales/fr.ftl"),
    include_str!("../../locales/de.ftl"),
];

/// The catalogues read in this run, each on first use.
static LOADED: PerLanguage<Catalogue> = PerLanguage::new();

/// The most problems of one catalogue kept in words: a broken file may have one on every line,
/// and the rest are counted.
const PROBLEMS_KEPT: usize = 10;

/// One language's messages.
pub struct Catalogue {
    language: UiLanguage,
    bundle: FluentBundle<FluentResource>,
    /// The message keys, sorted (the bundle does not list them).
    keys: Vec<String>,
    /// What was wrong in the file (a line that is not Fluent), the first [`PROBLEMS_KEPT`] of
    /// them, kept for the tests and the log.
    problems: Vec<String>,
    /// How many problems the file has in all.
    problem_count: usize,
}

/// A value given to a message: words, or a number that also chooses a plural form.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    Text(&'a str),
    Count(u64),
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalogue")
            .field("language", &self.language)
            .field("problems", &self.problems)
            .finish_non_exhaustive()
    }
}

/// One value for each language of the run, made on first use and kept for the run: a
/// catalogue, the sentences of a words struct, the command words.
#[derive(Debug)]
pub struct PerLanguage<T> {
    slots: OnceLock<Vec<OnceLock<T>>>,
}

impl<T> PerLanguage<T> {
    pub const fn new() -> Self {
        Self {
            slots: OnceLock::new(),
        }
    }

    /// The value of `language` (English's for a language the run does not know), made by
    /// `make` the first time it is asked for.
    pub fn get(&self, language: UiLanguage, make: impl FnOnce(UiLanguage) -> T) -> &T {
        let all = self
            .slots
            .get_or_init(|| (0..UiLanguage::count()).map(|_| OnceLock::new()).collect());
        let (language, slot) = match all.get(language.index()) {
            Some(slot) => (language, slot),
            None => (UiLanguage::ENGLISH, &all[0]),
        };
        slot.get_or_init(|| make(language))
    }

    /// Whether the value of `language` has been made already.
    pub fn is_made(&self, language: UiLanguage) -> bool {
        self.slots
            .get()
            .and_then(|all| all.get(language.index()))
            .is_some_and(|slot| slot.get().is_some())
    }
}

impl<T> Default for PerLanguage<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl Catalogue {
    /// The catalogue of `language`, read on first use.
    pub fn of(language: UiLanguage) -> &'static Catalogue {
        LOADED.get(language, |language| {
            match (BUILT_IN.get(language.index()), language.read_brought()) {
                (Some(text), _) => Catalogue::parse(language, text),
                (None, Some(brought)) => Catalogue::parse(language, &brought),
                (None, None) => Catalogue::parse(language, BUILT_IN[0]),
            }
        })
    }

    /// Whether `language`'s catalogue has been read in this run already (the interface
    /// language's, once anything is said): the languages whose command words are known.
    pub fn is_loaded(language: UiLanguage) -> bool {
        language.is_built_in() || LOADED.is_made(language)
    }

    /// A catalogue from Fluent text. Lines that are not Fluent are skipped and recorded in
    /// [`Catalogue::problems`]; the messages around them still load.
    pub fn parse(language: UiLanguage, text: &str) -> Catalogue {
        let mut problems = Vec::new();
        let mut problem_count = 0;
        let resource = match FluentResource::try_new(text.to_owned()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                problem_count = errors.len();
                // Lines counted once through the text, for the first few problems only: a
                // broken file of 1 MB may have tens of thousands.
                let mut counted = (0, 1);
                for e in errors.iter().take(PROBLEMS_KEPT) {
                    let (from, line) = counted;
                    let upto = e.pos.start.max(from);
                    let line = line
                        + text
                            .get(from..upto)
                            .map_or(0, |between| between.matches('\n').count());
                    counted = (upto, line);
                    problems.push(format!("line {line}: {}", e.kind));
                }
                resource
            }
        };
        let mut keys: Vec<String> = resource
            .entries()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
                _ => None,
            })
            .collect();
        keys.sort();
        let mut bundle =
            FluentBundle::new_concurrent(vec![language.tag().parse().unwrap_or_default()]);
        // Isolation marks (FSI/PDI) would be spoken or shown as stray characters.
        bundle.set_use_isolating(false);
        if let Err(errors) = bundle.add_resource(resource) {
            problem_count += errors.len();
            let room = PROBLEMS_KEPT.saturating_sub(problems.len());
            problems.extend(errors.iter().take(room).map(ToString::to_string));
        }
        Catalogue {
            language,
            bundle,
            keys,
            problems,
            problem_count,
        }
    }

    pub fn language(&self) -> UiLanguage {
        self.language
    }

    /// What could not be read from the file (the first few problems).
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// How many problems the file has in all.
    pub fn problem_count(&self) -> usize {
        self.problem_count
    }

    /// Whether the catalogue has message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle
            .get_message(key)
            .and_then(|m| m.value())
            .is_some()
    }

    /// The variables message `key` uses (in selectors and placeables), sorted.
    pub fn variables(&self, key: &str) -> Vec<String> {
        let mut names = Vec::new();
        if let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) {
            pattern_variables(pattern, &mut names);
        }
        names.sort();
        names.dedup();
        names
    }

    /// Every message key of the catalogue.
    pub fn keys(&self) -> &[String] {
        &self.keys
    }

    /// Message `key` formatted with `args`; from English when this catalogue lacks it, and the
    /// key itself when English lacks it too.
    pub fn format(&self, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match *value {
                Arg::Text(text) => fluent_args.set(*name, FluentValue::from(text)),
                Arg::Count(n) => fluent_args.set(*name, FluentValue::from(n)),
            }
        }
        self.format_with(key, &fluent_args)
            .or_else(|| {
                (self.language != UiLanguage::ENGLISH)
                    .then(|| Catalogue::of(UiLanguage::ENGLISH).format_with(key, &fluent_args))
                    .flatten()
            })
            .unwrap_or_else(|| key.to_owned())
    }

    fn format_with(&self, key: &str, args: &FluentArgs<'_>) -> Option<String> {
        let pattern = self.bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        let text: Cow<'_, str> = self.bundle.format_pattern(pattern, Some(args), &mut errors);
        // A catalogue from the data folder, or an argument from outside (a file name, a name),
        // may hold ESC, BEL, a bare CR or direction controls: none reaches a terminal.
        Some(match super::text::plain(&text) {
            Cow::Borrowed(_) => text.into_owned(),
            Cow::Owned(plain) => plain,
        })
    }

    /// Message `key` with each variable left as a `{name}` slot (a selector takes its default
    /// variant). Read once per language and kept for the whole run, hence `'static`.
    pub fn template(&self, key: &str) -> &'static str {
        self.template_with(key, &[])
    }

    /// Like [`Catalogue::template`], with some variables given (the rest stay slots).
    fn template_with(&self, key: &str, given: &[(&str, &str)]) -> &'static str {
        let source = if self.has(key) || self.language == UiLanguage::ENGLISH {
            self
        } else {
            Catalogue::of(UiLanguage::ENGLISH)
        };
        let mut args = FluentArgs::new();
        for name in source.variables(key) {
            let value = given
                .iter()
                .find(|(n, _)| *n == name)
                .map_or_else(|| format!("{{{name}}}"), |(_, v)| (*v).to_owned());
            args.set(name, FluentValue::from(value));
        }
        let text = source
            .format_with(key, &args)
            .unwrap_or_else(|| key.to_owned());
        // Bounded: the words structs take each message once per language and run.
        Box::leak(text.into_boxed_str())
    }

    /// Message `key` once for each kind of piece (`$role` is `pawn`, `knight` … `king`), for
    /// sentences whose words agree with the piece ("weiße Dame", "weißer Turm").
    pub fn by_role(&self, key: &str) -> ByRole {
        let one = |role: Role| self.template_with(key, &[("role", role_name(role))]);
        ByRole {
            pawn: one(Role::Pawn),
            knight: one(Role::Knight),
            bishop: one(Role::Bishop),
            rook: one(Role::Rook),
            queen: one(Role::Queen),
            king: one(Role::King),
        }
    }
}

/// One string per kind of piece (for agreement: "weiße Dame" but "weißer Turm").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByRole {
    pub pawn: &'static str,
    pub knight: &'static str,
    pub bishop: &'static str,
    pub rook: &'static str,
    pub queen: &'static str,
    pub king: &'static str,
}

impl ByRole {
    pub const fn get(&self, role: Role) -> &'static str {
        match role {
            Role::Pawn => self.pawn,
            Role::Knight => self.knight,
            Role::Bishop => self.bishop,
            Role::Rook => self.rook,
            Role::Queen => self.queen,
            Role::King => self.king,
        }
    }
}

fn pattern_variables(pattern: &Pattern<&str>, names: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, names);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, names: &mut Vec<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, names);
            for variant in variants {
                pattern_variables(&variant.value, names);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, names),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, names: &mut Vec<String>) {
    match inline {
        InlineExpression::VariableReference { id } => names.push(id.name.to_owned()),
        InlineExpression::Placeable { expression } => expression_variables(expression, names),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, names);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, names);
            }
        }
        InlineExpression::TermReference { arguments, .. } => {
            for argument in arguments.iter().flat_map(|a| &a.positional) {
                inline_variables(argument, names);
            }
        }
        InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. }
        | InlineExpression::MessageReference { .. } => {}
    }
}

/// Declares a struct of sentences read from the catalogues: each field is a message whose key is
/// the prefix and the field's name with `-` for `_` (`to_move` → `to-move`). A field's kind is
/// `text` (a template), `by_role` (a template per kind of piece) or `words` (a nested struct with
/// its own prefix). `of(language)` reads the struct once per language.
macro_rules! catalogue_words {
    (
        $(#[$meta:meta])*
        pub struct $name:ident ($prefix:literal) {
            $( $(#[$field_meta:meta])* $field:ident : $kind:ident $(($nested:ty))? ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name {
            /// The language the sentences are in: a sentence made with typed arguments
            /// ([`Message`](crate::core::message::Message)) is said in it.
            pub language: $crate::core::language::UiLanguage,
            $( $(#[$field_meta])* pub $field: catalogue_words!(@type $kind $(($nested))?), )*
        }

        impl $crate::core::language::InLanguage for $name {
            fn language(&self) -> $crate::core::language::UiLanguage {
                self.language
            }
        }

        impl $name {
            /// The sentences of `language`, read from its catalogue once per run.
            pub fn of(language: $crate::core::language::UiLanguage) -> &'static $name {
                static LOADED: $crate::core::catalogue::PerLanguage<$name> =
                    $crate::core::catalogue::PerLanguage::new();
                LOADED.get(language, |language| {
                    $name::load($crate::core::catalogue::Catalogue::of(language))
                })
            }

            /// The sentences read from `catalogue`.
            pub fn load(catalogue: &$crate::core::catalogue::Catalogue) -> $name {
                $name {
                    language: catalogue.language(),
                    $( $field: catalogue_words!(@load $kind $(($nested))? catalogue,
                        &concat!($prefix, stringify!($field)).replace('_', "-")), )*
                }
            }

            /// The catalogue keys this struct reads (nested structs not included).
            pub fn keys() -> Vec<String> {
                [$( catalogue_words!(@key $kind concat!($prefix, stringify!($field))) ),*]
                    .into_iter()
                    .flatten()
                    .map(|key: &str| key.replace('_', "-"))
                    .collect()
            }
        }
    };
    (@type text) => { &'static str };
    (@type by_role) => { $crate::core::catalogue::ByRole };
    (@type words($nested:ty)) => { $nested };
    (@load text $catalogue:ident, $key:expr) => { $catalogue.template($key) };
    (@load by_role $catalogue:ident, $key:expr) => { $catalogue.by_role($key) };
    (@load words($nested:ty) $catalogue:ident, $key:expr) => { <$nested>::load($catalogue) };
    (@key words $key:expr) => { None };
    (@key $kind:ident $key:expr) => { Some($key) };
}

pub(crate) use catalogue_words;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_catalogues_read_without_a_problem() {
        for language in UiLanguage::BUILT_IN {
            let catalogue = Catalogue::of(language);
            assert!(
                catalogue.problems().is_empty(),
                "{language:?}: {:?}",
                catalogue.problems()
            );
            assert!(catalogue.keys().len() > 300, "{language:?}");
        }
    }

    /// Variables a language may use beside English's: the table fills both.
    /// English says the system's or a library's own words (`$detail`, `$reason`), which other
    /// languages leave out for what the program knows (`$file`, `$kind`).
    const ALTERNATIVE_VARIABLES: &[(&str, &[&str])] = &[
        ("none-of", &["piece", "pieces"]),
        ("clips-problem", &["file"]),
        ("hear-bad-wav", &["file"]),
        ("io-reason", &["kind"]),
        ("analyse-engine-failed", &["engine"]),
        ("analyse-engine-silent", &["engine"]),
        ("hear-model-missing", &["file", "packages"]),
    ];

    #[test]
    fn every_key_is_in_every_catalogue_and_uses_only_variables_the_program_gives() {
        let english = Catalogue::of(UiLanguage::ENGLISH);
        let mut wrong = Vec::new();
        for language in UiLanguage::BUILT_IN {
            let other = Catalogue::of(language);
            assert_eq!(
                other.keys(),
                english.keys(),
                "{language:?}: keys differ from English"
            );
            for key in english.keys() {
                let mut given = english.variables(key);
                // A selector may choose by the piece where a language needs agreement.
                given.push("role".to_owned());
                if let Some((_, more)) = ALTERNATIVE_VARIABLES.iter().find(|(k, _)| k == key) {
                    given.extend(more.iter().map(|v| (*v).to_owned()));
                }
                for variable in other.variables(key) {
                    if !given.contains(&variable) {
                        wrong.push(format!("{language:?} {key}: ${variable}"));
                    }
                }
            }
        }
        assert!(
            wrong.is_empty(),
            "variables the program does not give: {wrong:?}"
        );
    }

    #[test]
    fn a_template_keeps_slots_and_a_selector_agrees_with_the_piece() {
        let german = Catalogue::of(UiLanguage::GERMAN);
        assert_eq!(german.template("to-move"), "{side} am Zug");
        let white = german.by_role("white-piece");
        assert_eq!(white.queen, "weiße {piece}");
        assert_eq!(white.rook, "weißer {piece}");
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_key() {
        let broken = Catalogue::parse(UiLanguage::GERMAN, "to-move = { $side } am Zug\n");
        assert_eq!(broken.template("stalemate"), "stalemate");
        assert_eq!(broken.format("no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn a_line_that_is_not_fluent_is_named_and_the_rest_still_reads() {
        let catalogue = Catalogue::parse(
            UiLanguage::FRENCH,
            "to-move = { $side } au trait\n= oops\nstalemate = pat\n",
        );
        assert_eq!(catalogue.problems().len(), 1);
        assert!(
            catalogue.problems()[0].starts_with("line 2"),
            "{:?}",
            catalogue.problems()
        );
        assert_eq!(catalogue.template("stalemate"), "pat");
    }
}
