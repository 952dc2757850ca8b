//! USB HID boards through their hidraw nodes (`/dev/hidrawN`): the transport of a Chessnut
//! board on USB, and finding such boards for `annabella boards`.
//!
//! A hidraw read is one input report and a write one output report (its first byte the report
//! id), so the link around it is the serial boards' own ([`super::serial::Link`]); only
//! opening differs: no line settings. Which USB device a node belongs to is in sysfs: the
//! kernel's `uevent` of `/sys/class/hidraw/hidrawN/device` holds `HID_ID=BUS:VENDOR:PRODUCT`
//! and `HID_NAME`.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::serial::{Connector, DeviceId, Port};

/// A hidraw node (`/dev/hidrawN`), opened again after every loss: each read is one input
/// report, each write one output report. Not a serial port: no line settings are made.
#[derive(Debug, Clone)]
pub struct HidrawConnector {
    pub path: PathBuf,
    pub read_timeout: Duration,
}

impl Connector for HidrawConnector {
    fn connect(&mut self) -> io::Result<Box<dyn Port>> {
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&self.path)
            .map_err(|e| match e.kind() {
                io::ErrorKind::NotFound => io::Error::new(
                    io::ErrorKind::NotFound,
                    "cannot be found (is the board plugged in?)",
                ),
                io::ErrorKind::PermissionDenied => io::Error::new(
                    io::ErrorKind::PermissionDenied,
                    "may not be opened (permission denied: a udev rule must give the board's \
                     hidraw node to the user)",
                ),
                _ => e,
            })?;
        Ok(Box::new(HidrawPort {
            file,
            read_timeout: self.read_timeout,
        }))
    }

    fn path(&self) -> Option<PathBuf> {
        Some(self.path.clone())
    }

    fn identity(&self) -> Option<DeviceId> {
        use std::os::unix::fs::MetadataExt;
        let metadata = std::fs::metadata(&self.path).ok()?;
        Some((metadata.dev(), metadata.ino(), metadata.rdev()))
    }
}

/// An open hidraw node whose reads wait at most `read_timeout` (so the link looks at its stop
/// flag), and end when the board is unplugged (the node hangs up).
#[derive(Debug)]
struct HidrawPort {
    file: std::fs::File,
    read_timeout: Duration,
}

impl Read for HidrawPort {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        use rustix::event::{PollFd, PollFlags, Timespec, poll};
        let timeout = Timespec::try_from(self.read_timeout)
            .map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
        let mut fds = [PollFd::new(&self.file, PollFlags::IN)];
        let ready = poll(&mut fds, Some(&timeout)).map_err(io::Error::from)?;
        if ready == 0 {
            return Err(io::Error::new(io::ErrorKind::TimedOut, "no report"));
        }
        let revents = fds[0].revents();
        if !revents.contains(PollFlags::IN)
            && revents.intersects(PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL)
        {
            return Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the board was unplugged",
            ));
        }
        Read::read(&mut self.file, buf)
    }
}

impl Write for HidrawPort {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        Write::write(&mut self.file, buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Where the kernel lists the hidraw nodes.
pub const SYS_HIDRAW: &str = "/sys/class/hidraw";

/// A USB HID device's ids, from its `uevent`'s `HID_ID=BUS:VENDOR:PRODUCT` (hexadecimal).
pub fn uevent_ids(uevent: &str) -> Option<(u16, u16)> {
    let id = uevent
        .lines()
        .find_map(|line| line.strip_prefix("HID_ID="))?;
    let mut parts = id.trim().split(':');
    let _bus = parts.next()?;
    let vendor = u32::from_str_radix(parts.next()?, 16).ok()?;
    let product = u32::from_str_radix(parts.next()?, 16).ok()?;
    Some((u16::try_from(vendor).ok()?, u16::try_from(product).ok()?))
}

/// The most nodes looked at (a machine has a few).
const NODES_MOST: usize = 256;
/// The most bytes of a `uevent` read.
const UEVENT_MOST: u64 = 4096;

/// The hidraw nodes (`/dev/hidrawN`) whose device `accepts` by its USB ids, listed under
/// `sys` (normally [`SYS_HIDRAW`]), sorted.
pub fn nodes_of(sys: &Path, accepts: impl Fn(u16, u16) -> bool) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(sys) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .take(NODES_MOST)
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let mut uevent = String::new();
            std::fs::File::open(entry.path().join("device/uevent"))
                .ok()?
                .take(UEVENT_MOST)
                .read_to_string(&mut uevent)
                .ok()?;
            let (vendor, product) = uevent_ids(&uevent)?;
            accepts(vendor, product).then(|| Path::new("/dev").join(entry.file_name()))
        })
        .collect();
    found.sort();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `uevent` in the kernel's format (`drivers/hid/hid-core.c` writes `HID_ID=%04X:%08X:%08X`)
    /// for a Chessnut Air at `2d80:8003`, the ids `AlChess`'s users report.
    const AIR_UEVENT: &str = "DRIVER=hid-generic\nHID_ID=0003:00002D80:00008003\n\
                              HID_NAME=Chessnut Air\nHID_PHYS=usb-0000:00:14.0-1/input0\n";

    #[test]
    fn a_nodes_usb_ids_from_its_uevent() {
        assert_eq!(uevent_ids(AIR_UEVENT), Some((0x2D80, 0x8003)));
        assert_eq!(uevent_ids("HID_NAME=x\n"), None);
        assert_eq!(uevent_ids("HID_ID=0003:zz:00008003\n"), None);
    }

    #[test]
    fn the_chessnut_nodes_are_found_among_the_others() {
        let sys = tempfile::tempdir().unwrap();
        for (node, uevent) in [
            (
                "hidraw0",
                "HID_ID=0003:0000046D:0000C52B\nHID_NAME=Logitech\n",
            ),
            ("hidraw2", AIR_UEVENT),
            ("hidraw1", "no ids here"),
        ] {
            let device = sys.path().join(node).join("device");
            std::fs::create_dir_all(&device).unwrap();
            std::fs::write(device.join("uevent"), uevent).unwrap();
        }
        let found = nodes_of(sys.path(), crate::core::boards::chessnut::is_chessnut_usb);
        assert_eq!(found, [PathBuf::from("/dev/hidraw2")]);
        assert!(nodes_of(&sys.path().join("none"), |_, _| true).is_empty());
    }
}
