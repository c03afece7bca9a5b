//! Actions in plain words ([`Describe`]), with the catalog's names: "Climb, then Dive; WSO:
//! Guns; ignore the elevation loss of tile 2", "serve onto Blue's c2 (middle-right)".

use serde::{Deserialize, Serialize};
use sortie_core::game::Actor;
use sortie_core::narrate::Describe;

use crate::action::{Action, Commitment, cell_name};
use crate::events::Named;
use crate::game::TopGun;
use crate::holdings::{DeckKind, Holdings};
use crate::state::{Stage, State};
use crate::tables::bits;
use crate::team::{Role, Team};

/// A court cell in words, as its team sees its own side: row 1 is the front (at the net), row
/// 3 the back; column a is the left.
///
/// ```
/// use sortie_topgun::cell_words;
/// assert_eq!(cell_words(6), "back-left");
/// assert_eq!(cell_words(1), "front-centre");
/// assert_eq!(cell_words(4), "centre");
/// ```
#[must_use]
pub fn cell_words(cell: u8) -> &'static str {
    const WORDS: [&str; 9] = [
        "front-left",
        "front-centre",
        "front-right",
        "middle-left",
        "centre",
        "middle-right",
        "back-left",
        "back-centre",
        "back-right",
    ];
    WORDS.get(usize::from(cell)).copied().unwrap_or("off the court")
}

fn cell(side: Team, c: u8) -> String {
    format!("{}'s {} ({})", side.title(), cell_name(c), cell_words(c))
}

/// A team's components by name: see [`TopGun::holdings_named`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HoldingsNamed {
    /// The Pilot tiles.
    pub tiles: Vec<Named>,
    /// The WSO cards in hand.
    pub hand: Vec<Named>,
    /// The WSO cards played, face up in front of the shield.
    pub played: Vec<Named>,
}

impl TopGun {
    /// Pilot tile `id` by its catalog name (`tile 25` for an id the catalog lacks).
    #[must_use]
    pub fn tile_named(&self, id: u8) -> Named {
        let name = self
            .catalog()
            .tile(id)
            .map_or_else(|| format!("tile {id}"), |t| t.name.clone());
        Named { id, name }
    }

    /// WSO card `id` by its catalog name.
    ///
    /// ```
    /// # use sortie_topgun::TopGun;
    /// assert_eq!(TopGun::default().wso_named(4).name, "Ignore Elevation Loss");
    /// ```
    #[must_use]
    pub fn wso_named(&self, id: u8) -> Named {
        let name = self
            .catalog()
            .wso(id)
            .map_or_else(|| format!("WSO card {id}"), |t| t.name.clone());
        Named { id, name }
    }

    /// Volleyball card `id` by its catalog name.
    #[must_use]
    pub fn volley_named(&self, id: u8) -> Named {
        let name = self
            .catalog()
            .volleyball
            .get(usize::from(id))
            .map_or_else(|| format!("card {id}"), |v| v.name.clone());
        Named { id, name }
    }

    /// Scenario card `id` by its catalog name.
    #[must_use]
    pub fn scenario_named(&self, id: u8) -> Named {
        let name = self
            .catalog()
            .scenarios
            .get(usize::from(id))
            .map_or_else(|| format!("scenario {id}"), |v| v.name.clone());
        Named { id, name }
    }

    /// A green card of `deck` by its catalog name (tile and WSO ids overlap: the deck says
    /// which).
    ///
    /// ```
    /// use sortie_topgun::{DeckKind, TopGun};
    /// let game = TopGun::default();
    /// assert_eq!(game.green_named(DeckKind::Tiles, 9).name, "Break Right");
    /// assert_eq!(game.green_named(DeckKind::Wso, 9).name, "Tail Gunner");
    /// assert_eq!(game.volley_named(8).name, "Whiff: one of each");
    /// assert_eq!(game.scenario_named(1).name, "Crossing");
    /// ```
    #[must_use]
    pub fn green_named(&self, deck: DeckKind, id: u8) -> Named {
        match deck {
            DeckKind::Tiles => self.tile_named(id),
            DeckKind::Wso => self.wso_named(id),
        }
    }

    /// The Pilot tiles of a mask (a [`Holdings`](crate::Holdings) or
    /// [`OpponentView`](crate::OpponentView) field) by name, in id order.
    #[must_use]
    pub fn tiles_named(&self, mask: u32) -> Vec<Named> {
        bits(mask).map(|id| self.tile_named(id)).collect()
    }

    /// The WSO cards of a mask by name, in id order.
    #[must_use]
    pub fn wso_cards_named(&self, mask: u32) -> Vec<Named> {
        bits(mask).map(|id| self.wso_named(id)).collect()
    }

    /// What a team holds, by name: its Pilot tiles, its WSO hand and its played WSO cards
    /// (TG-19). A team's view holds its own [`Holdings`] (`view.mine`).
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_topgun::{Team, TopGun};
    ///
    /// let game = TopGun::default();
    /// let view = game.view(&game.new_game(1), Team::Pink);
    /// let mine = game.holdings_named(&view.mine);
    /// let tiles: Vec<String> = mine.tiles.iter().map(ToString::to_string).collect();
    /// assert_eq!(tiles, ["Climb", "Climbing Right", "Climbing Left", "Dive", "Split-S", "Repeat"]);
    /// assert_eq!(mine.hand.len(), 5);
    /// assert!(mine.played.is_empty());
    /// ```
    #[must_use]
    pub fn holdings_named(&self, h: &Holdings) -> HoldingsNamed {
        HoldingsNamed {
            tiles: self.tiles_named(h.tiles),
            hand: self.wso_cards_named(h.hand()),
            played: self.wso_cards_named(h.played),
        }
    }

    /// A Hop plan in words (TG-14).
    ///
    /// ```
    /// use sortie_topgun::{Commitment, TopGun};
    /// let game = TopGun::default();
    /// let plan = Commitment { tile1: 0, tile2: 3, wso: 4, iel: Some(1) };
    /// assert_eq!(game.plan_words(&plan), "Climb, then Dive; WSO: Ignore Elevation Loss; ignore the elevation loss of tile 2");
    /// let plan = Commitment { tile1: 1, tile2: 5, wso: 0, iel: None };
    /// assert_eq!(game.plan_words(&plan), "Climbing Right, then Repeat (Climbing Right again); WSO: Guns");
    /// ```
    #[must_use]
    pub fn plan_words(&self, c: &Commitment) -> String {
        let first = self.tile_named(c.tile1);
        let second = self.tile_named(c.tile2);
        let repeat = self.tile_geom(c.tile2).is_some_and(|g| g.repeat);
        let mut s = if repeat {
            format!("{first}, then {second} ({first} again)")
        } else {
            format!("{first}, then {second}")
        };
        s += &format!("; WSO: {}", self.wso_named(c.wso));
        if let Some(k) = c.iel {
            s += &format!("; ignore the elevation loss of tile {}", u16::from(k) + 1);
        }
        s
    }

    /// `action` of `actor` in words, with what `s` adds: the cell a placement fills, the card
    /// a keep or redraw is about, the deck a card is drawn from.
    ///
    /// ```
    /// use sortie_core::Actor;
    /// use sortie_topgun::{Action, Team, TopGun};
    ///
    /// let game = TopGun::default();
    /// let s = sortie_core::Game::new_game(&game, 1);
    /// let place = Action::Place(4);
    /// assert_eq!(game.describe_in(&s, Actor::Player(Team::Pink), &place), "place Spike face down on the front-left cell (a1)");
    /// ```
    #[must_use]
    pub fn describe_in(&self, s: &State, actor: Actor<Team>, action: &Action) -> String {
        match (action, actor, s.stage) {
            (Action::Place(card), Actor::Player(team), _) => {
                let at = s.court.placed[team];
                format!(
                    "place {} face down on the {} cell ({})",
                    self.volley_named(*card),
                    cell_words(at),
                    cell_name(at)
                )
            }
            (Action::Keep, _, Stage::Draw(d)) => {
                format!("keep {}", self.green_named(d.deck, d.card))
            }
            (Action::Redraw, _, Stage::Draw(d)) => format!(
                "put {} at the bottom of the deck and draw the next",
                self.green_named(d.deck, d.card)
            ),
            _ => self.words(actor, action),
        }
    }

    fn words(&self, actor: Actor<Team>, action: &Action) -> String {
        let opponent = match actor {
            Actor::Player(t) => t.other(),
            Actor::Chance => Team::Blue,
        };
        match action {
            Action::Place(card) => format!("place {} face down in the next cell", self.volley_named(*card)),
            Action::Serve(c) => format!("serve onto {}", cell(opponent, *c)),
            Action::Reveal => "reveal the card under the ball".to_owned(),
            Action::BumpSave => {
                "play the Bump Save: the card under the ball stays face down and acts as a Bump".to_owned()
            }
            Action::Hit(side, c) => format!("hit onto {}", cell(*side, *c)),
            Action::Keep => "keep the drawn card".to_owned(),
            Action::Redraw => "put the drawn card at the bottom of the deck and draw the next".to_owned(),
            Action::Choose(Role::Attacker) => "choose to be the Attacker".to_owned(),
            Action::Choose(Role::Defender) => "choose to be the Defender".to_owned(),
            Action::Commit(c) => self.plan_words(c),
            Action::Die(face) if self.lock.is_lock_face(*face) => {
                format!("a lock die shows {face}: a Target Lock face")
            }
            Action::Die(face) => format!("a lock die shows {face}"),
            Action::Scenario(k) => format!("the Hop scenario card drawn is {}", self.scenario_named(*k)),
            Action::Drawn(deck, id) => {
                format!(
                    "the {} drawn is {}",
                    deck.component(),
                    self.green_named(*deck, *id)
                )
            }
        }
    }
}

/// Every action in words, as a player says it.
///
/// ```
/// use sortie_core::Actor;
/// use sortie_core::narrate::Describe;
/// use sortie_topgun::{Action, Commitment, Team, TopGun};
///
/// let game = TopGun::default();
/// let pink = Actor::Player(Team::Pink);
/// assert_eq!(game.describe(pink, &Action::Serve(5)), "serve onto Blue's c2 (middle-right)");
/// let plan = Action::Commit(Commitment { tile1: 0, tile2: 3, wso: 0, iel: None });
/// assert_eq!(game.describe(pink, &plan), "Climb, then Dive; WSO: Guns");
/// ```
impl Describe for TopGun {
    fn describe(&self, actor: Actor<Team>, action: &Action) -> String {
        self.words(actor, action)
    }
}
