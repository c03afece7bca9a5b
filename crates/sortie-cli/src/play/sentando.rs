//! Sentando a Pua at the terminal: the board with every plane's card, the hand with each
//! card's diagram and where it would take the plane from here, a card sealed by name, and
//! before each shot the odds of every target (SP-9..SP-11).

use std::fmt::Write as _;

use sortie_core::game::{Actor, Game};
use sortie_core::players::PlayerId;
use sortie_sentando::{Action, Mode, Phase, Seat, Sentando, State, Status, View};

use super::hexes::{side_by_side, tint};
use super::menu::slug;
use super::term::{bold, dim, good, key, seat_style, warn};
use super::{PlayGame, Step};

fn card_name(game: &Sentando, seat: Seat, card: u8) -> String {
    game.card(seat, card)
        .map_or_else(|| format!("#{card}"), |c| c.name.clone())
}

/// Where card `card` would take `seat`'s plane from here, and the shots on the way.
fn card_summary(game: &Sentando, v: &View, card: u8) -> String {
    let Ok(p) = game.preview(&v.table, v.seat, card) else {
        return String::new();
    };
    let mut out = match (p.exit, p.hexes.last()) {
        (Some(_), _) => String::new(),
        (None, Some(h)) => format!("ends {}", h.pose),
        (None, None) => "does not move".to_owned(),
    };
    let mut shots: Vec<String> = Vec::new();
    for h in &p.hexes {
        for t in &h.targets {
            shots.push(format!(
                "{} from {} ({}, {:.0}%)",
                t.target,
                h.pose.at,
                t.odds.needs(),
                100.0 * t.odds.p_hit.to_f64()
            ));
        }
    }
    if let Some(exit) = p.exit {
        let cost = if exit.crashes {
            warn("and crashes (no card left to burn)")
        } else {
            "(a card burns; back next round on that hex)".to_owned()
        };
        let _ = write!(out, "leaves the board after {} {cost}", exit.from);
    }
    if !shots.is_empty() {
        let _ = write!(out, "; shots: {}", shots.join(", "));
    }
    out
}

/// The hand of `v` with each card's diagram, then where each would go from here.
fn hand(game: &Sentando, v: &View, width: usize) -> String {
    let cards: Vec<(u8, String, String)> = game
        .cards_of(v.seat, v.hand)
        .map(|(c, card)| {
            (
                c,
                format!(
                    "#{c} {} ({})\n{}",
                    card.name,
                    card.initiative,
                    card.diagram().trim_end()
                ),
                card.name.clone(),
            )
        })
        .collect();
    if cards.is_empty() {
        return "Your hand is empty.\n".to_owned();
    }
    let blocks: Vec<String> = cards.iter().map(|(_, b, _)| b.clone()).collect();
    let mut out = format!(
        "{} {}\n",
        bold(format!("Your hand ({}):", cards.len())),
        dim("S the start facing east, then the hexes in order, the last with the new facing")
    );
    out.push_str(&side_by_side(&blocks, width));
    let active = v.table.plane(v.seat).is_some_and(|p| p.status == Status::Active);
    if active && v.table.phase == Phase::Choose {
        let _ = writeln!(
            out,
            "{}",
            bold("Flown from where you are now (the others where they stand):")
        );
        for (c, _, name) in &cards {
            let _ = writeln!(out, "  #{c} {name}: {}", card_summary(game, v, *c));
        }
    }
    out
}

/// The odds line of a shot at `target`.
fn shot_words(game: &Sentando, v: &View, shooter: Seat, target: Seat) -> String {
    let words = game.describe_at(&v.table, Actor::Player(shooter), &Action::Fire(target));
    match game.shot_odds(&v.table, shooter, target) {
        Ok(o) => format!(
            "{words}: {} to hit, {:.0}% critical, {} to destroy",
            good(format!("{:.0}%", 100.0 * o.p_hit.to_f64())),
            100.0 * o.p_critical.to_f64(),
            bold(format!("{:.0}%", 100.0 * o.p_destroy.to_f64()))
        ),
        Err(_) => words,
    }
}

impl PlayGame for Sentando {
    fn title(&self) -> String {
        let c = self.config();
        let mode = match c.mode {
            Mode::Dogfight => "Dogfight",
            Mode::AceHunt => "Ace Hunt",
        };
        format!("Sentando a Pua ({mode}, {} planes)", c.seats.len())
    }

    fn screen(&self, state: &State, seat: Seat, width: usize) -> String {
        let v = self.view(state, seat);
        let board = self.render_board(&v.table);
        let (grid, planes): (Vec<&str>, Vec<&str>) = board.lines().partition(|l| !l.starts_with('P'));
        let mut out = tint(&grid.join("\n"), |t| {
            let mut chars = t.chars();
            let digit = chars.next()?.to_digit(10)?;
            if t.contains('+') {
                return Some(anstyle::Style::new().bold().invert());
            }
            let facing = chars.next()?;
            ("ENWS".contains(facing) && (1..=6).contains(&digit))
                .then(|| seat_style(Self::NAME, digit as usize - 1))
        });
        out.push('\n');
        for line in planes {
            let mine = line.starts_with(&format!("{seat} "));
            let sealed = line
                .split_whitespace()
                .next()
                .and_then(|s| s.parse::<Seat>().ok())
                .is_some_and(|s| v.sealed.committed.contains(s.index()));
            let mut l = self.paint_seats(line);
            if mine {
                l.push_str(" (you)");
            }
            if sealed && v.table.phase == Phase::Choose {
                l.push_str(" · card sealed");
            }
            let _ = writeln!(out, "{l}");
        }
        out.push_str(&hand(self, &v, width));
        out
    }

    fn status(&self, state: &State, seat: Seat) -> String {
        let t = state.table();
        let flying = t
            .reveal
            .as_ref()
            .and_then(|r| r.order.get(usize::from(t.exec.slot)).copied());
        let what = match t.phase {
            Phase::Place => "placement: a plane enters at an edge hex".to_owned(),
            Phase::Choose => {
                "choose: each player seals a maneuver card (refuel first if you like)".to_owned()
            }
            Phase::Initiative => "initiative: the table rolls the roll-off".to_owned(),
            Phase::Fire => match flying {
                Some(s) if s == seat => "your plane flies: fire or hold at this hex".to_owned(),
                Some(s) => format!("{s} flies and may fire"),
                None => "a plane flies".to_owned(),
            },
            Phase::ToHit { target } => format!("the table rolls the shot at {target}"),
            Phase::Leave => "the path leaves the board: a card burns".to_owned(),
            Phase::Collide => "the table rolls for a collision".to_owned(),
            Phase::Over => "the game is over".to_owned(),
        };
        let of = match self.config().mode {
            Mode::AceHunt => format!(" of {}", sortie_sentando::ACE_HUNT_ROUNDS),
            Mode::Dogfight => String::new(),
        };
        format!("Round {}{of} · {what}.", t.round)
    }

    fn steps(&self, state: &State, actor: Actor<Seat>, action: &Action) -> Vec<Step> {
        let Actor::Player(seat) = actor else {
            return vec![Step::new(
                action.to_string(),
                self.describe_at(state.table(), actor, action),
            )];
        };
        let v = self.view(state, seat);
        match action {
            Action::Place(pose) => vec![
                Step::new(pose.at.to_string(), ""),
                Step::new(pose.facing.to_string(), ""),
            ],
            Action::Commit(c) => {
                let card = self.card(seat, *c);
                let label = card.map_or_else(String::new, |k| {
                    format!("initiative {}: {}", k.initiative, card_summary(self, &v, *c))
                });
                vec![Step::numbered(
                    u32::from(*c),
                    slug(&card_name(self, seat, *c)),
                    label,
                )]
            }
            Action::Recover => vec![Step::new(
                "recover",
                "take the discard pile back into your hand, burning nothing",
            )],
            Action::Refuel(c) => vec![
                Step::new(
                    "refuel",
                    if self.config().has(sortie_sentando::Variant::SeparateRecovery) {
                        "burn one card of your hand for good as fuel used, keeping the discard pile"
                    } else {
                        "take the discard pile back into your hand, burning one card for good"
                    },
                ),
                Step::numbered(
                    u32::from(*c),
                    slug(&card_name(self, seat, *c)),
                    format!("burn {}", card_name(self, seat, *c)),
                ),
            ],
            Action::Fire(target) => vec![Step::new(
                target.to_string().to_ascii_lowercase(),
                shot_words(self, &v, seat, *target),
            )],
            Action::Hold => vec![Step::new("hold", "hold fire")],
            Action::Burn(c) => vec![Step::numbered(
                u32::from(*c),
                slug(&card_name(self, seat, *c)),
                format!("burn {} to leave the board", card_name(self, seat, *c)),
            )],
            Action::Roll(_) => vec![Step::new(
                action.to_string(),
                self.describe_at(state.table(), actor, action),
            )],
        }
    }

    fn question(&self, state: &State, actor: Actor<Seat>, chosen: &[String]) -> String {
        let t = state.table();
        match (t.phase, chosen.first().map(String::as_str), chosen.len()) {
            (Phase::Place, _, 0) => "Where does your plane enter? (a hex)".to_owned(),
            (Phase::Place, _, _) => "Facing which way?".to_owned(),
            (Phase::Choose, Some("refuel"), _) => "Refuel: which card do you burn for good?".to_owned(),
            (Phase::Choose, _, _) => format!(
                "Which card do you seal? (or {} to take back your discards)",
                key("refuel")
            ),
            (Phase::Fire, _, _) => {
                let at = match actor {
                    Actor::Player(s) => t.plane(s).map(|p| p.pose.at.to_string()).unwrap_or_default(),
                    Actor::Chance => String::new(),
                };
                format!("Fire from {at}? The odds of each target:")
            }
            (Phase::Leave, _, _) => "Your path leaves the board: which card do you burn?".to_owned(),
            _ => "What did the die show?".to_owned(),
        }
    }

    fn rules_topic(&self, state: &State, _: Actor<Seat>) -> &'static str {
        sortie_web::games::sentando::rules_topic(state.table().phase)
    }

    fn help(&self) -> String {
        "Sentando a Pua notation, case does not matter:
  place a6 E         enter at a6 facing east (facings E NE NW W SW SE)
  commit #3          seal maneuver card 3 (or type its name: level-flight)
  refuel burning #3  take the discard pile back, burning card 3 for good
  fire at P2         fire at P2 from the hex you just entered; `hold fire` does not
  burn #4            burn card 4 when your path leaves the board
  roll 7             the D10 rolled at the table (--table-dice)
Step by step: type a card's name or its number (#3, as the hand shows it) to seal it; the hand shows each card drawn
(S the start, the numbers the hexes flown) and where it would take you from here; before a
shot each target is listed with its odds to hit and to destroy."
            .to_owned()
    }

    fn describe_in_state(&self, state: &State, actor: Actor<Seat>, action: &Action) -> String {
        self.describe_at(state.table(), actor, action)
    }
}
