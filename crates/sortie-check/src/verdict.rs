//! [`Verdict`]: what the checker found.

use std::fmt;

/// What [`Checked::verify`](crate::Checked::verify) found.
///
/// ```
/// use sortie_check::Checked;
/// use sortie_core::toy::{Duel, DuelConfig};
///
/// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: true });
/// let verdict = Checked::new(game)
///     .with_always("nobody scores", |_, n| n.state().score == [0, 0])
///     .verify();
/// assert!(!verdict.holds());
/// assert_eq!(verdict.broken[0].0, "nobody scores");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Distinct nodes visited.
    pub unique_states: usize,
    /// Nodes generated, repeats included.
    pub generated: usize,
    /// The deepest node visited, in actions.
    pub max_depth: usize,
    /// `always` and `eventually` properties with a counterexample: the name and the path
    /// (stateright's `Path`, as `Debug`).
    pub broken: Vec<(&'static str, String)>,
    /// `sometimes` properties with an example.
    pub found: Vec<&'static str>,
    /// `sometimes` properties no reachable node satisfies.
    pub missing: Vec<&'static str>,
}

impl Verdict {
    /// Whether no property is broken and every `sometimes` found its example.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::{Duel, DuelConfig};
    ///
    /// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: false });
    /// assert!(Checked::new(game).with_contract().verify().holds());
    /// ```
    #[must_use]
    pub fn holds(&self) -> bool {
        self.broken.is_empty() && self.missing.is_empty()
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} unique states ({} generated), depth {}",
            self.unique_states, self.generated, self.max_depth
        )?;
        for (name, path) in &self.broken {
            write!(f, "\nbroken: {name}: {path}")?;
        }
        for name in &self.missing {
            write!(f, "\nnever seen: {name}")?;
        }
        Ok(())
    }
}
