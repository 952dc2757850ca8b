//! What waits for the device: speech in blocks, earcons mixed over it, and the blocks the
//! device finished, for the other side to free (no freeing in the callback).

use std::collections::VecDeque;

use annabella::sound::BlockId;

/// How many finished blocks the callback keeps for the other side to free.
pub const SPENT: usize = 64;

/// One frame: left and right.
pub type Frame = [f32; 2];

/// One piece of an utterance: its frames and how far the device has played them.
#[derive(Debug)]
pub struct Block {
    pub frames: Vec<Frame>,
    pub played: usize,
}

#[derive(Debug, Default)]
pub struct Buffers {
    /// Speech, in order, one block per piece of an utterance: queuing one only moves a
    /// pointer, so the lock is held for no time at all.
    pub speech: VecDeque<Block>,
    /// Earcons, mixed over the speech so they sound at once.
    pub overlay: VecDeque<Frame>,
    /// Blocks the device has finished, freed by the other side.
    pub spent: Vec<Vec<Frame>>,
    /// Sound was queued since the device last had nothing left: the callback tells the
    /// reporter when it runs dry.
    pub drain_pending: bool,
    /// The block whose first audible sample is awaited.
    pub armed: Option<BlockId>,
}

impl Buffers {
    pub fn queued(&self) -> usize {
        let speech: usize = self.speech.iter().map(|b| b.frames.len() - b.played).sum();
        speech.max(self.overlay.len())
    }

    /// The next speech frame, silence if there is none.
    pub fn next_speech(&mut self) -> Frame {
        while let Some(block) = self.speech.front_mut() {
            if let Some(frame) = block.frames.get(block.played) {
                block.played += 1;
                return *frame;
            }
            if let Some(block) = self.speech.pop_front()
                && self.spent.len() < self.spent.capacity()
            {
                self.spent.push(block.frames);
            }
        }
        [0.0, 0.0]
    }

    /// Mixes `frames` over the earcons already waiting, from their start.
    pub fn mix_over(&mut self, frames: &[Frame]) {
        let mixed = self.overlay.len().min(frames.len());
        for (old, new) in self.overlay.iter_mut().zip(frames) {
            old[0] += new[0];
            old[1] += new[1];
        }
        self.overlay.extend(&frames[mixed..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speech_plays_in_order_then_silence() {
        let mut buffers = Buffers {
            spent: Vec::with_capacity(SPENT),
            ..Buffers::default()
        };
        for frames in [vec![[1.0, 1.0]], vec![], vec![[2.0, 0.0], [3.0, 0.0]]] {
            buffers.speech.push_back(Block { frames, played: 0 });
        }
        assert_eq!(buffers.queued(), 3);
        let played: Vec<Frame> = (0..4).map(|_| buffers.next_speech()).collect();
        assert_eq!(played, [[1.0, 1.0], [2.0, 0.0], [3.0, 0.0], [0.0, 0.0]]);
        assert_eq!(buffers.queued(), 0);
        assert_eq!(buffers.spent.len(), 3, "finished blocks kept for freeing");
    }

    #[test]
    fn an_earcon_is_mixed_over_the_one_before_from_its_start() {
        let mut buffers = Buffers::default();
        buffers.mix_over(&[[0.5, 0.5]; 2]);
        buffers.mix_over(&[[0.25, 0.0]; 3]);
        assert_eq!(
            buffers.overlay.iter().copied().collect::<Vec<_>>(),
            [[0.75, 0.5], [0.75, 0.5], [0.25, 0.0]]
        );
        assert_eq!(buffers.queued(), 3);
    }
}
