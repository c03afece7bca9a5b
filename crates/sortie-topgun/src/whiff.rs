//! Whiff rewards (TG-12): the draws from the green decks, with the team's keep-or-redraw
//! choice on a duplicate name, then the Whiff's owner serves or the phase ends (TG-13). With
//! external chance each card drawn is reported from the table (TG-36).

use crate::catalog::Reward;
use crate::error::Refusal;
use crate::events::{Event, RallyEnd, Tell};
use crate::game::TopGun;
use crate::holdings::{Deal, Deck, DeckKind, Draw};
use crate::rulings::{EXTERNAL_CHANCE, OTHER_STAGE, tg};
use crate::state::{Stage, State};
use crate::tables::bit;
use crate::team::Team;

impl TopGun {
    /// A Whiff of `owner` is revealed: the opponent draws its reward (TG-12).
    pub(crate) fn whiff(&self, s: &mut State, owner: Team, reward: Reward, tell: &mut impl Tell) {
        s.court.ball = None;
        let drawer = owner.other();
        match reward {
            Reward::PilotTile => self.draw_chain(s, drawer, DeckKind::Tiles, false, tell),
            Reward::WsoCard => self.draw_chain(s, drawer, DeckKind::Wso, false, tell),
            Reward::Both => self.draw_chain(s, drawer, DeckKind::Tiles, true, tell),
        }
    }

    pub(crate) fn deck(s: &State, deck: DeckKind) -> &Deck {
        match deck {
            DeckKind::Tiles => &s.tile_deck,
            DeckKind::Wso => &s.wso_deck,
        }
    }

    fn deck_mut(s: &mut State, deck: DeckKind) -> &mut Deck {
        match deck {
            DeckKind::Tiles => &mut s.tile_deck,
            DeckKind::Wso => &mut s.wso_deck,
        }
    }

    fn draw_chain(&self, s: &mut State, team: Team, deck: DeckKind, then_wso: bool, tell: &mut impl Tell) {
        let d = Self::deck_mut(s, deck);
        let limit = d.len() as u8;
        if d.is_empty() {
            tell.tell(|| Event::DeckEmpty { team, deck });
            return self.after_draw(s, team, then_wso, tell);
        }
        if self.config.external_chance {
            s.stage = Stage::Deal(Deal {
                team,
                deck,
                draws: 0,
                limit,
                then_wso,
            });
            return;
        }
        if let Some(card) = d.draw() {
            let draw = Draw {
                team,
                deck,
                card,
                draws: 1,
                limit,
                then_wso,
            };
            self.offer(s, draw, tell);
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

    /// The card `d` drew: a duplicate name waits for the team's choice, anything else is kept.
    fn offer(&self, s: &mut State, d: Draw, tell: &mut impl Tell) {
        tell.tell(|| Event::Drew {
            team: d.team,
            deck: d.deck,
            card: Some(self.green_named(d.deck, d.card)),
        });
        if d.draws < d.limit && self.is_duplicate(s, d.team, d.deck, d.card) {
            s.stage = Stage::Draw(d);
        } else {
            self.keep(s, d, tell);
        }
    }

    fn keep(&self, s: &mut State, d: Draw, tell: &mut impl Tell) {
        let h = &mut s.teams[d.team];
        match d.deck {
            DeckKind::Tiles => h.tiles |= bit(d.card),
            DeckKind::Wso => h.wso |= bit(d.card),
        }
        tell.tell(|| Event::Kept {
            team: d.team,
            deck: d.deck,
            card: Some(self.green_named(d.deck, d.card)),
        });
        self.after_draw(s, d.team, d.then_wso, tell);
    }

    fn after_draw(&self, s: &mut State, team: Team, then_wso: bool, tell: &mut impl Tell) {
        if then_wso {
            return self.draw_chain(s, team, DeckKind::Wso, false, tell);
        }
        let owner = team.other();
        if self.whiffs_all_up(&s.court, owner) {
            self.phase_won(s, team, tell);
        } else {
            self.serve_next(s, owner, RallyEnd::Whiff, tell);
        }
    }

    /// Keep the drawn duplicate, or put it at the bottom and draw the next (TG-12).
    pub(crate) fn draw_choice(
        &self,
        s: &mut State,
        redraw: bool,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        let Stage::Draw(d) = s.stage else {
            return Err(Refusal::new(OTHER_STAGE, "no reward is being drawn"));
        };
        if !redraw {
            self.keep(s, d, tell);
            return Ok(());
        }
        let deck = Self::deck_mut(s, d.deck);
        deck.put_bottom(d.card);
        tell.tell(|| Event::PutBack {
            team: d.team,
            deck: d.deck,
            card: Some(self.green_named(d.deck, d.card)),
        });
        if self.config.external_chance {
            s.stage = Stage::Deal(Deal {
                team: d.team,
                deck: d.deck,
                draws: d.draws,
                limit: d.limit,
                then_wso: d.then_wso,
            });
            return Ok(());
        }
        // The deck holds at least the card just put back, so a card comes up.
        let card = deck.draw().unwrap_or(d.card);
        let next = Draw {
            card,
            draws: d.draws.saturating_add(1),
            ..d
        };
        self.offer(s, next, tell);
        Ok(())
    }

    /// The cards that can come up in `d`: the deck's first cards, before those put back in
    /// this chain (TG-12, TG-36).
    pub(crate) fn deal_candidates<'a>(s: &'a State, d: &Deal) -> &'a [u8] {
        let ids = Self::deck(s, d.deck).ids();
        ids.get(..d.candidates()).unwrap_or(ids)
    }

    /// The green card reported from the table (external chance, TG-36).
    pub(crate) fn deal(
        &self,
        s: &mut State,
        d: Deal,
        deck: DeckKind,
        card: u8,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        if deck != d.deck {
            return Err(Refusal::new(
                tg(12),
                "the card is drawn from the other green deck",
            ));
        }
        if !Self::deal_candidates(s, &d).contains(&card) {
            return Err(Refusal::new(
                EXTERNAL_CHANCE,
                "that card cannot come up: it is not in the deck, or was drawn in this chain",
            ));
        }
        Self::deck_mut(s, deck).remove(card);
        let draw = Draw {
            team: d.team,
            deck,
            card,
            draws: d.draws.saturating_add(1),
            limit: d.limit,
            then_wso: d.then_wso,
        };
        self.offer(s, draw, tell);
        Ok(())
    }
}
