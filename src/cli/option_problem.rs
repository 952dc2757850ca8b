//! Why an option's value was refused by one of annabella's own value readers (clap calls them
//! while it parses): a typed message, so the usage error says it in the person's language.

use std::fmt;

use crate::core::message::Message;

/// Why an option's value was refused by one of annabella's own readers: a message, said in the
/// run's language when the usage error is shown (`usage_error`: the language is fixed only after
/// the parse). Its `Display` is English, for a caller that only needs text.
#[derive(Debug, Clone)]
pub struct OptionProblem(Message);

impl OptionProblem {
    pub fn new(message: Message) -> Self {
        Self(message)
    }

    /// What was wrong, as a message of the catalogues.
    pub fn message(&self) -> &Message {
        &self.0
    }
}

impl fmt::Display for OptionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.in_english())
    }
}

impl std::error::Error for OptionProblem {}

/// A whole number from `low` to `high` (an option's reader, in place of clap's English range).
pub fn number_between<T>(
    low: T,
    high: T,
) -> impl Fn(&str) -> Result<T, OptionProblem> + Clone + Send + Sync + 'static
where
    T: std::str::FromStr + PartialOrd + Copy + fmt::Display + Send + Sync + 'static,
{
    move |text: &str| {
        text.trim()
            .parse::<T>()
            .ok()
            .filter(|n| (low..=high).contains(n))
            .ok_or_else(|| {
                OptionProblem::new(
                    Message::new("usage-give-between")
                        .text("from", low.to_string())
                        .text("to", high.to_string()),
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_outside_its_range_is_refused_with_the_range() {
        let reader = number_between(1u8, 20);
        assert_eq!(reader("7").ok(), Some(7));
        assert!(reader("0").is_err());
        assert!(reader("x").is_err());
        assert_eq!(
            reader("21").unwrap_err().to_string(),
            "give a whole number from 1 to 20"
        );
    }
}
