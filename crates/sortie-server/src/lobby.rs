//! The lobby, HTTP and JSON under `/api`: the games, creating and listing matches, joining and
//! leaving a seat, a rematch, a finished match's replay, and the play socket's upgrade.
//!
//! | method and path | body | answer |
//! | --- | --- | --- |
//! | `GET /api/games` | | each game's name, seats, options, variants (as the page's setup shows them) |
//! | `GET /api/status` | | `{"protocol", "matches", "sockets"}`: the matches in memory and the play sockets open |
//! | `POST /api/matches` | [`CreateMatch`] | [`MatchInfo`](crate::protocol::MatchInfo) (201) |
//! | `GET /api/matches` | | the matches with an open seat: [`MatchInfo`](crate::protocol::MatchInfo)s |
//! | `GET /api/matches/{id}` | | [`MatchInfo`](crate::protocol::MatchInfo) |
//! | `POST /api/matches/{id}/join` | [`JoinRequest`] | [`Joined`](crate::protocol::Joined): the seat's credential |
//! | `POST /api/matches/{id}/leave` | (`Authorization: Bearer <credential>`) | `{"seat": n}` |
//! | `POST /api/matches/{id}/rematch` | (`Authorization: Bearer <credential>`) | [`Joined`](crate::protocol::Joined), in the rematch |
//! | `GET /api/matches/{id}/replay` | | the replay file and the commitment's salt, once the game is over |
//! | `GET /api/play` | | the play socket (WebSocket upgrade; see [`protocol`](crate::protocol)) |
//!
//! Errors are [`ApiError`]s: 400 a request the lobby refuses, 401 a credential that holds no
//! seat, 404 no such match, 409 the game is in the wrong state for it, 413 a body too large,
//! 503 the server at its limits, 500 the store failed.

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};

use crate::hub::Hub;
use crate::protocol::{ApiError, CreateMatch, ErrorCode, JoinRequest};
use crate::referee::Command;

/// An [`ApiError`] with its status.
struct Failure(StatusCode, ApiError);

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        (self.0, Json(self.1)).into_response()
    }
}

impl From<ApiError> for Failure {
    fn from(e: ApiError) -> Self {
        let status = match e.code {
            ErrorCode::NoMatch => StatusCode::NOT_FOUND,
            ErrorCode::Credential => StatusCode::UNAUTHORIZED,
            ErrorCode::Busy => StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Storage => StatusCode::INTERNAL_SERVER_ERROR,
            ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::Conflict => StatusCode::CONFLICT,
            _ => StatusCode::BAD_REQUEST,
        };
        Failure(status, e)
    }
}

/// A JSON body, or a one-line error naming what is wrong with it.
fn body<T>(b: Result<Json<T>, JsonRejection>) -> Result<T, Failure> {
    match b {
        Ok(Json(v)) => Ok(v),
        Err(JsonRejection::BytesRejection(e)) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(Failure(
            StatusCode::PAYLOAD_TOO_LARGE,
            ApiError {
                code: ErrorCode::TooLarge,
                error: "the body is over the size limit".into(),
            },
        )),
        Err(e) => Err(Failure(
            StatusCode::BAD_REQUEST,
            ApiError {
                code: ErrorCode::BadMessage,
                error: sortie_core::text::clip(&e.body_text()).into_owned(),
            },
        )),
    }
}

/// The credential of an `Authorization: Bearer` header.
fn bearer(headers: &HeaderMap) -> Result<String, Failure> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty() && c.len() <= 128)
        .ok_or_else(|| {
            Failure(
                StatusCode::UNAUTHORIZED,
                ApiError {
                    code: ErrorCode::Credential,
                    error: "this needs the seat's credential as `Authorization: Bearer <credential>`".into(),
                },
            )
        })
}

async fn games() -> Response {
    let games: Value = serde_json::from_str(&sortie_web::games()).unwrap_or(Value::Null);
    Json(games).into_response()
}

async fn create(
    State(hub): State<Arc<Hub>>,
    b: Result<Json<CreateMatch>, JsonRejection>,
) -> Result<Response, Failure> {
    let req = body(b)?;
    let info = hub.create(req).await?;
    Ok((StatusCode::CREATED, Json(info)).into_response())
}

/// For operators and health checks: the matches in memory and the play sockets open.
async fn status(State(hub): State<Arc<Hub>>) -> Response {
    Json(json!({
        "protocol": crate::protocol::PROTOCOL_VERSION,
        "matches": hub.len(),
        "sockets": hub.sockets_open(),
    }))
    .into_response()
}

async fn list(State(hub): State<Arc<Hub>>) -> Response {
    Json(hub.open_matches(100)).into_response()
}

async fn info(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, Failure> {
    let info = hub.ask(&id, |reply| Command::Info { reply }).await?;
    Ok(Json(info).into_response())
}

async fn join(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    b: Result<Json<JoinRequest>, JsonRejection>,
) -> Result<Response, Failure> {
    // An empty body asks for the first open seat.
    let req = match b {
        Err(JsonRejection::MissingJsonContentType(_)) => JoinRequest::default(),
        b => body(b)?,
    };
    let joined = hub.join(&id, req.seat).await?;
    Ok(Json(joined).into_response())
}

async fn leave(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let credential = bearer(&headers)?;
    let seat = hub
        .ask(&id, |reply| Command::Leave { credential, reply })
        .await??;
    Ok(Json(json!({ "seat": seat })).into_response())
}

async fn rematch(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let credential = bearer(&headers)?;
    let joined = hub.rematch(&id, credential).await?;
    Ok(Json(joined).into_response())
}

async fn replay(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, Failure> {
    let doc = hub.ask(&id, |reply| Command::Replay { reply }).await??;
    Ok(Json(doc).into_response())
}

async fn play(State(hub): State<Arc<Hub>>, ws: WebSocketUpgrade) -> Result<Response, Failure> {
    let permit = Arc::clone(&hub.sockets).try_acquire_owned().map_err(|_| {
        Failure(
            StatusCode::SERVICE_UNAVAILABLE,
            ApiError {
                code: ErrorCode::Busy,
                error: "the server holds as many play sockets as it may".into(),
            },
        )
    })?;
    let limit = hub.limits.max_message_bytes;
    Ok(ws
        // A read buffer the size of the largest message, not tungstenite's 128 KiB: it is
        // held by every connection.
        .read_buffer_size(limit)
        .max_message_size(limit)
        .max_frame_size(limit)
        .max_write_buffer_size(4 << 20)
        .on_upgrade(move |socket| crate::socket::serve(socket, hub, permit)))
}

async fn no_route() -> Failure {
    Failure(
        StatusCode::NOT_FOUND,
        ApiError {
            code: ErrorCode::NoMatch,
            error: "no such path in the lobby (see docs/server.md)".into(),
        },
    )
}

/// The lobby's routes, under `/api`.
pub(crate) fn routes(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/api/games", get(games))
        .route("/api/status", get(status))
        .route("/api/matches", post(create).get(list))
        .route("/api/matches/{id}", get(info))
        .route("/api/matches/{id}/join", post(join))
        .route("/api/matches/{id}/leave", post(leave))
        .route("/api/matches/{id}/rematch", post(rematch))
        .route("/api/matches/{id}/replay", get(replay))
        .route("/api/play", get(play))
        .route("/api/{*rest}", get(no_route).post(no_route))
        .with_state(hub)
}
