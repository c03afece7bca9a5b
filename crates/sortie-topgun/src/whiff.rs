//! Whiff rewards (TG-12): the draws from the green decks, with the team's keep-or-redraw
//! choice on a duplicate name, then the Whiff's owner serves or the phase ends (TG-13).

use crate::catalog::Reward;
use crate::error::Refusal;
use crate::game::TopGun;
use crate::holdings::{Deck, DeckKind, Draw};
use crate::rulings::{OTHER_STAGE, tg};
use crate::state::{Stage, State};
use crate::tables::bit;
use crate::team::Team;

impl TopGun {
    /// A Whiff of `owner` is revealed: the opponent draws its reward (TG-12).
    pub(crate) fn whiff(&self, s: &mut State, owner: Team, reward: Reward) {
        s.court.ball = None;
        let drawer = owner.other();
        match reward {
            Reward::PilotTile => self.draw_chain(s, drawer, DeckKind::Tiles, false),
            Reward::WsoCard => self.draw_chain(s, drawer, DeckKind::Wso, false),
            Reward::Both => self.draw_chain(s, drawer, DeckKind::Tiles, true),
        }
    }

    fn deck_mut(s: &mut State, deck: DeckKind) -> &mut Deck {
        match deck {
            DeckKind::Tiles => &mut s.tile_deck,
            DeckKind::Wso => &mut s.wso_deck,
        }
    }

    fn draw_chain(&self, s: &mut State, team: Team, deck: DeckKind, then_wso: bool) {
        let d = Self::deck_mut(s, deck);
        let limit = d.len() as u8;
        match d.draw() {
            Some(card) => self.offer(
                s,
                Draw {
                    team,
                    deck,
                    card,
                    draws: 1,
                    limit,
                    then_wso,
                },
            ),
            None => self.after_draw(s, team, then_wso),
        }
    }

    /// Whether `team` holds a component with the name of `card` (TG-12).
    pub(crate) fn is_duplicate(&self, s: &State, team: Team, deck: DeckKind, card: u8) -> bool {
        let h = &s.teams[team];
        match deck {
            DeckKind::Tiles => self
                .tile_names
                .get(usize::from(card))
                .is_some_and(|m| m & h.tiles != 0),
            DeckKind::Wso => self
                .wso_names
                .get(usize::from(card))
                .is_some_and(|m| m & h.wso != 0),
        }
    }

    fn offer(&self, s: &mut State, d: Draw) {
        if d.draws < d.limit && self.is_duplicate(s, d.team, d.deck, d.card) {
            s.stage = Stage::Draw(d);
        } else {
            self.keep(s, d);
        }
    }

    fn keep(&self, s: &mut State, d: Draw) {
        let h = &mut s.teams[d.team];
        match d.deck {
            DeckKind::Tiles => h.tiles |= bit(d.card),
            DeckKind::Wso => h.wso |= bit(d.card),
        }
        self.after_draw(s, d.team, d.then_wso);
    }

    fn after_draw(&self, s: &mut State, team: Team, then_wso: bool) {
        if then_wso {
            return self.draw_chain(s, team, DeckKind::Wso, false);
        }
        let owner = team.other();
        if self.whiffs_all_up(&s.court, owner) {
            self.phase_won(s, team);
        } else {
            self.serve_next(s, owner);
        }
    }

    /// Keep the drawn duplicate, or put it at the bottom and draw the next (TG-12).
    pub(crate) fn draw_choice(&self, s: &State, redraw: bool) -> Result<State, Refusal> {
        let Stage::Draw(d) = s.stage else {
            return Err(Refusal::new(OTHER_STAGE, "no reward is being drawn"));
        };
        let mut n = s.clone();
        if redraw {
            let deck = Self::deck_mut(&mut n, d.deck);
            deck.put_bottom(d.card);
            let Some(card) = deck.draw() else {
                return Err(Refusal::new(tg(12), "the deck has no card to draw"));
            };
            self.offer(
                &mut n,
                Draw {
                    card,
                    draws: d.draws.saturating_add(1),
                    ..d
                },
            );
        } else {
            self.keep(&mut n, d);
        }
        Ok(n)
    }
}
