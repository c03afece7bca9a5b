//! The initiative cases of `tests/data/initiative.txt`, one test each (SP-8).

use libtest_mimic::{Arguments, Failed, Trial};
use sortie_core::dice::Die;
use sortie_core::initiative::{Contender, InitiativeError, resolve};

#[derive(Clone, Debug, Default)]
struct Case {
    name: String,
    contenders: Vec<(String, u32, bool, Vec<u32>)>,
    rolls: Vec<u8>,
    order: Option<Vec<String>>,
    why: Option<Vec<String>>,
    error: Option<String>,
}

fn parse(text: &str) -> Result<Vec<Case>, String> {
    let mut cases: Vec<Case> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |what: &str| format!("line {}: {what}: {raw}", n + 1);
        if let Some(name) = line.strip_prefix("== ") {
            cases.push(Case {
                name: name.trim().to_owned(),
                ..Case::default()
            });
            continue;
        }
        let case = cases.last_mut().ok_or_else(|| bad("no case yet"))?;
        let (head, rest) = line.split_once(' ').unwrap_or((line, ""));
        match head {
            "rolls" => {
                case.rolls = rest
                    .split_whitespace()
                    .map(|r| r.parse().map_err(|_| bad("roll")))
                    .collect::<Result<_, _>>()?;
            }
            "order" => case.order = Some(rest.split_whitespace().map(str::to_owned).collect()),
            "why" => case
                .why
                .get_or_insert_with(Vec::new)
                .extend((!rest.is_empty()).then(|| rest.to_owned())),
            "error" => case.error = Some(rest.trim().to_owned()),
            player => {
                let (left, history) = rest.split_once('|').ok_or_else(|| bad("expected `|`"))?;
                let left = left.trim();
                let reshuffled = left.ends_with('!');
                let priority = left.trim_end_matches('!').parse().map_err(|_| bad("priority"))?;
                let history = history
                    .split_whitespace()
                    .map(|h| h.parse().map_err(|_| bad("history")))
                    .collect::<Result<_, _>>()?;
                case.contenders
                    .push((player.to_owned(), priority, reshuffled, history));
            }
        }
    }
    Ok(cases)
}

fn run(case: &Case) -> Result<(), Failed> {
    let contenders: Vec<Contender<'_, &str>> = case
        .contenders
        .iter()
        .map(|(p, pri, r, h)| Contender {
            player: p.as_str(),
            priority: *pri,
            history: h,
            reshuffled: *r,
        })
        .collect();
    let mut rolls = case.rolls.iter().copied();
    let result = resolve(&contenders, Die::D10, || rolls.next());
    match (&case.error, result) {
        (Some(expected), Err(e)) => {
            let kind = match e {
                InitiativeError::NeedRoll(_) => "need-roll",
                InitiativeError::BadRoll { .. } => "bad-roll",
                InitiativeError::DuplicatePlayer => "duplicate",
                InitiativeError::EndlessTie { .. } => "endless-tie",
            };
            if kind == expected {
                Ok(())
            } else {
                Err(format!("expected error {expected}, got {e}").into())
            }
        }
        (Some(expected), Ok(r)) => Err(format!("expected error {expected}, got order {:?}", r.order).into()),
        (None, Err(e)) => Err(format!("unexpected error: {e}").into()),
        (None, Ok(res)) => {
            let order: Vec<String> = res.order.iter().map(|p| (*p).to_owned()).collect();
            if Some(&order) != case.order.as_ref() {
                return Err(format!("order {order:?}, expected {:?}", case.order).into());
            }
            if rolls.next().is_some() {
                return Err("not every listed roll was used".into());
            }
            if let Some(why) = &case.why {
                let explained = res.explain();
                if explained[1..] != why[..] {
                    return Err(format!("explanation {:#?}, expected {why:#?}", &explained[1..]).into());
                }
            }
            Ok(())
        }
    }
}

fn main() {
    let args = Arguments::from_args();
    let text = include_str!("data/initiative.txt");
    let cases = match parse(text) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tests/data/initiative.txt: {e}");
            std::process::exit(2);
        }
    };
    let trials = cases
        .into_iter()
        .map(|case| Trial::test(case.name.clone(), move || run(&case)))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
