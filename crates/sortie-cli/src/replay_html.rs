//! `sortie replay html FILE -o game.html`: a replay as one self-contained web page — the board
//! drawn by `sortie-svg` at every step, the events of each step in words, and a switch between
//! the referee's picture and each seat's (its view and the events it was told only).
//!
//! The page carries no link to anything: its SVG, CSS, script and data are inline, so it works
//! from `file://` and offline. The board and the pieces' shapes are written once; each step
//! stores only its pieces' layer, and a layer or a narration met before (another seat's
//! identical picture, an unchanged position) is stored once and referred to by number.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;

use serde_json::{Value, json};
use sortie_core::game::Actor;
use sortie_svg::escape;

use crate::out::{CliResult, say};
use crate::pictures::{Pictured, Visit, players, timeline, told_to, write_file};

/// Builds the page of a replay (`value`, its JSON) of game `G`.
pub struct Html<'a> {
    /// The replay document's `replay`.
    pub replay: Value,
    /// The source file, for the page's title.
    pub source: &'a Path,
    /// Where to write the page.
    pub output: &'a Path,
}

/// Strings stored once each, referred to by number.
#[derive(Default)]
struct Pool {
    items: Vec<String>,
    index: HashMap<String, usize>,
}

impl Pool {
    fn add(&mut self, s: String) -> usize {
        if let Some(i) = self.index.get(&s) {
            return *i;
        }
        let i = self.items.len();
        self.index.insert(s.clone(), i);
        self.items.push(s);
        i
    }
}

impl Visit for Html<'_> {
    type Out = CliResult;
    fn visit<G: Pictured>(self) -> CliResult {
        let replay = crate::replay::decode::<G>(self.replay)?;
        let game = G::from_config(replay.config.clone()).map_err(|e| format!("invalid config: {e}"))?;
        let steps: Vec<_> = replay.steps.iter().map(|s| (s.actor, s.action.clone())).collect();
        let line = timeline(&game, replay.seed, &steps)?;
        let page = page(&game, replay.seed, &steps, &line, self.source);
        write_file(self.output, &page)?;
        say!(
            "{}: {} seed {}, {} steps, {} bytes",
            self.output.display(),
            G::NAME,
            replay.seed,
            steps.len(),
            page.len()
        )?;
        Ok(())
    }
}

fn actor_name<G: Pictured>(actor: Actor<G::Player>) -> String {
    match actor {
        Actor::Player(p) => G::seat_name(p),
        Actor::Chance => "chance".to_owned(),
    }
}

/// The page of a played game.
fn page<G: Pictured>(
    game: &G,
    seed: u64,
    steps: &[(Actor<G::Player>, G::Action)],
    line: &crate::pictures::Timeline<G>,
    source: &Path,
) -> String {
    let seats = players(game);
    let mut perspectives: Vec<(String, Option<G::Player>)> = vec![("everyone".to_owned(), None)];
    perspectives.extend(seats.iter().map(|p| (G::seat_name(*p), Some(*p))));
    let mut frames = Pool::default();
    let mut texts = Pool::default();
    let mut frame_of: Vec<Vec<usize>> = Vec::new();
    let mut told_of: Vec<Vec<usize>> = Vec::new();
    let mut label_of: Vec<Vec<usize>> = Vec::new();
    let outcome = line
        .states
        .last()
        .and_then(|s| game.outcome(s))
        .map(|o| o.to_string());
    for (_, seat) in &perspectives {
        let mut history: Vec<G::Event> = Vec::new();
        let (mut f, mut t, mut l) = (Vec::new(), Vec::new(), Vec::new());
        for (k, state) in line.states.iter().enumerate() {
            let told = if k == 0 {
                Vec::new()
            } else {
                told_to(game, line.events.get(k - 1).map_or(&[][..], |e| &e[..]), *seat)
            };
            history.extend(told.iter().cloned());
            let layer = match seat {
                None => game.draw_state(state, game.recent(&history)),
                Some(p) => game.draw_view(&game.view(state, *p), game.recent(&history)),
            };
            // Attribute values are escaped (`&apos;`, `&quot;`), so every `"` delimits one:
            // `'` does the same and needs no escape in JSON.
            f.push(frames.add(layer.replace('"', "'")));
            let words: Vec<String> = told.iter().map(ToString::to_string).collect();
            let narration = if k == 0 {
                format!("The game begins (seed {seed}).")
            } else if words.is_empty() {
                "Nothing you can see happens.".to_owned()
            } else {
                words.join("\n")
            };
            t.push(texts.add(narration));
            let label = match (k, steps.get(k.wrapping_sub(1))) {
                (0, _) | (_, None) => "Start".to_owned(),
                (_, Some((actor, action))) => {
                    let public = match seat {
                        None => true,
                        Some(p) => !G::SECRETS || *actor == Actor::Player(*p),
                    };
                    if public {
                        format!("{} plays {action}", actor_name::<G>(*actor))
                    } else {
                        format!("{} acts", actor_name::<G>(*actor))
                    }
                }
            };
            l.push(texts.add(label));
        }
        frame_of.push(f);
        told_of.push(t);
        label_of.push(l);
    }
    let canvas = game.canvas();
    let title = format!(
        "{} — seed {seed}, {} steps{}",
        canvas.title,
        steps.len(),
        outcome.as_ref().map_or_else(String::new, |o| format!(": {o}"))
    );
    let data = json!({
        "game": G::NAME,
        "perspectives": perspectives.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>(),
        "frames": frames.items,
        "texts": texts.items,
        "frame": frame_of,
        "told": told_of,
        "label": label_of,
    });
    // JSON inside <script>: no `</` may close it early.
    let data = data
        .to_string()
        .replace("</", "<\\/")
        .replace("<!--", "<\\u0021--");
    let mut options = String::new();
    for (i, (name, _)) in perspectives.iter().enumerate() {
        let words = if i == 0 {
            "everyone (the referee)".to_owned()
        } else {
            format!("{name} only")
        };
        let _ = write!(options, "<option value=\"{i}\">{}</option>", escape(&words));
    }
    let mut out = String::with_capacity(data.len() + canvas.defs.len() + canvas.board.len() + 8192);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<link rel=\"icon\" href=\"data:,\">\n<style>{STYLE}</style>\n</head>\n<body>\n\
         <header><h1>{title}</h1><p class=\"source\">{source}</p></header>\n<main>\n\
         <figure id=\"picture\"><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" \
         font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" role=\"img\" aria-labelledby=\"svg-title\">\
         <title id=\"svg-title\">{svg_title}</title><defs>{defs}</defs>{board}<g id=\"frame\"></g></svg></figure>\n\
         <section id=\"side\" aria-label=\"replay controls\">\n\
         <div class=\"controls\"><button id=\"first\" title=\"start (Home)\" aria-label=\"jump to the start\">|◀</button>\
         <button id=\"prev\" title=\"back (←)\" aria-label=\"step back\">◀</button>\
         <output id=\"counter\" aria-live=\"polite\">0 / {n}</output>\
         <button id=\"next\" title=\"forward (→)\" aria-label=\"step forward\">▶</button>\
         <button id=\"last\" title=\"end (End)\" aria-label=\"jump to the end\">▶|</button></div>\n\
         <input id=\"slider\" type=\"range\" min=\"0\" max=\"{n}\" value=\"0\" aria-label=\"step\">\n\
         <label class=\"persp\">Show what <select id=\"persp\">{options}</select> knows</label>\n\
         <h2 id=\"label\">Start</h2>\n<ol id=\"told\" aria-live=\"polite\"></ol>\n\
         <p class=\"help\">Keys: ← → step, Home / End jump.</p>\n</section>\n</main>\n\
         <script id=\"data\" type=\"application/json\">{data}</script>\n<script>{SCRIPT}</script>\n</body>\n</html>\n",
        title = escape(&title),
        source = escape(&source.display().to_string()),
        svg_title = escape(&canvas.title),
        w = canvas.width,
        h = canvas.height,
        defs = canvas.defs,
        board = canvas.board,
        n = steps.len(),
    );
    out
}

const STYLE: &str = "\
:root{color-scheme:light;font-family:'DejaVu Sans',Verdana,Arial,sans-serif;color:#222;background:#FBFAF7}\
body{margin:0;padding:12px 18px}\
header h1{font-size:20px;margin:4px 0}\
header .source{margin:0 0 8px;color:#6B6B6B;font-size:12px}\
main{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}\
#picture{margin:0;flex:1 1 640px;max-width:1000px;background:#FFF;border:1px solid #DDD8CF;border-radius:6px}\
#picture svg{display:block;width:100%;height:auto}\
#side{flex:0 1 360px;min-width:280px}\
.controls{display:flex;align-items:center;gap:6px}\
.controls button{font-size:18px;min-width:40px;height:36px;border:1px solid #B8B2A7;border-radius:5px;background:#FFF;cursor:pointer}\
.controls button:focus-visible,#slider:focus-visible,#persp:focus-visible{outline:3px solid #0072B2;outline-offset:2px}\
#counter{min-width:92px;text-align:center;font-variant-numeric:tabular-nums}\
#slider{width:100%;margin:12px 0}\
.persp{display:block;margin:4px 0 10px}\
#persp{font-size:14px;padding:2px 4px}\
#label{font-size:16px;margin:10px 0 6px}\
#told{margin:0;padding-left:20px;line-height:1.45;font-size:14px}\
#told li{margin-bottom:3px}\
.help{color:#6B6B6B;font-size:12px;margin-top:14px}";

const SCRIPT: &str = r#"
"use strict";
(function () {
  const D = JSON.parse(document.getElementById("data").textContent);
  const last = D.frame[0].length - 1;
  const $ = (id) => document.getElementById(id);
  const frame = $("frame"), told = $("told"), label = $("label"), counter = $("counter"),
    slider = $("slider"), persp = $("persp");
  let step = 0, seat = 0, shown = -1;
  function show() {
    const f = D.frame[seat][step];
    if (f !== shown) { frame.innerHTML = D.frames[f]; shown = f; }
    told.replaceChildren(...D.texts[D.told[seat][step]].split("\n").map((line) => {
      const li = document.createElement("li"); li.textContent = line; return li;
    }));
    label.textContent = step === 0 ? "Start" : "Step " + step + ": " + D.texts[D.label[seat][step]];
    counter.textContent = step + " / " + last;
    slider.value = String(step);
    document.body.dataset.step = String(step);
    document.body.dataset.perspective = D.perspectives[seat];
  }
  function go(k) { step = Math.max(0, Math.min(last, k)); show(); }
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(step - 1));
  $("next").addEventListener("click", () => go(step + 1));
  $("last").addEventListener("click", () => go(last));
  slider.addEventListener("input", () => go(Number(slider.value)));
  persp.addEventListener("change", () => { seat = Number(persp.value); show(); });
  document.addEventListener("keydown", (e) => {
    if (e.target === slider || e.target === persp || e.altKey || e.ctrlKey || e.metaKey) return;
    const moves = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: last };
    if (e.key in moves) { e.preventDefault(); go(moves[e.key]); }
  });
  show();
})();
"#;
