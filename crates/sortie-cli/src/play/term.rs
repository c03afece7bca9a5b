//! The terminal: standard output with colour where it supports it (`anstream` strips the
//! styles when the output is piped, or as `--color` says), and the styles of the screens.

use std::fmt::Display;
use std::io::{IsTerminal, Stdout, Write};

use anstream::{AutoStream, ColorChoice};
use anstyle::{AnsiColor, Style};

use super::wrap::{DEFAULT_WIDTH, MIN_WIDTH, wrap};
use crate::out::CliResult;

/// Where the screens go.
pub struct Term {
    out: AutoStream<Stdout>,
    terminal: bool,
    fixed: Option<usize>,
}

impl Term {
    /// Standard output, coloured as `color` says (`auto`: when it is a terminal and the
    /// environment does not ask for plain text), `width` columns wide (`--columns`), or as
    /// wide as the terminal is.
    pub fn new(color: ColorChoice, width: Option<usize>) -> Self {
        let terminal = std::io::stdout().is_terminal();
        Term {
            out: AutoStream::new(std::io::stdout(), color),
            terminal,
            fixed: width,
        }
    }

    /// The columns to fit: `--columns`; else the terminal's own width, asked each time so that
    /// a resized window is followed; else `COLUMNS`; else 80.
    pub fn width(&self) -> usize {
        let asked = self
            .fixed
            .or_else(|| {
                self.terminal
                    .then(|| console::Term::stdout().size_checked())
                    .flatten()
                    .map(|(_, cols)| usize::from(cols))
            })
            .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
            .filter(|&w| w > 0)
            .unwrap_or(DEFAULT_WIDTH);
        asked.max(MIN_WIDTH)
    }

    /// Writes `text` and a newline, every line fitted to [`Term::width`] at word boundaries.
    pub fn line(&mut self, text: impl Display) -> CliResult {
        let text = wrap(&text.to_string(), self.width());
        writeln!(self.out, "{text}")?;
        Ok(())
    }

    /// Writes `text` without a newline and flushes it.
    pub fn prompt(&mut self, text: impl Display) -> CliResult {
        write!(self.out, "{text}")?;
        self.out.flush()?;
        Ok(())
    }

    /// Clears the screen (on a terminal) so the next seat cannot read the last one's.
    pub fn clear(&mut self) -> CliResult {
        if self.terminal {
            write!(self.out, "\x1b[2J\x1b[3J\x1b[H")?;
            self.out.flush()?;
        }
        Ok(())
    }
}

/// `--color`: when to colour the screens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Color {
    /// When standard output is a terminal (and `NO_COLOR` is unset).
    #[default]
    Auto,
    /// Always, even into a pipe.
    Always,
    /// Never.
    Never,
}

impl Color {
    /// The choice for `anstream`.
    pub fn choice(self) -> ColorChoice {
        match self {
            Color::Auto => ColorChoice::Auto,
            Color::Always => ColorChoice::Always,
            Color::Never => ColorChoice::Never,
        }
    }
}

/// `text` in `style`.
pub fn paint(style: Style, text: impl Display) -> String {
    format!("{style}{text}{style:#}")
}

/// A colour as a style.
pub const fn fg(color: AnsiColor) -> Style {
    Style::new().fg_color(Some(anstyle::Color::Ansi(color)))
}

/// Bold.
pub fn bold(text: impl Display) -> String {
    paint(Style::new().bold(), text)
}

/// Dimmed (what matters less: empty hexes, hints of notation).
pub fn dim(text: impl Display) -> String {
    paint(Style::new().dimmed(), text)
}

/// A warning (a fatal move, a bad entry).
pub fn warn(text: impl Display) -> String {
    paint(fg(AnsiColor::Red).bold(), text)
}

/// Something to type: a key of a choice, a command.
pub fn key(text: impl Display) -> String {
    paint(fg(AnsiColor::Cyan).bold(), text)
}

/// A heading.
pub fn heading(text: impl Display) -> String {
    paint(fg(AnsiColor::Yellow).bold(), text)
}

/// Good news (a lock, a kill, a win).
pub fn good(text: impl Display) -> String {
    paint(fg(AnsiColor::Green).bold(), text)
}

/// The colour of seat `i` of a game: its teams' colours where it has them.
pub fn seat_style(game: &str, i: usize) -> Style {
    let colors: &[AnsiColor] = match game {
        "airstrategic" => &[AnsiColor::Blue, AnsiColor::Red],
        "topgun" => &[AnsiColor::Magenta, AnsiColor::Blue],
        "topgun-crews" => &[
            AnsiColor::Magenta,
            AnsiColor::Magenta,
            AnsiColor::Blue,
            AnsiColor::Blue,
        ],
        _ => &[
            AnsiColor::Blue,
            AnsiColor::Red,
            AnsiColor::Green,
            AnsiColor::Yellow,
            AnsiColor::Magenta,
            AnsiColor::Cyan,
        ],
    };
    colors
        .get(i % colors.len().max(1))
        .map_or(Style::new(), |c| fg(*c).bold())
}
