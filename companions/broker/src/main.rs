//! `annabella-broker`: the MQTT broker the arbiter's console runs itself when no broker is named
//! (`annabella arbiter` without `--broker`). It links rumqttd (and axum, hyper and a metrics
//! exporter under it), so `annabella` loads none of it at a start that runs no broker.
//!
//! The console asks it one [`StartBroker`] on stdin; it answers with the address it listens on
//! once a connection is accepted there, or why it cannot ([`BrokerAnswer`]). The broker then
//! runs until the console closes the pipe (or ends in any way), and this program with it.

mod broker;

use std::process::ExitCode;

use annabella::companion::{Outbox, serve};
use annabella::hall::broker::{BrokerAnswer, StartBroker};

fn main() -> ExitCode {
    // The broker's warnings and errors go to annabella's log, as they did inside annabella.
    annabella::log::init();
    serve(|question: StartBroker, outbox: &Outbox<BrokerAnswer>| {
        // An answer that cannot be sent: the console has gone, and `serve` ends at the closed
        // pipe.
        let _ = outbox.send(&broker::start(&question));
    })
}
