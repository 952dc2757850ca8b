//! The run's one sound companion, and the routes its events take to the outputs and the
//! microphone that asked.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::wire::{OutputId, SoundEvent, SoundQuestion};
use crate::companion::{Companion, CompanionError, CompanionLink};
use crate::core::message::{Message, Said};

/// Where an event goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Route {
    Output(OutputId),
    Microphone,
}

impl SoundEvent {
    /// The output or microphone this event is about.
    pub fn route(&self) -> Route {
        match self {
            Self::Opened { output, .. }
            | Self::NotOpened { output, .. }
            | Self::Onset { output, .. }
            | Self::Drained { output, .. }
            | Self::Glitches { output, .. }
            | Self::Failed { output, .. } => Route::Output(*output),
            Self::MicrophoneOpened
            | Self::NoMicrophone { .. }
            | Self::Captured { .. }
            | Self::MicrophoneGone => Route::Microphone,
        }
    }
}

/// What a route is given: each event about it, or once, the companion lost (its program
/// stopped, or sent something else), naming the part. Called on the link's reader thread: it
/// must never wait.
pub type RouteHandler = Arc<dyn Fn(Result<SoundEvent, Message>) + Send + Sync>;

#[derive(Default)]
struct Routes {
    handlers: HashMap<Route, RouteHandler>,
    /// Once the companion is lost, why; every route has been told.
    lost: Option<Message>,
}

/// The sound companion, running; shared by everything that plays or captures sound.
pub struct SoundCompanion {
    /// `None` until started; the link stops itself when the companion is lost.
    link: Arc<Mutex<Option<CompanionLink<SoundQuestion>>>>,
    routes: Arc<Mutex<Routes>>,
    next_output: AtomicU32,
}

impl std::fmt::Debug for SoundCompanion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SoundCompanion")
            .field("link", &self.link)
            .finish_non_exhaustive()
    }
}

/// The run's companion, once started: it is started once, and never again after it stopped
/// (that is said once; a second one behind the player's back would say nothing).
static RUNNING: Mutex<Option<Arc<SoundCompanion>>> = Mutex::new(None);

fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl SoundCompanion {
    /// The run's companion, started at the first call.
    pub fn running() -> Result<Arc<SoundCompanion>, CompanionError> {
        let mut running = locked(&RUNNING);
        if let Some(companion) = running.as_ref() {
            return Ok(Arc::clone(companion));
        }
        let companion = Arc::new(Self::start_program(&Companion::Sound.locate()?)?);
        *running = Some(Arc::clone(&companion));
        Ok(companion)
    }

    /// Starts `program` as the sound companion (a test's own).
    pub fn start_program(program: &Path) -> Result<SoundCompanion, CompanionError> {
        let routes = Arc::new(Mutex::new(Routes::default()));
        let link = Arc::new(Mutex::new(None::<CompanionLink<SoundQuestion>>));
        let (reading, ending) = (Arc::clone(&routes), Arc::clone(&link));
        let started = CompanionLink::start_program(
            Companion::Sound,
            program,
            move |event: Result<SoundEvent, CompanionError>| match event {
                Ok(event) => deliver(&reading, event),
                Err(error) => {
                    tracing::warn!("sound companion: {error}");
                    // Reaped here unless a question is being written: that write then fails
                    // and stops it.
                    if let Ok(mut link) = ending.try_lock()
                        && let Some(link) = link.as_mut()
                    {
                        link.stop();
                    }
                    lose(&reading, &error.message());
                }
            },
        )?;
        *locked(&link) = Some(started);
        Ok(SoundCompanion {
            link,
            routes,
            next_output: AtomicU32::new(0),
        })
    }

    /// A number for an output not opened yet.
    pub fn new_output(&self) -> OutputId {
        self.next_output.fetch_add(1, Ordering::Relaxed)
    }

    /// Sends `question`.
    pub fn send(&self, question: &SoundQuestion) -> Result<(), CompanionError> {
        match locked(&self.link).as_mut() {
            Some(link) => link.send(question),
            None => Err(CompanionError::Ended {
                companion: Companion::Sound,
            }),
        }
    }

    /// Sends `route`'s events to `handler` from now on; if the companion is already lost, the
    /// handler is told so at once.
    pub fn route(&self, route: Route, handler: RouteHandler) {
        let lost = {
            let mut routes = locked(&self.routes);
            let Some(lost) = routes.lost.clone() else {
                routes.handlers.insert(route, handler);
                return;
            };
            lost
        };
        // Told with the lock let go: a handler may route or unroute.
        handler(Err(lost));
    }

    /// Sends `route`'s events nowhere from now on.
    pub fn unroute(&self, route: Route) {
        locked(&self.routes).handlers.remove(&route);
    }
}

/// An event to its route's handler (one no longer routed is dropped: its output was closed).
fn deliver(routes: &Mutex<Routes>, event: SoundEvent) {
    let handler = locked(routes).handlers.get(&event.route()).cloned();
    if let Some(handler) = handler {
        handler(Ok(event));
    }
}

/// The companion is gone: every route is told once, and every later one at once.
fn lose(routes: &Mutex<Routes>, why: &Message) {
    let handlers: Vec<RouteHandler> = {
        let mut routes = locked(routes);
        if routes.lost.is_some() {
            return;
        }
        routes.lost = Some(why.clone());
        routes
            .handlers
            .drain()
            .map(|(_, handler)| handler)
            .collect()
    };
    for handler in handlers {
        handler(Err(why.clone()));
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;
    use std::time::Duration;

    use super::*;
    use crate::companion::stand_in_script as script;

    fn collecting() -> (RouteHandler, mpsc::Receiver<Result<SoundEvent, Message>>) {
        let (sent, received) = mpsc::channel();
        let sent = Mutex::new(sent);
        let handler: RouteHandler = Arc::new(move |event| {
            let _ = locked(&sent).send(event);
        });
        (handler, received)
    }

    const WITHIN: Duration = Duration::from_secs(20);

    #[test]
    fn each_event_goes_to_its_own_route() {
        let mut frames = Vec::new();
        for event in [
            SoundEvent::Drained {
                output: 1,
                through: 7,
            },
            SoundEvent::MicrophoneGone,
            SoundEvent::Drained {
                output: 0,
                through: 3,
            },
        ] {
            crate::companion::wire::write_frame(&mut frames, &event).unwrap();
        }
        let folder = tempfile::tempdir().unwrap();
        let events = folder.path().join("events");
        std::fs::write(&events, frames).unwrap();
        // The stand-in sends its events once the first question comes: the routes are set.
        let (_script_folder, program) = script(&format!(
            "head -c 1 >/dev/null; cat '{}'; exec sleep 600",
            events.display()
        ));
        let companion = SoundCompanion::start_program(&program).unwrap();
        let (zero, from_zero) = collecting();
        let (microphone, from_microphone) = collecting();
        companion.route(Route::Output(0), zero);
        companion.route(Route::Microphone, microphone);
        companion.send(&SoundQuestion::Close { output: 9 }).unwrap();
        assert_eq!(
            from_microphone.recv_timeout(WITHIN).unwrap(),
            Ok(SoundEvent::MicrophoneGone)
        );
        // Output 1's event has no route: dropped, not given to another.
        assert_eq!(
            from_zero.recv_timeout(WITHIN).unwrap(),
            Ok(SoundEvent::Drained {
                output: 0,
                through: 3
            })
        );
    }

    #[test]
    fn a_companion_that_stops_is_said_once_to_every_route_and_to_later_ones() {
        let (_folder, program) = script("head -c 1 >/dev/null; exit 3");
        let companion = SoundCompanion::start_program(&program).unwrap();
        let (output, from_output) = collecting();
        companion.route(Route::Output(0), output);
        let _ = companion.send(&SoundQuestion::Clear { output: 0 });
        let lost = from_output.recv_timeout(WITHIN).unwrap().unwrap_err();
        assert_eq!(lost.key(), "companion-ended");
        assert!(
            from_output
                .recv_timeout(Duration::from_millis(200))
                .is_err()
        );
        let (later, from_later) = collecting();
        companion.route(Route::Microphone, later);
        assert_eq!(
            from_later.recv_timeout(WITHIN).unwrap().unwrap_err().key(),
            "companion-ended"
        );
    }
}
