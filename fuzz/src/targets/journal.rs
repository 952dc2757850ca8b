//! Journal records: `journal::parse_journal_text` and `journal::check` of what it reads (the
//! replay through a session that `games` and `play --resume` do), with every header and record
//! read written back and read again as itself.

use std::path::{Path, PathBuf};

use annabella::journal::{Replayed, check, format_record, parse_journal_text};

use super::{Target, said_plainly};
use crate::corpus;
use crate::trace::Trace;

#[derive(Debug)]
pub struct JournalText {
    seeds: Vec<Vec<u8>>,
}

impl JournalText {
    pub fn new(repo: &Path) -> Self {
        Self {
            seeds: corpus::files(repo, "tests/data/journal", ".journal"),
        }
    }
}

impl Target for JournalText {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "annabella-journal 1\n",
            "annabella-journal 2\n",
            "start standard ",
            "start chess960 ",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "k7/8/8/8/8/8/8/5K1R w H - 0 1",
            "7k/8/8/8/8/8/8/K7 w - - 0 1",
            "\ntime 300+2\n",
            "\ntime *180\n",
            "\ntime 0\n",
            "\nmove e2e4 ",
            "\nmove e7e8q ",
            "\nmove e1g1 ",
            "\nmove e1h1 ",
            "\npress ",
            "\ntakeback ",
            "\noffer white ",
            "\noffer black ",
            "\nadd white 60000 ",
            "\nadd black ",
            "\nsealed ",
            "\nstop ",
            "\nend 1-0 resignation ",
            "\nend 1/2-1/2 agreement ",
            "\nend 0-1 timeout ",
            "\nend * ",
            " 0\n",
            " 18446744073709551615\n",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let parsed = match parse_journal_text(input) {
            Ok(parsed) => parsed,
            Err(problem) => {
                trace.note(std::mem::discriminant(&problem));
                return;
            }
        };
        let lines = input.split(|&b| b == b'\n').count();
        assert!(
            parsed.records.len() <= lines
                && parsed.header_end <= input.len()
                && parsed.record_ends.len() == parsed.records.len()
                && parsed.record_ends.windows(2).all(|w| w[0] < w[1])
                && parsed.record_ends.iter().all(|&end| end <= input.len()),
            "oracle: {} records and their ends {:?} from {} bytes",
            parsed.records.len(),
            parsed.record_ends,
            input.len()
        );
        trace.note((
            "parsed",
            parsed.damage.is_some(),
            parsed.header.time_control.is_some(),
        ));
        trace.count("records", parsed.records.len());
        for record in &parsed.records {
            trace.note(std::mem::discriminant(record));
        }

        // What was read, written again, reads as itself.
        let mut written = parsed.header.text();
        for record in &parsed.records {
            written.push_str(&format_record(record));
            written.push('\n');
        }
        match parse_journal_text(written.as_bytes()) {
            Ok(again) => assert!(
                again.header == parsed.header
                    && again.records == parsed.records
                    && again.damage.is_none(),
                "oracle: the journal written back reads otherwise:\n{written}"
            ),
            Err(problem) => {
                panic!("oracle: the journal written back is refused ({problem}):\n{written}")
            }
        }

        let replayed = Replayed {
            path: PathBuf::from("fuzz.journal"),
            version: parsed.version,
            header: parsed.header,
            records: parsed.records,
            damage: parsed.damage,
        };
        match check(&replayed) {
            Ok(recovery) => {
                trace.note(("recovered", recovery.ending.is_some(), recovery.adjourned));
                trace.note(recovery.unusable_from.is_some());
                trace.count("plies", recovery.plies);
                assert!(
                    recovery.plies <= replayed.records.len(),
                    "oracle: {} plies from {} records",
                    recovery.plies,
                    replayed.records.len()
                );
            }
            Err(why) => {
                trace.note(std::mem::discriminant(&why));
                said_plainly(&why.to_string());
            }
        }
    }
}
