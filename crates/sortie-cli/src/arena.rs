//! The games the bot subcommands (`demo`, `selfplay`, `replay`, `play`) know, and the bots by
//! name: one trait, [`CliGame`], gives each game its default setup, its heuristic, its seats as
//! the game names them, its ASCII boards and its key moments (told from the events of a step,
//! not found by diffing states); [`with_game`] runs generic code on a game chosen by name.

use std::fmt::Write as _;
use std::time::Duration;

use sortie_airstrategic::AirStrategic;
use sortie_bots::games::{
    airstrategic::Raid,
    sentando::Gunnery,
    topgun::{Intercept, UniformPlans},
};
use sortie_bots::{Bot, Budget, GreedyBot, Heuristic, MctsBot, RandomBot, Rollout, Uniform};
use sortie_core::game::{Determinize, Game};
use sortie_core::narrate::{Describe, Narrate};
use sortie_core::players::PlayerId;
use sortie_sentando::Sentando;
use sortie_topgun::{Crew, Team, TopGun, TopGunCrews};

/// The names `with_game` accepts for new games (`topgun-crews` is also accepted: it is the
/// name replays of Top Gun with seats per role carry).
pub const GAMES: [&str; 3] = ["airstrategic", "topgun", "sentando"];

/// Rollout cut-off of the `mcts` bot, scored by the game's heuristic (Top Gun's is
/// [`TOPGUN_ROLLOUT_LIMIT`]).
pub const ROLLOUT_LIMIT: u32 = 20;

/// Top Gun's rollout cut-off: shorter, as the heuristic judges a Hop better than a few random
/// plans and hits do (200 seeded games against greedy at 200 iterations: 92.5 % won with 8,
/// 87.5 % with 20, 86 % with 40; docs/bots.md).
pub const TOPGUN_ROLLOUT_LIMIT: u32 = 8;

/// How the `mcts` bot thinks: its budget per decision and its search threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Think {
    /// Iterations per decision (over all its threads), when no time is given.
    pub iterations: u32,
    /// Milliseconds per decision instead of a number of iterations (not reproducible).
    pub millis: Option<u64>,
    /// Threads of root-parallel search (1: none).
    pub threads: usize,
}

impl Think {
    /// From the command line's `--iterations`, `--think-ms` and search threads, checked
    /// against their limits.
    ///
    /// # Errors
    /// A flag out of its range, named.
    pub fn checked(
        iterations: u32,
        millis: Option<u64>,
        threads: usize,
        threads_flag: &str,
    ) -> Result<Self, String> {
        crate::limits::check("--iterations", iterations, crate::limits::MAX_ITERATIONS)?;
        if let Some(ms) = millis {
            crate::limits::check_u64("--think-ms", ms, crate::limits::MAX_THINK_MS)?;
        }
        let t = u32::try_from(threads).unwrap_or(u32::MAX);
        crate::limits::check(threads_flag, t, crate::limits::MAX_SEARCH_THREADS)?;
        Ok(Think {
            iterations,
            millis,
            threads,
        })
    }

    /// The MCTS budget.
    pub fn budget(self) -> Budget {
        match self.millis {
            Some(ms) => Budget::Time(Duration::from_millis(ms)),
            None => Budget::Iterations(self.iterations),
        }
    }
}

/// The CLI's `mcts` bot for a game: `rollout` plays past the tree, cut after `limit` actions
/// and scored by `leaf`.
fn mcts_bot<G, H, R>(leaf: H, limit: u32, rollout: R, think: Think) -> Box<dyn Bot<G>>
where
    G: Determinize + Sync,
    H: Heuristic<G> + Send + Sync + 'static,
    R: Rollout<G> + Send + Sync + 'static,
{
    Box::new(
        MctsBot::with_iterations(think.iterations)
            .with_leaf(leaf, limit)
            .with_rollout(rollout)
            .with_budget(think.budget())
            .with_threads(think.threads),
    )
}

/// A game the bot subcommands can run.
pub trait CliGame:
    Determinize + Narrate + Describe + crate::options::Optioned + Sync + Sized + 'static
{
    /// The one-ply heuristic of the greedy bot and of MCTS leaves.
    type Leaf: Heuristic<Self> + Clone + Send + Sync + 'static;
    /// The `mcts` bot: the game's heuristic at the leaves, rollouts with uniformly random
    /// legal actions unless the game draws them faster.
    fn mcts(think: Think) -> Box<dyn Bot<Self>> {
        mcts_bot(Self::leaf(), ROLLOUT_LIMIT, Uniform, think)
    }
    /// The game with its default config.
    fn build() -> Self;
    /// The heuristic.
    fn leaf() -> Self::Leaf;
    /// A seat as the game names it in its sentences: `Blue`, `Pink`, `P1`, `Pink's Pilot`.
    fn side_name(&self, p: Self::Player) -> String;
    /// A seat as typed after `--as`: `blue`, `pink`, `p1`, `pink-pilot`.
    fn side_key(&self, p: Self::Player) -> String {
        self.side_name(p)
            .to_ascii_lowercase()
            .replace("'s ", "-")
            .replace(' ', "-")
    }
    /// The board as the referee sees it.
    fn ascii(&self, s: &Self::State) -> String;
    /// The board and private information as `view`'s owner sees them.
    fn ascii_for(&self, view: &Self::View) -> String;
    /// A caption and a board when a step that told `events` and led to `after` is worth
    /// showing (a plane lost, a Hop begun or ended, a round over).
    fn moment(&self, events: &[Self::Event], after: &Self::State) -> Option<(String, String)>;
}

/// Code generic over the game, run by [`with_game`].
pub trait Visit {
    /// What it returns.
    type Out;
    /// Runs on `game`.
    fn visit<G: CliGame>(self, game: G) -> Self::Out;
}

/// Runs `v` on the game called `name`.
pub fn with_game<V: Visit>(name: &str, v: V) -> Result<V::Out, String> {
    match name.to_ascii_lowercase().as_str() {
        "airstrategic" => Ok(v.visit(AirStrategic::build())),
        "topgun" => Ok(v.visit(TopGun::build())),
        "sentando" => Ok(v.visit(Sentando::build())),
        "topgun-crews" => Ok(v.visit(TopGunCrews::build())),
        other => Err(format!(
            "unknown game `{other}` (choose one of: {})",
            GAMES.join(", ")
        )),
    }
}

/// A bot by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// Uniformly random legal actions.
    Random,
    /// One-ply greedy on the game's heuristic.
    Greedy,
    /// Information-set MCTS with heuristic-scored rollouts.
    Mcts,
}

impl BotKind {
    /// Parses `random`, `greedy` or `mcts`.
    pub fn parse(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(BotKind::Random),
            "greedy" => Ok(BotKind::Greedy),
            "mcts" => Ok(BotKind::Mcts),
            other => Err(format!("unknown bot `{other}` (choose random, greedy or mcts)")),
        }
    }

    /// Parses a comma-separated list, one per seat: a single name fills every seat.
    pub fn parse_list(s: &str, seats: usize) -> Result<Vec<Self>, String> {
        let kinds = s.split(',').map(BotKind::parse).collect::<Result<Vec<_>, _>>()?;
        match kinds.as_slice() {
            [one] => Ok(vec![*one; seats]),
            _ if kinds.len() == seats => Ok(kinds),
            _ => Err(format!(
                "the game seats {seats} players but {} bots were named",
                kinds.len()
            )),
        }
    }

    /// The bot for `G`, MCTS thinking as `think` says.
    pub fn make<G: CliGame>(self, think: Think) -> Box<dyn Bot<G>> {
        match self {
            BotKind::Random => Box::new(RandomBot),
            BotKind::Greedy => Box::new(GreedyBot::new(G::leaf(), 4)),
            BotKind::Mcts => G::mcts(think),
        }
    }

    /// The name.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Mcts => "mcts",
        }
    }
}

/// The players of `game`, in seat order.
pub fn players<G: Game>(game: &G) -> Vec<G::Player> {
    (0..game.player_count())
        .filter_map(G::Player::from_index)
        .collect()
}

/// The sentences of the events `keep` selects, joined, or `None` when it selects none.
fn told<E: std::fmt::Display>(events: &[E], keep: impl Fn(&E) -> bool) -> Option<String> {
    let words: Vec<String> = events
        .iter()
        .filter(|e| keep(e))
        .map(ToString::to_string)
        .collect();
    (!words.is_empty()).then(|| words.join("; "))
}

impl CliGame for AirStrategic {
    type Leaf = Raid;
    fn build() -> Self {
        // The bots' game: the default board with the turn limit that bounds a game (AS-40).
        AirStrategic::bounded()
    }
    fn leaf() -> Raid {
        Raid
    }
    fn side_name(&self, p: sortie_airstrategic::Side) -> String {
        p.title().to_owned()
    }
    fn ascii(&self, s: &sortie_airstrategic::State) -> String {
        sortie_airstrategic::render(self, s)
    }
    fn ascii_for(&self, view: &sortie_airstrategic::State) -> String {
        self.ascii(view)
    }
    fn moment(
        &self,
        events: &[sortie_airstrategic::Event],
        after: &sortie_airstrategic::State,
    ) -> Option<(String, String)> {
        use sortie_airstrategic::Event as E;
        // The last placement of the setup: the board as the battle begins.
        if events.iter().any(|e| matches!(e, E::Placed { .. })) && !after.in_setup() {
            return Some(("setup complete".to_owned(), self.ascii(after)));
        }
        let caption = told(events, |e| {
            matches!(
                e,
                E::Shot { .. }
                    | E::HeadOn { .. }
                    | E::FlewIntoMissiles { .. }
                    | E::MissileHit { .. }
                    | E::Crashed { .. }
                    | E::Bombed { .. }
            )
        })?;
        Some((format!("turn {}: {caption}", after.turn()), self.ascii(after)))
    }
}

impl CliGame for TopGun {
    type Leaf = Intercept;
    fn build() -> Self {
        // The bots' game: the rulebook's with the limits that bound a game (TG-37).
        TopGun::bounded()
    }
    fn leaf() -> Intercept {
        Intercept
    }
    fn mcts(think: Think) -> Box<dyn Bot<Self>> {
        mcts_bot(Intercept, TOPGUN_ROLLOUT_LIMIT, UniformPlans, think)
    }
    fn side_name(&self, p: Team) -> String {
        p.title().to_owned()
    }
    fn ascii(&self, s: &sortie_topgun::State) -> String {
        let view = self.view(s, Team::Pink);
        let mut out = self.ascii_for(&view);
        let _ = write!(
            out,
            "points: Pink {}, Blue {}",
            self.points(s, Team::Pink),
            self.points(s, Team::Blue)
        );
        out
    }
    fn ascii_for(&self, v: &sortie_topgun::TeamView) -> String {
        self.render_view(v)
    }
    fn moment(
        &self,
        events: &[sortie_topgun::Event],
        after: &sortie_topgun::State,
    ) -> Option<(String, String)> {
        use sortie_topgun::Event as E;
        if let Some(begins) = told(events, |e| matches!(e, E::HopBegins { .. })) {
            return Some((begins, self.ascii(after)));
        }
        // When a Hop ends the court is already set for the next phase: the score says it.
        let ends = told(events, |e| {
            matches!(e, E::HopEnds { .. } | E::TargetLock { locked: true, .. })
        })?;
        let points = format!(
            "points: Pink {}, Blue {}",
            self.points(after, Team::Pink),
            self.points(after, Team::Blue)
        );
        Some((ends, points))
    }
}

impl CliGame for Sentando {
    type Leaf = Gunnery;
    fn build() -> Self {
        Sentando::default()
    }
    fn leaf() -> Gunnery {
        Gunnery
    }
    fn side_name(&self, p: sortie_sentando::Seat) -> String {
        p.to_string()
    }
    fn ascii(&self, s: &sortie_sentando::State) -> String {
        self.render_board(s.table())
    }
    fn ascii_for(&self, v: &sortie_sentando::View) -> String {
        self.render_view(v)
    }
    fn moment(
        &self,
        events: &[sortie_sentando::Event],
        after: &sortie_sentando::State,
    ) -> Option<(String, String)> {
        use sortie_sentando::Event as E;
        let caption = told(events, |e| {
            matches!(e, E::Destroyed { .. } | E::RoundEnded { .. } | E::GameOver { .. })
        })?;
        Some((caption, self.ascii(after)))
    }
}

/// The Top Gun heuristic for a seat per role: the seat's team's.
#[derive(Clone, Copy, Debug, Default)]
pub struct CrewIntercept;

impl Heuristic<TopGunCrews> for CrewIntercept {
    fn score(&self, crews: &TopGunCrews, state: &sortie_topgun::CrewState, seat: Crew) -> f64 {
        Intercept.score(crews.game(), state.game(), seat.team())
    }
}

impl CliGame for TopGunCrews {
    type Leaf = CrewIntercept;
    fn build() -> Self {
        TopGunCrews::from_game(TopGun::bounded())
    }
    fn leaf() -> CrewIntercept {
        CrewIntercept
    }
    fn side_name(&self, p: Crew) -> String {
        format!("{}'s {}", p.team().title(), p.station().title())
    }
    fn ascii(&self, s: &sortie_topgun::CrewState) -> String {
        self.game().ascii(s.game())
    }
    fn ascii_for(&self, v: &sortie_topgun::CrewView) -> String {
        self.game().ascii_for(&v.team)
    }
    fn moment(
        &self,
        events: &[sortie_topgun::CrewEvent],
        after: &sortie_topgun::CrewState,
    ) -> Option<(String, String)> {
        let inner: Vec<sortie_topgun::Event> = events
            .iter()
            .filter_map(|e| match e {
                sortie_topgun::CrewEvent::Game(g) => Some(g.clone()),
                sortie_topgun::CrewEvent::HalfSealed { .. } => None,
            })
            .collect();
        self.game().moment(&inner, after.game())
    }
}
