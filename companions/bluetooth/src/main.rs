//! `annabella-bluetooth`: annabella's Bluetooth companion, the one program that links `btleplug`
//! (and `bluez-async`, the `dbus` crate and libdbus under it). annabella starts it when a board
//! over Bluetooth LE is first looked for (`--eboard …:ble`, `annabella boards`) and keeps it for
//! the run; it reads annabella's questions on stdin (find a board, write to it, let it go, list
//! the boards advertising) and sends the answers, and the connected board's notifications and
//! disconnection, on stdout. What to make of them (the watchdog, the back-off, the protocols)
//! stays in annabella. annabella closing the pipe lets the board go and ends the program.

mod bluez;
mod runtime;

use std::process::ExitCode;

use annabella::board::ble::BleError;
use annabella::board::ble_link::{
    BleAnswer, BleKind, BleQuestion, CONNECT_LIMIT, FindBoard, WRITE_LIMIT,
};
use annabella::companion::{Outbox, serve};
use btleplug::api::{Characteristic, Peripheral as _, WriteType};
use btleplug::platform::{Manager, Peripheral};
use runtime::BleRuntime;
use std::time::Duration;

fn main() -> ExitCode {
    let mut bluetooth = Bluetooth::default();
    let ended = serve(
        |question: BleQuestion, outbox: &Outbox<BleAnswer>| match question {
            BleQuestion::Find(board) => {
                let answer = bluetooth.find(board, outbox);
                let _ = outbox.send(&answer);
            }
            BleQuestion::Write(bytes) => {
                let answer = bluetooth.write(bytes);
                let _ = outbox.send(&answer);
            }
            BleQuestion::Release => {
                bluetooth.release();
                let _ = outbox.send(&BleAnswer::Released);
            }
            BleQuestion::Scan { kinds, during } => {
                let _ = outbox.send(&scan(&kinds, during));
            }
        },
    );
    bluetooth.release();
    ended
}

/// A D-Bus session with `BlueZ`: the runtime driving it and the manager its adapters come
/// from. Dropped whole after a loss, closing its connection and every task on it.
struct Session {
    runtime: BleRuntime,
    manager: Manager,
}

impl Session {
    fn open() -> Result<Self, BleError> {
        let runtime = BleRuntime::start().map_err(|e| BleError::NoService(e.to_string()))?;
        let manager = runtime.run(CONNECT_LIMIT, bluez::manager())?;
        Ok(Self { runtime, manager })
    }
}

/// The board connected: what its bytes are written to, and what ends its notifications' task.
struct Attached {
    peripheral: Peripheral,
    write: Characteristic,
    _stop: tokio::sync::oneshot::Sender<()>,
}

/// The companion's state: the session kept between looks that found no board (none after a
/// loss or an adapter gone: the next look opens a new one), and the board connected.
#[derive(Default)]
struct Bluetooth {
    session: Option<Session>,
    attached: Option<Attached>,
}

impl Bluetooth {
    /// Finds, connects to and subscribes to `board`.
    fn find(&mut self, board: FindBoard, outbox: &Outbox<BleAnswer>) -> BleAnswer {
        // A board still held was lost: it is let go, and its session with it.
        self.release();
        let session = match self.session.take() {
            Some(session) => session,
            None => match Session::open() {
                Ok(session) => session,
                Err(error) => return BleAnswer::Failed(error),
            },
        };
        let during = board.during;
        let found = session.runtime.run(
            during + CONNECT_LIMIT,
            bluez::find(&session.manager, &board.kind, &board.wanted, during),
        );
        let (adapter, peripheral) = match found {
            Ok(found) => found,
            Err(BleError::NotFound) => {
                // The adapters answered: the session is good for the next look.
                self.session = Some(session);
                return BleAnswer::Failed(BleError::NotFound);
            }
            Err(other) => return BleAnswer::Failed(other),
        };
        let (stop, stopped) = tokio::sync::oneshot::channel();
        let attached = session.runtime.run(
            CONNECT_LIMIT,
            bluez::attach(board, adapter, peripheral.clone(), outbox.clone(), stopped),
        );
        match attached {
            Ok(write) => {
                self.attached = Some(Attached {
                    peripheral,
                    write,
                    _stop: stop,
                });
                self.session = Some(session);
                BleAnswer::Found
            }
            Err(error) => {
                disconnect(&session, peripheral);
                BleAnswer::Failed(error)
            }
        }
    }

    /// Writes `bytes` to the board connected.
    fn write(&self, bytes: Vec<u8>) -> BleAnswer {
        let (Some(session), Some(attached)) = (&self.session, &self.attached) else {
            return BleAnswer::Failed(BleError::Lost);
        };
        let peripheral = attached.peripheral.clone();
        let characteristic = attached.write.clone();
        let written = session.runtime.run(WRITE_LIMIT, async move {
            peripheral
                .write(&characteristic, &bytes, WriteType::WithResponse)
                .await
                .map_err(|_| BleError::Lost)
        });
        match written {
            Ok(()) => BleAnswer::Written,
            Err(error) => BleAnswer::Failed(error),
        }
    }

    /// Lets the board connected go, and ends the session it was found on (a `BlueZ` restarted
    /// meanwhile is found anew at the next look).
    fn release(&mut self) {
        let Some(attached) = self.attached.take() else {
            return;
        };
        if let Some(session) = self.session.take() {
            disconnect(&session, attached.peripheral);
        }
    }
}

fn disconnect(session: &Session, peripheral: Peripheral) {
    let _ = session.runtime.run(WRITE_LIMIT, async move {
        let _ = peripheral.disconnect().await;
        Ok(())
    });
}

/// Every board of `kinds` advertising during `during`, on a session of its own.
fn scan(kinds: &[BleKind], during: Duration) -> BleAnswer {
    let seen = BleRuntime::start()
        .map_err(|e| BleError::NoService(e.to_string()))
        .and_then(|runtime| runtime.run(during + CONNECT_LIMIT, bluez::scan(kinds, during)));
    match seen {
        Ok(boards) => BleAnswer::Seen(boards),
        Err(error) => BleAnswer::Failed(error),
    }
}
