//! The rulings this engine enforces, `AS-1`..`AS-41`: those of the sortie rules file and the
//! ones this crate added (AS-31..AS-41, with their reasons in `docs/airstrategic.md`).

use sortie_core::{RuleId, Rulebook, Ruling};

/// Ruling `AS-n`.
pub(crate) const fn rule(n: u16) -> RuleId {
    RuleId::new(Rulebook::AirStrategic, n)
}

/// AS-35: a finished game takes no action.
pub(crate) const GAME_OVER: RuleId = rule(35);
/// AS-36: only the side to move acts; chance never does.
pub(crate) const NOT_YOUR_TURN: RuleId = rule(36);
/// AS-37: a plane moves at most once a turn.
pub(crate) const ALREADY_MOVED: RuleId = rule(37);
/// AS-38: a fighter launches at most once a turn.
pub(crate) const ALREADY_LAUNCHED: RuleId = rule(38);
/// AS-25: a missile launched this turn (its flight done) flies no more this turn.
pub(crate) const ALREADY_FLOWN: RuleId = rule(25);
/// AS-39: the one-line position text.
pub(crate) const POSITION_TEXT: RuleId = rule(39);

/// Every ruling of AirStrategic with a one-line summary: the rules file's AS-1..AS-30 and the
/// crate's AS-31..AS-41. It is [`Game::RULINGS`](sortie_core::Game::RULINGS) of
/// [`AirStrategic`](crate::AirStrategic); every refusal and every [`Invalid`](sortie_core::Invalid)
/// names one of them.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, RULINGS};
/// use sortie_core::GameExt;
///
/// assert_eq!(RULINGS.len(), 41);
/// let game = AirStrategic::default();
/// let head_on = game.ruling("AS-8".parse().unwrap()).unwrap();
/// assert!(head_on.summary.contains("head-on"));
/// ```
pub const RULINGS: &[Ruling] = &[
    Ruling::new(
        rule(1),
        "the board is 16 columns by 11 rows of pointy-top hexes, odd rows shifted half a hex east (odd-r)",
    ),
    Ruling::new(
        rule(2),
        "facings are E, NE, NW, W, SW, SE; Left turns 60 degrees counter-clockwise, Right clockwise",
    ),
    Ruling::new(
        rule(3),
        "Red's first row is column a and Red faces E; Blue's is the last column and Blue faces W; Blue moves first",
    ),
    Ruling::new(
        rule(4),
        "a hex is its column letter then its 1-based row: a1 is the north-west corner",
    ),
    Ruling::new(
        rule(5),
        "setup: Blue target, Red target, then fighters alternately Blue, Red until each has 4, then the bombers; each on an empty hex of the placer's first row, facing home",
    ),
    Ruling::new(
        rule(6),
        "every own missile in the air at the start of the turn flies once: step 1 straight, step 2 straight, left or right (straight only if step 1 leaves the board or hits)",
    ),
    Ruling::new(
        rule(7),
        "every own fighter in the air that did not take off moves once, ahead or to a forward diagonal, never onto an own plane, the own target or (bomber variant) the enemy target",
    ),
    Ruling::new(
        rule(8),
        "entering an enemy plane's hex is a cannon shot that destroys it; head-on, both planes are destroyed",
    ),
    Ruling::new(
        rule(9),
        "entering a hex holding an enemy missile destroys the plane and that missile, after any shot",
    ),
    Ruling::new(
        rule(10),
        "entering the enemy target's hex bombs it (basic game: any fighter; bomber variant: only the bomber)",
    ),
    Ruling::new(
        rule(11),
        "a fighter with no missile in the air, that has not launched or taken off this turn, launches onto a free nose hex; the missile flies its first flight at once",
    ),
    Ruling::new(
        rule(12),
        "a missile lives two flights, the launch flight and one on its owner's next turn; one per plane; it outlives its plane and bears its fighter's id",
    ),
    Ruling::new(
        rule(13),
        "fighters are f0..f3 by placement order, each replacement takes the next unused id; the bomber is b",
    ),
    Ruling::new(
        rule(14),
        "end closes the turn once every flight is flown and no owed move is possible; planes still owing a move crash",
    ),
    Ruling::new(
        rule(15),
        "a missile entering an enemy plane's hex destroys it and explodes; one ending on enemy missiles removes itself and them; friends and targets are harmless",
    ),
    Ruling::new(
        rule(16),
        "the bomber flies 2 hexes straight along S, L or R onto hexes with no plane and not its own target; 1 hex only when no 2-hex move exists",
    ),
    Ruling::new(
        rule(17),
        "the bomber has no weapons; a lost bomber is replaced any number of times on a free own first-row hex and does not move that turn",
    ),
    Ruling::new(
        rule(18),
        "takeoff: with replacements, fewer than 4 fighters in the air and a pool left, a fighter appears on a free first-row hex not next to the own target; it neither moves nor launches that turn",
    ),
    Ruling::new(
        rule(19),
        "the game ends at once when a target is bombed: the bombing side wins",
    ),
    Ruling::new(
        rule(20),
        "a draw when neither side can bomb any more (basic game: no fighter and no pool on either side) or after the end of turn max_turns (the engine's own limit, none by default)",
    ),
    Ruling::new(
        rule(21),
        "actions as text: place a6, f2 S, b L2, f2 launch R, m2 L, takeoff a4, bomber a4, end; they print and parse back",
    ),
    Ruling::new(
        rule(22),
        "perft(d) counts the action sequences of length d, every sub-action being one ply",
    ),
    Ruling::new(
        rule(23),
        "the board is 3..=26 columns wide and 5..=26 rows high (6 in the bomber variant)",
    ),
    Ruling::new(
        rule(24),
        "setup has no end: Blue's turn 1 follows the last placement; completed turns count towards max_turns",
    ),
    Ruling::new(
        rule(25),
        "the missiles that fly are those in the air when the turn begins: one launched this turn flies no more this turn",
    ),
    Ruling::new(
        rule(26),
        "a missile faces the direction of its last step; step 1 hits only an enemy plane; a launch whose step 1 leaves the board flies straight",
    ),
    Ruling::new(
        rule(27),
        "a plane may share a hex with its own missiles and dies with enemy ones there; a head-on leaves missiles in place; the bomber is a plane for shots",
    ),
    Ruling::new(
        rule(28),
        "several takeoffs a turn while under 4 fighters; a fighter takes off away from the own target, a bomber may take off next to it",
    ),
    Ruling::new(
        rule(29),
        "a bomber move is legal when its hexes are enterable, whatever happens on entering them",
    ),
    Ruling::new(
        rule(30),
        "the basic-game draw is checked after every action and missiles in the air do not prevent it; perft of a finished game is 0",
    ),
    Ruling::new(rule(31), "there is no basic-game draw during setup"),
    Ruling::new(
        rule(32),
        "the outcome is read from the position: a plane on the enemy target, or the turn counter past max_turns",
    ),
    Ruling::new(
        rule(33),
        "a bomber lost during its own turn may be replaced in the same turn",
    ),
    Ruling::new(rule(34), "max_turns is 1..=65534, or none"),
    Ruling::new(rule(35), "a finished game takes no more actions"),
    Ruling::new(
        rule(36),
        "only the side to move acts; chance never acts, AirStrategic has no dice",
    ),
    Ruling::new(
        rule(37),
        "a plane moves at most once a turn: a fighter that has moved, or a bomber that has moved or taken off, moves no more this turn",
    ),
    Ruling::new(
        rule(38),
        "a fighter launches at most once a turn: one that has launched this turn launches no more this turn",
    ),
    Ruling::new(
        rule(39),
        "a position is one line of text, <turn> <side> <pools> <blue pieces>/<red pieces>, that prints and parses back",
    ),
    Ruling::new(
        rule(40),
        "the turn limit is the engine's and off by default (the rulebook has none): a game may last for ever, the turn counter stops at 65535 and max_actions is u64::MAX (no bound); bots, self-play and the kit play Config::bounded (4000 turns)",
    ),
    Ruling::new(
        rule(41),
        "a config may declare variants, each another reading of a rulebook sentence that replaces the ruling it names; none by default (the rulings); a name that is no variant is refused",
    ),
];
