//! The initiative before the dice are in (SP-8 with external dice): the settled places, the
//! tied group rolling, whose die comes next, and everyone still to be placed.

use sortie_core::dice::Die;
use sortie_core::initiative::{Contender, Progress, Waiting, progress, resolve};

fn c(player: char, priority: u32, history: &'static [u32]) -> Contender<'static, char> {
    Contender {
        player,
        priority,
        history,
        reshuffled: false,
    }
}

fn waiting(cs: &[Contender<'_, char>], rolls: &[u8]) -> Waiting<char> {
    match progress(cs, Die::D10, rolls).unwrap() {
        Progress::Waiting(w) => w,
        Progress::Done(r) => panic!("done: {:?}", r.order),
    }
}

#[test]
fn sp_8_progress_names_the_group_and_the_next_die_through_re_rolls() {
    let cs = [c('A', 3, &[]), c('B', 3, &[]), c('C', 3, &[]), c('D', 9, &[])];
    let w = waiting(&cs, &[]);
    assert_eq!(
        (w.placed.clone(), w.rolling.clone(), w.next, w.later.clone()),
        (vec![], vec!['A', 'B', 'C'], 'A', vec!['D'])
    );
    let w = waiting(&cs, &[5, 2]);
    assert_eq!(w.next, 'C');
    // B rolled lowest; A and C tie on 5 and re-roll: B is placed, A's die is wanted.
    let w = waiting(&cs, &[5, 2, 5]);
    assert_eq!(
        (w.placed.clone(), w.rolling.clone(), w.next, w.later.clone()),
        (vec!['B'], vec!['A', 'C'], 'A', vec!['D'])
    );
    assert_eq!(w.decisions.len(), 2);
    let Progress::Done(r) = progress(&cs, Die::D10, &[5, 2, 5, 8, 1]).unwrap() else {
        panic!("not done")
    };
    let full = [5, 2, 5, 8, 1];
    let mut it = full.into_iter();
    assert_eq!(r, resolve(&cs, Die::D10, || it.next()).unwrap());
    assert_eq!(r.order, ['B', 'C', 'A', 'D']);
}

#[test]
fn sp_8_progress_without_a_tie_is_done_at_once() {
    let cs = [c('A', 3, &[1]), c('B', 3, &[2]), c('C', 1, &[])];
    let Progress::Done(r) = progress(&cs, Die::D10, &[]).unwrap() else {
        panic!("history splits the tie without dice")
    };
    assert_eq!(r.order, ['C', 'A', 'B']);
}
