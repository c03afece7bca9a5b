//! The rulings this engine enforces: TG-1..TG-21 of the sortie rules file and TG-22..TG-38,
//! which this crate added (see `docs/topgun.md` for each one's reason).

use sortie_core::rule::{RuleId, Rulebook, Ruling};

/// Ruling `n` of the Top Gun rulebook (`TG-n`).
pub(crate) const fn tg(n: u16) -> RuleId {
    RuleId::new(Rulebook::TopGun, n)
}

/// A finished game takes no action (TG-28).
pub(crate) const GAME_OVER: RuleId = tg(28);
/// Only the team whose turn it is acts (TG-29).
pub(crate) const NOT_YOUR_TURN: RuleId = tg(29);
/// Each stage takes only its own actions (TG-30).
pub(crate) const OTHER_STAGE: RuleId = tg(30);
/// Chance acts only while lock dice are awaited, and then nobody else (TG-31).
pub(crate) const DICE: RuleId = tg(31);
/// A sealed plan stands (TG-32).
pub(crate) const COMMITTED: RuleId = tg(32);
/// Each volleyball card is placed once (TG-33).
pub(crate) const PLACED: RuleId = tg(33);
/// A catalog file is a catalog (TG-34).
pub(crate) const CATALOG_FILE: RuleId = tg(34);
/// Seats per role: the Pilot and WSO seats of a team (TG-35).
pub(crate) const CREWS: RuleId = tg(35);
/// External chance: cards and dice from the table (TG-36).
pub(crate) const EXTERNAL_CHANCE: RuleId = tg(36);
/// Declared variants (TG-38).
pub(crate) const VARIANTS: RuleId = tg(38);

/// Every ruling of the Top Gun engine, in id order: each refusal of
/// [`Game::apply`](sortie_core::Game::apply) and each [`Invalid`](sortie_core::Invalid) of a
/// config, catalog, state or setup names one of them.
///
/// ```
/// use sortie_core::GameExt;
/// use sortie_topgun::{RULINGS, TopGun};
///
/// assert_eq!(RULINGS.len(), 38);
/// assert_eq!(RULINGS[7].to_string(), "TG-8: a Target Lock token is worth 5 points, a Waypoint token 2");
/// let game = TopGun::default();
/// let ruling = game.ruling("TG-28".parse().unwrap()).unwrap();
/// assert_eq!(ruling.summary, "a finished game takes no action");
/// ```
pub const RULINGS: &[Ruling] = &[
    Ruling::new(
        tg(1),
        "the Hop board is 11 columns by 9 rows of pointy-top hexes, odd rows shifted half a hex east",
    ),
    Ruling::new(
        tg(2),
        "a tile's path is read in the frame of its Start pose; the plane turns only at the End",
    ),
    Ruling::new(
        tg(3),
        "a Pilot tile has a kind, an elevation change, a path and an end turn; six per team, fourteen green",
    ),
    Ruling::new(
        tg(4),
        "WSO cards: three Target Arrays, Retrieve Cards and Ignore Elevation Loss per team; twelve green",
    ),
    Ruling::new(tg(5), "four six-sided lock dice, each with two Target Lock faces"),
    Ruling::new(
        tg(6),
        "each team has 2 Bump, 2 Set, 2 Spike and 3 Whiff volleyball cards; there is one Bump Save",
    ),
    Ruling::new(tg(7), "three Hop scenarios place both planes and five waypoints"),
    Ruling::new(tg(8), "a Target Lock token is worth 5 points, a Waypoint token 2"),
    Ruling::new(
        tg(9),
        "a 3x3 court per side: Bump hits 1 or 2 straight, Set 1, Spike onto any face-down opponent card",
    ),
    Ruling::new(
        tg(10),
        "cards are arranged face down; the serve lands on a face-down opponent card, revealed unless Bump Saved",
    ),
    Ruling::new(
        tg(11),
        "a team uses at most three cards: the third must cross the net, or the rally is forfeited",
    ),
    Ruling::new(
        tg(12),
        "a revealed Whiff earns the opponent green components (redraw on a duplicate name); its owner serves",
    ),
    Ruling::new(
        tg(13),
        "three face-up Whiffs end the Volleyball phase; the other team wins it and chooses Attacker or Defender",
    ),
    Ruling::new(
        tg(14),
        "each team secretly commits two Pilot tiles (Repeat only second) and one WSO card from its hand",
    ),
    Ruling::new(
        tg(15),
        "elevation stays at 4 above 4; below 1 is illegal unless Ignore Elevation Loss covers the tile",
    ),
    Ruling::new(
        tg(16),
        "a maneuver may not leave the board; a team with no legal commitment leaves the field of engagement",
    ),
    Ruling::new(
        tg(17),
        "the Defender maneuvers first and collects waypoints; Flipping the Bird takes them all and ends the Hop",
    ),
    Ruling::new(
        tg(18),
        "lock dice: the attack hex's number, +1 higher, -1 lower, -1 countered, at most four; Attacker first",
    ),
    Ruling::new(
        tg(19),
        "played WSO cards stay face up until Retrieve Cards or an empty hand returns them; tiles are reused",
    ),
    Ruling::new(
        tg(20),
        "a Hop ends on a lock or three Defender waypoints; at 12 points most points wins, a tie plays volleyball",
    ),
    Ruling::new(
        tg(21),
        "a team never sees the opponent's hand, hidden earned cards, sealed plan, face-down cards or deck order",
    ),
    Ruling::new(
        tg(22),
        "a rally allows at most the rally hit limit (3..=200 hits, 24 by default), then possession forfeits",
    ),
    Ruling::new(
        tg(23),
        "a Hop ends without further points after the Hop turn limit (1..=250 turns, none by default)",
    ),
    Ruling::new(
        tg(24),
        "the game ends on points after the round limit (1..=50 rounds, 10 by default)",
    ),
    Ruling::new(
        tg(25),
        "when neither team has a legal commitment, each opponent takes a Target Lock token",
    ),
    Ruling::new(
        tg(26),
        "the token supply never runs out: the engine counts each team's tokens of a kind up to 255",
    ),
    Ruling::new(
        tg(27),
        "a Whiff reward from an empty green deck grants nothing from that deck",
    ),
    Ruling::new(GAME_OVER, "a finished game takes no action"),
    Ruling::new(
        NOT_YOUR_TURN,
        "only the team whose turn it is acts: the server, the team with the ball, the drawing team, the phase winner",
    ),
    Ruling::new(
        OTHER_STAGE,
        "each stage takes only its own actions: no serve while the teams arrange, no plan outside a Hop",
    ),
    Ruling::new(
        DICE,
        "chance acts only while a lock die, or with external chance a scenario or green card, is awaited; then no team acts",
    ),
    Ruling::new(
        COMMITTED,
        "a team commits one sealed plan per Hop turn; once sealed, it stands",
    ),
    Ruling::new(
        PLACED,
        "each volleyball card is placed once; a team with its nine cards down places no more",
    ),
    Ruling::new(
        CATALOG_FILE,
        "a catalog file is JSON shaped like data/reference.json; anything else is refused",
    ),
    Ruling::new(
        CREWS,
        "with seats per role the Pilot seals the tiles (and the tile Ignore Elevation Loss covers), the WSO the WSO card; the Pilot seat takes the team's other decisions",
    ),
    Ruling::new(
        EXTERNAL_CHANCE,
        "with external chance the scenario card, each green card drawn and each lock die come from the table; chance may report only what can come up",
    ),
    Ruling::new(
        tg(37),
        "the engine's limits on rally hits, Hop turns and rounds are off by default (the rulebook has none): counters stop at 255 and max_actions is u64::MAX (no bound); bots, self-play and the kit play Config::bounded",
    ),
    Ruling::new(
        VARIANTS,
        "a config may declare variants, each another reading of a rulebook sentence that replaces the ruling it names; none by default (the rulings); a name that is no variant is refused",
    ),
];
