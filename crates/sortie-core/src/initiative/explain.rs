//! Explanations: each decision in words, ready to show players.

use std::fmt::{self, Display};

use super::{Decision, Resolution, RollOffReason};

fn list<P: Display, V: Display>(items: &[(P, V)]) -> String {
    items
        .iter()
        .map(|(p, v)| format!("{p} {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn names<P: Display, V>(items: &[(P, V)]) -> String {
    let mut v: Vec<String> = items.iter().map(|(p, _)| p.to_string()).collect();
    v.sort();
    v.join(", ")
}

impl<P: Display> Display for Decision<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::Priority(all) => write!(f, "initiative: {}", list(all)),
            Decision::History {
                priority,
                rounds_back,
                values,
            } => {
                let when = match rounds_back {
                    1 => "last round's cards".to_owned(),
                    n => format!("cards of {n} rounds ago"),
                };
                write!(f, "{} tied at {priority}: {when} {}", names(values), list(values))
            }
            Decision::RollOff {
                priority,
                reason,
                rolls,
            } => {
                let why = match reason {
                    RollOffReason::FirstRound => "first round",
                    RollOffReason::Reshuffled => "a tied player refueled",
                    RollOffReason::HistoryExhausted => "history exhausted",
                    RollOffReason::EqualRolls => "equal rolls, re-roll",
                };
                write!(
                    f,
                    "{} tied at {priority} ({why}): rolled {}",
                    names(rolls),
                    list(rolls)
                )
            }
        }
    }
}

impl<P: Display> Resolution<P> {
    /// One line per decision, ready to show players.
    #[must_use]
    pub fn explain(&self) -> Vec<String> {
        self.decisions.iter().map(ToString::to_string).collect()
    }
}
