//! Output that survives a closed pipe (`sortie demo | head -3`) and the one error type of the
//! subcommands.

use std::fmt;
use std::io::{self, Write};

/// Why a subcommand stopped early.
#[derive(Debug)]
pub enum CliError {
    /// A failure to report on one line (exit status 1).
    Failed(String),
    /// A bad option or combination of options, found after parsing (exit status 2, as a
    /// malformed argument).
    Usage(String),
    /// Whoever read the output has gone (a closed pipe): stop quietly (exit status 0).
    Closed,
}

/// The result of a subcommand.
pub type CliResult<T = ()> = Result<T, CliError>;

impl From<String> for CliError {
    fn from(msg: String) -> Self {
        CliError::Failed(msg)
    }
}

impl From<&str> for CliError {
    fn from(msg: &str) -> Self {
        CliError::Failed(msg.to_owned())
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError::Closed
        } else {
            CliError::Failed(format!("cannot write the output: {e}"))
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Failed(msg) | CliError::Usage(msg) => f.write_str(msg),
            CliError::Closed => f.write_str("the output was closed"),
        }
    }
}

/// Writes `text` and a newline to standard output, every control character but the line
/// breaks it is made of escaped (`\u{1b}`): what a file names (a catalog's planes, a replay's
/// strings) can neither retitle, clear nor recolour the reader's terminal.
///
/// # Errors
/// [`CliError::Closed`] when the reader has gone.
pub fn line(text: impl fmt::Display) -> CliResult {
    let text = text.to_string();
    let mut out = io::stdout().lock();
    let mut lines = text.split('\n');
    if let Some(first) = lines.next() {
        write!(out, "{}", sortie_core::text::printable(first))?;
    }
    for l in lines {
        write!(out, "\n{}", sortie_core::text::printable(l))?;
    }
    writeln!(out)?;
    Ok(())
}

/// `println!` that returns [`CliError::Closed`] instead of panicking on a closed pipe.
macro_rules! say {
    () => { $crate::out::line("") };
    ($($arg:tt)*) => { $crate::out::line(format_args!($($arg)*)) };
}
pub(crate) use say;
