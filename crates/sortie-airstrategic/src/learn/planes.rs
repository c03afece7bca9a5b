//! The planes of a config's observation, numbered in `observe.md`'s order and named.

use std::fmt;

use sortie_core::hex::Facing;

use crate::{Config, MAX_REPLACEMENTS, Side};

/// Where the planes of one side start.
#[derive(Clone, Copy, Debug)]
pub(super) struct SidePlanes {
    pub(super) target: usize,
    /// `fighter 0`; fighter `id` is `fighters + id`.
    pub(super) fighters: usize,
    /// `fighter heading E`; facing `F` is `fighter_heading + F.index()`.
    pub(super) fighter_heading: usize,
    pub(super) missiles: usize,
    pub(super) missile_heading: usize,
    pub(super) bomber_heading: Option<usize>,
    pub(super) first_row: usize,
}

/// The plane numbers of a config, laid out in `observe.md`'s order.
#[derive(Clone, Copy, Debug)]
pub(super) struct Planes {
    pub(super) sides: [SidePlanes; 2],
    pub(super) owes_move: usize,
    pub(super) launched: usize,
    pub(super) took_off: Option<usize>,
    pub(super) owes_flight: usize,
    pub(super) bomber_owes: Option<usize>,
    pub(super) blue_to_move: usize,
    pub(super) setup: usize,
    pub(super) placements: usize,
    pub(super) turn: Option<usize>,
    pub(super) pools: Option<[usize; 2]>,
    pub(super) bias: usize,
    /// Fighter ids: `f0`..`f3` and one per replacement (AS-13, AS-18).
    pub(super) ids: u8,
    pub(super) count: usize,
}

/// Hands out plane numbers in order and, when asked, names them.
struct Cursor<'a> {
    next: usize,
    names: Option<&'a mut Vec<String>>,
}

impl Cursor<'_> {
    /// The first of `count` planes named by `name` (given `0..count`).
    fn take(&mut self, count: usize, name: impl Fn(usize) -> String) -> usize {
        if let Some(names) = self.names.as_deref_mut() {
            names.extend((0..count).map(name));
        }
        self.next += count;
        self.next - count
    }

    /// One plane (its name is only written when names are asked for).
    fn one(&mut self, name: impl fmt::Display) -> usize {
        self.take(1, |_| name.to_string())
    }

    /// One plane, if the config has it.
    fn one_if(&mut self, on: bool, name: &str) -> Option<usize> {
        on.then(|| self.one(name))
    }

    /// Six planes, one per facing (AS-2).
    fn headings(&mut self, what: impl fmt::Display) -> usize {
        self.take(6, |f| format!("{what} heading {}", Facing::from_index(f)))
    }
}

impl Planes {
    /// The planes of `config`, their names pushed on `names` if given.
    pub(super) fn new(config: &Config, names: Option<&mut Vec<String>>) -> Self {
        let ids = 4 + config.replacements.min(MAX_REPLACEMENTS);
        let mut c = Cursor { next: 0, names };
        let sides = Side::BOTH.map(|side| Self::side(&mut c, side, ids, config.bomber));
        let replacements = config.replacements > 0;
        let owes_move = c.one("fighter owes its move");
        let launched = c.one("fighter launched this turn");
        let took_off = c.one_if(replacements, "fighter took off this turn");
        let owes_flight = c.one("missile owes its flight");
        let bomber_owes = c.one_if(config.bomber, "bomber owes its move");
        let blue_to_move = c.one("blue to move");
        let setup = c.one("setup");
        let placements = c.one(format_args!("setup placements made / {}", config.placements()));
        let turn = c.one_if(config.max_turns.is_some(), "turn / max_turns");
        let pools = replacements.then(|| Side::BOTH.map(|s| c.one(format_args!("{s} pool / replacements"))));
        let bias = c.one("bias (always 1)");
        Self {
            sides,
            owes_move,
            launched,
            took_off,
            owes_flight,
            bomber_owes,
            blue_to_move,
            setup,
            placements,
            turn,
            pools,
            bias,
            ids,
            count: c.next,
        }
    }

    fn side(c: &mut Cursor<'_>, side: Side, ids: u8, bomber: bool) -> SidePlanes {
        let n = usize::from(ids);
        SidePlanes {
            target: c.one(format_args!("{side} target")),
            fighters: c.take(n, |id| format!("{side} fighter {id}")),
            fighter_heading: c.headings(format_args!("{side} fighter")),
            missiles: c.take(n, |id| format!("{side} missile {id}")),
            missile_heading: c.headings(format_args!("{side} missile")),
            bomber_heading: bomber.then(|| c.headings(format_args!("{side} bomber"))),
            first_row: c.one(format_args!("{side} first row")),
        }
    }

    /// The plane of piece `id`'s hex from its first plane, if the config has that id.
    pub(super) fn by_id(&self, first: usize, id: u8) -> Option<usize> {
        (id < self.ids).then_some(first + usize::from(id))
    }
}
