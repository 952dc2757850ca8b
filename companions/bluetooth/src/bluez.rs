//! The D-Bus calls (through `btleplug`): the manager and its adapters, scanning, finding a board,
//! connecting and subscribing, and the task that sends the board's notifications and its
//! disconnection to annabella.

use std::time::Duration;

use annabella::board::ble::{BleAddress, BleError};
use annabella::board::ble_link::{BleAnswer, BleKind, BleWanted, FindBoard, SeenBoard};
use annabella::companion::Outbox;
use btleplug::api::{
    Central, CentralEvent, Characteristic, Manager as _, Peripheral as _, ScanFilter,
};
use btleplug::platform::{Adapter, Manager, Peripheral};
use futures::StreamExt;

/// How often the adapters' devices are looked at while scanning.
const SCAN_LOOK: Duration = Duration::from_millis(100);

/// A session with the system's Bluetooth service, or why there is none.
pub async fn manager() -> Result<Manager, BleError> {
    Manager::new()
        .await
        .map_err(|e| BleError::NoService(e.to_string()))
}

/// The adapters `manager` sees now, or why there are none.
async fn adapters(manager: &Manager) -> Result<Vec<Adapter>, BleError> {
    let adapters = manager
        .adapters()
        .await
        .map_err(|e| BleError::NoService(e.to_string()))?;
    if adapters.is_empty() {
        return Err(BleError::NoAdapter);
    }
    Ok(adapters)
}

/// Starts scanning on every adapter that will; the adapters scanning.
async fn start_scans(adapters: Vec<Adapter>) -> Result<Vec<Adapter>, BleError> {
    let mut scanning = Vec::new();
    let mut refusal = None;
    for adapter in adapters {
        match adapter.start_scan(ScanFilter::default()).await {
            Ok(()) => scanning.push(adapter),
            Err(e) => refusal = Some(e.to_string()),
        }
    }
    if scanning.is_empty() {
        return Err(BleError::AdapterOff(refusal.unwrap_or_default()));
    }
    Ok(scanning)
}

async fn stop_scans(adapters: &[Adapter]) {
    for adapter in adapters {
        let _ = adapter.stop_scan().await;
    }
}

/// Every board of `kinds` seen advertising during `during` (on a session of its own).
pub async fn scan(kinds: &[BleKind], during: Duration) -> Result<Vec<SeenBoard>, BleError> {
    let scanning = start_scans(adapters(&manager().await?).await?).await?;
    tokio::time::sleep(during).await;
    let mut found = Vec::new();
    for adapter in &scanning {
        for peripheral in adapter.peripherals().await.unwrap_or_default() {
            let Ok(Some(properties)) = peripheral.properties().await else {
                continue;
            };
            let name = properties.local_name.clone();
            for (kind, of) in kinds.iter().enumerate() {
                if of.matches(name.as_deref(), &properties.services) {
                    let board = SeenBoard {
                        kind,
                        name: name.clone(),
                        address: BleAddress(properties.address.into_inner()),
                    };
                    if !found.contains(&board) {
                        found.push(board);
                    }
                }
            }
        }
    }
    stop_scans(&scanning).await;
    Ok(found)
}

/// The first board of `kind` that `wanted` accepts, seen within `during`, and its adapter.
pub async fn find(
    manager: &Manager,
    kind: &BleKind,
    wanted: &BleWanted,
    during: Duration,
) -> Result<(Adapter, Peripheral), BleError> {
    let scanning = start_scans(adapters(manager).await?).await?;
    let found = async {
        loop {
            for adapter in &scanning {
                for peripheral in adapter.peripherals().await.unwrap_or_default() {
                    let Ok(Some(properties)) = peripheral.properties().await else {
                        continue;
                    };
                    let name = properties.local_name.as_deref();
                    if kind.matches(name, &properties.services)
                        && wanted.accepts(name, BleAddress(properties.address.into_inner()))
                    {
                        return (adapter.clone(), peripheral);
                    }
                }
            }
            tokio::time::sleep(SCAN_LOOK).await;
        }
    };
    let found = tokio::time::timeout(during, found).await;
    stop_scans(&scanning).await;
    found.map_err(|_| BleError::NotFound)
}

/// Connects, finds the protocol's characteristics, subscribes, and starts the task that sends
/// the notifications to annabella until the board is lost (the disconnection event, or the
/// notification stream ending: both said to annabella) or it is let go (`stop`). The write
/// characteristic.
pub async fn attach(
    board: FindBoard,
    adapter: Adapter,
    peripheral: Peripheral,
    outbox: Outbox<BleAnswer>,
    mut stop: tokio::sync::oneshot::Receiver<()>,
) -> Result<Characteristic, BleError> {
    let failed = |e: btleplug::Error| BleError::NotConnected(e.to_string());
    // Disconnections are watched from before the connection, so none is missed.
    let mut events = adapter.events().await.map_err(failed)?;
    if !peripheral.is_connected().await.unwrap_or(false) {
        peripheral.connect().await.map_err(failed)?;
    }
    peripheral.discover_services().await.map_err(failed)?;
    let characteristics = peripheral.characteristics();
    let by_uuid = |uuid| characteristics.iter().find(|c| c.uuid == uuid).cloned();
    let (Some(notify), Some(write)) = (by_uuid(board.notify), by_uuid(board.write)) else {
        let _ = peripheral.disconnect().await;
        return Err(BleError::NotConnected(format!(
            "it does not offer the service {}",
            board.kind.service
        )));
    };
    let mut stream = peripheral.notifications().await.map_err(failed)?;
    peripheral.subscribe(&notify).await.map_err(failed)?;
    // A board without the answers' characteristic still plays.
    let answers = match board.answers.and_then(by_uuid) {
        Some(characteristic) => {
            peripheral
                .subscribe(&characteristic)
                .await
                .map_err(failed)?;
            Some(characteristic.uuid)
        }
        None => None,
    };
    let id = peripheral.id();
    let connection = board.connection;
    let gone = move |outbox: &Outbox<BleAnswer>| {
        let _ = outbox.send(&BleAnswer::Disconnected { connection });
    };
    tokio::spawn(async move {
        loop {
            tokio::select! {
                notification = stream.next() => match notification {
                    Some(n) if n.uuid == board.notify || Some(n.uuid) == answers => {
                        let notified = BleAnswer::Notified {
                            connection,
                            characteristic: n.uuid,
                            bytes: n.value,
                        };
                        // annabella gone: nobody is left to tell.
                        if outbox.send(&notified).is_err() {
                            return;
                        }
                    }
                    Some(_) => {}
                    None => return gone(&outbox),
                },
                event = events.next() => match event {
                    Some(CentralEvent::DeviceDisconnected(lost)) if lost == id => {
                        return gone(&outbox);
                    }
                    Some(_) => {}
                    None => return gone(&outbox),
                },
                _ = &mut stop => return,
            }
        }
    });
    Ok(write)
}
