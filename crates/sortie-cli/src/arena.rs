//! The games the bot subcommands (`demo`, `selfplay`, `replay`, `play`) know, and the bots by
//! name: one trait, [`CliGame`], gives each game its default setup, its heuristic, its ASCII
//! boards and its key moments; [`with_game`] runs generic code on a game chosen by name.

use std::fmt::Write as _;

use sortie_airstrategic::AirStrategic;
use sortie_bots::games::{airstrategic::Raid, sentando::Gunnery, topgun::Intercept};
use sortie_bots::{Bot, GreedyBot, Heuristic, MctsBot, RandomBot};
use sortie_core::game::{Determinize, Game};
use sortie_core::players::PlayerId;
use sortie_sentando::Sentando;
use sortie_topgun::{Team, TopGun};

/// The names `with_game` accepts.
pub const GAMES: [&str; 3] = ["airstrategic", "topgun", "sentando"];

/// Rollout cut-off of the `mcts` bot, scored by the game's heuristic.
pub const ROLLOUT_LIMIT: u32 = 20;

/// A game the bot subcommands can run.
pub trait CliGame: Determinize + Sync + Sized + 'static {
    /// The one-ply heuristic of the greedy bot and of MCTS leaves.
    type Leaf: Heuristic<Self> + Clone + Send + Sync + 'static;
    /// The game with its default config.
    fn build() -> Self;
    /// The heuristic.
    fn leaf() -> Self::Leaf;
    /// A player's name as typed after `--as`.
    fn side_name(&self, p: Self::Player) -> String {
        format!("p{}", p.index() + 1)
    }
    /// The board as the referee sees it.
    fn ascii(&self, s: &Self::State) -> String;
    /// The board and private information as `view`'s owner sees them.
    fn ascii_for(&self, view: &Self::View) -> String;
    /// A caption and a board when the step from `before` to `after` is worth showing.
    fn moment(&self, before: &Self::State, after: &Self::State) -> Option<(String, String)>;
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

    /// The bot for `G`, MCTS thinking `iterations` iterations per decision.
    pub fn make<G: CliGame>(self, iterations: u32) -> Box<dyn Bot<G>> {
        match self {
            BotKind::Random => Box::new(RandomBot),
            BotKind::Greedy => Box::new(GreedyBot::new(G::leaf(), 4)),
            BotKind::Mcts => {
                Box::new(MctsBot::with_iterations(iterations).with_leaf(G::leaf(), ROLLOUT_LIMIT))
            }
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

impl CliGame for AirStrategic {
    type Leaf = Raid;
    fn build() -> Self {
        AirStrategic::default()
    }
    fn leaf() -> Raid {
        Raid
    }
    fn side_name(&self, p: sortie_airstrategic::Side) -> String {
        p.to_string()
    }
    fn ascii(&self, s: &sortie_airstrategic::State) -> String {
        sortie_airstrategic::render(self, s)
    }
    fn ascii_for(&self, view: &sortie_airstrategic::State) -> String {
        self.ascii(view)
    }
    fn moment(
        &self,
        before: &sortie_airstrategic::State,
        after: &sortie_airstrategic::State,
    ) -> Option<(String, String)> {
        use sortie_airstrategic::Side;
        let planes = |s: &sortie_airstrategic::State, side| {
            s.fighters(side).count() + usize::from(s.bomber(side).is_some())
        };
        if before.in_setup() && !after.in_setup() {
            return Some(("setup complete".to_owned(), self.ascii(after)));
        }
        let lost: Vec<String> = Side::BOTH
            .into_iter()
            .filter(|&side| planes(after, side) < planes(before, side))
            .map(|side| format!("{side} loses a plane"))
            .collect();
        (!lost.is_empty()).then(|| {
            (
                format!("turn {}: {}", after.turn(), lost.join(", ")),
                self.ascii(after),
            )
        })
    }
}

impl CliGame for TopGun {
    type Leaf = Intercept;
    fn build() -> Self {
        TopGun::default()
    }
    fn leaf() -> Intercept {
        Intercept
    }
    fn side_name(&self, p: Team) -> String {
        p.to_string()
    }
    fn ascii(&self, s: &sortie_topgun::State) -> String {
        let view = self.view(s, Team::Pink);
        let mut out = self.ascii_for(&view);
        let _ = write!(
            out,
            "points: pink {}, blue {}",
            self.points(s, Team::Pink),
            self.points(s, Team::Blue)
        );
        out
    }
    fn ascii_for(&self, v: &sortie_topgun::TeamView) -> String {
        let hop = self.render_hop(v);
        let mut out = if hop.is_empty() { self.render_court(v) } else { hop };
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out
    }
    fn moment(
        &self,
        before: &sortie_topgun::State,
        after: &sortie_topgun::State,
    ) -> Option<(String, String)> {
        match (before.hop(), after.hop()) {
            (None, Some(h)) => Some((format!("Hop begins: {} attacks", h.attacker), self.ascii(after))),
            (Some(_), None) => Some((
                format!(
                    "Hop over: points pink {}, blue {} (the Hop's last position)",
                    self.points(after, Team::Pink),
                    self.points(after, Team::Blue)
                ),
                self.ascii(before),
            )),
            _ => None,
        }
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
    fn ascii(&self, s: &sortie_sentando::State) -> String {
        self.render_board(s.table())
    }
    fn ascii_for(&self, v: &sortie_sentando::View) -> String {
        let mut out = self.render_board(&v.table);
        out.push_str(&self.render_report(&v.table));
        if !out.ends_with('\n') {
            out.push('\n');
        }
        let _ = write!(out, "your hand ({}):", v.seat);
        for c in v.hand.iter() {
            if let Some(card) = self.card(v.seat, c) {
                let path: Vec<String> = card.path.iter().map(ToString::to_string).collect();
                let _ = write!(
                    out,
                    "\n  #{c} {} (initiative {}, path {}, turn {})",
                    card.name,
                    card.initiative,
                    path.join(" "),
                    card.turn
                );
            }
        }
        out.push('\n');
        out
    }
    fn moment(
        &self,
        before: &sortie_sentando::State,
        after: &sortie_sentando::State,
    ) -> Option<(String, String)> {
        let (b, a) = (before.table(), after.table());
        (a.round > b.round || (a.result.is_some() && b.result.is_none())).then(|| {
            let report = self.render_report(a);
            (
                format!("after round {}", b.round),
                format!("{}{report}", self.ascii(after)),
            )
        })
    }
}
