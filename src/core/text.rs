//! Text folding for tolerant matching of typed or recognised speech.
//!
//! A blind player types on a braille keyboard or dictates; "Läufer", "laufer" and "LÄUFER" must
//! all mean the same piece, and "échec et mat" the same as "echec-et-mat".

/// Folds `text` for matching: lower case, accents and umlauts removed (ä→a, é→e, ß→ss, œ→oe),
/// every run of characters that are not letters or digits turned into one space, trimmed.
pub fn fold(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    let mut pending_space = false;
    for ch in text.chars() {
        let lower = ch.to_lowercase();
        for c in lower {
            if c.is_alphanumeric() {
                if pending_space && !folded.is_empty() {
                    folded.push(' ');
                }
                pending_space = false;
                push_without_accent(c, &mut folded);
            } else {
                pending_space = true;
            }
        }
    }
    folded
}

/// The folded words of `text`.
pub fn fold_words(text: &str) -> Vec<String> {
    fold(text)
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// `line L, column C` (1-based) of a byte offset in `text`, for messages about files.
pub fn line_column(text: &str, offset: usize) -> String {
    let (line, column) = line_and_column(text, offset);
    format!("line {line}, column {column}")
}

/// The line and column (1-based) of a byte offset in `text`.
pub fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset.min(text.len())).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

fn push_without_accent(c: char, out: &mut String) {
    let base = match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' => "a",
        'ç' | 'ć' | 'č' => "c",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'ī' => "i",
        'ñ' | 'ń' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' => "o",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' => "u",
        'ý' | 'ÿ' => "y",
        'ß' => "ss",
        'œ' => "oe",
        'æ' => "ae",
        'š' => "s",
        'ž' => "z",
        _ => {
            out.push(c);
            return;
        }
    };
    out.push_str(base);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_accents_and_punctuation() {
        assert_eq!(fold("Läufer"), "laufer");
        assert_eq!(fold("  ÉCHEC-et-Mat! "), "echec et mat");
        assert_eq!(fold("fünf"), "funf");
        assert_eq!(fold("Weiß"), "weiss");
        assert_eq!(fold("Springer, Felix   drei."), "springer felix drei");
        assert_eq!(fold(""), "");
        assert_eq!(fold("--"), "");
    }

    #[test]
    fn splits_folded_words() {
        assert_eq!(fold_words("Kurze  Rochade"), vec!["kurze", "rochade"]);
        assert!(fold_words(" , ").is_empty());
    }
}
