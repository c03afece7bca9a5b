//! The rulings this engine enforces: SP-1..SP-17 of the sortie rules file and SP-18..SP-33,
//! which this crate added (see `docs/sentando.md` for each one's reason).

use sortie_core::rule::{RuleId, Rulebook, Ruling};

/// Ruling `n` of Sentando a Pua (`SP-n`).
pub(crate) const fn sp(n: u16) -> RuleId {
    RuleId::new(Rulebook::Sentando, n)
}

/// A finished game takes no action (SP-23).
pub(crate) const GAME_OVER: RuleId = sp(23);
/// Only the seats of the game act (SP-24).
pub(crate) const NO_SUCH_SEAT: RuleId = sp(24);
/// Only the actor the game waits for acts (SP-25).
pub(crate) const NOT_YOUR_TURN: RuleId = sp(25);
/// A sealed card stands (SP-26).
pub(crate) const SEALED: RuleId = sp(26);
/// One refuel a round, before committing (SP-27).
pub(crate) const ONE_REFUEL: RuleId = sp(27);
/// Each step takes only its own kind of action (SP-28).
pub(crate) const OTHER_STEP: RuleId = sp(28);
/// A catalog file is a catalog (SP-29).
pub(crate) const CATALOG_FILE: RuleId = sp(29);

/// Every ruling of the Sentando a Pua engine, in id order: each refusal of
/// [`Game::apply`](sortie_core::Game::apply) and each [`Invalid`](sortie_core::Invalid) of a
/// config, catalog, state or setup names one of them.
///
/// ```
/// use sortie_core::GameExt;
/// use sortie_sentando::{Config, RULINGS, Sentando};
///
/// assert_eq!(RULINGS.len(), 33);
/// assert_eq!(RULINGS[10].to_string(), "SP-11: a D10 of armor + distance or more hits; a 10 always hits, and within Armor Vital destroys at once");
/// let game = Sentando::new(Config::default()).unwrap();
/// let ruling = game.ruling("SP-23".parse().unwrap()).unwrap();
/// assert_eq!(ruling.summary, "a finished game takes no action");
/// ```
pub const RULINGS: &[Ruling] = &[
    Ruling::new(
        sp(1),
        "the board is 15 columns by 11 rows of pointy-top hexes (odd-r); 2 to 6 players, one plane each",
    ),
    Ruling::new(
        sp(2),
        "a plane card gives armor front, side and rear, Armor Vital, structure (hits it can take) and gun range",
    ),
    Ruling::new(
        sp(3),
        "each model has ten maneuver cards: initiative 1..10, a path of hexes to traverse, a final facing",
    ),
    Ruling::new(
        sp(4),
        "a path's steps are read in the start pose's frame; a traversed hex faces its step; the reference cards have no backward steps",
    ),
    Ruling::new(
        sp(5),
        "in seat order each player places its plane on an edge hex, not facing an opponent straight ahead",
    ),
    Ruling::new(
        sp(6),
        "every active player commits one card from hand face down; all are revealed together",
    ),
    Ruling::new(
        sp(7),
        "refuel: before committing, take the discard pile back and burn one card; an empty hand must refuel; no cards at all: Out of Fuel",
    ),
    Ruling::new(
        sp(8),
        "the lowest initiative acts first; ties go to earlier rounds' cards, then to D10 roll-offs",
    ),
    Ruling::new(
        sp(9),
        "at each hex of its path a plane may fire once, at one enemy straight ahead within gun range; the first occupied hex blocks",
    ),
    Ruling::new(
        sp(10),
        "the target's armor is front, side or rear by the direction from the target to the shooter",
    ),
    Ruling::new(
        sp(11),
        "a D10 of armor + distance or more hits; a 10 always hits, and within Armor Vital destroys at once",
    ),
    Ruling::new(
        sp(12),
        "a path leaves the board only by burning a card from hand (none: the plane crashes); the plane is out of play until its next round",
    ),
    Ruling::new(
        sp(13),
        "planes sharing a hex after execution each roll a D10; if any two match, each takes 1 hit",
    ),
    Ruling::new(
        sp(14),
        "Dogfight: the last plane on the board wins; the last planes destroyed together share a draw",
    ),
    Ruling::new(
        sp(15),
        "Ace Hunt: 10 rounds; hit +1, kill +3, Armor Vital kill +5; destroyed planes re-enter; ties go to fewer times destroyed",
    ),
    Ruling::new(sp(16), "Flack! tokens mark hits taken and have no other effect"),
    Ruling::new(
        sp(17),
        "a view never shows another player's hand or sealed card; discard piles, burned cards and the board are public",
    ),
    Ruling::new(
        sp(18),
        "Out of Fuel: an empty hand with at most one discarded card crashes at the round's start, out of the game for good",
    ),
    Ruling::new(
        sp(19),
        "one initiative step draws at most 60 roll-off dice; any further dice show 1, 2, ..., 10 in turn",
    ),
    Ruling::new(
        sp(20),
        "setup and respawns take a free edge hex; a plane back from off the board re-enters on the hex it left",
    ),
    Ruling::new(
        sp(21),
        "planes out of play or destroyed neither collide nor execute; a destroyed plane's card still counts as played",
    ),
    Ruling::new(
        sp(22),
        "a Dogfight is bounded by fuel: at most 55 rounds of play, over by the start of round 56",
    ),
    Ruling::new(sp(23), "a finished game takes no action"),
    Ruling::new(
        sp(24),
        "the seats are P1 to Pn for the n planes of the game; no other seat acts",
    ),
    Ruling::new(
        sp(25),
        "only the actor the game waits for acts: the next seat to place, the seats owing a card, the executing plane, chance for an awaited D10",
    ),
    Ruling::new(sp(26), "a committed card is sealed: a seat commits once a round"),
    Ruling::new(
        sp(27),
        "a plane refuels at most once a round, and only before it commits",
    ),
    Ruling::new(
        sp(28),
        "each step of a round takes only its own kind of action: placements, the choice, fire or hold, a burn, a die",
    ),
    Ruling::new(
        sp(29),
        "a catalog file is a catalog: JSON of models, each a plane card and its maneuver cards",
    ),
    Ruling::new(
        sp(30),
        "a config may declare variants, each another reading of a rulebook sentence that replaces the ruling it names; none by default (the rulings); a name that is no variant is refused",
    ),
    Ruling::new(
        sp(31),
        "a card's path may step backward: a hex entered by a backward step faces the direction of that step, as every traversed hex does, so the plane flies there tail first in the start frame and fires that way",
    ),
    Ruling::new(
        sp(32),
        "the board's width and height come from the catalog, 3..=26 each; a catalog without them has the 15 x 11 board",
    ),
    Ruling::new(
        sp(33),
        "the engine's round limit (Config::round_limit, 1..=250, none by default as in the rulebook) ends the game after that round, a Dogfight as a draw among the planes still flying; bots, self-play and the kit play Config::bounded (200 rounds), which only a Dogfight with separate-recovery ever reaches, since fuel ends any other by round 56",
    ),
];
