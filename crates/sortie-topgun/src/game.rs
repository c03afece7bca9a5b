//! The engine value [`TopGun`] (a config and the tables precomputed from it), the `Game` impl
//! (who acts, legal actions, `apply`, outcome, bound) and [`Outcome`].

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, GameOutcome, Invalid, ToAct};
use sortie_core::hex::{Board, Pose};
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::rule::Ruling;

use crate::action::Action;
use crate::catalog::{
    Catalog, GREEN_TILES, GREEN_WSO, STARTER_TILES, STARTER_WSO, TILE_IDS, VolleyKind, WSO_IDS,
};
use crate::config::Config;
use crate::court::Court;
use crate::error::IllegalAction;
use crate::events::Quiet;
use crate::holdings::{Deck, Holdings};
use crate::lock::TargetLock;
use crate::rulings::RULINGS;
use crate::state::{Stage, State};
use crate::tables::{self, TileGeom, WsoClass};
use crate::team::Team;
use crate::view::TeamView;

/// The Top Gun Strategy Game engine: a config and everything precomputed from it (for every
/// Pilot tile the end pose from each of the 594 poses, the class of every WSO card, the
/// name masks of TG-12, the Target Lock tables).
///
/// ```
/// use sortie_topgun::TopGun;
/// use sortie_core::game::{Game, ToAct};
///
/// let game = TopGun::default();
/// let state = game.new_game(42);
/// assert!(matches!(game.to_act(&state), ToAct::Simultaneous(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopGun {
    pub(crate) config: Config,
    pub(crate) board: Board,
    pub(crate) lock: TargetLock,
    pub(crate) tiles: Vec<TileGeom>,
    /// Every pose of the board by its index ([`Board::pose_at`] without the division).
    pub(crate) poses: Vec<Pose>,
    pub(crate) wso_class: Vec<WsoClass>,
    /// The WSO card ids that are Ignore Elevation Loss, as a mask.
    pub(crate) iel_cards: u32,
    /// For each tile id, the ids sharing its name (TG-12).
    pub(crate) tile_names: Vec<u32>,
    /// For each WSO id, the ids sharing its name (TG-12).
    pub(crate) wso_names: Vec<u32>,
    /// The volleyball card ids that are Whiffs, as a mask.
    pub(crate) whiff_cards: u16,
    /// What each team holds at the start: its starters (TG-3, TG-4).
    pub(crate) starters: [Holdings; 2],
}

impl Default for TopGun {
    /// The reference game: [`Config::default`].
    fn default() -> Self {
        Self::build(Config::default())
    }
}

impl TopGun {
    /// Builds the engine for `config`.
    ///
    /// # Errors
    /// An invalid catalog or limit ([`Config::validate`]).
    ///
    /// ```
    /// use sortie_topgun::{Config, TopGun};
    /// assert!(TopGun::new(Config { round_limit: Some(3), ..Config::default() }).is_ok());
    /// assert!(TopGun::new(Config { round_limit: Some(51), ..Config::default() }).is_err());
    /// ```
    pub fn new(config: Config) -> Result<Self, Invalid> {
        config.validate()?;
        Ok(Self::build(config))
    }

    /// The engine for a config known to be valid.
    fn build(config: Config) -> Self {
        let c = &config.catalog;
        let board = Board::clamped(c.board.width, c.board.height);
        Self {
            tiles: tables::tile_geoms(c, &board, config.has(crate::Variant::EndsOnlyOnBoard)),
            poses: (0..board.pose_count()).filter_map(|i| board.pose_at(i)).collect(),
            wso_class: tables::wso_classes(c),
            iel_cards: tables::iel_cards(c),
            tile_names: tables::name_masks(TILE_IDS, |i| c.tile(i).map(|t| t.name.clone())),
            wso_names: tables::name_masks(WSO_IDS, |i| c.wso(i).map(|t| t.name.clone())),
            starters: [Team::Pink, Team::Blue].map(|t| tables::starters(c, t)),
            whiff_cards: tables::whiff_cards(c),
            lock: TargetLock::build(c, config.has(crate::Variant::CapBeforeModifiers)),
            board,
            config,
        }
    }

    /// The engine for [`Config::bounded`], the config of bots, self-play and the kit (TG-37).
    ///
    /// ```
    /// use sortie_topgun::TopGun;
    /// assert!(TopGun::bounded().action_bound().is_some());
    /// assert_eq!(TopGun::default().action_bound(), None);
    /// ```
    #[must_use]
    pub fn bounded() -> Self {
        Self::build(Config::bounded())
    }

    /// The most actions a game of this config can last, or `None` when a limit is off (TG-37):
    /// [`Game::max_actions`] is this bound, or `u64::MAX` for none.
    #[must_use]
    pub fn action_bound(&self) -> Option<u64> {
        let c = &self.config;
        let rally = u64::from(c.rally_hit_limit?);
        // 18 placements; at most 19 rallies (each serve reveals a card, or uses the one Bump
        // Save), each a serve, its hits and a reveal choice per landing; at most 6 reward
        // draws with 26 choices each; the role choice.
        let volley = 18 + 19 * (1 + 2 * (rally + 1)) + 6 * 26 + 1;
        let hop = u64::from(c.hop_turn_limit?) * (2 + 8);
        Some(u64::from(c.round_limit?) * (volley + hop) + volley)
    }

    /// The Hop board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The catalog.
    #[must_use]
    pub fn catalog(&self) -> &Catalog {
        &self.config.catalog
    }

    /// Target Lock resolution for this catalog (TG-18).
    #[must_use]
    pub fn target_lock(&self) -> &TargetLock {
        &self.lock
    }

    /// Points of `team` (TG-8): 5 per Target Lock token, 2 per Waypoint token.
    ///
    /// ```
    /// use sortie_core::{FromSetup, Game};
    /// use sortie_topgun::{Team, TopGun};
    ///
    /// let game = TopGun::default();
    /// let mut setup = game.to_setup(&game.new_game(0));
    /// setup.locks = [1, 0].into();
    /// setup.waypoints = [3, 0].into();
    /// let s = game.position(setup).unwrap();
    /// assert_eq!(game.points(&s, Team::Pink), 11);
    /// ```
    #[must_use]
    pub fn points(&self, s: &State, team: Team) -> u16 {
        let sc = self.config.catalog.scoring;
        u16::from(s.locks[team]) * u16::from(sc.lock) + u16::from(s.waypoints[team]) * u16::from(sc.waypoint)
    }

    /// Whether all of `team`'s Whiffs are face up on the court (TG-13).
    ///
    /// ```
    /// use sortie_core::{FromSetup, Game};
    /// use sortie_topgun::{Stage, Team, TopGun};
    ///
    /// let game = TopGun::default();
    /// let mut setup = game.to_setup(&game.new_game(0));
    /// setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
    /// setup.court.placed = [9, 9].into();
    /// setup.court.face_up = [0b1_1100_0000, 0].into();
    /// setup.stage = Stage::ChooseRole(Team::Blue); // Blue won the Volleyball phase
    /// let s = game.position(setup).unwrap();
    /// assert!(game.whiffs_up(&s, Team::Pink) && !game.whiffs_up(&s, Team::Blue));
    /// ```
    #[must_use]
    pub fn whiffs_up(&self, s: &State, team: Team) -> bool {
        self.whiffs_all_up(&s.court, team)
    }

    pub(crate) fn volley_kind(&self, card: u8) -> Option<VolleyKind> {
        self.config
            .catalog
            .volleyball
            .get(usize::from(card))
            .map(|v| v.kind)
    }

    pub(crate) fn wso_class(&self, id: u8) -> Option<WsoClass> {
        self.wso_class.get(usize::from(id)).copied()
    }

    pub(crate) fn tile_geom(&self, id: u8) -> Option<&TileGeom> {
        self.tiles.get(usize::from(id))
    }

    /// The pose with index `slot` (a tile table's entry).
    pub(crate) fn pose_of(&self, slot: u16) -> Option<Pose> {
        self.poses.get(usize::from(slot)).copied()
    }
}

/// The result of a finished game: Top Gun always has one winner (TG-20 breaks a tie with one
/// more Volleyball phase).
///
/// ```
/// use sortie_core::{GameOutcome, PlayerSet};
/// use sortie_topgun::{Outcome, Team};
///
/// let o = Outcome { winner: Team::Pink, points: [14, 13].into(), tie_break: false };
/// assert_eq!(o.to_string(), "Pink wins 14–13");
/// assert_eq!(o.winners(), PlayerSet::single(0));
/// let tie = Outcome { winner: Team::Blue, points: [13, 13].into(), tie_break: true };
/// assert_eq!(tie.to_string(), "Blue wins 13–13 after a tie-break Volleyball phase");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner (most points, or the tie-break Volleyball phase's winner).
    pub winner: Team,
    /// Final points, by team.
    pub points: ByPlayer<u16>,
    /// Whether a tie-break Volleyball phase decided (TG-20).
    pub tie_break: bool,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.winner;
        write!(
            f,
            "{} wins {}–{}",
            w.title(),
            self.points[w],
            self.points[w.other()]
        )?;
        if self.tie_break {
            f.write_str(" after a tie-break Volleyball phase")?;
        }
        Ok(())
    }
}

impl GameOutcome for Outcome {
    fn winners(&self) -> PlayerSet {
        PlayerSet::single(self.winner.index())
    }
}

impl Game for TopGun {
    type Config = Config;
    type State = State;
    type Action = Action;
    type Player = Team;
    type View = TeamView;
    type Outcome = Outcome;
    type Error = IllegalAction;
    const NAME: &'static str = "topgun";
    const RULINGS: &'static [Ruling] = RULINGS;

    fn from_config(config: Config) -> Result<Self, Invalid> {
        TopGun::new(config)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn player_count(&self) -> usize {
        2
    }

    fn new_game(&self, seed: u64) -> State {
        let mut rng = DiceRng::seed_from(seed);
        let mut tiles: [u8; GREEN_TILES] = std::array::from_fn(|i| (STARTER_TILES + i) as u8);
        let mut wso: [u8; GREEN_WSO] = std::array::from_fn(|i| (STARTER_WSO + i) as u8);
        rng.shuffle(&mut tiles);
        rng.shuffle(&mut wso);
        State {
            stage: Stage::Arrange,
            round: 1,
            tie_break: false,
            teams: ByPlayer::new(self.starters),
            locks: ByPlayer::default(),
            waypoints: ByPlayer::default(),
            tile_deck: Deck::from_ids(&tiles),
            wso_deck: Deck::from_ids(&wso),
            court: Court::new(self.config.first_server),
            hop: None,
            rng,
        }
    }

    fn to_act(&self, s: &State) -> ToAct<Team> {
        self.who_acts(s)
    }

    fn legal_actions(&self, s: &State, actor: Actor<Team>, out: &mut Vec<Action>) {
        self.fill_legal(s, actor, out);
    }

    fn apply(&self, s: &State, actor: Actor<Team>, a: &Action) -> Result<State, IllegalAction> {
        // One copy, played in place and returned as is (no second move through `play`'s result).
        let mut n = s.clone();
        match self.play_in_place(&mut n, actor, *a, &mut Quiet) {
            Ok(()) => Ok(n),
            Err(r) => Err(r.of(*a)),
        }
    }

    /// Plays on the state itself: every rule checks everything before its first change, so
    /// this costs no copy of the state and a refusal changes nothing.
    fn apply_in_place(&self, s: &mut State, actor: Actor<Team>, a: &Action) -> Result<(), IllegalAction> {
        self.play_in_place(s, actor, *a, &mut Quiet).map_err(|r| r.of(*a))
    }

    fn view(&self, s: &State, team: Team) -> TeamView {
        TeamView::of(s, team, self.starters[team.other().index()])
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        let Stage::Over(winner) = s.stage else { return None };
        Some(Outcome {
            winner,
            points: ByPlayer::new([self.points(s, Team::Pink), self.points(s, Team::Blue)]),
            tie_break: s.tie_break,
        })
    }

    /// The bound of the config in use ([`TopGun::action_bound`]), or `u64::MAX` ("no bound")
    /// when a limit is off, as in the default config (TG-37): the conformance kit, bots and
    /// self-play need a bounded config ([`Config::bounded`]).
    fn max_actions(&self) -> u64 {
        self.action_bound().unwrap_or(u64::MAX)
    }

    fn validate(&self, s: &State) -> Result<(), Invalid> {
        crate::validate::state(self, s)
    }

    fn resample_hidden(&self, s: &State, team: Team, rng: &mut DiceRng) -> Option<State> {
        crate::determinize::resample(self, s, team, rng)
    }
}
