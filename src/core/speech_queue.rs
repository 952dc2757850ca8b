//! What to say next: the speech queue's policy, free of threads and devices.
//!
//! A blind player depends on hearing every move at once and never missing one. The queue orders
//! utterances by priority (a move before a clock notice before a query answer), lets a new key or
//! move silence stale speech (barge-in), repeats the last utterance on request, and never drops a
//! move announcement: a move cut short is said again.
//!
//! The speech thread (outside the core) feeds this policy with what happened and asks it what to
//! say; tests drive it directly.

use std::collections::VecDeque;

/// How urgent an utterance is; higher is said first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// An answer to the player's query ("what is on e4?"): dropped when the player moves on.
    Answer = 0,
    /// A notice: help, a clock reading on request, a mismatch hint.
    Notice = 1,
    /// A clock warning or flag: must be heard, but after a move.
    Clock = 2,
    /// A move announcement (or an illegal-move refusal): never dropped.
    Move = 3,
}

/// Who should hear an utterance (Appendix D.2.6: move counts only in the blind player's ear).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Listener {
    /// Everyone at the table: the loudspeaker.
    Public,
    /// Only the visually impaired player: an earphone or one channel.
    Private,
}

/// An event with a sound of its own (an earcon), played at once over any speech.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Earcon {
    Check,
    Capture,
    IllegalMove,
    LowTime,
    Flag,
    BoardMismatch,
    /// The clock was pressed: a move is complete, the other clock runs.
    Press,
}

impl Earcon {
    pub const ALL: [Earcon; 7] = [
        Earcon::Check,
        Earcon::Capture,
        Earcon::IllegalMove,
        Earcon::LowTime,
        Earcon::Flag,
        Earcon::BoardMismatch,
        Earcon::Press,
    ];

    /// A short name for configuration and messages.
    pub fn name(self) -> &'static str {
        match self {
            Earcon::Check => "check",
            Earcon::Capture => "capture",
            Earcon::IllegalMove => "illegal-move",
            Earcon::LowTime => "low-time",
            Earcon::Flag => "flag",
            Earcon::BoardMismatch => "board-mismatch",
            Earcon::Press => "press",
        }
    }
}

/// One thing to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    pub text: String,
    pub priority: Priority,
    pub listener: Listener,
}

impl Utterance {
    pub fn new(text: impl Into<String>, priority: Priority, listener: Listener) -> Self {
        Self {
            text: text.into(),
            priority,
            listener,
        }
    }

    /// A move announcement, heard by everyone.
    pub fn public_move(text: impl Into<String>) -> Self {
        Self::new(text, Priority::Move, Listener::Public)
    }

    fn survives_barge_in(&self) -> bool {
        self.priority >= Priority::Clock
    }
}

/// An utterance with the queue's sequence number, so the engine's reports can name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Queued {
    pub id: u64,
    pub utterance: Utterance,
}

/// What the speech thread should do to the engine now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Start saying this.
    Say(Queued),
    /// Silence the engine at once (the current utterance is stale).
    Silence,
}

/// The queue's state. Every method returns the actions to carry out, in order.
#[derive(Debug, Default)]
pub struct SpeechQueue {
    waiting: VecDeque<Queued>,
    speaking: Option<Queued>,
    last_said: Option<Utterance>,
    next_id: u64,
}

impl SpeechQueue {
    pub fn new() -> Self {
        Self::default()
    }

    /// What is being said now.
    pub fn speaking(&self) -> Option<&Queued> {
        self.speaking.as_ref()
    }

    /// Utterances waiting, in the order they will be said.
    pub fn waiting(&self) -> impl Iterator<Item = &Queued> {
        self.waiting.iter()
    }

    /// The last utterance started, for "repeat".
    pub fn last_said(&self) -> Option<&Utterance> {
        self.last_said.as_ref()
    }

    /// Queues `utterance` behind everything of the same or higher priority. If it outranks what
    /// is being said and that is a mere answer or notice, the answer is cut: a move must not wait
    /// behind a long board description.
    pub fn push(&mut self, utterance: Utterance) -> Vec<Action> {
        let id = self.next_id;
        self.next_id += 1;
        let position = self
            .waiting
            .iter()
            .position(|q| q.utterance.priority < utterance.priority)
            .unwrap_or(self.waiting.len());
        let preempts = self.speaking.as_ref().is_some_and(|s| {
            !s.utterance.survives_barge_in() && utterance.priority >= Priority::Clock
        });
        self.waiting.insert(position, Queued { id, utterance });
        let mut actions = Vec::new();
        if preempts {
            self.speaking = None;
            actions.push(Action::Silence);
        }
        actions.extend(self.start_next());
        actions
    }

    /// The player pressed a key or a move came in: stale answers and notices are dropped and,
    /// if one is being said, silenced. Moves and clock warnings stay; a move being said is
    /// finished, never cut.
    pub fn barge_in(&mut self) -> Vec<Action> {
        self.waiting.retain(|q| q.utterance.survives_barge_in());
        let mut actions = Vec::new();
        if self
            .speaking
            .as_ref()
            .is_some_and(|s| !s.utterance.survives_barge_in())
        {
            self.speaking = None;
            actions.push(Action::Silence);
        }
        actions.extend(self.start_next());
        actions
    }

    /// "Repeat": says the last utterance again, as an answer (a key press will silence it).
    pub fn repeat_last(&mut self) -> Vec<Action> {
        match self.last_said.clone() {
            Some(last) => self.push(Utterance::new(last.text, Priority::Notice, last.listener)),
            None => Vec::new(),
        }
    }

    /// The engine finished utterance `id`.
    pub fn finished(&mut self, id: u64) -> Vec<Action> {
        if self.speaking.as_ref().is_some_and(|s| s.id == id) {
            self.speaking = None;
        }
        self.start_next()
    }

    /// The engine was cut off or failed while saying `id` (another program took the device, the
    /// speech server restarted). A move is said again from the start; anything else is dropped.
    pub fn interrupted(&mut self, id: u64) -> Vec<Action> {
        if let Some(current) = self.speaking.take_if(|s| s.id == id)
            && current.utterance.priority == Priority::Move
        {
            self.waiting.push_front(current);
        }
        self.start_next()
    }

    fn start_next(&mut self) -> Vec<Action> {
        if self.speaking.is_some() {
            return Vec::new();
        }
        let Some(next) = self.waiting.pop_front() else {
            return Vec::new();
        };
        self.last_said = Some(next.utterance.clone());
        self.speaking = Some(next.clone());
        vec![Action::Say(next)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(actions: &[Action]) -> Vec<String> {
        actions
            .iter()
            .map(|a| match a {
                Action::Say(q) => q.utterance.text.clone(),
                Action::Silence => "<silence>".to_owned(),
            })
            .collect()
    }

    fn answer(text: &str) -> Utterance {
        Utterance::new(text, Priority::Answer, Listener::Public)
    }

    fn clock(text: &str) -> Utterance {
        Utterance::new(text, Priority::Clock, Listener::Private)
    }

    fn current_id(queue: &SpeechQueue) -> u64 {
        queue.speaking().map(|q| q.id).unwrap()
    }

    #[test]
    fn says_at_once_when_idle_and_in_priority_order_after() {
        let mut queue = SpeechQueue::new();
        assert_eq!(
            said(&queue.push(Utterance::public_move("Bauer Eva vier"))),
            ["Bauer Eva vier"]
        );
        assert!(queue.push(answer("Eva vier: weißer Bauer")).is_empty());
        assert!(queue.push(clock("fünf Minuten")).is_empty());
        assert!(
            queue
                .push(Utterance::public_move("Bauer Eva fünf"))
                .is_empty()
        );
        let order: Vec<&str> = queue.waiting().map(|q| q.utterance.text.as_str()).collect();
        assert_eq!(
            order,
            ["Bauer Eva fünf", "fünf Minuten", "Eva vier: weißer Bauer"]
        );
        let id = current_id(&queue);
        assert_eq!(said(&queue.finished(id)), ["Bauer Eva fünf"]);
        let id = current_id(&queue);
        assert_eq!(said(&queue.finished(id)), ["fünf Minuten"]);
        let id = current_id(&queue);
        assert_eq!(said(&queue.finished(id)), ["Eva vier: weißer Bauer"]);
        let id = current_id(&queue);
        assert!(queue.finished(id).is_empty());
        assert!(queue.speaking().is_none());
    }

    #[test]
    fn a_move_cuts_a_long_answer_but_never_another_move() {
        let mut queue = SpeechQueue::new();
        queue.push(answer("Weiß: König Gustav eins, Dame David eins, …"));
        assert_eq!(
            said(&queue.push(Utterance::public_move("Springer Felix drei"))),
            ["<silence>", "Springer Felix drei"]
        );
        assert!(
            queue
                .push(Utterance::public_move("Springer Cesar sechs"))
                .is_empty()
        );
        assert_eq!(
            queue.speaking().unwrap().utterance.text,
            "Springer Felix drei"
        );
    }

    #[test]
    fn barge_in_drops_stale_answers_and_keeps_moves_and_clock() {
        let mut queue = SpeechQueue::new();
        queue.push(answer("Anna eins: weißer Turm"));
        queue.push(answer("Anna zwei: weißer Bauer"));
        assert_eq!(said(&queue.barge_in()), ["<silence>"]);
        assert_eq!(queue.waiting().count(), 0);
        assert!(queue.speaking().is_none());

        // A clock warning cuts an answer too, and survives a barge-in.
        let mut queue = SpeechQueue::new();
        queue.push(answer("Anna eins: weißer Turm"));
        queue.push(answer("Anna zwei: weißer Bauer"));
        assert_eq!(
            said(&queue.push(clock("zwei Minuten"))),
            ["<silence>", "zwei Minuten"]
        );
        assert!(queue.barge_in().is_empty());
        assert_eq!(queue.waiting().count(), 0);
        assert_eq!(queue.speaking().unwrap().utterance.text, "zwei Minuten");

        let mut queue = SpeechQueue::new();
        queue.push(Utterance::public_move("Dame Hector fünf Schach"));
        queue.push(answer("stale"));
        assert!(
            queue.barge_in().is_empty(),
            "a move being said is finished, not cut"
        );
        assert_eq!(queue.waiting().count(), 0);
        assert_eq!(
            queue.speaking().unwrap().utterance.text,
            "Dame Hector fünf Schach"
        );
    }

    #[test]
    fn an_interrupted_move_is_said_again_and_an_answer_is_not() {
        let mut queue = SpeechQueue::new();
        queue.push(Utterance::public_move("Turm Anna acht Matt"));
        let id = current_id(&queue);
        assert_eq!(said(&queue.interrupted(id)), ["Turm Anna acht Matt"]);
        queue.push(answer("Hector acht: schwarzer König"));
        let id = current_id(&queue);
        queue.finished(id);
        let id = current_id(&queue);
        assert!(queue.interrupted(id).is_empty());
        assert!(queue.speaking().is_none());
    }

    #[test]
    fn repeat_says_the_last_utterance_again() {
        let mut queue = SpeechQueue::new();
        assert!(queue.repeat_last().is_empty());
        queue.push(Utterance::public_move("Läufer Bella fünf"));
        let id = current_id(&queue);
        queue.finished(id);
        assert_eq!(said(&queue.repeat_last()), ["Läufer Bella fünf"]);
    }

    #[test]
    fn reports_for_other_utterances_change_nothing() {
        let mut queue = SpeechQueue::new();
        queue.push(Utterance::public_move("Bauer Eva vier"));
        let id = current_id(&queue);
        assert!(queue.finished(id + 100).is_empty());
        assert!(queue.interrupted(id + 100).is_empty());
        assert_eq!(current_id(&queue), id);
    }
}
