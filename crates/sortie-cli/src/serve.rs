//! `sortie serve` (and its old name `sortie web`): the online referee (`sortie-server`) with
//! the site `web/build.sh` makes, on 127.0.0.1 unless `--bind` says otherwise. It prints its
//! address and serves until Ctrl-C or SIGTERM.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use sortie_server::store::Durability;
use sortie_server::{Limits, Server, Settings};

use crate::out::{CliError, CliResult, say};

/// How hard the store holds a commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DurabilityArg {
    /// Every commit on the disk before it is acknowledged (survives a power loss).
    Full,
    /// Every commit in the operating system's hands before it is acknowledged (survives a
    /// crash of the server; a power loss may lose the last ones).
    Process,
}

/// Options of `sortie serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on: 127.0.0.1 (this machine only) unless you ask for more, such
    /// as 0.0.0.0 (every network of this machine).
    #[arg(long, default_value = "127.0.0.1")]
    bind: String,
    /// The port (0: any free port).
    #[arg(long, default_value_t = 8000)]
    port: u16,
    /// The database of matches (created if need be).
    #[arg(long, default_value = "sortie.db", value_name = "FILE")]
    db: PathBuf,
    /// The built site (default: `web/dist` here, else the checkout's `web/dist`, else none:
    /// the lobby and the play socket alone).
    #[arg(long, visible_alias = "dir", value_name = "DIR")]
    site: Option<PathBuf>,
    /// Finished matches are forgotten after this many days (0: never).
    #[arg(long, default_value_t = 30)]
    keep_days: u32,
    /// How hard a commit holds before an action is acknowledged.
    #[arg(long, value_enum, default_value_t = DurabilityArg::Full)]
    durability: DurabilityArg,
    /// Connections open at once.
    #[arg(long, default_value_t = Limits::default().max_connections)]
    max_connections: usize,
    /// Lets a new match name its seed (for tests and load programs only: whoever knows a
    /// seed knows every die to come).
    #[arg(long)]
    allow_fixed_seeds: bool,
    /// What the log on standard error tells: error, warn, info, debug.
    #[arg(long, default_value = "info")]
    log: tracing::Level,
}

/// The checkout's site, for `cargo run` from anywhere in it.
const CHECKOUT_SITE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/dist");

fn site(args: &ServeArgs) -> CliResult<Option<PathBuf>> {
    match &args.site {
        Some(d) if d.join("index.html").is_file() => Ok(Some(d.clone())),
        Some(d) => Err(format!(
            "{} has no index.html: build the site first with web/build.sh",
            d.display()
        )
        .into()),
        None if Path::new("web/dist/index.html").is_file() => Ok(Some(PathBuf::from("web/dist"))),
        None if Path::new(CHECKOUT_SITE).join("index.html").is_file() => {
            Ok(Some(PathBuf::from(CHECKOUT_SITE)))
        }
        None => Ok(None),
    }
}

/// Serves until Ctrl-C or SIGTERM.
///
/// # Errors
/// A site that is not built, a database that cannot be opened, an address that cannot be
/// listened on.
pub fn run(args: &ServeArgs) -> CliResult {
    let site = site(args)?;
    let _ = tracing_subscriber::fmt()
        .with_max_level(args.log)
        .with_writer(std::io::stderr)
        .with_target(false)
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(serve(args, site))
}

async fn serve(args: &ServeArgs, site: Option<PathBuf>) -> CliResult {
    let limits = Limits {
        max_connections: args.max_connections.max(1),
        ..Limits::default()
    };
    let settings = Settings {
        keep_days: args.keep_days,
        fixed_seeds: args.allow_fixed_seeds,
    };
    let durability = match args.durability {
        DurabilityArg::Full => Durability::Full,
        DurabilityArg::Process => Durability::Process,
    };
    let mut server = Server::open(&args.db, durability, limits, settings).map_err(CliError::Failed)?;
    if let Some(dir) = &site {
        server = server.with_site(dir);
    }
    let listener = tokio::net::TcpListener::bind((args.bind.as_str(), args.port))
        .await
        .map_err(|e| format!("cannot listen on {}:{}: {e}", args.bind, args.port))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address: {e}"))?;
    let what = site
        .as_ref()
        .map_or_else(|| "the lobby".to_owned(), |d| d.display().to_string());
    say!(
        "serving {what} at http://{addr}/ (database {}, {} matches restored; Ctrl-C stops)",
        args.db.display(),
        server.matches()
    )?;
    server
        .serve(listener, stop())
        .await
        .map_err(|e| CliError::Failed(format!("the server stopped: {e}")))
}

/// Ctrl-C, or SIGTERM on Unix.
async fn stop() {
    #[cfg(unix)]
    {
        let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(t) => t,
            Err(_) => return std::future::pending().await,
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
