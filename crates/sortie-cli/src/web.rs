//! `sortie web`: serves the site `web/build.sh` makes (the three games in the browser) on
//! 127.0.0.1 and prints its address. A small static server on `std::net`: GET and HEAD of the
//! files under one directory, with the content types a browser needs for modules, workers and
//! WebAssembly; nothing outside the directory is served.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::time::Duration;

use clap::Args;

use crate::out::{CliResult, say};

/// Options of `sortie web`.
#[derive(Args, Debug)]
pub struct WebArgs {
    /// The built site (default: `web/dist` here, else the checkout's `web/dist`).
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
    /// The port on 127.0.0.1 (0: any free port).
    #[arg(long, default_value_t = 8000)]
    port: u16,
}

/// The checkout's site, for `cargo run` from anywhere in it.
const CHECKOUT_SITE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/dist");

/// Serves the site until the process is stopped.
///
/// # Errors
/// A site that is not built, or a port that cannot be listened on.
pub fn run(args: &WebArgs) -> CliResult {
    let dir = match &args.dir {
        Some(d) => d.clone(),
        None if Path::new("web/dist/index.html").is_file() => PathBuf::from("web/dist"),
        None => PathBuf::from(CHECKOUT_SITE),
    };
    if !dir.join("index.html").is_file() {
        return Err(format!(
            "{} has no index.html: build the site first with web/build.sh",
            dir.display()
        )
        .into());
    }
    let root = dir
        .canonicalize()
        .map_err(|e| format!("cannot open {}: {e}", dir.display()))?;
    let listener = TcpListener::bind(("127.0.0.1", args.port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{}: {e}", args.port))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address: {e}"))?;
    say!("serving {} at http://{addr}/ (Ctrl-C stops)", dir.display())?;
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let root = root.clone();
        std::thread::spawn(move || {
            // A client that goes away mid-answer is no error of the server's.
            let _ = answer(stream, &root);
        });
    }
    Ok(())
}

/// The content type of a file, by its extension.
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

/// `%xx` escapes decoded; `None` for a bad escape or text that is not UTF-8.
fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The file under `root` a request target names, if it is one: `/` is `index.html`; a path
/// with `..`, a root or a prefix is refused.
fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("");
    let path = percent_decode(path)?;
    let rel = path.strip_prefix('/')?;
    let rel = if rel.is_empty() || rel.ends_with('/') {
        format!("{rel}index.html")
    } else {
        rel.to_owned()
    };
    let rel = Path::new(&rel);
    if !rel.components().all(|c| matches!(c, Component::Normal(_))) {
        return None;
    }
    let file = root.join(rel).canonicalize().ok()?;
    (file.starts_with(root) && file.is_file()).then_some(file)
}

/// Reads one request and answers it.
fn answer(stream: TcpStream, root: &Path) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request = String::new();
    reader.read_line(&mut request)?;
    // The headers: read and dropped (none changes the answer).
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let mut parts = request.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let mut out = stream;
    if method != "GET" && method != "HEAD" {
        return reply(
            &mut out,
            "405 Method Not Allowed",
            "text/plain",
            b"only GET and HEAD\n",
            true,
        );
    }
    match resolve(root, target) {
        Some(file) => match std::fs::read(&file) {
            Ok(body) => reply(&mut out, "200 OK", content_type(&file), &body, method == "GET"),
            Err(_) => reply(
                &mut out,
                "500 Internal Server Error",
                "text/plain",
                b"cannot read the file\n",
                true,
            ),
        },
        None => reply(
            &mut out,
            "404 Not Found",
            "text/plain",
            b"not found\n",
            method == "GET",
        ),
    }
}

fn reply(out: &mut TcpStream, status: &str, kind: &str, body: &[u8], with_body: bool) -> std::io::Result<()> {
    write!(
        out,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\n\
         X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if with_body {
        out.write_all(body)?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_resolve_inside_the_site_only() {
        let root = std::env::temp_dir().join(format!("sortie-web-unit-{}", std::process::id()));
        std::fs::create_dir_all(root.join("pkg")).unwrap();
        std::fs::write(root.join("index.html"), "<!doctype html>").unwrap();
        std::fs::write(root.join("pkg/a b.wasm"), [0u8, 97, 115, 109]).unwrap();
        let root = root.canonicalize().unwrap();
        assert_eq!(resolve(&root, "/"), Some(root.join("index.html")));
        assert_eq!(resolve(&root, "/index.html?x=1"), Some(root.join("index.html")));
        assert_eq!(resolve(&root, "/pkg/a%20b.wasm"), Some(root.join("pkg/a b.wasm")));
        assert_eq!(resolve(&root, "/../Cargo.toml"), None);
        assert_eq!(resolve(&root, "/pkg/%2e%2e/%2e%2e/etc/passwd"), None);
        assert_eq!(resolve(&root, "//etc/passwd"), None);
        assert_eq!(resolve(&root, "/nothing.js"), None);
        assert_eq!(resolve(&root, "/%zz"), None);
        assert_eq!(resolve(&root, "index.html"), None);
        assert_eq!(content_type(Path::new("x.wasm")), "application/wasm");
        assert_eq!(
            content_type(Path::new("worker.js")),
            "text/javascript; charset=utf-8"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }
}
