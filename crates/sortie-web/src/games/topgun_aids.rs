//! Top Gun's player aids, from a team's view only: in the Volleyball phase the touches left
//! (TG-11), the Whiffs face up (TG-13), the Bump Save (TG-10) and the team's nine cards with
//! what each does and where it lies; in a Hop the team's Pilot tiles and WSO hand drawn as
//! diagrams, the cards played this Hop, and what it knows of the opponent's (TG-21).

use sortie_svg::palette;
use sortie_topgun::catalog::VolleyKind;
use sortie_topgun::{Stage, Team, TeamView, TopGun, cell_name};

use super::{Aid, Item};
use crate::diagram::{Kind, svg};

/// A team as its sentences name it.
pub(super) fn title(team: Team) -> &'static str {
    match team {
        Team::Pink => "Pink",
        Team::Blue => "Blue",
    }
}

/// A team's colour in the pictures.
fn colour(team: Team) -> &'static str {
    match team {
        Team::Pink => palette::REDDISH_PURPLE,
        Team::Blue => palette::BLUE,
    }
}

/// The ids set in `mask`.
fn ids(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |i| mask & (1 << i) != 0)
}

/// Pilot tile `id` with its words and its diagram (a Repeat has none).
pub(super) fn tile(game: &TopGun, id: u8, team: Team) -> Item {
    let named = game.tile_named(id);
    let name = game
        .catalog()
        .tile(id)
        .map_or(named.name.clone(), |t| format!("{} ({:+})", t.name, t.elevation));
    Item {
        text: game.tile_words(id).unwrap_or_default(),
        svg: game
            .tile_diagram(id)
            .map(|d| svg(&d, Kind::Tile, colour(team), &named.name)),
        name,
    }
}

/// WSO card `id` with its words and, for a Target Array, its diagram.
pub(super) fn wso(game: &TopGun, id: u8, team: Team) -> Item {
    let name = game.wso_named(id).name;
    Item {
        text: game.wso_words(id).unwrap_or_default(),
        svg: game
            .wso_diagram(id)
            .map(|d| svg(&d, Kind::TargetArray, colour(team), &name)),
        name,
    }
}

/// The Whiffs of `side` face up on its court (three end the phase, TG-13).
fn whiffs_up(game: &TopGun, v: &TeamView, side: Team) -> usize {
    (0..9)
        .filter(|&cell| v.court.is_face_up(side, cell))
        .filter(|&cell| {
            let card = v.court.card(side, cell);
            game.catalog()
                .volleyball
                .get(usize::from(card))
                .is_some_and(|c| matches!(c.kind, VolleyKind::Whiff(_)))
        })
        .count()
}

/// The rally: touches, Whiffs, the Bump Save.
fn rally(game: &TopGun, v: &TeamView) -> Aid {
    let c = &v.court;
    let mut items = Vec::new();
    if let Some(ball) = c.ball {
        let left = 3u8.saturating_sub(c.used);
        items.push(Item::words(
            "Touches",
            format!(
                "{} has used {} of its 3 cards since the ball came over: {left} left, and the third must cross the net (TG-11).",
                title(ball.side),
                c.used
            ),
        ));
    }
    let up = |t: Team| format!("{} {} of 3", title(t), whiffs_up(game, v, t));
    items.push(Item::words(
        "Whiffs face up",
        format!(
            "{}, {}: a team's third ends the phase and the other team chooses its role (TG-13).",
            up(v.me),
            up(v.me.other())
        ),
    ));
    items.push(Item::words(
        "Bump Save",
        match c.bump_save {
            Some(t) => format!(
                "{} holds it: once this phase, a card the ball lands on stays face down and acts as a Bump (TG-10).",
                title(t)
            ),
            None => "Played this phase (TG-10).".to_owned(),
        },
    ));
    Aid {
        title: "The rally".to_owned(),
        items,
    }
}

/// The team's nine volleyball cards: what each does and where it is.
fn volleyball(game: &TopGun, v: &TeamView) -> Aid {
    let me = v.me;
    let items = (0..game.catalog().volleyball.len())
        .filter_map(|id| u8::try_from(id).ok())
        .map(|id| {
            let cell = (0..9u8).find(|&cell| v.court.card(me, cell) == id);
            let place = match cell {
                None => "in hand, to lay face down".to_owned(),
                Some(cell) if v.court.is_face_up(me, cell) => format!("face up on {}", cell_name(cell)),
                Some(cell) => format!("face down on {}", cell_name(cell)),
            };
            let words = game.volley_words(id).unwrap_or_default();
            Item::words(game.volley_named(id).name, format!("{words} · {place}"))
        })
        .collect();
    Aid {
        title: format!("Your volleyball cards ({})", title(me)),
        items,
    }
}

/// What the team knows of the opponent's components.
fn opponent(game: &TopGun, v: &TeamView) -> Aid {
    let opp = v.me.other();
    let o = &v.theirs;
    let mut items: Vec<Item> = ids(o.tiles).map(|id| tile(game, id, opp)).collect();
    if o.hidden_tiles > 0 {
        items.push(Item::words(
            format!("{} green Pilot tile(s)", o.hidden_tiles),
            "earned, not yet seen in play (TG-21)",
        ));
    }
    items.extend(ids(o.wso & !o.played).map(|id| {
        let mut i = wso(game, id, opp);
        i.text = format!("known, not played this Hop · {}", i.text);
        i
    }));
    if o.hidden_wso > 0 {
        items.push(Item::words(
            format!("{} green WSO card(s)", o.hidden_wso),
            "earned, not yet seen in play (TG-21)",
        ));
    }
    items.extend(ids(o.played).map(|id| {
        let mut i = wso(game, id, opp);
        i.text = format!("played this Hop · {}", i.text);
        i
    }));
    items.push(Item::words(
        "WSO hand",
        format!("{} card(s) in hand", o.hand_size),
    ));
    Aid {
        title: format!("{}'s cards, as far as you know", title(opp)),
        items,
    }
}

/// The aids of `v`'s team.
pub(super) fn aids(game: &TopGun, v: &TeamView) -> Vec<Aid> {
    let me = v.me;
    if v.hop.is_none() {
        let mut out = Vec::new();
        if v.stage != Stage::Arrange {
            out.push(rally(game, v));
        }
        out.push(volleyball(game, v));
        return out;
    }
    let played: Vec<Item> = ids(v.mine.played).map(|id| wso(game, id, me)).collect();
    let mut out = vec![
        Aid {
            title: "Your Pilot tiles".to_owned(),
            items: ids(v.mine.tiles).map(|id| tile(game, id, me)).collect(),
        },
        Aid {
            title: "Your WSO hand".to_owned(),
            items: ids(v.mine.hand()).map(|id| wso(game, id, me)).collect(),
        },
    ];
    if !played.is_empty() {
        out.push(Aid {
            title: "Your WSO cards played this Hop (back to hand with Retrieve Cards, TG-19)".to_owned(),
            items: played,
        });
    }
    out.push(opponent(game, v));
    out
}

#[cfg(test)]
mod tests {
    use sortie_core::game::{Actor, Game};
    use sortie_topgun::{Action, Team, TopGun};

    use super::aids;

    #[test]
    fn the_arrangement_lists_the_nine_cards_in_hand_then_where_each_lies() {
        let game = TopGun::default();
        let s = game.new_game(1);
        let v = game.view(&s, Team::Pink);
        let panels = aids(&game, &v);
        assert_eq!(panels.len(), 1);
        assert_eq!(panels[0].items.len(), 9);
        assert!(
            panels[0]
                .items
                .iter()
                .all(|i| i.text.ends_with("in hand, to lay face down"))
        );
        let s = game
            .apply(&s, Actor::Player(Team::Pink), &Action::Place(2))
            .unwrap();
        let v = game.view(&s, Team::Pink);
        let card = &aids(&game, &v)[0].items[2];
        assert!(card.text.ends_with("face down on a1"), "{card:?}");
    }
}
