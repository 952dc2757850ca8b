//! A Tokio runtime driven by a thread of its own, for the D-Bus calls; ended when dropped
//! (every task on it, and with them the D-Bus connection they serve).

use std::io;
use std::thread::JoinHandle;
use std::time::Duration;

use annabella::board::ble::BleError;
use tokio::runtime::Handle;

#[derive(Debug)]
pub struct BleRuntime {
    handle: Handle,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl BleRuntime {
    pub fn start() -> io::Result<Self> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("bluetooth".into())
            .spawn(move || {
                runtime.block_on(async {
                    let _ = stopped.await;
                });
            })?;
        Ok(Self {
            handle,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Runs `future` to its end, or gives up after `limit`.
    pub fn run<T>(
        &self,
        limit: Duration,
        future: impl Future<Output = Result<T, BleError>>,
    ) -> Result<T, BleError> {
        self.handle
            .block_on(async { tokio::time::timeout(limit, future).await })
            .unwrap_or_else(|_| Err(BleError::NotConnected("no answer in time".into())))
    }
}

impl Drop for BleRuntime {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
