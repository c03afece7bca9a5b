//! Determining initiative (SP-8) through the core resolver, with the roll-off cap of SP-19.
//!
//! The contenders are the planes that revealed a card, in seat order; each one's priority is
//! its card's initiative and its history the initiative of the cards it played before, newest
//! first. The roll-off dice drawn are kept in the [`Reveal`](crate::Reveal), so the
//! resolution (and its explanation) can be rebuilt from the state at any time.

use sortie_core::dice::Die;
use sortie_core::initiative::{Contender, InitiativeError, Progress, Resolution, progress, resolve};

use crate::event::Event;
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::seat::{MAX_SEATS, Seat};
use crate::state::{MAX_ROUNDS, Phase, ROLL_CAP, Reveal, State, Table};
use crate::variant::{Variant, Variants};

/// SP-19: the face given to the `i`-th roll-off die once [`ROLL_CAP`] dice have been drawn:
/// `1, 2, ..., 10, 1, ...`, so the (at most six) dice of one re-roll all differ.
const fn capped_roll(i: usize) -> u8 {
    (i % 10) as u8 + 1
}

/// The contenders of a reveal: the planes that revealed a card, in seat order, each with its
/// card's initiative, its older history and whether it refueled.
struct Field {
    hist: [[u32; MAX_ROUNDS]; MAX_SEATS],
    /// (seat, priority, history length, refueled) of each contender.
    meta: [(Seat, u32, usize, bool); MAX_SEATS],
    n: usize,
}

impl Field {
    #[inline(always)]
    fn of(t: &Table, reveal: &Reveal, variants: Variants) -> Self {
        let mut f = Field {
            hist: [[0u32; MAX_ROUNDS]; MAX_SEATS],
            meta: [(Seat(0), 0u32, 0usize, false); MAX_SEATS],
            n: 0,
        };
        for (i, p) in t.planes.iter().enumerate() {
            if reveal.cards.get(Seat::at(i)).copied().flatten().is_none() {
                continue;
            }
            let (Some(h), Some(m)) = (f.hist.get_mut(f.n), f.meta.get_mut(f.n)) else {
                break;
            };
            // history[0] is this round's card (pushed at the reveal).
            let priority = p.history.first().map_or(0, u32::from);
            for (dst, src) in h.iter_mut().zip(p.history.iter().skip(1)) {
                *dst = u32::from(src);
            }
            let older = p.history.len().saturating_sub(1);
            *m = (Seat::at(i), priority, older, reveal.refueled.contains(i));
            f.n += 1;
        }
        if !variants.is_empty() {
            f.declared(reveal, variants);
        }
        f
    }

    /// The variants of SP-8 (SP-30), as "reshuffled" flags the core resolver reads: with
    /// `any-player-refuel` every contender counts as reshuffled when anyone refueled; with
    /// `whole-group-rolls` every member of a group tied on this round's card that the older
    /// cards would not wholly separate, so the whole group rolls off.
    #[cold]
    fn declared(&mut self, reveal: &Reveal, variants: Variants) {
        let n = self.n;
        if variants.contains(Variant::AnyPlayerRefuel) && !reveal.refueled.is_empty() {
            for m in self.meta.iter_mut().take(n) {
                m.3 = true;
            }
        }
        if variants.contains(Variant::WholeGroupRolls) {
            let contenders = self.contenders();
            let mut roll = [false; MAX_SEATS];
            for (k, c) in contenders.iter().take(n).enumerate() {
                let group: Vec<Contender<'_, Seat>> = contenders
                    .iter()
                    .take(n)
                    .filter(|o| o.priority == c.priority)
                    .copied()
                    .collect();
                // A group the older cards split completely resolves without a die.
                roll[k] = group.len() > 1 && resolve(&group, Die::D10, || None).is_err();
            }
            for (m, r) in self.meta.iter_mut().zip(roll) {
                m.3 |= r;
            }
        }
    }

    #[inline(always)]
    fn contenders(&self) -> [Contender<'_, Seat>; MAX_SEATS] {
        std::array::from_fn(|k| {
            let (player, priority, len, reshuffled) = self.meta[k];
            Contender {
                player,
                priority,
                history: self.hist[k].get(..len).unwrap_or(&[]),
                reshuffled,
            }
        })
    }
}

/// Runs the resolver over the contenders of `t` with the dice of `reveal`, drawing more from
/// `more` (which returns `None` to stop with `NeedRoll`).
fn run(
    t: &Table,
    reveal: &mut Reveal,
    variants: Variants,
    mut more: impl FnMut() -> Option<u8>,
) -> Result<Resolution<Seat>, InitiativeError> {
    let field = Field::of(t, reveal, variants);
    let contenders = field.contenders();
    let mut i = 0usize;
    let rolls = &mut reveal.rolls;
    resolve(contenders.get(..field.n).unwrap_or(&[]), Die::D10, || {
        let r = if let Some(r) = rolls.get(i) {
            Some(r)
        } else if i >= ROLL_CAP {
            Some(capped_roll(i))
        } else {
            let r = more()?;
            if rolls.try_push(r).is_err() {
                return None;
            }
            Some(r)
        };
        i += 1;
        r
    })
}

impl Sentando {
    /// Settles the order of execution (SP-8): with the engine's dice at once; with external
    /// dice it waits in [`Phase::Initiative`] for each roll-off die.
    pub(crate) fn settle_initiative(&self, s: &mut State, tell: &mut impl Tell) {
        let Some(mut reveal) = s.table.reveal.take() else {
            return;
        };
        let external = self.config.external_dice;
        let rng = &mut s.rng;
        let result = run(&s.table, &mut reveal, self.config.variants, || {
            (!external).then(|| Die::D10.roll(rng))
        });
        match result {
            Ok(res) => {
                tell.say(|| Event::Initiative {
                    order: res.order.clone(),
                    decisions: res.decisions.clone(),
                });
                reveal.order.clear();
                let _ = reveal.order.fill(res.order);
                s.table.reveal = Some(reveal);
                s.table.exec.slot = 0;
                s.table.exec.step = 0;
                s.table.phase = Phase::Fire;
                self.execute(s, tell);
            }
            Err(_) => {
                s.table.reveal = Some(reveal);
                s.table.phase = Phase::Initiative;
            }
        }
    }

    /// Feeds an external roll-off die (a checked D10 face).
    pub(crate) fn initiative_roll(&self, s: &mut State, roll: u8, tell: &mut impl Tell) {
        tell.say(|| {
            let seat = match self.initiative_progress(&s.table) {
                Some(Progress::Waiting(w)) => w.next,
                _ => Seat(0),
            };
            Event::InitiativeRoll { seat, roll }
        });
        if let Some(r) = s.table.reveal.as_mut()
            && r.rolls.try_push(roll).is_err()
        {
            return;
        }
        self.settle_initiative(s, tell);
    }

    /// The initiative resolution of the last reveal, rebuilt from the table, with its
    /// explanation (`Resolution::explain`); `None` before the first reveal or while roll-off
    /// dice are still awaited ([`initiative_progress`](Self::initiative_progress) shows how
    /// far it got).
    ///
    /// ```
    /// use sortie_core::{Actor, Game};
    /// use sortie_sentando::{Action, Config, Sentando, Seat};
    ///
    /// let game = Sentando::new(Config::default()).unwrap();
    /// let mut s = game.new_game(3);
    /// for (seat, place) in [(0, "place a2 E"), (1, "place a10 E")] {
    ///     s = game.apply(&s, Actor::Player(Seat(seat)), &place.parse().unwrap()).unwrap();
    /// }
    /// // P1's P-47 plays Level Flight (initiative 8), P2's Bf 109 its Level Flight (9).
    /// s = game.apply(&s, Actor::Player(Seat(0)), &Action::Commit(2)).unwrap();
    /// s = game.apply(&s, Actor::Player(Seat(1)), &Action::Commit(0)).unwrap();
    /// let res = game.initiative(s.table()).unwrap();
    /// assert_eq!(res.order, [Seat(0), Seat(1)]);
    /// assert_eq!(res.explain(), ["initiative: P1 8, P2 9"]);
    /// ```
    #[must_use]
    pub fn initiative(&self, t: &Table) -> Option<Resolution<Seat>> {
        let mut reveal = t.reveal?;
        run(t, &mut reveal, self.config.variants, || None).ok()
    }

    /// The initiative of the last reveal as far as the dice in allow (SP-8, SP-19): with every
    /// die in, the whole [`Resolution`]; while roll-off dice are awaited (external dice), the
    /// order settled so far (`placed`), the tied group rolling now (`rolling`), whose die is
    /// wanted next (`next`), the seats still to be placed after it in initiative order
    /// (`later`) and the decisions taken so far: a [`Waiting`](sortie_core::initiative::Waiting).
    /// `None` before the first reveal.
    ///
    /// ```
    /// use sortie_core::initiative::Progress;
    /// use sortie_core::{Actor, Game};
    /// use sortie_sentando::{Action, Config, Mode, Sentando, Seat};
    ///
    /// let mut config = Config::cycling(Mode::Dogfight, 3);
    /// config.external_dice = true;
    /// let game = Sentando::new(config).unwrap();
    /// let mut s = game.new_game(1);
    /// for (seat, place) in [(0, "place a2 E"), (1, "place a6 E"), (2, "place a10 E")] {
    ///     s = game.apply(&s, Actor::Player(Seat(seat)), &place.parse().unwrap()).unwrap();
    /// }
    /// // P1's P-47 Wide Turn Left and P3's Fw 190 Bank Left tie at 7; P2's Bf 109 Cruise is an 8.
    /// for (seat, card) in [(0, 3), (1, 1), (2, 2)] {
    ///     s = game.apply(&s, Actor::Player(Seat(seat)), &Action::Commit(card)).unwrap();
    /// }
    /// let Some(Progress::Waiting(w)) = game.initiative_progress(s.table()) else { panic!() };
    /// assert_eq!((w.placed, w.rolling, w.next, w.later), (vec![], vec![Seat(0), Seat(2)], Seat(0), vec![Seat(1)]));
    /// s = game.apply(&s, Actor::Chance, &Action::Roll(6)).unwrap(); // P1 rolls 6
    /// let Some(Progress::Waiting(w)) = game.initiative_progress(s.table()) else { panic!() };
    /// assert_eq!(w.next, Seat(2));
    /// s = game.apply(&s, Actor::Chance, &Action::Roll(2)).unwrap(); // P3 rolls 2
    /// let Some(Progress::Done(res)) = game.initiative_progress(s.table()) else { panic!() };
    /// assert_eq!(res.order, [Seat(2), Seat(0), Seat(1)]);
    /// ```
    #[must_use]
    pub fn initiative_progress(&self, t: &Table) -> Option<Progress<Seat>> {
        let reveal = t.reveal.as_ref()?;
        let field = Field::of(t, reveal, self.config.variants);
        let contenders = field.contenders();
        // The dice in, then (SP-19) the capped faces once the cap is reached.
        let mut rolls = [0u8; 2 * ROLL_CAP];
        let n = reveal.rolls.len().min(ROLL_CAP);
        for (i, slot) in rolls.iter_mut().enumerate() {
            *slot = reveal.rolls.get(i).unwrap_or_else(|| capped_roll(i));
        }
        let known = if n >= ROLL_CAP { rolls.len() } else { n };
        progress(contenders.get(..field.n)?, Die::D10, rolls.get(..known)?).ok()
    }

    /// `seats` (such as the `later` of a [`Waiting`](sortie_core::initiative::Waiting)) in
    /// groups of equal initiative this round, in order: a group of two or more is still tied,
    /// to be split by the cards of earlier rounds or by a roll-off (SP-8).
    ///
    /// ```
    /// use sortie_core::initiative::Progress;
    /// use sortie_core::{Actor, Game};
    /// use sortie_sentando::{Action, Config, Mode, Sentando, Seat};
    ///
    /// let mut config = Config::new(Mode::Dogfight, &["P-47D Thunderbolt"; 4]);
    /// config.external_dice = true;
    /// let game = Sentando::new(config).unwrap();
    /// let mut s = game.new_game(1);
    /// for (seat, place) in [(0, "place a2 E"), (1, "place a4 E"), (2, "place a6 E"), (3, "place a8 E")] {
    ///     s = game.apply(&s, Actor::Player(Seat(seat)), &place.parse().unwrap()).unwrap();
    /// }
    /// // Two tie at 5 (the Slips), two at 8 (Level Flight): the first pair rolls now.
    /// for (seat, card) in [(0, 2), (1, 7), (2, 8), (3, 2)] {
    ///     s = game.apply(&s, Actor::Player(Seat(seat)), &Action::Commit(card)).unwrap();
    /// }
    /// let Some(Progress::Waiting(w)) = game.initiative_progress(s.table()) else { panic!() };
    /// assert_eq!(w.rolling, [Seat(1), Seat(2)]);
    /// assert_eq!(game.initiative_groups(s.table(), &w.later), [vec![Seat(0), Seat(3)]]);
    /// ```
    #[must_use]
    pub fn initiative_groups(&self, t: &Table, seats: &[Seat]) -> Vec<Vec<Seat>> {
        let initiative = |seat: Seat| {
            t.revealed_card(seat)
                .and_then(|c| self.card(seat, c))
                .map(|c| c.initiative)
        };
        let mut groups: Vec<Vec<Seat>> = Vec::new();
        for &seat in seats {
            match groups.last_mut() {
                Some(group) if group.first().map(|s| initiative(*s)) == Some(initiative(seat)) => {
                    group.push(seat);
                }
                _ => groups.push(vec![seat]),
            }
        }
        groups
    }
}
