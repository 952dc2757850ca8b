//! The little HTTP/1.1 the broadcast speaks: one request a connection, read with a size limit,
//! answered and closed. `GET` and `HEAD` of `/game.pgn`; everything else is refused with its
//! status. Nothing from the request is ever written back.

use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::{SystemTime, UNIX_EPOCH};

/// The most a request may take (its line and headers): a poller's request is a few hundred bytes.
pub const REQUEST_LIMIT: usize = 8 * 1024;

/// What a client asked, as far as the broadcast cares: words of the request's own bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request<'a> {
    pub method: &'a str,
    pub path: &'a str,
    /// The `If-None-Match` header's value, if any.
    pub if_none_match: Option<&'a str>,
}

/// Why a request could not be read.
#[derive(Debug)]
pub enum BadRequest {
    /// Not HTTP: no request line, or headers that do not parse.
    Malformed,
    /// Longer than [`REQUEST_LIMIT`].
    TooLarge,
}

/// The request in the bytes received so far: `None` while its headers have not ended.
pub fn parse_request(bytes: &[u8]) -> Result<Option<Request<'_>>, BadRequest> {
    let Some(end) = find(bytes, b"\r\n\r\n") else {
        return if bytes.len() > REQUEST_LIMIT {
            Err(BadRequest::TooLarge)
        } else {
            Ok(None)
        };
    };
    if end > REQUEST_LIMIT {
        return Err(BadRequest::TooLarge);
    }
    let head = std::str::from_utf8(&bytes[..end]).map_err(|_| BadRequest::Malformed)?;
    let mut lines = head.split("\r\n");
    let mut words = lines.next().unwrap_or_default().split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return Err(BadRequest::Malformed);
    };
    if !version.starts_with("HTTP/1.") || method.is_empty() || !target.starts_with('/') {
        return Err(BadRequest::Malformed);
    }
    let mut if_none_match = None;
    for line in lines {
        let (name, value) = line.split_once(':').ok_or(BadRequest::Malformed)?;
        if name.eq_ignore_ascii_case("if-none-match") {
            if_none_match = Some(value.trim());
        }
    }
    // The query string does not name another resource.
    let path = target.split_once('?').map_or(target, |(path, _)| path);
    Ok(Some(Request {
        method,
        path,
        if_none_match,
    }))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

/// Whether an `If-None-Match` value names `etag` (or is `*`).
pub fn matches(if_none_match: &str, etag: &str) -> bool {
    if_none_match.trim() == "*"
        || if_none_match
            .split(',')
            .map(str::trim)
            .any(|tag| tag == etag || tag.strip_prefix("W/") == Some(etag))
}

/// One response: status, extra headers, body (left out for HEAD and 304).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

impl Response {
    /// A status with a one-line text body.
    pub fn plain(status: u16, text: &str) -> Self {
        Self {
            status,
            headers: vec![("Content-Type", "text/plain; charset=utf-8".to_owned())],
            body: format!("{text}\n").into_bytes(),
        }
    }

    /// The response's bytes; `with_body` false for HEAD.
    pub fn bytes(&self, with_body: bool) -> Vec<u8> {
        let mut bytes = Vec::new();
        // Writing to a vector cannot fail.
        let _ = self.write(&mut bytes, with_body);
        bytes
    }

    /// Writes the response; `with_body` false for HEAD.
    pub fn write(&self, stream: &mut impl Write, with_body: bool) -> io::Result<()> {
        let mut head = format!("HTTP/1.1 {} {}\r\n", self.status, reason(self.status));
        for (name, value) in &self.headers {
            let _ = write!(head, "{name}: {value}\r\n");
        }
        let body: &[u8] = if self.status == 304 { &[] } else { &self.body };
        let _ = write!(
            head,
            "Content-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        stream.write_all(head.as_bytes())?;
        if with_body {
            stream.write_all(body)?;
        }
        stream.flush()
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        304 => "Not Modified",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "Error",
    }
}

/// An HTTP date (RFC 9110's IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`.
pub fn http_date(at: SystemTime) -> String {
    let seconds = at
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let days = seconds / 86_400;
    let (hour, minute, second) = (seconds / 3600 % 24, seconds / 60 % 60, seconds % 60);
    // 1970-01-01 was a Thursday.
    let weekday = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][(days % 7) as usize];
    let (year, month, day) = crate::journal::civil_from_days(i64::try_from(days).unwrap_or(0));
    let month = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ][(month - 1) as usize];
    format!("{weekday}, {day:02} {month} {year} {hour:02}:{minute:02}:{second:02} GMT")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_request_is_read_up_to_its_headers_end() {
        let text = b"GET /game.pgn?x=1 HTTP/1.1\r\nHost: a\r\nIf-None-Match: \"abc\"\r\n\r\n";
        let request = parse_request(text).unwrap().unwrap();
        assert_eq!(request.method, "GET");
        assert_eq!(request.path, "/game.pgn");
        assert_eq!(request.if_none_match, Some("\"abc\""));
        assert!(matches!(
            parse_request(b"hello\r\n\r\n"),
            Err(BadRequest::Malformed)
        ));
        let long = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(REQUEST_LIMIT));
        assert!(matches!(
            parse_request(long.as_bytes()),
            Err(BadRequest::TooLarge)
        ));
        let endless = "a".repeat(REQUEST_LIMIT + 1);
        assert!(matches!(
            parse_request(endless.as_bytes()),
            Err(BadRequest::TooLarge)
        ));
        // Not ended yet: more is awaited.
        assert!(matches!(parse_request(b"GET / HTTP/1.1\r\n"), Ok(None)));
    }

    #[test]
    fn if_none_match_names_the_tag_among_others() {
        assert!(matches("\"a\", \"b\"", "\"b\""));
        assert!(matches("*", "\"b\""));
        assert!(matches("W/\"b\"", "\"b\""));
        assert!(!matches("\"a\"", "\"b\""));
    }

    #[test]
    fn http_dates_are_imf_fixdates() {
        assert_eq!(http_date(UNIX_EPOCH), "Thu, 01 Jan 1970 00:00:00 GMT");
        let at = UNIX_EPOCH + Duration::from_secs(784_111_777);
        assert_eq!(http_date(at), "Sun, 06 Nov 1994 08:49:37 GMT");
        let leap = UNIX_EPOCH + Duration::from_secs(1_709_210_096);
        assert_eq!(http_date(leap), "Thu, 29 Feb 2024 12:34:56 GMT");
    }
}
