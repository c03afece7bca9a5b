//! The invariants of a state (for states loaded from untrusted bytes, and setups): each broken
//! one names its ruling, and its message the part that is wrong (the team, the field as a
//! [`Setup`](crate::Setup) spells it, the offending value) and why.

use sortie_core::game::Invalid;
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::rule::RuleId;

use crate::action::cell_name;
use crate::catalog::VolleyKind;
use crate::court::{Court, EMPTY, Spot};
use crate::game::TopGun;
use crate::holdings::{Deck, DeckKind};
use crate::rulings::{EXTERNAL_CHANCE, tg};
use crate::state::{Stage, State};
use crate::tables::{GREEN_TILE_MASK, GREEN_WSO_MASK, bits};
use crate::team::Team;

fn fail<T>(rule: u16, msg: impl Into<String>) -> Result<T, Invalid> {
    Err(Invalid::new(tg(rule), msg))
}

/// A stage as a [`Setup`](crate::Setup) writes it: `Hit(Blue)`.
fn stage_name(stage: Stage) -> String {
    let (name, team) = match stage {
        Stage::Arrange => return "Arrange".to_owned(),
        Stage::Plan => return "Plan".to_owned(),
        Stage::Serve(t) => ("Serve", t),
        Stage::SaveChoice(t) => ("SaveChoice", t),
        Stage::Hit(t) => ("Hit", t),
        Stage::Draw(d) => ("Draw", d.team),
        Stage::ChooseRole(t) => ("ChooseRole", t),
        Stage::Roll(t) => ("Roll", t),
        Stage::Over(t) => ("Over", t),
        Stage::Scenario(t) => ("Scenario", t),
        Stage::Deal(d) => ("Deal", d.team),
    };
    format!("{name}({})", team.title())
}

/// A court spot in words: `Pink's a3`.
fn spot(b: Spot) -> String {
    format!("{}'s {}", b.side.title(), cell_name(b.cell))
}

/// The ids of a mask, `6, 9`.
fn ids(mask: u32) -> String {
    bits(mask).map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
}

/// The ids of a mask as runs, `6..=19`.
fn runs(mask: u32) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut ids = bits(mask).peekable();
    while let Some(first) = ids.next() {
        let mut last = first;
        while ids.peek() == Some(&(last + 1)) {
            last += 1;
            ids.next();
        }
        out.push(if last == first {
            first.to_string()
        } else {
            format!("{first}..={last}")
        });
    }
    out.join(", ")
}

/// A deck's field name and what it holds.
const fn deck_words(kind: DeckKind) -> (&'static str, &'static str) {
    match kind {
        DeckKind::Tiles => ("tile_deck", "Pilot tile"),
        DeckKind::Wso => ("wso_deck", "WSO card"),
    }
}

/// The green components in `d`, which must all be distinct components of `green` (`rule`:
/// TG-3 for tiles, TG-4 for WSO cards).
fn deck_mask(d: &Deck, kind: DeckKind, green: u32, rule: u16) -> Result<u32, Invalid> {
    let (field, what) = deck_words(kind);
    if !d.is_tidy() {
        return fail(rule, format!("{field} holds junk past its last card"));
    }
    let mut m = 0u32;
    for &id in d.ids() {
        if id >= 32 || green & (1 << id) == 0 {
            return fail(
                rule,
                format!(
                    "{field} holds {id}, which is no green {what} (those are {})",
                    runs(green)
                ),
            );
        }
        if m & (1 << id) != 0 {
            return fail(rule, format!("{field} holds green {what} {id} twice"));
        }
        m |= 1 << id;
    }
    Ok(m)
}

fn court(game: &TopGun, c: &Court, arranging: bool) -> Result<(), Invalid> {
    for t in Team::BOTH {
        let name = t.title();
        let placed = usize::from(c.placed[t]);
        if placed > 9 {
            return fail(
                10,
                format!("court.placed[{name}] is {placed}: a team arranges nine cards"),
            );
        }
        if !arranging && placed != 9 {
            return fail(
                10,
                format!(
                    "court.placed[{name}] is {placed}: once the arrangement is over every team has placed its nine cards"
                ),
            );
        }
        let mut seen = 0u16;
        for (i, &card) in c.grid[t].iter().enumerate() {
            let cell = || cell_name(i as u8);
            if i < placed {
                if card >= 9 {
                    return fail(
                        10,
                        format!(
                            "court.grid[{name}] cell {} holds card {card}, which is no volleyball card (0..=8)",
                            cell()
                        ),
                    );
                }
                if seen & (1 << card) != 0 {
                    return fail(10, format!("court.grid[{name}] holds card {card} twice"));
                }
                seen |= 1 << card;
            } else if card != EMPTY {
                return fail(
                    10,
                    format!(
                        "court.grid[{name}] cell {} holds card {card}, but only the first {placed} cells are arranged (court.placed[{name}]); the others hold EMPTY (255)",
                        cell()
                    ),
                );
            }
        }
        if c.face_up[t] >> placed != 0 {
            return fail(
                10,
                format!(
                    "court.face_up[{name}] is {:#b}: it marks cells that hold no card yet",
                    c.face_up[t]
                ),
            );
        }
        if arranging && c.face_up[t] != 0 {
            return fail(
                10,
                format!(
                    "court.face_up[{name}] is {:#b} while the teams arrange: every card is placed face down",
                    c.face_up[t]
                ),
            );
        }
    }
    if c.used > 3 {
        return fail(
            11,
            format!("court.used is {}: a team uses at most three cards", c.used),
        );
    }
    if let Some(l) = game.config.rally_hit_limit
        && c.rally_hits > l
    {
        return fail(
            22,
            format!(
                "court.rally_hits is {}, past the rally hit limit of {l}",
                c.rally_hits
            ),
        );
    }
    if let Some(b) = c.ball
        && b.cell >= 9
    {
        return fail(
            9,
            format!(
                "court.ball is on cell {} of {}'s side, off the 3x3 court",
                b.cell,
                b.side.title()
            ),
        );
    }
    if c.bump_save == Some(c.first_server) {
        return fail(
            13,
            format!(
                "court.bump_save is {0}, the team that serves first (court.first_server): the other team holds it",
                c.first_server.title()
            ),
        );
    }
    Ok(())
}

/// Whether the stage agrees with the rest of the state: the court and Hop are as the engine
/// leaves them on entering the stage, so that play from any valid state stays valid. A
/// mismatch names the stage's ruling and says which part disagrees.
struct StageCheck<'a> {
    game: &'a TopGun,
    s: &'a State,
    rule: RuleId,
}

impl StageCheck<'_> {
    /// `Ok` when `ok`, else the stage's ruling with `why`.
    fn need(&self, ok: bool, why: impl FnOnce() -> String) -> Result<(), Invalid> {
        if ok {
            Ok(())
        } else {
            Err(Invalid::new(
                self.rule,
                format!("stage {}: {}", stage_name(self.s.stage), why()),
            ))
        }
    }

    /// The ball is off the court.
    fn no_ball(&self, why: &str) -> Result<(), Invalid> {
        let c = &self.s.court;
        self.need(c.ball.is_none(), || {
            format!(
                "the ball is on {} (court.ball), but {why}",
                c.ball.map_or_else(String::new, spot)
            )
        })
    }

    /// Between rallies: no ball, no count of cards or hits, no Bump Save in play.
    fn between_rallies(&self) -> Result<(), Invalid> {
        let c = &self.s.court;
        self.no_ball("no rally is under way")?;
        self.need(c.used == 0, || {
            format!("court.used is {}, but no card counts between rallies", c.used)
        })?;
        self.need(c.rally_hits == 0, || {
            format!(
                "court.rally_hits is {}, but no hit counts between rallies",
                c.rally_hits
            )
        })?;
        self.need(!c.saved, || {
            "court.saved is set, but a Bump Save acts only on the card under the ball".to_owned()
        })
    }

    /// During the Volleyball phase: no team with all its Whiffs face up (TG-13 would
    /// have ended the phase).
    fn volley(&self) -> Result<(), Invalid> {
        for t in Team::BOTH {
            self.need(!self.game.whiffs_all_up(&self.s.court, t), || {
                format!(
                    "{}'s three Whiffs are face up (court.face_up), so the Volleyball phase is over",
                    t.title()
                )
            })?;
        }
        Ok(())
    }

    /// The ball is on `t`'s side, which has used 1..=3 cards.
    fn ball_with(&self, t: Team) -> Result<Spot, Invalid> {
        let c = &self.s.court;
        let Some(b) = c.ball else {
            return Err(Invalid::new(
                self.rule,
                format!(
                    "stage {}: no ball is on the court (court.ball is None), but the ball is on {}'s side",
                    stage_name(self.s.stage),
                    t.title()
                ),
            ));
        };
        self.need(b.side == t, || {
            format!(
                "the ball is on {} (court.ball), not on {}'s side",
                spot(b),
                t.title()
            )
        })?;
        self.need((1..=3).contains(&c.used), || {
            format!(
                "court.used is {}, but the team with the ball has used one to three cards",
                c.used
            )
        })?;
        Ok(b)
    }

    /// External chance is on.
    fn external(&self, what: &str) -> Result<(), Invalid> {
        self.need(self.game.config.external_chance, || {
            format!("{what} is awaited from the table only with Config::external_chance")
        })
    }

    /// A Whiff reward's chain in progress: `deck` holds what a chain of `limit` cards left.
    fn chain(
        &self,
        team: Team,
        kind: DeckKind,
        draws: u8,
        limit: u8,
        then_wso: bool,
        left: usize,
    ) -> Result<(), Invalid> {
        let (field, what) = deck_words(kind);
        let deck = match kind {
            DeckKind::Tiles => &self.s.tile_deck,
            DeckKind::Wso => &self.s.wso_deck,
        };
        self.no_ball("the rally ended with the Whiff")?;
        self.need(!self.game.whiffs_all_up(&self.s.court, team), || {
            format!(
                "{}, the team drawing, has its three Whiffs face up (court.face_up): the phase would be over",
                team.title()
            )
        })?;
        self.need(deck.len() == left, || {
            format!(
                "{field} holds {} cards, but a chain of {limit} {what}s (limit) with {draws} drawn (draws) leaves {left}",
                deck.len()
            )
        })?;
        self.need(!(then_wso && kind == DeckKind::Wso), || {
            "then_wso is set on a WSO draw: the WSO card of a \"one of each\" Whiff comes after the tile"
                .to_owned()
        })
    }

    fn check(&self) -> Result<(), Invalid> {
        let (game, s, c) = (self.game, self.s, &self.s.court);
        match s.stage {
            Stage::Arrange => {
                self.need(c.placed.iter().any(|p| *p != 9), || {
                    "both teams have placed their nine cards (court.placed): the serve comes next".to_owned()
                })?;
                self.between_rallies()?;
                let holder = c.first_server.other();
                self.need(c.bump_save == Some(holder), || {
                    format!(
                        "court.bump_save is {}, but {} (not court.first_server) holds the Bump Save at the start of a phase",
                        c.bump_save.map_or("None", Team::title),
                        holder.title()
                    )
                })
            }
            Stage::Serve(_) => {
                self.volley()?;
                self.between_rallies()
            }
            Stage::SaveChoice(t) => {
                self.volley()?;
                let b = self.ball_with(t)?;
                self.need(c.bump_save == Some(t), || {
                    format!(
                        "{} chooses whether to play the Bump Save, but court.bump_save is {}",
                        t.title(),
                        c.bump_save.map_or("None", Team::title)
                    )
                })?;
                self.need(!c.saved, || {
                    "court.saved is set: the Bump Save was already played on this card".to_owned()
                })?;
                self.need(!c.is_face_up(t, b.cell), || {
                    format!(
                        "the card under the ball ({}) is face up (court.face_up): only a face-down card is saved",
                        spot(b)
                    )
                })
            }
            Stage::Hit(t) => {
                self.volley()?;
                let b = self.ball_with(t)?;
                self.need(c.saved || c.is_face_up(t, b.cell), || {
                    format!(
                        "the card under the ball ({}) is face down and not Bump Saved (court.saved): it is revealed before anyone hits",
                        spot(b)
                    )
                })?;
                self.need(
                    matches!(
                        game.ball_kind(c),
                        Some(VolleyKind::Bump | VolleyKind::Set | VolleyKind::Spike)
                    ),
                    || {
                        let card = c.card(b.side, b.cell);
                        format!(
                            "the card under the ball ({}) is {}, which does not hit",
                            spot(b),
                            game.volley_named(card)
                        )
                    },
                )?;
                self.need(game.hit_targets(c, t) != 0, || {
                    format!(
                        "{} can hit the ball nowhere from {} with {} cards used (court.used): the rally would have been forfeited",
                        t.title(),
                        spot(b),
                        c.used
                    )
                })?;
                self.need(game.config.rally_hit_limit.is_none_or(|l| c.rally_hits < l), || {
                    format!(
                        "court.rally_hits is {}, the rally hit limit: the rally would have been forfeited",
                        c.rally_hits
                    )
                })
            }
            Stage::Draw(d) => {
                self.need(d.draws >= 1 && d.draws < d.limit, || {
                    format!(
                        "draws is {}, but a drawn card waits for keep or redraw after 1 to {} draws of a chain of {} (limit)",
                        d.draws,
                        d.limit.saturating_sub(1),
                        d.limit
                    )
                })?;
                let left = usize::from(d.limit).saturating_sub(1);
                self.chain(d.team, d.deck, d.draws, d.limit, d.then_wso, left)
            }
            Stage::ChooseRole(_) => {
                self.need(!s.tie_break, || {
                    "tie_break is set: the tie-break Volleyball phase ends the game, no role is chosen"
                        .to_owned()
                })?;
                self.no_ball("the Volleyball phase is over and its last rally with it")
            }
            Stage::Scenario(_) => {
                self.external("the scenario card")?;
                self.need(!s.tie_break, || {
                    "tie_break is set: the tie-break Volleyball phase ends the game, no Hop follows"
                        .to_owned()
                })?;
                self.no_ball("the Volleyball phase is over")
            }
            Stage::Deal(d) => {
                self.external("the green card a Whiff reward draws")?;
                self.need(d.draws < d.limit, || {
                    format!(
                        "draws is {}, but a chain of {} cards (limit) has no card left to draw",
                        d.draws, d.limit
                    )
                })?;
                self.chain(d.team, d.deck, d.draws, d.limit, d.then_wso, usize::from(d.limit))
            }
            Stage::Plan => {
                let Some(h) = &s.hop else {
                    return self.need(false, || {
                        "no Hop is set (hop is None): plans are made in a Hop".to_owned()
                    });
                };
                self.need(!h.orders.is_complete(), || {
                    "both plans of the turn are sealed (hop.orders): the second one resolves the turn"
                        .to_owned()
                })?;
                for t in Team::BOTH {
                    let owes = h.orders.pending().contains(t.index());
                    self.need(!owes || game.has_commitment(h.planes[t], &s.teams[t]), || {
                        let named = game.holdings_named(&s.teams[t]);
                        let list = |v: &[crate::events::Named]| {
                            v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
                        };
                        format!(
                            "{} owes a plan but has no legal one: from {} every pair of its tiles ({}) with every WSO card of its hand ({}) leaves the board or goes below elevation 1, so the Hop would have ended (Leaving the Field of Engagement)",
                            t.title(),
                            h.planes[t],
                            list(&named.tiles),
                            list(&named.hand)
                        )
                    })?;
                }
                Ok(())
            }
            Stage::Roll(t) => {
                self.external("a lock die")?;
                let Some(h) = &s.hop else {
                    return self.need(false, || {
                        "no Hop is set (hop is None): lock dice are rolled in a Hop".to_owned()
                    });
                };
                let name = t.title();
                self.need(h.dice_owed[t] > 0, || {
                    format!("hop.dice_owed[{name}] is 0: {name} owes no lock die")
                })?;
                self.need(h.last.is_some() && h.orders.is_complete(), || {
                    "lock dice are rolled once both plans are revealed (hop.orders complete, hop.last set)"
                        .to_owned()
                })?;
                let a = h.attacker;
                self.need(t == a || h.dice_owed[a] == 0, || {
                    format!(
                        "the Attacker ({0}) rolls first, and hop.dice_owed[{0}] is {1}",
                        a.title(),
                        h.dice_owed[a]
                    )
                })
            }
            Stage::Over(_) => Ok(()),
        }
    }
}

/// The ruling of each stage (of its mismatches).
fn stage_rule(stage: Stage) -> RuleId {
    match stage {
        Stage::Arrange | Stage::Serve(_) | Stage::SaveChoice(_) => tg(10),
        Stage::Hit(_) => tg(9),
        Stage::Draw(_) => tg(12),
        Stage::ChooseRole(_) => tg(13),
        Stage::Scenario(_) | Stage::Deal(_) => EXTERNAL_CHANCE,
        Stage::Plan => tg(14),
        Stage::Roll(_) => tg(18),
        Stage::Over(_) => tg(20),
    }
}

/// The Hop, when one is set: only in the stages Plan and Roll (every other stage is checked
/// here for a Hop, not in [`StageCheck`]), and what the Hop holds.
fn hop(game: &TopGun, s: &State) -> Result<(), Invalid> {
    let Some(h) = &s.hop else { return Ok(()) };
    if !matches!(s.stage, Stage::Plan | Stage::Roll(_)) {
        return fail(
            20,
            format!(
                "a Hop is set (hop) at stage {}: a Hop is played in the stages Plan and Roll",
                stage_name(s.stage)
            ),
        );
    }
    let scenarios = game.config.catalog.scenarios.len();
    if usize::from(h.scenario) >= scenarios {
        return fail(
            7,
            format!(
                "hop.scenario is {}, but the catalog has {scenarios} scenario cards (0..{scenarios})",
                h.scenario
            ),
        );
    }
    for t in Team::BOTH {
        let p = h.planes[t];
        if !game.board.contains(p.pose.at) {
            return fail(
                16,
                format!(
                    "hop.planes[{}] is at {}, off the {} x {} board",
                    t.title(),
                    p.pose.at,
                    game.board.width(),
                    game.board.height()
                ),
            );
        }
        if !(1..=4).contains(&p.elevation) {
            return fail(
                15,
                format!(
                    "hop.planes[{}] is at elevation {}, not 1..=4",
                    t.title(),
                    p.elevation
                ),
            );
        }
    }
    let collected: usize = h.collected.iter().map(|c| usize::from(*c)).sum();
    let printed = game
        .config
        .catalog
        .scenarios
        .get(usize::from(h.scenario))
        .map_or(0, |sc| sc.waypoints.len());
    if !h.waypoints.fits(&game.board) {
        return fail(7, "hop.waypoints holds hexes off the board");
    }
    if h.waypoints.len() + collected > printed {
        return fail(
            7,
            format!(
                "{} waypoints on the board (hop.waypoints) and {collected} collected (hop.collected) are more than the {printed} the scenario card prints",
                h.waypoints.len()
            ),
        );
    }
    if h.turn == 0 {
        return fail(23, "hop.turn is 0: turns count from 1");
    }
    if let Some(l) = game.config.hop_turn_limit
        && h.turn > l
    {
        return fail(
            23,
            format!("hop.turn is {}, past the Hop turn limit of {l}", h.turn),
        );
    }
    if h.orders.expected() != PlayerSet::first(2) || !h.orders.is_consistent() {
        return fail(
            14,
            "hop.orders must expect a plan from both teams and hold plans only from them",
        );
    }
    for t in Team::BOTH {
        if let Some(c) = h.orders.own(t.index())
            && s.stage == Stage::Plan
        {
            game.check_commitment(h.planes[t], &s.teams[t], *c).map_err(|e| {
                Invalid::new(
                    e.rule,
                    format!(
                        "{}'s sealed plan `{}` (hop.orders): {}",
                        t.title(),
                        crate::action::Action::Commit(*c),
                        e.reason
                    ),
                )
            })?;
        }
        let name = t.title();
        if h.dice_owed[t] > h.dice[t] {
            return fail(
                18,
                format!(
                    "hop.dice_owed[{name}] is {}, more than the {} lock dice {name} rolls (hop.dice)",
                    h.dice_owed[t], h.dice[t]
                ),
            );
        }
        let count = game.config.catalog.dice.count;
        if h.dice[t] > count {
            return fail(
                18,
                format!(
                    "hop.dice[{name}] is {}, more than the {count} lock dice in the box",
                    h.dice[t]
                ),
            );
        }
    }
    if let Some(cs) = h.last {
        for t in Team::BOTH {
            let c = cs[t];
            if game.wso_class(c.wso).is_none()
                || game.tile_geom(c.tile1).is_none()
                || game.tile_geom(c.tile2).is_none()
            {
                return fail(
                    14,
                    format!(
                        "{}'s last plan `{}` (hop.last) names a component the catalog lacks",
                        t.title(),
                        crate::action::Action::Commit(c)
                    ),
                );
            }
        }
    }
    Ok(())
}

/// The green components the decks, the teams and a pending draw hold: each exactly once.
fn components(game: &TopGun, s: &State) -> Result<(), Invalid> {
    let tiles_deck = deck_mask(&s.tile_deck, DeckKind::Tiles, GREEN_TILE_MASK, 3)?;
    let wso_deck = deck_mask(&s.wso_deck, DeckKind::Wso, GREEN_WSO_MASK, 4)?;
    let mut drawn = (0u32, 0u32);
    if let Stage::Draw(d) = s.stage {
        let (deck, slot, green) = if d.deck == DeckKind::Tiles {
            (tiles_deck, &mut drawn.0, GREEN_TILE_MASK)
        } else {
            (wso_deck, &mut drawn.1, GREEN_WSO_MASK)
        };
        let (field, what) = deck_words(d.deck);
        if d.card >= 32 || green & (1 << d.card) == 0 {
            return fail(
                12,
                format!(
                    "the drawn card (stage Draw, card) is {}, which is no green {what}",
                    d.card
                ),
            );
        }
        if deck & (1 << d.card) != 0 {
            return fail(
                12,
                format!("the drawn card {} (stage Draw) is also in {field}", d.card),
            );
        }
        *slot = 1 << d.card;
    }
    for (t, (h, start)) in Team::BOTH.into_iter().zip(s.teams.iter().zip(&game.starters)) {
        let name = t.title();
        let (own_tiles, own_wso) = (start.tiles | GREEN_TILE_MASK, start.wso | GREEN_WSO_MASK);
        if h.tiles & !own_tiles != 0 {
            return fail(
                3,
                format!(
                    "teams[{name}].tiles holds tile {}, neither one of {name}'s starters nor a green tile",
                    ids(h.tiles & !own_tiles)
                ),
            );
        }
        if h.tiles & start.tiles != start.tiles {
            return fail(
                3,
                format!(
                    "teams[{name}].tiles lacks {name}'s starter tile {}: a team keeps its starters all game",
                    ids(start.tiles & !h.tiles)
                ),
            );
        }
        if h.wso & !own_wso != 0 {
            return fail(
                4,
                format!(
                    "teams[{name}].wso holds WSO card {}, neither one of {name}'s starters nor a green card",
                    ids(h.wso & !own_wso)
                ),
            );
        }
        if h.wso & start.wso != start.wso {
            return fail(
                4,
                format!(
                    "teams[{name}].wso lacks {name}'s starter WSO card {}: a team keeps its starters all game",
                    ids(start.wso & !h.wso)
                ),
            );
        }
        if h.played & !h.wso != 0 {
            return fail(
                19,
                format!(
                    "teams[{name}].played holds WSO card {}, which {name} does not own (teams[{name}].wso)",
                    ids(h.played & !h.wso)
                ),
            );
        }
        let (green_tiles, green_wso) = (h.tiles & GREEN_TILE_MASK, h.wso & GREEN_WSO_MASK);
        if h.shown_tiles & !green_tiles != 0 {
            return fail(
                21,
                format!(
                    "teams[{name}].shown_tiles marks tile {} revealed, which is no green tile {name} holds",
                    ids(h.shown_tiles & !green_tiles)
                ),
            );
        }
        if h.shown_wso & !green_wso != 0 {
            return fail(
                21,
                format!(
                    "teams[{name}].shown_wso marks WSO card {} revealed, which is no green card {name} holds",
                    ids(h.shown_wso & !green_wso)
                ),
            );
        }
        if s.hop.is_none() && h.played != 0 {
            return fail(
                20,
                format!(
                    "teams[{name}].played holds WSO card {} with no Hop under way: played cards return to hand when the Hop ends",
                    ids(h.played)
                ),
            );
        }
        if s.hop.is_some() && s.stage == Stage::Plan && h.hand() == 0 {
            return fail(
                19,
                format!(
                    "{name}'s WSO hand is empty at planning (teams[{name}].played holds every card): an empty hand takes its played cards back first"
                ),
            );
        }
    }
    // Every green component is in exactly one place: the masks first, the words only for a
    // component that is not.
    for (kind, deck, drawn, green) in [
        (DeckKind::Tiles, tiles_deck, drawn.0, GREEN_TILE_MASK),
        (DeckKind::Wso, wso_deck, drawn.1, GREEN_WSO_MASK),
    ] {
        let held = |t: Team| match kind {
            DeckKind::Tiles => s.teams[t].tiles & GREEN_TILE_MASK,
            DeckKind::Wso => s.teams[t].wso & GREEN_WSO_MASK,
        };
        let places = [deck, drawn, held(Team::Pink), held(Team::Blue)];
        let (mut seen, mut twice) = (0u32, 0u32);
        for m in places {
            twice |= seen & m;
            seen |= m;
        }
        if twice != 0 || seen != green {
            return Err(misplaced(game, kind, places, twice | (green & !seen)));
        }
    }
    Ok(())
}

/// The first green component of `bad` (in two places, or nowhere), in words: `places` are
/// the deck's, the drawn card's and each team's masks.
#[cold]
fn misplaced(game: &TopGun, kind: DeckKind, places: [u32; 4], bad: u32) -> Invalid {
    let (field, what) = deck_words(kind);
    let part = if kind == DeckKind::Tiles { "tiles" } else { "wso" };
    let names = [
        field.to_owned(),
        "the drawn card (stage Draw)".to_owned(),
        format!("teams[Pink].{part}"),
        format!("teams[Blue].{part}"),
    ];
    let Some(id) = bits(bad).next() else {
        return Invalid::new(tg(12), "a green component is misplaced");
    };
    let named = game.green_named(kind, id);
    let found: Vec<&str> = places
        .iter()
        .zip(&names)
        .filter(|(m, _)| *m & (1 << id) != 0)
        .map(|(_, n)| n.as_str())
        .collect();
    if found.is_empty() {
        Invalid::new(
            tg(12),
            format!("green {what} {id} ({named}) is nowhere: not in {field}, not drawn, not held by a team"),
        )
    } else {
        Invalid::new(
            tg(12),
            format!(
                "green {what} {id} ({named}) is in two places: {}",
                found.join(" and ")
            ),
        )
    }
}

pub(crate) fn state(game: &TopGun, s: &State) -> Result<(), Invalid> {
    if s.round == 0 {
        return fail(24, "round is 0: rounds count from 1");
    }
    if let Some(l) = game.config.round_limit
        && s.round > l
    {
        return fail(24, format!("round is {}, past the round limit of {l}", s.round));
    }
    components(game, s)?;
    court(game, &s.court, s.stage == Stage::Arrange)?;
    hop(game, s)?;
    StageCheck {
        game,
        s,
        rule: stage_rule(s.stage),
    }
    .check()
}
