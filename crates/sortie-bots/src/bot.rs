//! The [`Bot`] trait and the [`RandomBot`].
//!
//! A bot decides for one player from what that player may know: the game's rules, the player's
//! [`Game::View`] and the player's own legal actions (never hidden from their owner). The trait
//! has no parameter of type `Game::State`, so by construction a bot cannot look at hidden
//! information; search bots rebuild full states from the view with
//! [`Determinize`](sortie_core::Determinize).

use sortie_core::dice::DiceRng;
use sortie_core::game::Game;

use crate::mcts::RootStats;

/// What a bot is told when it must act.
///
/// ```
/// use sortie_bots::bot::Decision;
/// use sortie_core::game::Game;
/// use sortie_core::toy::{Duel, DuelAction};
///
/// let game = Duel::default();
/// let view = game.view(&game.new_game(1), 0);
/// let legal = [DuelAction::Thrust(1), DuelAction::Thrust(2)];
/// let d = Decision { game: &game, player: 0, view: &view, legal: &legal };
/// assert_eq!(d.legal.len(), 2);
/// ```
pub struct Decision<'a, G: Game> {
    /// The rules (config and catalog are public).
    pub game: &'a G,
    /// The player who acts.
    pub player: G::Player,
    /// What that player may know of the position.
    pub view: &'a G::View,
    /// That player's legal actions, sorted and deduplicated, never empty.
    pub legal: &'a [G::Action],
}

impl<G: Game> Clone for Decision<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Decision<'_, G> {}

impl<G: Game> std::fmt::Debug for Decision<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Decision")
            .field("game", &G::NAME)
            .field("player", &self.player)
            .field("view", self.view)
            .field("legal", &self.legal)
            .finish()
    }
}

/// A player of a game that sees only its [`Decision`]: a view and its legal actions.
///
/// Bots are deterministic: given the same decision and the same `rng` state they choose the same
/// action (time-budgeted search is the documented exception).
///
/// ```
/// use sortie_bots::bot::{Bot, Decision, RandomBot};
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let state = game.new_game(5);
/// let mut legal = Vec::new();
/// game.legal_actions(&state, Actor::Player(1), &mut legal);
/// let view = game.view(&state, 1);
/// let d = Decision { game: &game, player: 1, view: &view, legal: &legal };
/// let a = RandomBot.act(d, &mut DiceRng::seed_from(3)).unwrap();
/// assert!(legal.contains(&a));
/// assert_eq!(RandomBot.act(d, &mut DiceRng::seed_from(3)), Some(a));
/// ```
pub trait Bot<G: Game> {
    /// A short name (`random`, `greedy`, `mcts`), as the CLI spells it.
    fn name(&self) -> String;

    /// The chosen action, one of `decision.legal`; `None` only when `decision.legal` is empty.
    fn act(&mut self, decision: Decision<'_, G>, rng: &mut DiceRng) -> Option<G::Action>;

    /// Decides like [`act`](Bot::act) (the same choice for the same `rng`), and also returns
    /// what the bot's search found at its root when it searches a tree: each legal action's
    /// visits and mean reward ([`RootStats`], from the [`MctsBot`](crate::MctsBot)). A bot
    /// that does not search returns `None` (the default).
    ///
    /// ```
    /// use sortie_bots::bot::{Bot, Decision, RandomBot};
    /// use sortie_bots::mcts::MctsBot;
    /// use sortie_core::dice::DiceRng;
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::toy::Duel;
    ///
    /// let game = Duel::default();
    /// let state = game.new_game(5);
    /// let (view, mut legal) = (game.view(&state, 0), Vec::new());
    /// game.legal_actions(&state, Actor::Player(0), &mut legal);
    /// let d = Decision { game: &game, player: 0, view: &view, legal: &legal };
    /// let mut bots: [Box<dyn Bot<Duel>>; 2] = [Box::new(RandomBot), Box::new(MctsBot::with_iterations(100))];
    /// assert!(bots[0].act_with_stats(d, &mut DiceRng::seed_from(1)).1.is_none());
    /// let (action, stats) = bots[1].act_with_stats(d, &mut DiceRng::seed_from(1));
    /// let stats = stats.unwrap();
    /// assert_eq!(stats.iterations(), 100);
    /// assert_eq!(Some(&stats.chosen().unwrap().action), action.as_ref());
    /// ```
    fn act_with_stats(
        &mut self,
        decision: Decision<'_, G>,
        rng: &mut DiceRng,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        (self.act(decision, rng), None)
    }

    /// Decides like [`act_with_stats`](Bot::act_with_stats), thinking for `within` instead of
    /// the bot's own budget: a bot that searches for a time ([`MctsBot`](crate::MctsBot))
    /// searches for `within` (a share of a turn's budget, [`TurnClock`](crate::TurnClock));
    /// one that does not search ignores it (the default).
    ///
    /// ```
    /// use std::time::Duration;
    /// use sortie_bots::bot::{Bot, Decision};
    /// use sortie_bots::mcts::MctsBot;
    /// use sortie_core::dice::DiceRng;
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::toy::Duel;
    ///
    /// let game = Duel::default();
    /// let state = game.new_game(5);
    /// let (view, mut legal) = (game.view(&state, 0), Vec::new());
    /// game.legal_actions(&state, Actor::Player(0), &mut legal);
    /// let d = Decision { game: &game, player: 0, view: &view, legal: &legal };
    /// let mut bot = MctsBot::with_iterations(1_000_000_000);
    /// let (action, stats) = bot.act_within(d, &mut DiceRng::seed_from(1), Duration::from_millis(5));
    /// assert!(legal.contains(&action.unwrap()));
    /// assert!(stats.unwrap().iterations() < 1_000_000_000); // stopped by the time, not the count
    /// ```
    fn act_within(
        &mut self,
        decision: Decision<'_, G>,
        rng: &mut DiceRng,
        within: std::time::Duration,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        let _ = within;
        self.act_with_stats(decision, rng)
    }
}

impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for Box<B> {
    fn name(&self) -> String {
        (**self).name()
    }
    fn act(&mut self, decision: Decision<'_, G>, rng: &mut DiceRng) -> Option<G::Action> {
        (**self).act(decision, rng)
    }
    fn act_with_stats(
        &mut self,
        decision: Decision<'_, G>,
        rng: &mut DiceRng,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        (**self).act_with_stats(decision, rng)
    }
    fn act_within(
        &mut self,
        decision: Decision<'_, G>,
        rng: &mut DiceRng,
        within: std::time::Duration,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        (**self).act_within(decision, rng, within)
    }
}

impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for &mut B {
    fn name(&self) -> String {
        (**self).name()
    }
    fn act(&mut self, decision: Decision<'_, G>, rng: &mut DiceRng) -> Option<G::Action> {
        (**self).act(decision, rng)
    }
    fn act_with_stats(
        &mut self,
        decision: Decision<'_, G>,
        rng: &mut DiceRng,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        (**self).act_with_stats(decision, rng)
    }
    fn act_within(
        &mut self,
        decision: Decision<'_, G>,
        rng: &mut DiceRng,
        within: std::time::Duration,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        (**self).act_within(decision, rng, within)
    }
}

/// Picks a uniformly random legal action.
///
/// ```
/// use sortie_bots::bot::{Bot, RandomBot};
/// use sortie_core::toy::Duel;
///
/// assert_eq!(Bot::<Duel>::name(&RandomBot), "random");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn act(&mut self, decision: Decision<'_, G>, rng: &mut DiceRng) -> Option<G::Action> {
        pick(decision.legal, rng).cloned()
    }
}

/// A uniformly random element of `items` (`None` when empty).
///
/// ```
/// use sortie_bots::bot::pick;
/// use sortie_core::dice::DiceRng;
///
/// assert_eq!(pick::<u8>(&[], &mut DiceRng::seed_from(0)), None);
/// assert_eq!(pick(&[4], &mut DiceRng::seed_from(0)), Some(&4));
/// ```
pub fn pick<'a, T>(items: &'a [T], rng: &mut DiceRng) -> Option<&'a T> {
    let n = u32::try_from(items.len()).unwrap_or(u32::MAX);
    items.get(rng.below(n) as usize)
}
