//! The server: the lobby and the play socket ([`Server::router`], an axum `Router` to serve
//! alone or inside an app of one's own), the site's static files, and an accept loop
//! ([`Server::serve`]) that holds against hostile clients: a cap on connections, a time and
//! size limit on every request head, a size limit and a time limit on every lobby request.

use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::http::{HeaderValue, header};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

use crate::hub::{Hub, Settings};
use crate::limits::Limits;
use crate::store::{Durability, Sqlite, Store};

/// A referee server: its matches, restored from its store when it starts.
///
/// ```no_run
/// # async fn run() -> Result<(), String> {
/// use sortie_server::{Limits, Server, Settings};
/// use sortie_server::store::Durability;
///
/// let server = Server::open("sortie.db".as_ref(), Durability::Full, Limits::default(), Settings::default())?
///     .with_site("web/dist".as_ref());
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:8000").await.map_err(|e| e.to_string())?;
/// server.serve(listener, std::future::pending()).await.map_err(|e| e.to_string())
/// # }
/// ```
#[derive(Clone)]
pub struct Server {
    hub: Arc<Hub>,
    site: Option<PathBuf>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server")
            .field("matches", &self.hub.len())
            .field("site", &self.site)
            .finish()
    }
}

impl Server {
    /// A server over the SQLite store in `db` (created if need be), every unfinished match in
    /// it restored. Must be called inside a tokio runtime.
    ///
    /// # Errors
    /// A store that cannot be opened or read.
    pub fn open(
        db: &Path,
        durability: Durability,
        limits: Limits,
        settings: Settings,
    ) -> Result<Server, String> {
        let store = Sqlite::open(db, durability).map_err(|e| format!("{}: {e}", db.display()))?;
        Self::with_store(Arc::new(store), limits, settings)
    }

    /// A server over any [`Store`]. Must be called inside a tokio runtime.
    ///
    /// # Errors
    /// A store that cannot be read.
    pub fn with_store(store: Arc<dyn Store>, limits: Limits, settings: Settings) -> Result<Server, String> {
        let hub = Hub::open(store, limits, settings)?;
        // Every minute, forget the referees that stopped; every hour, the matches finished
        // longer ago than the server keeps them.
        let keeper = Arc::clone(&hub);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(std::time::Duration::from_secs(60));
            for minute in 0u64.. {
                every.tick().await;
                keeper.sweep();
                if minute % 60 == 0 {
                    keeper.prune().await;
                }
            }
        });
        Ok(Server { hub, site: None })
    }

    /// Serves the static files under `dir` (the site `web/build.sh` makes) besides the lobby.
    #[must_use]
    pub fn with_site(mut self, dir: &Path) -> Self {
        self.site = Some(dir.to_owned());
        self
    }

    /// How many matches the server holds in memory.
    #[must_use]
    pub fn matches(&self) -> usize {
        self.hub.len()
    }

    /// The lobby (`/api/...`, the play socket at `/api/play`) and, with a site, its files at
    /// every other path: an axum `Router` to serve or nest in an app of one's own.
    pub fn router(&self) -> Router {
        let limits = self.hub.limits;
        let api = crate::lobby::routes(Arc::clone(&self.hub))
            .layer(axum::extract::DefaultBodyLimit::max(limits.max_body_bytes))
            .layer(TimeoutLayer::with_status_code(
                axum::http::StatusCode::REQUEST_TIMEOUT,
                limits.request_timeout,
            ));
        let app = match &self.site {
            Some(dir) => api.fallback_service(
                tower::ServiceBuilder::new()
                    .layer(CompressionLayer::new())
                    .service(ServeDir::new(dir).append_index_html_on_directories(true)),
            ),
            None => api,
        };
        app.layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
    }

    /// Accepts connections on `listener` until `shutdown` completes: at most
    /// [`Limits::max_connections`] at once (one more is closed at once), each request's head
    /// within [`Limits::head_timeout`] and [`Limits::max_head_bytes`].
    ///
    /// # Errors
    /// None so far: failures to accept are logged and the loop goes on.
    pub async fn serve(
        self,
        listener: TcpListener,
        shutdown: impl Future<Output = ()>,
    ) -> std::io::Result<()> {
        let limits = self.hub.limits;
        let router = self.router();
        let connections = Arc::new(Semaphore::new(limits.max_connections));
        tokio::pin!(shutdown);
        loop {
            let accepted = tokio::select! {
                a = listener.accept() => a,
                () = &mut shutdown => return Ok(()),
            };
            let (stream, _peer) = match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of file descriptors, say: wait a little rather than spin.
                    tracing::warn!("accept: {e}");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
            };
            let Ok(permit) = Arc::clone(&connections).try_acquire_owned() else {
                drop(stream);
                continue;
            };
            let _ = stream.set_nodelay(true);
            let service = TowerToHyperService::new(router.clone());
            tokio::spawn(async move {
                let _permit = permit;
                let conn = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(limits.head_timeout)
                    .max_buf_size(limits.max_head_bytes.max(8192))
                    .serve_connection(TokioIo::new(stream), service)
                    .with_upgrades();
                if let Err(e) = conn.await {
                    tracing::debug!("connection: {e}");
                }
            });
        }
    }
}

impl Server {
    /// The server's settings.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.hub.settings
    }

    /// The server's limits.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.hub.limits
    }
}
