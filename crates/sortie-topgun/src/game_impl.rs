//! The `Game` trait for [`TopGun`]: who acts, legal actions, `apply`, outcome, bound.

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, ArbitraryAction, Game, Invalid, ToAct};
use sortie_core::players::PlayerSet;

use crate::action::{Action, Commitment};
use crate::catalog::{GREEN_TILES, GREEN_WSO, STARTER_TILES, STARTER_WSO};
use crate::engine::{Config, STARTER_TILE_MASK, STARTER_WSO_MASK, TopGun, bits};
use crate::error::{IllegalAction, NOT_NOW};
use crate::state::{Court, Deck, EMPTY, Holdings, Stage, State};
use crate::team::{Role, Team};
use crate::view::TeamView;

/// The result of a finished game.
///
/// ```
/// use sortie_topgun::{Outcome, Team};
/// let o = Outcome { winner: Team::Blue, points: [7, 12], tie_break: false };
/// assert_eq!(o.points[o.winner as usize], 12);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner (most points, or the tie-break Volleyball phase's winner).
    pub winner: Team,
    /// Final points, by team.
    pub points: [u16; 2],
    /// Whether a tie-break Volleyball phase decided (TG-20).
    pub tie_break: bool,
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
        let team = Holdings {
            tiles: STARTER_TILE_MASK,
            wso: STARTER_WSO_MASK,
            ..Holdings::default()
        };
        let mut s = State {
            stage: Stage::Arrange,
            round: 1,
            tie_break: false,
            teams: [team; 2],
            locks: [0, 0],
            waypoints: [0, 0],
            tile_deck: Deck::from_ids(&tiles),
            wso_deck: Deck::from_ids(&wso),
            court: Court {
                grid: [[EMPTY; 9]; 2],
                placed: [0, 0],
                face_up: [0, 0],
                ball: None,
                used: 0,
                rally_hits: 0,
                bump_save: None,
                saved: false,
                first_server: self.config.first_server,
            },
            hop: None,
            rng,
        };
        Self::new_phase(&mut s, self.config.first_server);
        s
    }

    fn to_act(&self, s: &State) -> ToAct<Team> {
        match s.stage {
            Stage::Arrange => {
                let mut set = PlayerSet::EMPTY;
                for t in Team::BOTH {
                    if s.court.placed[t.idx()] < 9 {
                        set.insert(t.idx());
                    }
                }
                ToAct::Simultaneous(set)
            }
            Stage::Plan => {
                ToAct::Simultaneous(s.hop.as_ref().map_or(PlayerSet::EMPTY, |h| h.orders.pending()))
            }
            Stage::Roll(_) => ToAct::Chance,
            Stage::Over(_) => ToAct::Over,
            Stage::Serve(t) | Stage::SaveChoice(t) | Stage::Hit(t) | Stage::ChooseRole(t) => ToAct::Player(t),
            Stage::Draw(d) => ToAct::Player(d.team),
        }
    }

    fn legal_actions(&self, s: &State, actor: Actor<Team>, out: &mut Vec<Action>) {
        out.clear();
        let Actor::Player(me) = actor else {
            if let Stage::Roll(_) = s.stage {
                out.extend((1..=self.config.catalog.dice.sides).map(Action::Die));
            }
            return;
        };
        let opp = me.other();
        match s.stage {
            Stage::Arrange => {
                let placed = usize::from(s.court.placed[me.idx()]);
                if placed < 9 {
                    let done = s.court.grid[me.idx()].get(..placed).unwrap_or(&[]);
                    out.extend((0..9).filter(|c| !done.contains(c)).map(Action::Place));
                }
            }
            Stage::Serve(t) if t == me => {
                let up = s.court.face_up[opp.idx()];
                out.extend((0..9).filter(|c| up & (1 << c) == 0).map(Action::Serve));
            }
            Stage::SaveChoice(t) if t == me => out.extend([Action::Reveal, Action::BumpSave]),
            Stage::Hit(t) if t == me => {
                for b in bits(self.hit_targets(&s.court, me)) {
                    let side = if b < 9 { Team::Pink } else { Team::Blue };
                    out.push(Action::Hit(side, b % 9));
                }
            }
            Stage::Draw(d) if d.team == me => out.extend([Action::Keep, Action::Redraw]),
            Stage::ChooseRole(t) if t == me => {
                out.extend([Action::Choose(Role::Attacker), Action::Choose(Role::Defender)])
            }
            Stage::Plan => {
                if let Some(hop) = &s.hop
                    && hop.orders.pending().contains(me.idx())
                {
                    self.push_commitments(hop.planes[me.idx()], &s.teams[me.idx()], out);
                }
            }
            _ => {}
        }
    }

    fn apply(&self, s: &State, actor: Actor<Team>, a: &Action) -> Result<State, IllegalAction> {
        if let Actor::Chance = actor {
            return match (s.stage, *a) {
                (Stage::Roll(t), Action::Die(face)) => self.die(s, t, face),
                _ => Err(NOT_NOW),
            };
        }
        let Actor::Player(me) = actor else {
            return Err(NOT_NOW);
        };
        match (s.stage, *a) {
            (Stage::Arrange, Action::Place(card)) => self.place(s, me, card),
            (Stage::Serve(t), Action::Serve(cell)) if t == me => self.serve(s, me, cell),
            (Stage::SaveChoice(t), Action::Reveal) if t == me => self.save_choice(s, me, false),
            (Stage::SaveChoice(t), Action::BumpSave) if t == me => self.save_choice(s, me, true),
            (Stage::Hit(t), Action::Hit(side, cell)) if t == me => self.hit(s, me, side, cell),
            (Stage::Draw(d), Action::Keep) if d.team == me => self.draw_choice(s, false),
            (Stage::Draw(d), Action::Redraw) if d.team == me => self.draw_choice(s, true),
            (Stage::ChooseRole(t), Action::Choose(role)) if t == me => Ok(self.choose_role(s, me, role)),
            (Stage::Plan, Action::Commit(c)) => self.commit(s, me, c),
            (Stage::Serve(_), Action::Serve(_)) => Err(IllegalAction::new("TG-10", "the other team serves")),
            _ => Err(NOT_NOW),
        }
    }

    fn view(&self, s: &State, team: Team) -> TeamView {
        TeamView::of(self, s, team)
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        let Stage::Over(winner) = s.stage else { return None };
        Some(Outcome {
            winner,
            points: [self.points(s, Team::Pink), self.points(s, Team::Blue)],
            tie_break: s.tie_break,
        })
    }

    fn max_actions(&self) -> u64 {
        let rally = u64::from(self.config.rally_hit_limit);
        // 18 placements; at most 19 rallies (each serve reveals a card, or uses the one Bump
        // Save), each a serve, its hits and a reveal choice per landing; at most 6 reward
        // draws with 26 choices each; the role choice.
        let volley = 18 + 19 * (1 + 2 * (rally + 1)) + 6 * 26 + 1;
        let hop = u64::from(self.config.hop_turn_limit) * (2 + 8);
        u64::from(self.config.round_limit) * (volley + hop) + volley
    }

    fn validate(&self, s: &State) -> Result<(), Invalid> {
        crate::validate::state(self, s)
    }

    fn resample_hidden(&self, s: &State, team: Team, rng: &mut DiceRng) -> Option<State> {
        crate::hidden::resample(self, s, team, rng)
    }
}

impl ArbitraryAction for TopGun {
    fn arbitrary_action(&self, _: &State, rng: &mut DiceRng) -> Action {
        let small = |rng: &mut DiceRng| rng.below(11) as u8;
        let team = |rng: &mut DiceRng| if rng.below(2) == 0 { Team::Pink } else { Team::Blue };
        match rng.below(10) {
            0 => Action::Place(small(rng)),
            1 => Action::Serve(small(rng)),
            2 => Action::Reveal,
            3 => Action::BumpSave,
            4 => Action::Hit(team(rng), small(rng)),
            5 => {
                if rng.below(2) == 0 {
                    Action::Keep
                } else {
                    Action::Redraw
                }
            }
            6 => Action::Choose(if rng.below(2) == 0 {
                Role::Attacker
            } else {
                Role::Defender
            }),
            7 | 8 => Action::Commit(Commitment {
                tile1: rng.below(22) as u8,
                tile2: rng.below(22) as u8,
                wso: rng.below(19) as u8,
                iel: match rng.below(4) {
                    0 => None,
                    k => Some(k as u8 - 1),
                },
            }),
            _ => Action::Die(rng.below(8) as u8),
        }
    }
}
