//! An opening said in the interface language. The data set (lichess-org/chess-openings) names
//! openings in English, `Family: Variation, Subvariation`; a catalogue translates a family with
//! the message `opening-family-<slug>` (the family's name folded to lower-case ASCII words joined
//! by `-`: "Grünfeld Defense" → `opening-family-grunfeld-defense`), and the variation stays the
//! English tail, said as such. A family no catalogue translates is said by its ECO code and English
//! name (`opening-english`). `annabella openings` prints the data set's name and is not this.

use super::catalogue::{Arg, Catalogue};
use super::openings::Opening;
use super::text::fold;

/// The catalogue key translating `family` (`Ruy Lopez` → `opening-family-ruy-lopez`).
pub fn family_key(family: &str) -> String {
    let words: Vec<String> = fold(family)
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect();
    format!("opening-family-{}", words.join("-"))
}

/// The family (before `: `) and the variation (after it) of a data set name.
pub fn family_and_variation(name: &str) -> (&str, Option<&str>) {
    match name.split_once(": ") {
        Some((family, variation)) => (family, Some(variation)),
        None => (name, None),
    }
}

/// The keys a catalogue may translate: every family of the data set, and every family with its
/// first variation; sorted, each once.
pub fn family_keys() -> Vec<String> {
    let mut keys: Vec<String> = super::openings::data_set_names()
        .flat_map(|name| {
            let (family, variation) = family_and_variation(name);
            let first = variation.map(|v| v.split(", ").next().unwrap_or(v));
            [
                Some(family_key(family)),
                first.map(|first| family_key(&format!("{family} {first}"))),
            ]
        })
        .flatten()
        .collect();
    keys.sort();
    keys.dedup();
    keys
}

/// How an opening is said: with its ECO code (the `opening` query), or by name alone (the review
/// names each new one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Naming {
    WithEco,
    NameAlone,
}

/// `opening` said in `catalogue`'s language: "C78 Partie espagnole, variante (nom anglais)
/// « Morphy Defense »" where the family is translated, "C78, nom anglais « Ruy Lopez: Morphy
/// Defense »" where it is not. A family with its first variation may be translated as one
/// ("Italian Game: Two Knights Defense" → "Défense des deux cavaliers"): that is looked up first.
pub fn said(opening: &Opening, catalogue: &Catalogue, naming: Naming) -> String {
    let (family, variation) = family_and_variation(opening.name);
    // The family with its first variation, translated as one, and what is left of the name.
    let compound = variation.and_then(|variation| {
        let (first, rest) = match variation.split_once(", ") {
            Some((first, rest)) => (first, Some(rest)),
            None => (variation, None),
        };
        let key = family_key(&format!("{family} {first}"));
        catalogue.has(&key).then_some((key, rest, true))
    });
    let Some((key, tail, compound)) = compound.or_else(|| {
        let key = family_key(family);
        catalogue.has(&key).then_some((key, variation, false))
    }) else {
        let english = match naming {
            Naming::WithEco => "opening-english",
            Naming::NameAlone => "opening-named",
        };
        return catalogue.format(
            english,
            &[
                ("eco", Arg::Text(opening.eco)),
                ("name", Arg::Text(opening.name)),
            ],
        );
    };
    let family = catalogue.format(&key, &[]);
    // After a family the data set writes ": ", after a family and its first variation ", ".
    let message = match (naming, tail, compound) {
        (Naming::WithEco, None, _) => "opening-said",
        (Naming::WithEco, Some(_), false) => "opening-said-variation",
        (Naming::WithEco, Some(_), true) => "opening-said-more",
        (Naming::NameAlone, None, _) => "opening-said-named",
        (Naming::NameAlone, Some(_), false) => "opening-said-named-variation",
        (Naming::NameAlone, Some(_), true) => "opening-said-named-more",
    };
    catalogue.format(
        message,
        &[
            ("eco", Arg::Text(opening.eco)),
            ("family", Arg::Text(&family)),
            ("variation", Arg::Text(tail.unwrap_or_default())),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::language::UiLanguage;

    fn opening(name: &'static str) -> Opening {
        Opening { eco: "C78", name }
    }

    #[test]
    fn a_family_key_is_its_name_folded() {
        assert_eq!(
            family_key("Grünfeld Defense"),
            "opening-family-grunfeld-defense"
        );
        assert_eq!(
            family_key("Petrov's Defense"),
            "opening-family-petrov-s-defense"
        );
        assert_eq!(
            family_key("Caro-Kann Defense"),
            "opening-family-caro-kann-defense"
        );
    }

    #[test]
    fn english_says_the_data_set_name_as_it_is() {
        let english = Catalogue::of(UiLanguage::ENGLISH);
        for name in [
            "Ruy Lopez: Morphy Defense, Columbus Variation",
            "Ruy Lopez",
            "Zukertort Opening: Sodium Attack",
            "Italian Game: Two Knights Defense, Fried Liver Attack",
            "Italian Game: Two Knights Defense",
        ] {
            assert_eq!(
                said(&opening(name), english, Naming::WithEco),
                format!("C78 {name}")
            );
            assert_eq!(said(&opening(name), english, Naming::NameAlone), name);
        }
    }

    #[test]
    fn a_translated_family_keeps_its_variation_as_the_english_tail() {
        let french = Catalogue::of(UiLanguage::FRENCH);
        let said_fr = said(
            &opening("Ruy Lopez: Exchange Variation"),
            french,
            Naming::WithEco,
        );
        assert_eq!(
            said_fr,
            "C78 Partie espagnole, variante (nom anglais) « Exchange Variation »"
        );
        let said_fr = said(
            &opening("Italian Game: Two Knights Defense, Fried Liver Attack"),
            french,
            Naming::NameAlone,
        );
        assert_eq!(
            said_fr,
            "Défense des deux cavaliers, variante (nom anglais) « Fried Liver Attack »"
        );
        let german = Catalogue::of(UiLanguage::GERMAN);
        assert_eq!(
            said(&opening("Sicilian Defense"), german, Naming::NameAlone),
            "Sizilianische Verteidigung"
        );
    }

    #[test]
    fn a_family_no_catalogue_translates_is_said_as_english() {
        let german = Catalogue::of(UiLanguage::GERMAN);
        let name = "Amar Opening: Paris Gambit";
        assert_eq!(
            said(&opening(name), german, Naming::WithEco),
            german.format(
                "opening-english",
                &[("eco", Arg::Text("C78")), ("name", Arg::Text(name))]
            )
        );
    }

    #[test]
    fn every_translated_family_is_one_of_the_data_set() {
        let families = family_keys();
        for language in UiLanguage::BUILT_IN {
            let catalogue = Catalogue::of(language);
            for key in catalogue
                .keys()
                .iter()
                .filter(|k| k.starts_with("opening-family-"))
            {
                assert!(
                    families.contains(key),
                    "{language:?}: {key} names no family"
                );
            }
        }
    }
}
