//! What the players type: lines from standard input. On a terminal, `rustyline` edits the
//! line, keeps a history and completes the choices of the moment with Tab; from a pipe (tests,
//! scripted sessions) the lines are read as they come and echoed after the prompt, so a
//! transcript reads as the session did.

use std::io::{BufRead, IsTerminal};

use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::MemHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor};

use super::term::Term;
use crate::out::CliResult;

/// The words Tab completes: the choices of the moment and the commands.
#[derive(Default)]
struct Choices {
    words: Vec<String>,
}

impl Completer for Choices {
    type Candidate = String;

    fn complete(&self, line: &str, pos: usize, _: &Context<'_>) -> rustyline::Result<(usize, Vec<String>)> {
        let typed = line.get(..pos).unwrap_or(line).to_ascii_lowercase();
        let mut found: Vec<String> = self
            .words
            .iter()
            .filter(|w| w.to_ascii_lowercase().starts_with(&typed))
            .cloned()
            .collect();
        found.dedup();
        Ok((0, found))
    }
}

impl Hinter for Choices {
    type Hint = String;
}

impl Highlighter for Choices {}

impl Validator for Choices {}

impl rustyline::Helper for Choices {}

enum Source {
    Piped(std::io::Lines<std::io::StdinLock<'static>>),
    Terminal(Box<Editor<Choices, MemHistory>>),
}

/// The lines the players type.
pub struct Input {
    source: Source,
}

impl Input {
    /// Standard input: with line editing when both it and the output are terminals.
    pub fn new() -> Self {
        let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
        let config = Config::builder()
            .completion_type(CompletionType::List)
            .auto_add_history(true)
            .build();
        let editor = terminal
            .then(|| Editor::<Choices, MemHistory>::with_history(config, MemHistory::new()).ok())
            .flatten();
        let source = match editor {
            Some(mut editor) => {
                editor.set_helper(Some(Choices::default()));
                Source::Terminal(Box::new(editor))
            }
            None => Source::Piped(std::io::stdin().lock().lines()),
        };
        Input { source }
    }

    /// Whether the players type at a terminal (rather than a script being piped in).
    pub fn is_terminal(&self) -> bool {
        matches!(self.source, Source::Terminal(_))
    }

    /// One line after `prompt`, Tab completing `words`; `None` when input has ended (or the
    /// player pressed Ctrl-C or Ctrl-D).
    pub fn read(&mut self, term: &mut Term, prompt: &str, words: Vec<String>) -> CliResult<Option<String>> {
        match &mut self.source {
            Source::Piped(lines) => {
                term.prompt(prompt)?;
                match lines.next() {
                    None => {
                        term.line("")?;
                        Ok(None)
                    }
                    Some(Err(e)) => Err(format!("cannot read input: {e}").into()),
                    Some(Ok(line)) => {
                        term.line(line.trim_end())?;
                        Ok(Some(line))
                    }
                }
            }
            Source::Terminal(editor) => {
                if let Some(helper) = editor.helper_mut() {
                    helper.words = words;
                }
                match editor.readline(prompt) {
                    Ok(line) => Ok(Some(line)),
                    Err(ReadlineError::Eof | ReadlineError::Interrupted) => Ok(None),
                    Err(e) => Err(format!("cannot read input: {e}").into()),
                }
            }
        }
    }
}
