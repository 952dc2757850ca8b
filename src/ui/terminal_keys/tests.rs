use super::*;

/// The events `chunks` make, each read as a full read (more follows) but the last.
fn events(chunks: &[&[u8]]) -> Vec<Event> {
    let mut parser = KeyParser::new();
    let mut out = VecDeque::new();
    for (index, chunk) in chunks.iter().enumerate() {
        parser.feed(chunk, index + 1 < chunks.len(), &mut out);
    }
    out.into()
}

fn keys(codes: &[(KeyCode, KeyModifiers)]) -> Vec<Event> {
    codes
        .iter()
        .map(|&(code, modifiers)| Event::Key(KeyEvent::new(code, modifiers)))
        .collect()
}

const NONE: KeyModifiers = KeyModifiers::NONE;

#[test]
fn letters_enter_and_control_keys_are_read_as_crossterm_reads_them() {
    assert_eq!(
        events(&[b"eA\r\x03\x7f\t\n"]),
        keys(&[
            (KeyCode::Char('e'), NONE),
            (KeyCode::Char('A'), KeyModifiers::SHIFT),
            (KeyCode::Enter, NONE),
            (KeyCode::Char('c'), KeyModifiers::CONTROL),
            (KeyCode::Backspace, NONE),
            (KeyCode::Tab, NONE),
            (KeyCode::Char('j'), KeyModifiers::CONTROL),
        ])
    );
}

#[test]
fn arrows_function_keys_and_their_modifiers_are_read() {
    assert_eq!(
        events(&[b"\x1b[A\x1bOB\x1b[1;5C\x1b[3~\x1b[15~\x1bOP\x1b[Z\x1b[5;2~\x1bh\x1b[[A"]),
        keys(&[
            (KeyCode::Up, NONE),
            (KeyCode::Down, NONE),
            (KeyCode::Right, KeyModifiers::CONTROL),
            (KeyCode::Delete, NONE),
            (KeyCode::F(5), NONE),
            (KeyCode::F(1), NONE),
            (KeyCode::BackTab, KeyModifiers::SHIFT),
            (KeyCode::PageUp, KeyModifiers::SHIFT),
            (KeyCode::Char('h'), KeyModifiers::ALT),
            (KeyCode::F(1), NONE),
        ])
    );
}

#[test]
fn an_esc_alone_at_the_end_of_a_read_is_the_esc_key_unless_the_read_was_full() {
    assert_eq!(events(&[b"\x1b"]), keys(&[(KeyCode::Esc, NONE)]));
    let mut parser = KeyParser::new();
    let mut out = VecDeque::new();
    parser.feed(b"\x1b", true, &mut out);
    parser.feed(b"[D", false, &mut out);
    assert_eq!(Vec::from(out), keys(&[(KeyCode::Left, NONE)]));
}

#[test]
fn an_esc_read_last_is_the_esc_key() {
    assert_eq!(
        events(&[b"a\x1b"]).last(),
        Some(&keys(&[(KeyCode::Esc, NONE)])[0])
    );
}

#[test]
fn a_character_split_between_two_reads_is_one_key() {
    let bytes = "é".as_bytes();
    assert_eq!(
        events(&[&bytes[..1], &bytes[1..]]),
        keys(&[(KeyCode::Char('é'), NONE)])
    );
}

#[test]
fn a_bracketed_paste_is_one_event_wherever_the_reads_split_it() {
    let bytes = b"x\x1b[200~e4 \x1b[20 Nf3\x1b[201~y";
    let whole = events(&[bytes]);
    assert_eq!(
        whole,
        vec![
            Event::Key(KeyEvent::new(KeyCode::Char('x'), NONE)),
            Event::Paste("e4 \x1b[20 Nf3".into()),
            Event::Key(KeyEvent::new(KeyCode::Char('y'), NONE)),
        ]
    );
    for split in 1..bytes.len() {
        assert_eq!(
            events(&[&bytes[..split], &bytes[split..]]),
            whole,
            "{split}"
        );
    }
}

#[test]
fn a_megabyte_paste_keeps_its_start_and_the_keys_after_it_in_the_same_read_count() {
    let mut bytes = b"\x1b[200~".to_vec();
    bytes.extend("e4 ".repeat(350_000).bytes());
    bytes.extend(b"\x1b[201~\rtime\r");
    let mut parser = KeyParser::new();
    let mut out = VecDeque::new();
    for chunk in bytes.chunks(4096) {
        parser.feed(chunk, chunk.len() == 4096, &mut out);
        assert!(
            parser
                .paste
                .as_ref()
                .is_none_or(|p| p.kept.len() <= PASTE_KEPT_BYTES)
        );
    }
    let Some(Event::Paste(text)) = out.pop_front() else {
        panic!("a paste first: {out:?}");
    };
    assert_eq!(text.len(), PASTE_KEPT_BYTES);
    assert!(text.chars().count() > INPUT_LIMIT);
    assert!(text.starts_with("e4 e4"));
    let typed: String = out
        .iter()
        .map(|event| match event {
            Event::Key(KeyEvent {
                code: KeyCode::Char(c),
                ..
            }) => *c,
            Event::Key(KeyEvent {
                code: KeyCode::Enter,
                ..
            }) => '⏎',
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(typed, "⏎time⏎");
}

#[test]
fn a_sequence_too_long_for_a_key_is_dropped_and_the_keys_after_it_read() {
    let mut bytes = b"\x1b[".to_vec();
    bytes.extend(std::iter::repeat_n(b'1', 100));
    bytes.extend(b"Ae");
    assert_eq!(
        events(&[&bytes]).last(),
        keys(&[(KeyCode::Char('e'), NONE)]).last()
    );
    assert!(
        events(&[b"\x1b[?1;2c\x1b[<0;3;4M"]).is_empty(),
        "reports never asked for"
    );
}

#[test]
fn a_run_of_typed_text_keeps_what_fills_the_line_and_the_keys_after_it() {
    let mut bytes = "e4 ".repeat(100_000).into_bytes();
    bytes.extend(b"\rtime\r\x03");
    let mut parser = KeyParser::new();
    let mut out = VecDeque::new();
    for chunk in bytes.chunks(4096) {
        parser.feed(chunk, chunk.len() == 4096, &mut out);
    }
    assert_eq!(
        out.len(),
        TYPED_RUN_KEPT + 7,
        "the run cut, Enter, time, Enter, Ctrl-C"
    );
    let tail: Vec<Event> = out.split_off(TYPED_RUN_KEPT).into();
    assert_eq!(
        tail,
        keys(&[
            (KeyCode::Enter, NONE),
            (KeyCode::Char('t'), NONE),
            (KeyCode::Char('i'), NONE),
            (KeyCode::Char('m'), NONE),
            (KeyCode::Char('e'), NONE),
            (KeyCode::Enter, NONE),
            (KeyCode::Char('c'), KeyModifiers::CONTROL),
        ])
    );
}
