//! Byte- and token-level mutations of an input, stacked a few at a time ("havoc"): the generated
//! half of the fuzzer. Formats here are text lines and small binary frames, so besides bit flips
//! the mutations work on lines, numbers and the target's own words.

use crate::rng::Rng;

/// Numbers at the edges of the integer types and of the formats' own ranges.
const BOUNDARY_NUMBERS: &[&[u8]] = &[
    b"0",
    b"1",
    b"-1",
    b"7",
    b"8",
    b"9",
    b"63",
    b"64",
    b"127",
    b"128",
    b"255",
    b"256",
    b"999",
    b"1000",
    b"65535",
    b"65536",
    b"2147483647",
    b"2147483648",
    b"4294967295",
    b"4294967296",
    b"9223372036854775807",
    b"18446744073709551",
    b"18446744073709551615",
    b"18446744073709551616",
    b"99999999999999999999999999",
    b"0.001",
    b"0.0001",
    b"1.5",
    b"1e9",
    b"nan",
    b"inf",
    b"-0",
    b"00000000000000000000000001",
];

/// Bytes that end lines, strings and frames, or are not UTF-8 on their own.
const INTERESTING_BYTES: &[u8] = &[
    0x00, 0x01, 0x7F, 0x80, 0xFF, 0xC3, 0xED, 0xF4, b'\n', b'\r', b'\t', b' ', b'"', b'\'', b'\\',
    b'[', b']', b'{', b'}', b'(', b')', b'=', b'#', b';', b'*', b'+', b'-', b'/', b':', b'.',
];

/// Sequences that are not valid UTF-8: a lone continuation, a surrogate, past U+10FFFF, a
/// truncated four-byte form, an overlong slash.
const INVALID_UTF8: &[&[u8]] = &[
    b"\x80",
    b"\xED\xA0\x80",
    b"\xF4\x90\x80\x80",
    b"\xF0\x9F\x98",
    b"\xC0\xAF",
    b"\xFF\xFE",
];

/// How inputs are changed for one target.
#[derive(Debug)]
pub struct Mutator<'a> {
    /// The target's own words (tags, keywords, wire names, piece words).
    pub tokens: &'a [Vec<u8>],
    /// No input grows beyond this.
    pub max_len: usize,
}

impl Mutator<'_> {
    /// A new input from `parent` (and perhaps a second seed to splice in).
    pub fn mutate(&self, rng: &mut Rng, parent: &[u8], other: &[u8]) -> Vec<u8> {
        let mut data = parent.to_vec();
        let rounds = 1 + rng.below(4) + usize::from(rng.one_in(4)) * rng.below(8);
        for _ in 0..rounds {
            self.mutate_once(rng, &mut data, other);
        }
        data.truncate(self.max_len);
        data
    }

    fn mutate_once(&self, rng: &mut Rng, data: &mut Vec<u8>, other: &[u8]) {
        match rng.below(16) {
            0 => flip_bit(rng, data),
            1 => {
                if let Some(&b) = rng.pick(INTERESTING_BYTES) {
                    set_byte(rng, data, b);
                }
            }
            2 => {
                let b = rng.byte();
                set_byte(rng, data, b);
            }
            3 => {
                let at = rng.below(data.len() + 1);
                let count = 1 + rng.below(4);
                let bytes: Vec<u8> = (0..count).map(|_| rng.byte()).collect();
                data.splice(at..at, bytes);
            }
            4 => delete_range(rng, data),
            5 => duplicate_range(rng, data),
            6 => splice(rng, data, other),
            7 | 8 => {
                if let Some(token) = rng.pick(self.tokens) {
                    insert_or_replace(rng, data, token);
                }
            }
            9 => replace_number(rng, data),
            10 => {
                let at = rng.below(data.len() + 1);
                data.truncate(at);
            }
            11 => self.repeat_range(rng, data),
            12 => {
                if let Some(bytes) = rng.pick(INVALID_UTF8) {
                    insert_or_replace(rng, data, bytes);
                }
            }
            13 => shuffle_lines(rng, data),
            14 => flip_case(rng, data),
            _ => {
                let b = rng.byte();
                let at = rng.below(data.len() + 1);
                data.insert(at, b);
            }
        }
    }

    /// A chunk written many times over (long lines, deep nesting, many records).
    fn repeat_range(&self, rng: &mut Rng, data: &mut Vec<u8>) {
        if data.is_empty() {
            return;
        }
        let start = rng.below(data.len());
        let len = 1 + rng.below((data.len() - start).min(64));
        let chunk = data[start..start + len].to_vec();
        let most = if rng.one_in(8) { 4000 } else { 30 };
        let times = 2 + rng.below(most);
        let room = self.max_len.saturating_sub(data.len()) / len;
        let repeated: Vec<u8> = chunk.repeat(times.min(room));
        data.splice(start..start, repeated);
    }
}

fn flip_bit(rng: &mut Rng, data: &mut [u8]) {
    if data.is_empty() {
        return;
    }
    let at = rng.below(data.len());
    data[at] ^= 1 << rng.below(8);
}

fn set_byte(rng: &mut Rng, data: &mut Vec<u8>, b: u8) {
    if data.is_empty() {
        data.push(b);
        return;
    }
    let at = rng.below(data.len());
    data[at] = b;
}

fn delete_range(rng: &mut Rng, data: &mut Vec<u8>) {
    if data.is_empty() {
        return;
    }
    let start = rng.below(data.len());
    let most = if rng.one_in(4) { 256 } else { 8 };
    let len = 1 + rng.below((data.len() - start).min(most));
    data.drain(start..start + len);
}

fn duplicate_range(rng: &mut Rng, data: &mut Vec<u8>) {
    if data.is_empty() {
        return;
    }
    let start = rng.below(data.len());
    let len = 1 + rng.below((data.len() - start).min(128));
    let chunk = data[start..start + len].to_vec();
    let at = rng.below(data.len() + 1);
    data.splice(at..at, chunk);
}

/// The start of one input joined to the end of another.
fn splice(rng: &mut Rng, data: &mut Vec<u8>, other: &[u8]) {
    let keep = rng.below(data.len() + 1);
    let from = rng.below(other.len() + 1);
    data.truncate(keep);
    data.extend_from_slice(&other[from..]);
}

fn insert_or_replace(rng: &mut Rng, data: &mut Vec<u8>, token: &[u8]) {
    let at = rng.below(data.len() + 1);
    let replaced = if rng.one_in(2) {
        rng.below((data.len() - at).min(token.len() + 2) + 1)
    } else {
        0
    };
    data.splice(at..at + replaced, token.iter().copied());
}

/// One run of digits (or a spot, if there is none) replaced by a boundary number.
fn replace_number(rng: &mut Rng, data: &mut Vec<u8>) {
    let Some(&number) = rng.pick(BOUNDARY_NUMBERS) else {
        return;
    };
    let digit_starts: Vec<usize> = (0..data.len())
        .filter(|&i| data[i].is_ascii_digit() && (i == 0 || !data[i - 1].is_ascii_digit()))
        .collect();
    match rng.pick(&digit_starts) {
        Some(&start) => {
            let end = (start..data.len())
                .find(|&i| !data[i].is_ascii_digit())
                .unwrap_or(data.len());
            data.splice(start..end, number.iter().copied());
        }
        None => insert_or_replace(rng, data, number),
    }
}

/// Two lines swapped, or one dropped or doubled: line formats' records out of order.
fn shuffle_lines(rng: &mut Rng, data: &mut Vec<u8>) {
    let mut lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    if lines.len() < 2 {
        return;
    }
    let a = rng.below(lines.len());
    let b = rng.below(lines.len());
    match rng.below(3) {
        0 => lines.swap(a, b),
        1 => {
            lines.remove(a);
        }
        _ => lines.insert(b, lines[a]),
    }
    *data = lines.join(&b'\n');
}

fn flip_case(rng: &mut Rng, data: &mut [u8]) {
    if data.is_empty() {
        return;
    }
    let at = rng.below(data.len());
    let b = data[at];
    data[at] = if b.is_ascii_lowercase() {
        b.to_ascii_uppercase()
    } else {
        b.to_ascii_lowercase()
    };
}
