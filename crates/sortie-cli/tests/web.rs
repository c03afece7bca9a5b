//! `sortie serve` under its old name `sortie web`: the static files of the site (what it
//! serves, with which content types, and what it refuses), and the site `web/build.sh` makes played end to end in headless Chromium by
//! `tests/browser/web.mjs`: a whole game of each game by clicking against the bot, at 1280×800
//! and on a phone's 390×844, every screen checked for sideways scrolling, small targets and
//! axe-core's serious violations, the replays it saves verified here by `sortie replay verify`.
//!
//! The browser test needs the built site (`web/build.sh`, or `$SORTIE_SITE`), Chromium
//! (`/usr/bin/chromium`, or `$CHROMIUM`) and `npm ci` in `tests/browser`, so it is ignored by
//! default; `.ci/run` builds the site and runs it with `--ignored`. Screenshots and replays land
//! in the target directory (`web/`).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// `sortie web` (`sortie serve`) serving `dir` on a free port, and its address
/// (`http://127.0.0.1:PORT/`).
struct Server {
    child: Child,
    url: String,
}

impl Server {
    fn start(dir: &Path) -> Server {
        let db = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("web-{}.db", std::process::id()));
        let mut child = Command::new(env!("CARGO_BIN_EXE_sortie"))
            .args(["web", "--port", "0", "--db"])
            .arg(&db)
            .arg("--dir")
            .arg(dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://127.0.0.1:"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_owned();
        assert!(
            line.starts_with(&format!("serving {} at http://127.0.0.1:", dir.display())),
            "{line}"
        );
        Server { child, url }
    }

    fn port(&self) -> u16 {
        self.url
            .trim_start_matches("http://127.0.0.1:")
            .trim_end_matches('/')
            .parse()
            .unwrap()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The status line, the headers (lower-case names) and the body of one raw request.
fn request(port: u16, raw: &str) -> (String, Vec<(String, String)>, Vec<u8>) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    // One request a connection: the server closes it after the answer.
    let raw = match raw.split_once("\r\n") {
        Some((line, rest)) => format!("{line}\r\nConnection: close\r\n{rest}"),
        None => raw.to_owned(),
    };
    s.write_all(raw.as_bytes()).unwrap();
    let mut all = Vec::new();
    s.read_to_end(&mut all).unwrap();
    let end = all.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8(all[..end].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap().to_owned();
    let headers = lines
        .map(|l| {
            let (k, v) = l.split_once(": ").unwrap();
            (k.to_ascii_lowercase(), v.to_owned())
        })
        .collect();
    (status, headers, all[end + 4..].to_vec())
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> &'a str {
    headers.iter().find(|(k, _)| k == name).map_or("", |(_, v)| v)
}

#[test]
fn the_server_serves_the_site_and_nothing_else() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web-server-site");
    std::fs::create_dir_all(dir.join("pkg")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    std::fs::write(dir.join("worker.js"), "self.onmessage = () => {};").unwrap();
    std::fs::write(dir.join("pkg/sortie_web_bg.wasm"), b"\0asm\x01\0\0\0").unwrap();
    std::fs::write(dir.parent().unwrap().join("web-server-secret.txt"), "secret").unwrap();
    let server = Server::start(&dir);
    let port = server.port();

    let (status, headers, body) = request(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert_eq!(header(&headers, "content-type"), "text/html");
    assert_eq!(header(&headers, "x-content-type-options"), "nosniff");
    assert_eq!(body, b"<!doctype html><title>t</title>");
    let (status, headers, body) = request(port, "GET /pkg/sortie_web_bg.wasm HTTP/1.1\r\n\r\n");
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert_eq!(header(&headers, "content-type"), "application/wasm");
    assert_eq!(header(&headers, "content-length"), "8");
    assert_eq!(body, b"\0asm\x01\0\0\0");
    let (_, headers, _) = request(port, "GET /worker.js?v=2 HTTP/1.1\r\n\r\n");
    assert_eq!(header(&headers, "content-type"), "text/javascript");
    let (status, headers, body) = request(port, "HEAD /worker.js HTTP/1.1\r\n\r\n");
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert_eq!(header(&headers, "content-length"), "26");
    assert!(body.is_empty());
    for bad in [
        "/../web-server-secret.txt",
        "/%2e%2e/web-server-secret.txt",
        "/pkg/../../web-server-secret.txt",
        "/missing.js",
    ] {
        let (status, _, _) = request(port, &format!("GET {bad} HTTP/1.1\r\n\r\n"));
        assert_eq!(status, "HTTP/1.1 404 Not Found", "{bad}");
    }
    let (status, _, _) = request(port, "POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n");
    assert_eq!(status, "HTTP/1.1 405 Method Not Allowed");
    let (status, _, _) = request(port, "nonsense\r\n\r\n");
    assert_eq!(status, "HTTP/1.1 400 Bad Request");
}

#[test]
fn the_server_refuses_a_site_that_is_not_built() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web-server-empty");
    std::fs::create_dir_all(&dir).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(["web", "--port", "0", "--dir"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: {} has no index.html: build the site first with web/build.sh\n",
            dir.display()
        )
    );
}

#[test]
#[ignore = "needs the built site (web/build.sh), Chromium and `npm ci` in tests/browser; .ci/run runs it"]
fn the_site_plays_whole_games_in_chromium() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let site = std::env::var_os("SORTIE_SITE").map_or_else(|| root.join("web/dist"), PathBuf::from);
    assert!(
        site.join("index.html").is_file() && site.join("pkg/sortie_web_bg.wasm").is_file(),
        "{} is not a built site: run web/build.sh first",
        site.display()
    );
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web");
    std::fs::create_dir_all(&out).unwrap();
    let server = Server::start(&site);
    let run = Command::new("node")
        .current_dir(root.join("tests/browser"))
        .arg("web.mjs")
        .arg(&server.url)
        .arg(&out)
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    println!("{stdout}{stderr}");
    assert!(run.status.success(), "the browser test failed:\n{stdout}{stderr}");
    // The replays the page saved, at 1280×800 and on the phone, are the CLI's: they verify,
    // to the end of the game.
    for (game, size) in ["airstrategic", "topgun", "sentando"]
        .into_iter()
        .flat_map(|g| [(g, ""), (g, "-phone")])
    {
        let file = out.join(format!("{game}{size}.json"));
        let verify = Command::new(env!("CARGO_BIN_EXE_sortie"))
            .args(["replay", "verify"])
            .arg(&file)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&verify.stdout);
        println!("{game}: {said}");
        assert!(
            verify.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&verify.stderr)
        );
        assert!(said.starts_with(&format!("ok: {game} seed 7, ")), "{said}");
        assert!(!said.contains("game not finished"), "{said}");
    }
}
