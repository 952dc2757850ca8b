//! The game's chat online, pure: a message typed is checked before it is sent, the lines the
//! server reports are kept (the last [`CHAT_KEPT`], each cut to [`CHAT_MAX_CHARS`]), and read
//! on request: a line from the opponent is only announced ("message from …"), its text said when
//! the player asks with `chat`.

use std::collections::VecDeque;

/// The longest message, in characters: what Lichess (and open-chess-server) take.
pub const CHAT_MAX_CHARS: usize = 140;
/// The lines kept; older ones are dropped.
pub const CHAT_KEPT: usize = 50;
/// The longest author's name kept (Lichess's user names have at most 30 characters).
const NAME_MAX_CHARS: usize = 40;
/// The lines `chat` reads again when none is new.
const READ_AGAIN: usize = 3;

/// A chat message: one line, not empty, at most [`CHAT_MAX_CHARS`] characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatText(String);

/// Why a typed message cannot be sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChatTextError {
    Empty,
    /// Longer than [`CHAT_MAX_CHARS`]: `chars` characters.
    TooLong {
        chars: usize,
    },
}

impl ChatText {
    /// A message typed by the player: its words on one line, refused when too long (the server
    /// would cut it, and the player would not know where).
    pub fn typed(text: &str) -> Result<Self, ChatTextError> {
        let text = one_line(text);
        match text.chars().count() {
            0 => Err(ChatTextError::Empty),
            chars if chars > CHAT_MAX_CHARS => Err(ChatTextError::TooLong { chars }),
            _ => Ok(Self(text)),
        }
    }

    /// A message the server sent: on one line and cut to [`CHAT_MAX_CHARS`]; `None` when empty.
    pub fn received(text: &str) -> Option<Self> {
        let text: String = one_line(text).chars().take(CHAT_MAX_CHARS).collect();
        (!text.is_empty()).then_some(Self(text))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The words of `text` on one line, single spaces, no control characters.
fn one_line(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Who wrote a chat line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChatAuthor {
    /// The player (the server sends the player's own lines back).
    Me,
    /// The opponent, by name.
    Opponent(String),
    /// The server itself (Lichess's `lichess` lines: offers and takebacks, said otherwise).
    Server(String),
}

impl ChatAuthor {
    /// The opponent by `name` (cut to a sane length).
    pub fn opponent(name: &str) -> Self {
        Self::Opponent(name.chars().take(NAME_MAX_CHARS).collect())
    }

    /// The server by `name` (cut to a sane length).
    pub fn server(name: &str) -> Self {
        Self::Server(name.chars().take(NAME_MAX_CHARS).collect())
    }
}

/// One line of the players' chat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatLine {
    pub author: ChatAuthor,
    pub text: ChatText,
}

/// The chat as the table keeps it: the last lines, and which of them the player has not heard.
#[derive(Debug, Clone, Default)]
pub struct ChatLog {
    /// Oldest first, each with whether it waits to be read.
    lines: VecDeque<(ChatLine, bool)>,
}

impl ChatLog {
    /// Keeps a line the server reported; returns the opponent's name when it is theirs (to be
    /// announced). The player's own lines and the server's are kept as read.
    pub fn hear(&mut self, line: ChatLine) -> Option<String> {
        let from = match &line.author {
            ChatAuthor::Opponent(name) => Some(name.clone()),
            ChatAuthor::Me | ChatAuthor::Server(_) => None,
        };
        if self.lines.len() == CHAT_KEPT {
            self.lines.pop_front();
        }
        self.lines.push_back((line, from.is_some()));
        from
    }

    /// The lines not yet read (now read), or when none is new the last few again.
    pub fn read(&mut self) -> Vec<ChatLine> {
        let unread: Vec<ChatLine> = self
            .lines
            .iter_mut()
            .filter(|(_, unread)| *unread)
            .map(|(line, unread)| {
                *unread = false;
                line.clone()
            })
            .collect();
        if !unread.is_empty() {
            return unread;
        }
        let skip = self.lines.len().saturating_sub(READ_AGAIN);
        self.lines
            .iter()
            .skip(skip)
            .map(|(line, _)| line.clone())
            .collect()
    }

    /// How many lines wait to be read.
    pub fn unread(&self) -> usize {
        self.lines.iter().filter(|(_, unread)| *unread).count()
    }

    pub fn len(&self) -> usize {
        self.lines.len()
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(author: ChatAuthor, text: &str) -> ChatLine {
        ChatLine {
            author,
            text: ChatText::received(text).unwrap(),
        }
    }

    #[test]
    fn a_typed_message_is_one_line_and_at_most_the_servers_length() {
        assert_eq!(
            ChatText::typed("  good\n luck ").unwrap().as_str(),
            "good luck"
        );
        assert_eq!(ChatText::typed(" \n"), Err(ChatTextError::Empty));
        let long = "é".repeat(CHAT_MAX_CHARS + 1);
        assert_eq!(
            ChatText::typed(&long),
            Err(ChatTextError::TooLong {
                chars: CHAT_MAX_CHARS + 1
            })
        );
        assert!(ChatText::typed(&"é".repeat(CHAT_MAX_CHARS)).is_ok());
        // A received one is cut, never refused.
        let cut = ChatText::received(&long).unwrap();
        assert_eq!(cut.as_str().chars().count(), CHAT_MAX_CHARS);
        assert_eq!(ChatText::received("\u{7}"), None);
    }

    #[test]
    fn the_opponents_lines_wait_to_be_read_and_the_last_three_are_read_again() {
        let mut log = ChatLog::default();
        assert_eq!(log.hear(line(ChatAuthor::Me, "hello")), None);
        assert_eq!(
            log.hear(line(ChatAuthor::opponent("bob"), "hi")),
            Some("bob".to_owned())
        );
        assert_eq!(log.hear(line(ChatAuthor::server("lichess"), "x")), None);
        assert_eq!(
            log.hear(line(ChatAuthor::opponent("bob"), "gl")),
            Some("bob".to_owned())
        );
        assert_eq!(log.unread(), 2);
        let texts = |lines: Vec<ChatLine>| {
            lines
                .into_iter()
                .map(|l| l.text.as_str().to_owned())
                .collect::<Vec<_>>()
        };
        assert_eq!(texts(log.read()), ["hi", "gl"]);
        assert_eq!(log.unread(), 0);
        assert_eq!(texts(log.read()), ["hi", "x", "gl"]);
    }

    #[test]
    fn only_the_last_lines_are_kept() {
        let mut log = ChatLog::default();
        for n in 0..CHAT_KEPT + 10 {
            log.hear(line(ChatAuthor::opponent("bob"), &n.to_string()));
        }
        assert_eq!(log.len(), CHAT_KEPT);
        let read = log.read();
        assert_eq!(read.len(), CHAT_KEPT);
        assert_eq!(read[0].text.as_str(), "10");
    }
}
