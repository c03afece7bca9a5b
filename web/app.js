// The page: setup, the board drawn by the engine for the seat on screen, actions built by
// clicking, previews, the narration, undo, replays. The engine runs in worker.js, or, playing
// online, on the server that served the page (online.js); this thread only ever holds what
// the seat on screen may know.

import * as net from './online.js';
import { $, el, picture } from './dom.js';
import { renderAids, openRules, rulingOf } from './aids.js';
import { glide, stopGlides } from './anim.js';

// ---- The worker ------------------------------------------------------------------------

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
const pending = new Map();
let serial = 0;
worker.onmessage = (event) => {
  const { id, ok, value, error } = event.data;
  const p = pending.get(id);
  pending.delete(id);
  if (!p) return;
  if (ok) p.resolve(value);
  else p.reject(new Error(error));
};
worker.onerror = (event) => showError(`the engine stopped: ${event.message || 'the worker failed to load'}`);
const ask = (cmd, ...args) => new Promise((resolve, reject) => {
  serial += 1;
  pending.set(serial, { resolve, reject });
  worker.postMessage({ id: serial, cmd, args });
});
// The game's calls: the worker's engine, or online the server's referee (the same answers).
const call = (cmd, ...args) => (S.online ? S.online.call(cmd, ...args) : ask(cmd, ...args));

// ---- State -----------------------------------------------------------------------------

const S = {
  games: [],
  setup: null,       // the last setup started
  budget: 1000,      // the bot's thinking time, ms
  info: null,        // {game, title, seats, humans, secrets, opened, steps}
  status: null,      // {step, to_act, seats, outcome, winners}
  seat: null,        // whose picture is on screen (-1: the referee's)
  choices: null,     // the legal actions of the acting person's seat
  sel: [],           // the picks made so far
  chosen: null,      // the index of the action the picks make
  confirm: false,    // a fatal move asked for once
  undoPoints: [],    // steps before each person's action
  logSeat: null,     // whose narration the log holds
  logUpto: 0,        // steps the log holds
  watch: null,       // a replay opened: the step shown
  shownSeat: null,   // the seat last uncovered (hot-seat)
  firstBoard: null,
  run: 0,            // bumps when a new game starts, so that old loops stop
  build: 0,          // bumps when the choices are drawn again, so that an old preview is dropped
  lobby: false,      // whether the server that served the page referees online games
  online: null,      // the match played online (online.js), or null
  live: false,       // whether the page follows the online match's updates
  seen: 0,           // online: the update the page shows
  playing: false,    // online: an action is on its way to the server
  keyboard: false,   // whether the last input was a key (then the focus follows the picks)
  focusPick: null,   // the board's target last focused
  zoomed: true,      // on a narrow screen, whether the board is zoomed in to play
  topic: null,       // the rules reference's section for the phase on screen
  lastPreview: null, // the plan previewed before this one, to compare: {notation, words, odds}
};

const setState = (name) => { document.body.dataset.state = name; };

// A sentence above the choices that stays until the next one.
function showNote(text) {
  $('turn').textContent = `${text} ${$('turn').textContent}`;
}

function showError(text) {
  const box = $('error');
  box.textContent = text;
  box.hidden = !text;
  const id = rulingOf(text);
  if (id && S.info) box.append(' ', el('button', { type: 'button', class: 'link', onclick: () => showRules(id) }, `What ${id} says`));
}

// ---- The rules and the aids --------------------------------------------------------------

const references = new Map();
async function showRules(ruling) {
  if (!S.info) return;
  const game = S.info.game;
  // The reference needs no game in the worker: it is asked there even online.
  if (!references.has(game)) references.set(game, await ask('rules', game));
  openRules(references.get(game), S.topic, ruling);
}

// The seat's aids beside the board (the page's own engine; online the server sends none).
async function updateAids(seat, step) {
  let aids = null;
  if (seat >= 0 && !S.online) aids = await call('aids', seat, step).catch(() => null);
  S.topic = aids ? aids.topic : S.topic;
  renderAids($('aids'), aids);
  $('phase-rules').hidden = !S.topic || S.status?.to_act === 'over';
}

// ---- The board -------------------------------------------------------------------------

async function drawBoard(seat, step) {
  const v = await call('view', seat, step);
  $('board').innerHTML = v.svg;
  document.body.dataset.step = String(step);
  decorateBoard(seat);
  if (S.firstBoard === null) {
    // The first board on screen: the frame after the one it was inserted in has been drawn.
    S.firstBoard = 0;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      S.firstBoard = performance.now();
      document.body.dataset.firstBoard = S.firstBoard.toFixed(0);
      performance.mark('first-board');
    }));
  }
}

const hot = () => [...$('board').querySelectorAll('#hot [data-pick]')];

// The seats' colours, as the pictures draw them (sortie-svg's palette): a seat's preview is
// drawn in its own colour.
const TEAM = { Blue: '#0072b2', Red: '#d55e00', Pink: '#cc79a7' };
const SEATS = ['#0072b2', '#d55e00', '#009e73', '#e69f00', '#cc79a7', '#56b4e9'];
function seatColour(seat) {
  if (seat === null || seat < 0 || !S.info) return '#1d1d1f';
  return TEAM[S.info.seats[seat]] || SEATS[seat % SEATS.length];
}

// The engine's picture made a group of controls: its name is its title, and the targets in
// it are buttons (renderBuild names them); the board is zoomed to fit the screen.
function decorateBoard(seat) {
  const svg = $('board').querySelector('svg');
  if (!svg) return;
  const title = svg.querySelector('title');
  svg.setAttribute('role', 'group');
  if (title) svg.setAttribute('aria-label', title.textContent);
  $('board').style.setProperty('--team', seatColour(seat));
  fitBoard();
}

// On a narrow screen the board is drawn large enough that every target is at least 44 CSS
// pixels across, in a box that scrolls (drag to pan); "Whole board" shows it all at once.
const TAP = 44;
function fitBoard() {
  const box = $('board');
  const svg = box.querySelector('svg');
  if (!svg) return;
  const narrow = window.innerWidth <= 700;
  $('zoom').hidden = !narrow;
  const whole = !narrow || !S.zoomed;
  const vb = svg.viewBox.baseVal;
  const fit = box.clientWidth || window.innerWidth;
  let scale = 1;
  if (!whole && vb && vb.width) {
    const sizes = hot().map((t) => { const b = t.getBBox(); return Math.min(b.width, b.height); }).filter((x) => x > 0);
    const least = sizes.length ? Math.min(...sizes) : TAP;
    scale = Math.min(6, Math.max(1, (TAP + 2) * vb.width / (least * fit)));
  }
  box.classList.toggle('zoomed', scale > 1);
  // A box that scrolls is reached by the keyboard too (its arrow keys scroll it).
  if (scale > 1) box.setAttribute('tabindex', '0');
  else box.removeAttribute('tabindex');
  svg.style.width = scale > 1 ? `${Math.ceil(fit * scale)}px` : '';
  $('zoom-toggle').textContent = S.zoomed ? 'Whole board' : 'Zoom in to play';
  $('zoom-toggle').setAttribute('aria-pressed', String(!S.zoomed));
}

// Zoomed in, the board scrolls so that the first target to pick is in sight.
function bringIntoSight() {
  const box = $('board');
  if (!box.classList.contains('zoomed')) return;
  const cans = [...box.querySelectorAll('#hot .can, #hot .sel')];
  if (!cans.length) return;
  const frame = box.getBoundingClientRect();
  const seen = cans.some((t) => {
    const r = t.getBoundingClientRect();
    return r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
  });
  if (seen) return;
  const r = cans[0].getBoundingClientRect();
  box.scrollBy({ left: r.left + r.width / 2 - (frame.left + frame.width / 2), top: r.top + r.height / 2 - (frame.top + frame.height / 2) });
}

// A pick in words, for its chip and its name on the board: the engine's label, else the
// pick itself without its kind (a hex, a card).
function pickName(p) {
  const words = S.choices && S.choices.labels[p];
  if (words) return words;
  const [kind, ...rest] = p.split(':');
  const what = rest.join(' ');
  return kind === 'hex' ? `hex ${what}` : kind === 'card' ? `card ${what}` : what;
}

// The keyboard on the board: Tab comes to one target (the others are reached with the arrow
// keys, towards the nearest target that way), Enter or Space picks it.
function boardKey(e) {
  const t = e.target.closest && e.target.closest('#hot [data-pick]');
  if (!t) return;
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    pick(t.dataset.pick);
    return;
  }
  const dirs = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  const d = dirs[e.key];
  if (!d && e.key !== 'Home' && e.key !== 'End') return;
  e.preventDefault();
  const targets = [...$('board').querySelectorAll('#hot .can, #hot .sel')];
  let next = null;
  if (e.key === 'Home') next = targets[0];
  else if (e.key === 'End') next = targets[targets.length - 1];
  else {
    const at = (x) => { const r = x.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
    const [x0, y0] = at(t);
    let best = Infinity;
    for (const o of targets) {
      if (o === t) continue;
      const [x, y] = at(o);
      const along = (x - x0) * d[0] + (y - y0) * d[1];
      if (along <= 1) continue;
      const across = Math.abs((x - x0) * d[1]) + Math.abs((y - y0) * d[0]);
      const cost = along + 2 * across;
      if (cost < best) { best = cost; next = o; }
    }
  }
  if (next) focusTarget(next);
}

function focusTarget(t) {
  for (const o of $('board').querySelectorAll('#hot [tabindex]')) o.setAttribute('tabindex', '-1');
  t.setAttribute('tabindex', '0');
  t.focus();
  S.focusPick = t.dataset.pick;
}

// The preview's path leaves the piece's hex clear, so that the piece's label stays legible.
function clearStart(pv) {
  const ns = 'http://www.w3.org/2000/svg';
  const paths = [...pv.querySelectorAll('path, polyline, line')];
  if (!paths.length) return;
  const hex = hot().find((t) => t.dataset.pick.startsWith('hex:'));
  const r = hex ? centre(hex)[2] * 0.62 : 12;
  const svg = $('board').querySelector('svg');
  const vb = svg.viewBox.baseVal;
  const mask = document.createElementNS(ns, 'mask');
  mask.setAttribute('id', 'pv-clear');
  mask.setAttribute('maskUnits', 'userSpaceOnUse');
  const all = document.createElementNS(ns, 'rect');
  for (const [k, v] of [['x', vb.x], ['y', vb.y], ['width', vb.width], ['height', vb.height], ['fill', '#fff']]) all.setAttribute(k, String(v));
  mask.append(all);
  for (const p of paths) {
    if (!p.getTotalLength || p.getTotalLength() < 2 * r) continue;
    const at = p.getPointAtLength(0);
    const hole = document.createElementNS(ns, 'circle');
    hole.setAttribute('cx', at.x.toFixed(1));
    hole.setAttribute('cy', at.y.toFixed(1));
    hole.setAttribute('r', r.toFixed(1));
    hole.setAttribute('fill', '#000');
    mask.append(hole);
  }
  pv.prepend(mask);
  for (const p of paths) p.setAttribute('mask', 'url(#pv-clear)');
}

function centre(e) {
  const b = e.getBBox();
  return [b.x + b.width / 2, b.y + b.height / 2, Math.min(b.width, b.height) / 2];
}

// Rings on the hexes the newest events name, fading out.
function flash(hexes) {
  const marks = $('board').querySelector('#marks');
  if (!marks) return;
  const ns = 'http://www.w3.org/2000/svg';
  marks.replaceChildren();
  hexes.forEach((h, k) => {
    const t = $('board').querySelector(`#hot [data-pick="hex:${h}"]`);
    if (!t) return;
    const [x, y, r] = centre(t);
    const c = document.createElementNS(ns, 'circle');
    c.setAttribute('class', 'mark');
    c.setAttribute('cx', x.toFixed(1));
    c.setAttribute('cy', y.toFixed(1));
    c.setAttribute('r', (r * 0.8).toFixed(1));
    c.style.animationDelay = `${Math.min(k, 8) * 120}ms`;
    marks.append(c);
  });
}

// ---- The narration ---------------------------------------------------------------------

async function updateLog(seat, upto) {
  const log = $('log');
  if (S.logSeat !== seat || S.logUpto > upto) {
    log.replaceChildren();
    S.logSeat = seat;
    S.logUpto = 0;
  }
  if (S.logUpto === upto) return [];
  const told = (await call('told', seat, S.logUpto)).filter((t) => t.step <= upto);
  const hexes = [];
  const paths = [];
  for (const t of told) {
    const lines = t.lines.length ? t.lines : ['Nothing you can see happens.'];
    // The same thing told again but for its cells or hexes (a card laid face down, nine
    // times): one entry, counted, the places listed.
    const place = /\b[a-z]\d{1,2}\b/g;
    const said = `${t.label}\n${lines.map((l) => l.replace(place, '#')).join('\n')}`;
    // Only the first line may name a place, once: a move between two hexes is told whole.
    const counted = lines.every((l, i) => (l.match(place) || []).length <= (i === 0 ? 1 : 0));
    const last = log.lastElementChild;
    if (counted && last && last.dataset.said === said) {
      const n = Number(last.dataset.times) + 1;
      last.dataset.times = String(n);
      last.dataset.step = String(t.step);
      last.querySelector('.who').textContent = `${last.dataset.first}–${t.step}. ${t.label} (×${n})`;
      const at = lines[0].match(place) || [];
      if (at.length === 1) {
        last.places.push(at[0]);
        last.querySelector('ul > li').textContent = lines[0].replace(at[0], last.places.join(', '));
      }
      last.classList.add('new');
    } else {
      const item = el('li', { class: 'new', 'data-step': String(t.step), 'data-first': String(t.step), 'data-times': '1' },
        el('span', { class: 'who' }, `${t.step}. ${t.label}`));
      item.dataset.said = said;
      item.places = [...(lines[0].match(place) || [])].slice(0, 1);
      const ul = el('ul');
      for (const l of lines) ul.append(el('li', {}, l));
      item.append(ul);
      log.append(item);
    }
    for (const hs of t.hexes) {
      hexes.push(...hs);
      if (hs.length > 1) paths.push(hs);
    }
  }
  S.logUpto = upto;
  S.paths = paths;
  log.scrollTop = log.scrollHeight;
  setTimeout(() => log.querySelectorAll('li.new').forEach((i) => i.classList.remove('new')), 1200);
  return [...new Set(hexes)];
}

// ---- Building an action by clicks ------------------------------------------------------

const isPrefix = (sel, picks) => sel.every((p, i) => picks[i] === p);
const group = (pick) => pick.slice(0, pick.indexOf(':') + 1);
const fatal = (a) => a.warning && a.warning.startsWith('Fatal');

function candidates() {
  const actions = S.choices.actions;
  const cands = actions.map((a, i) => i).filter((i) => isPrefix(S.sel, actions[i].picks));
  const next = new Map();
  const complete = [];
  for (const i of cands) {
    const picks = actions[i].picks;
    if (picks.length === S.sel.length) complete.push(i);
    else {
      const p = picks[S.sel.length];
      if (!next.has(p)) next.set(p, []);
      next.get(p).push(i);
    }
  }
  return { next, complete };
}

async function pick(p) {
  if (!S.choices) return;
  const at = S.sel.indexOf(p);
  if (at >= 0) S.sel = S.sel.slice(0, at);      // a pick clicked again takes it back
  else S.sel = [...S.sel, p];
  S.chosen = null;
  S.confirm = false;
  $('hint-text').textContent = '';
  setState('busy');
  await renderBuild();
}

async function renderBuild() {
  const token = ++S.build;
  const build = $('build');
  build.replaceChildren();
  const pv = $('board').querySelector('#pv');
  if (pv) pv.innerHTML = '';
  if (!S.choices) return;
  const { labels, actions } = S.choices;
  const { next, complete } = candidates();
  const onBoard = new Set();
  let roving = null;
  for (const t of hot()) {
    const p = t.dataset.pick;
    const can = next.has(p);
    const sel = S.sel.includes(p);
    const danger = can && next.get(p).every((i) => fatal(actions[i]));
    t.classList.toggle('can', can);
    t.classList.toggle('fatal', danger);
    t.classList.toggle('sel', sel);
    if (can) onBoard.add(p);
    const words = labels[p];
    let title = t.querySelector('title');
    if (can && words) {
      if (!title) { title = document.createElementNS('http://www.w3.org/2000/svg', 'title'); t.append(title); }
      title.textContent = words;
    }
    // A target that can be picked (or taken back) is a button for the keyboard and for
    // screen readers; one of them is in the Tab order, the arrow keys reach the others.
    if (can || sel) {
      t.setAttribute('role', 'button');
      t.setAttribute('aria-label', `${pickName(p)}${sel ? ' (picked: press to take it back)' : ''}${danger ? ' (fatal)' : ''}`);
      t.setAttribute('aria-pressed', String(sel));
      t.setAttribute('tabindex', '-1');
      if (!roving || p === S.focusPick) roving = t;
    } else {
      for (const a of ['role', 'aria-label', 'aria-pressed', 'tabindex']) t.removeAttribute(a);
    }
  }
  if (roving) roving.setAttribute('tabindex', '0');
  if (S.sel.length) {
    const crumbs = el('div', { class: 'crumbs' });
    for (const p of S.sel) crumbs.append(el('button', { type: 'button', class: 'crumb', 'data-pick': p, 'aria-label': `${pickName(p)}: take it back`, onclick: () => pick(p) }, pickName(p)));
    crumbs.append(el('button', { type: 'button', id: 'clear', onclick: () => { S.sel = []; S.chosen = null; setState('busy'); renderBuild(); } }, 'Start again'));
    build.append(crumbs);
  }
  // Picks that are not on the board: buttons, grouped under their label.
  const groups = new Map();
  for (const p of next.keys()) {
    if (onBoard.has(p)) continue;
    const g = group(p);
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push(p);
  }
  const details = S.choices.details || {};
  for (const [g, ps] of groups) {
    const box = el('div', { class: 'choices' });
    if (labels[g]) box.append(el('div', { class: 'group' }, labels[g]));
    for (const p of ps) {
      const danger = next.get(p).every((i) => fatal(actions[i]));
      const b = el('button', { type: 'button', class: danger ? 'pick fatal' : 'pick', 'data-pick': p, onclick: () => pick(p) }, pickName(p));
      const d = details[p];
      if (d) {
        b.title = d.text;
        if (d.svg) { b.prepend(picture(d.svg)); b.classList.add('card'); }
      }
      // The note every action through this pick shares (a plan's lock odds with this card).
      const notes = new Set(next.get(p).map((i) => actions[i].note || ''));
      const [note] = notes;
      if (notes.size === 1 && note) b.append(el('small', { class: 'note' }, note));
      box.append(b);
    }
    build.append(box);
  }
  if (onBoard.size) build.append(el('p', { class: 'hint' }, `${onBoard.size} highlighted on the board (Tab to them, arrow keys to move, Enter to pick).`));
  if (complete.length > 1 && S.chosen === null) {
    const box = el('div', { class: 'choices' }, el('div', { class: 'group' }, 'Which one?'));
    for (const i of complete) box.append(el('button', { type: 'button', class: 'pick', 'data-index': String(i), onclick: () => { S.chosen = i; setState('busy'); renderBuild(); } }, actions[i].words));
    build.append(box);
  }
  if (complete.length === 1) S.chosen = complete[0];
  if (S.chosen !== null) await renderPreview(S.chosen, token);
  if (token !== S.build) return;
  setState('person');
  bringIntoSight();
  // Picked with the keyboard: the focus, lost with what was drawn again, goes on to what
  // comes next, on the board or below.
  const lost = !document.activeElement || document.activeElement === document.body;
  if (S.keyboard && lost) {
    const next = $('board').querySelector('#hot [tabindex="0"].can') || build.querySelector('.pick, #play');
    if (next) next.focus();
  }
  if (S.online) onlineChanged();
}

async function renderPreview(index, token) {
  if (!S.choices) return;
  const a = S.choices.actions[index];
  let p;
  try {
    p = await call('preview', S.choices.seat, index);
  } catch (e) {
    if (!S.online) throw e;
    return;   // online, the position changed meanwhile: it is drawn again
  }
  if (token !== S.build) return;
  const pv = $('board').querySelector('#pv');
  if (pv) {
    pv.innerHTML = p.overlay;
    clearStart(pv);
  }
  const box = el('div', { class: 'preview', 'aria-live': 'polite' });
  box.append(el('div', { class: 'words' }, a.words));
  for (const l of p.lines.slice(1)) box.append(el('div', { class: 'line' }, l));
  const pct = (x) => `${(100 * x).toFixed(x > 0 && x < 0.01 ? 1 : 0)}%`;
  for (const [what, x] of p.odds) {
    const bar = el('div', { class: 'odds' }, el('span', {}, what), el('b', {}, pct(x)));
    bar.style.setProperty('--p', String(x));
    box.append(bar);
  }
  // The choice previewed before this one, to compare without building it again.
  const prev = S.lastPreview;
  if (prev && prev.notation !== p.notation && prev.seat === S.choices.seat) {
    const odds = prev.odds.map(([what, x]) => `${what}: ${pct(x)}`).join(' · ');
    box.append(el('div', { class: 'before' }, el('b', {}, 'Before: '), prev.words, odds ? ` — ${odds}` : '',
      ' ', el('button', { type: 'button', class: 'link', onclick: () => { S.sel = [...prev.picks]; S.chosen = null; setState('busy'); renderBuild(); } }, 'Back to it')));
  }
  S.lastPreview = { notation: p.notation, words: a.words, odds: p.odds, picks: a.picks, seat: S.choices.seat };
  if (a.warning) {
    for (const line of box.querySelectorAll('.line')) if (line.textContent === a.warning) line.remove();
    box.append(el('div', { class: fatal(a) ? 'warning fatal' : 'warning' }, a.warning));
  }
  const label = fatal(a) ? (S.confirm ? 'Yes, play this fatal move' : 'Play… (fatal)') : 'Play';
  box.append(el('button', { type: 'button', id: 'play', class: fatal(a) ? 'play fatal' : 'play', onclick: () => commit(index) }, label));
  $('build').append(box);
}

// A hint: the bot, thinking a short while from the seat's view (nothing else), names the
// action it would play; the page makes its picks and previews it, and the person decides.
const HINT_MS = 300;
async function hint() {
  if (!S.choices || S.online) return;
  const choices = S.choices;
  $('hint').disabled = true;
  $('hint-text').textContent = 'The bot is looking for a move…';
  try {
    const h = await call('hint', choices.seat, HINT_MS);
    if (S.choices !== choices) return;
    const a = choices.actions[h.index];
    S.sel = [...a.picks];
    S.chosen = h.index;
    S.confirm = false;
    $('hint-text').textContent = `Hint (the bot, thinking ${HINT_MS / 1000} s): ${a.words}`;
    setState('busy');
    await renderBuild();
    const play = $('play');
    if (play) play.focus();
  } catch (e) {
    $('hint-text').textContent = '';
    showError(e.message);
  } finally {
    $('hint').disabled = false;
  }
}

async function commit(index) {
  if (!S.choices) return;      // a second click while the first is played
  const a = S.choices.actions[index];
  setState('busy');
  if (fatal(a) && !S.confirm) {
    S.confirm = true;
    await renderBuild();
    return;
  }
  const seat = S.choices.seat;
  const before = S.status.step;
  S.choices = null;
  $('build').replaceChildren();
  $('hint').hidden = true;
  $('hint-text').textContent = '';
  S.playing = true;
  try {
    await call('play', seat, index);
    S.undoPoints.push(before);
    if (S.online) showError('');
  } catch (e) {
    showError(e.message);
  } finally {
    S.playing = false;
  }
  await advance();
}

// ---- The game loop ---------------------------------------------------------------------

const humans = () => S.info.humans.map((h, i) => (h ? i : -1)).filter((i) => i >= 0);
const seatName = (i) => (i < 0 ? 'everyone' : S.info.seats[i]);

function setControls() {
  $('rules-open').disabled = !S.info;
  $('undo').disabled = Boolean(S.online) || !(S.undoPoints.length && !S.info.opened);
  $('undo').title = S.online ? 'Undo is off online: the other players have seen the move' : '';
  $('save').disabled = !S.info || S.status.step === 0 || Boolean(S.online && S.status.to_act !== 'over');
  $('save').title = S.online && S.status.to_act !== 'over' ? 'The server publishes the replay once the game is over' : '';
}

async function advance() {
  const run = S.run;
  for (;;) {
    S.status = await call('status');
    if (run !== S.run) return;
    setControls();
    const st = S.status;
    if (S.online) S.seen = st.serial;
    if (st.to_act === 'over') return finished();
    const people = st.seats.filter((i) => S.info.humans[i]);
    if (people.length) return personActs(people[0]);
    if (S.online) {
      await waitForOthers(st);
      if (run !== S.run) return;
      continue;
    }
    // The bot's seats.
    const bot = st.seats[0];
    setState('bot');
    $('hint').hidden = true;
    const me = S.seat ?? humans()[0] ?? -1;
    $('turn').textContent = `${seatName(bot)} (the bot) is thinking (${(S.budget / 1000).toFixed(2).replace(/\.?0+$/, '')} s for this turn)…`;
    $('notation').hidden = true;
    await showPosition(me, st.step);
    try {
      const t0 = performance.now();
      const r = await call('bot', bot, S.budget);
      const ms = performance.now() - t0;
      document.body.dataset.botIterations = String(r.iterations);
      document.body.dataset.botMs = ms.toFixed(0);
      document.body.dataset.botMaxMs = Math.max(ms, Number(document.body.dataset.botMaxMs || 0)).toFixed(0);
      tellBot(bot, r);
    } catch (e) {
      showError(e.message);
      return;
    }
    if (run !== S.run) return;
  }
}

// What the bot's last decision took, and, when asked (Why?), its estimate behind it.
function tellBot(seat, r) {
  const took = r.turn ? r.turn.spent_ms : r.ms;
  $('bot-said').textContent = `${seatName(seat)} (the bot) thought ${(took / 1000).toFixed(1)} s this turn.`;
  const why = r.estimate === null || r.estimate === undefined
    ? 'Its move was forced: there was one choice.'
    : `After its choice it expects ${(100 * r.estimate).toFixed(0)}% (its mean result over ${r.playouts.toLocaleString('en')} of ${r.iterations.toLocaleString('en')} playouts through that choice).`;
  $('why').hidden = false;
  $('why').onclick = () => { $('bot-said').textContent = `${seatName(seat)}: ${why}`; $('why').hidden = true; };
}

async function showPosition(seat, step) {
  document.body.dataset.seat = String(seat);
  await drawBoard(seat, step);
  const fresh = S.logSeat === seat && S.logUpto < step;
  const hexes = await updateLog(seat, step);
  flash(hexes);
  if (fresh) animate(S.paths || []);
  await updateAids(seat, step);
}

// The newest step's paths glide over the board in the colour of who moved.
function animate(paths) {
  const board = $('board');
  const marks = board.querySelector('#marks');
  const centres = (hs) => hs.map((h) => board.querySelector(`#hot [data-pick="hex:${h}"]`)).filter(Boolean).map(centre);
  const pts = paths.map(centres).filter((p) => p.length > 1);
  if (!pts.length || !marks) return;
  const r = pts[0][0][2];
  const who = S.status && S.status.seats.length ? S.status.seats[0] : S.seat;
  glide(marks, pts.map((p) => p.map(([x, y]) => [x, y])), seatColour(who), r);
}

async function personActs(seat) {
  const st = S.status;
  const several = humans().length > 1;
  if (several && S.info.secrets && S.shownSeat !== null && S.shownSeat !== seat) {
    // Hot-seat with hidden cards: cover the screen until the next person is there.
    $('board').replaceChildren();
    $('build').replaceChildren();
    $('log').replaceChildren();
    S.logSeat = null;
    $('turn').textContent = '';
    $('notation').hidden = true;
    $('cover-text').textContent = `Pass the device to ${seatName(seat)}.`;
    $('cover-go').textContent = `I am ${seatName(seat)}: show my side`;
    $('cover').hidden = false;
    setState('cover');
    await new Promise((resolve) => { $('cover-go').onclick = resolve; });
    $('cover').hidden = true;
  }
  S.shownSeat = seat;
  S.seat = seat;
  if (S.online) {
    // Online the position may have moved on since the status was read: read it again.
    S.choices = await call('choices', seat).catch(() => null);
    if (!S.choices) return advance();
  } else {
    S.choices = await call('choices', seat);
  }
  S.sel = [];
  S.chosen = null;
  S.confirm = false;
  S.lastPreview = null;
  await showPosition(seat, st.step);
  $('turn').textContent = S.choices.prompt;
  $('notation').hidden = false;
  // The hint asks the page's own engine: online the engine is the server's, which has none.
  $('hint').hidden = Boolean(S.online);
  $('hint-text').textContent = '';
  await renderBuild();
}

async function finished() {
  S.choices = null;
  $('hint').hidden = true;
  $('build').replaceChildren();
  $('notation').hidden = true;
  // Over: nothing is secret any more, as at the table; the picture and the narration are the
  // referee's (every seat's). Online the narration is told again from the start, in full.
  S.seat = -1;
  if (S.online) S.logSeat = null;
  await showPosition(-1, S.status.step);
  $('turn').textContent = S.info.secrets
    ? 'The game is over: the board shows every seat, hidden cards included.'
    : 'The game is over.';
  const result = $('result');
  result.textContent = `${S.status.outcome} (${S.status.step} steps)`;
  result.hidden = false;
  if (S.online) showOnlineEnd();
  setState('over');
}

function reset() {
  S.run += 1;
  $('bot-said').textContent = '';
  $('why').hidden = true;
  stopGlides();
  S.topic = null;
  S.lastPreview = null;
  renderAids($('aids'), null);
  setState('loading');
  $('turn').textContent = '';
  $('hint').hidden = true;
  $('hint-text').textContent = '';
  S.seat = null;
  S.choices = null;
  S.sel = [];
  S.undoPoints = [];
  S.logSeat = null;
  S.logUpto = 0;
  S.shownSeat = null;
  S.watch = null;
  $('log').replaceChildren();
  $('build').replaceChildren();
  $('result').hidden = true;
  $('cover').hidden = true;
  $('watch').hidden = true;
  $('notation-text').value = '';
  showError('');
}

async function start(setup) {
  reset();
  leaveOnline();
  delete document.body.dataset.botMaxMs;
  S.setup = setup;
  S.budget = setup.budget;
  try {
    S.info = await call('new', { game: setup.game, seed: setup.seed, options: setup.options, humans: setup.humans });
  } catch (e) {
    showError(e.message);
    return;
  }
  $('title').textContent = S.info.title;
  document.body.dataset.game = S.info.game;
  await advance();
}

async function undo() {
  const to = S.undoPoints[S.undoPoints.length - 1];
  if (to === undefined) return;
  // The host's rule: not past a reveal, a draw or a roll against the bot; hot-seat, the
  // other people agree first.
  const may = await call('mayUndo', to);
  if (!may.allowed) return showError(may.message);
  const refused = may.consent.find((i) => !confirm(`${seatName(i)}: undo back to step ${to + 1}? Do you agree?`));
  if (refused !== undefined) return showError(`${seatName(refused)} does not agree: nothing is undone.`);
  S.undoPoints.pop();
  S.run += 1;
  showError('');
  $('result').hidden = true;
  await call('undo', to);
  await advance();
}

// ---- Replays ---------------------------------------------------------------------------

function download(text, name) {
  const blob = new Blob([text + '\n'], { type: 'application/json' });
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function save() {
  if (S.online) return downloadOnlineReplay();
  let text;
  try {
    text = await call('replay');
  } catch (e) {
    showError(e.message);
    return;
  }
  // Mid-game against the bot, the page gets a save of what the person can see, not a replay.
  const midGame = JSON.parse(text).format === 'sortie-save';
  if (midGame) {
    $('turn').textContent = 'Saved mid-game: the file holds what you can see. Opening it, the bot decides again on what it has not revealed, and the dice are new.';
  }
  download(text, midGame ? `sortie-${S.info.game}-save.json` : `sortie-${S.info.game}-${S.info.seed}.json`);
}

async function openReplay(file) {
  const text = await file.text();
  reset();
  leaveOnline();
  try {
    S.info = await call('open', text);
  } catch (e) {
    showError(`${file.name}: ${e.message}`);
    return;
  }
  S.status = await call('status');
  if (S.info.resumed) {
    // A save: the game goes on against the bot from what the person could see.
    $('title').textContent = `${S.info.title}: resumed (${file.name})`;
    document.body.dataset.game = S.info.game;
    await advance();
    showNote('Resumed from a save: the bot\'s hidden cards and unrevealed choices were drawn anew, and the dice are new.');
    return;
  }
  $('title').textContent = `${S.info.title}: a replay (${file.name})`;
  document.body.dataset.game = S.info.game;
  const persp = $('w-persp');
  persp.replaceChildren(el('option', { value: '-1' }, 'everyone (the referee)'));
  S.info.seats.forEach((s, i) => persp.append(el('option', { value: String(i) }, s)));
  $('w-slider').max = String(S.info.steps);
  $('watch').hidden = false;
  $('notation').hidden = true;
  $('turn').textContent = 'Watching a replay: step through it, or play on from any step.';
  setControls();
  $('undo').disabled = true;
  await watchAt(S.info.steps);
  if (S.status.outcome) {
    $('result').textContent = `${S.status.outcome} (${S.info.steps} steps)`;
    $('result').hidden = false;
  }
}

async function watchAt(step) {
  const n = S.info.steps;
  S.watch = Math.max(0, Math.min(n, step));
  const seat = Number($('w-persp').value);
  $('w-slider').value = String(S.watch);
  $('w-counter').textContent = `${S.watch} / ${n}`;
  setState('watch');
  await showPosition(seat, S.watch);
}

async function takeOver() {
  const step = S.watch;
  const me = Math.max(0, Number($('w-persp').value));
  const people = S.info.seats.map((_, i) => i === me);
  S.run += 1;
  S.info = await call('takeOver', step, people);
  S.undoPoints = [];
  S.logSeat = null;
  $('watch').hidden = true;
  $('result').hidden = true;
  $('title').textContent = S.info.title;
  await advance();
}

// ---- Online ----------------------------------------------------------------------------

const pageUrl = (query) => `${location.origin}${location.pathname}?${query}`;
const seatUrl = (id, seat) => pageUrl(`match=${encodeURIComponent(id)}&seat=${seat}`);
const watchUrl = (id) => pageUrl(`match=${encodeURIComponent(id)}&watch`);

function leaveOnline() {
  if (S.online) S.online.close();
  S.online = null;
  S.live = false;
  clearInterval(S.ticker);
  $('online').hidden = true;
  $('o-end').hidden = true;
  delete document.body.dataset.online;
  delete document.body.dataset.link;
  if (location.search.includes('match=')) history.replaceState(null, '', location.pathname);
}

// The setup's "Play online": the match made on the server, the person's seat joined.
async function startOnline(setup) {
  reset();
  leaveOnline();
  $('title').textContent = 'making the match on the server…';
  const { me, seats, clock } = setup.online;
  let joined;
  try {
    const m = await net.createMatch({ game: setup.game, options: setup.options, seats, clock });
    joined = await net.joinMatch(m.match, me);
  } catch (e) {
    $('title').textContent = '';
    showError(`The server did not make the match: ${e.message}`);
    return;
  }
  net.keepSeat(joined);
  history.replaceState(null, '', seatUrl(joined.match, joined.seat));
  await connectOnline(joined.match, joined.credential);
}

// An invitation or a reload: the seat this browser holds, or joined now; or watching.
async function openMatch(id, want) {
  reset();
  leaveOnline();
  $('title').textContent = 'joining the match…';
  let credential = null;
  if (want !== 'watch') {
    const seat = want === null || want === '' ? null : Number(want);
    const held = net.heldSeat(id, seat);
    if (held) credential = held.credential;
    else {
      try {
        const joined = await net.joinMatch(id, seat);
        net.keepSeat(joined);
        credential = joined.credential;
        history.replaceState(null, '', seatUrl(id, joined.seat));
      } catch (e) {
        $('title').textContent = '';
        showError(`This invitation cannot be taken: ${e.message}.`);
        $('error').append(' ', el('a', { href: watchUrl(id) }, 'Watch the match instead'));
        return;
      }
    }
  }
  await connectOnline(id, credential);
}

async function connectOnline(id, credential) {
  const o = new net.Online(id, credential, { update: onlineUpdate, seats: onlineSeats, link: renderOnline, failed: onlineFailed });
  S.online = o;
  $('online').hidden = false;
  renderOnline();
  try {
    await o.ready;
  } catch {
    return;   // onlineFailed said why
  }
  if (S.online !== o) return;
  S.info = await call('info');
  const me = o.seat === null ? 'watching' : `you play ${S.info.seats[o.seat]}`;
  $('title').textContent = `${S.info.title} · online, ${me}`;
  document.body.dataset.game = S.info.game;
  document.body.dataset.online = o.seat === null ? 'watch' : String(o.seat);
  S.ticker = setInterval(renderOnline, 1000);
  S.live = true;
  renderOnline();
  await advance();
}

function onlineFailed(message, code) {
  if (code === 'credential' && S.online) net.forgetCredential(S.online.match, S.online.credential);
  showError(`The server refused this connection: ${message}`);
  renderOnline();
}

function onlineSeats() {
  renderOnline();
  if (document.body.dataset.state === 'wait') $('turn').textContent = waitingText(S.status);
}

// Every update: the panel, and the board unless the page is already on its way to it. The
// first update after a reconnection carries the whole history: the page starts again from it.
function onlineUpdate(fresh) {
  renderOnline();
  if (!S.live) return;
  if (fresh) {
    S.logSeat = null;
    if (!S.playing) {
      S.run += 1;
      advance();
    }
    return;
  }
  onlineChanged();
}

const sameActions = (a, b) => a.actions.length === b.actions.length && a.actions.every((x, i) => x.notation === b.actions[i].notation);

// An update came while the person builds an action (the others committed their sealed orders,
// a clock ran out): the board and the narration drawn again, the picks kept if the legal
// actions are the same.
function onlineChanged() {
  if (!S.online || !S.live || S.playing || document.body.dataset.state !== 'person' || S.online.serial === S.seen) return;
  const next = S.online.u.choices;
  if (!next || !S.choices || !sameActions(next, S.choices)) {
    S.run += 1;
    advance();
    return;
  }
  setState('busy');
  redraw();
}

async function redraw() {
  const seat = S.choices.seat;
  S.status = await call('status');
  S.seen = S.status.serial;
  S.choices = await call('choices', seat).catch(() => null);
  if (!S.choices) return advance();
  await showPosition(S.seat, S.status.step);
  await renderBuild();
}

// Online, someone else acts: the position shown, and the server's next update waited for.
async function waitForOthers(st) {
  setState('wait');
  $('hint').hidden = true;
  $('notation').hidden = true;
  S.choices = null;
  $('build').replaceChildren();
  $('turn').textContent = waitingText(st);
  await showPosition(S.seat ?? humans()[0] ?? -1, st.step);
  await S.online.next(st.serial);
}

function waitingText(st) {
  if (!st || !S.online) return '';
  if (st.to_act === 'chance') return 'The server rolls the dice…';
  const seats = st.seats.map((i) => S.online.seats[i]);
  const names = (list) => list.map((s) => s.name).join(' and ');
  const open = seats.filter((s) => s.kind === 'open');
  const bots = seats.filter((s) => s.kind === 'bot');
  const away = seats.filter((s) => s.kind === 'person' && !s.connected);
  const here = seats.filter((s) => s.kind === 'person' && s.connected);
  const said = [];
  if (open.length) said.push(`Waiting for someone to take ${names(open)}${S.online.seat === null ? '' : ': send the invitation above'}.`);
  if (away.length) said.push(`Waiting for ${names(away)} to come back…`);
  if (here.length) said.push(`${names(here)} ${here.length > 1 ? 'are' : 'is'} choosing…`);
  if (bots.length) said.push(`${names(bots)} (the server's bot) ${bots.length > 1 ? 'are' : 'is'} thinking…`);
  const mine = S.online.seat !== null && S.online.u.to_act.seats.includes(S.online.seat) ? 'Your orders are in. ' : '';
  return mine + said.join(' ');
}

const clockText = (ms) => {
  const s = Math.ceil(ms / 1000);
  return s >= 3600 ? `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
    : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function linkText(o) {
  if (o.link === 'open') return o.u && o.u.outcome ? 'Online: the game is over.' : 'Online: connected to the server.';
  if (o.link === 'connecting') return 'Online: connecting to the server…';
  if (o.link === 'retrying') {
    const s = Math.max(0, Math.ceil((o.retryAt - performance.now()) / 1000));
    return `Online: the connection was lost; ${s ? `trying again in ${s} s…` : 'trying again…'}`;
  }
  return 'Online: not connected.';
}

const BOT_NAMES = { mcts: 'MCTS bot', greedy: 'greedy bot', random: 'random bot' };

// The panel: the connection, every seat (who plays it, whether they are here, its clock,
// whether it acts now), and the invitations.
function renderOnline() {
  const o = S.online;
  if (!o) return;
  $('o-link').textContent = linkText(o);
  $('online').dataset.link = o.link;
  document.body.dataset.link = o.link;
  const acting = o.u && !o.u.outcome ? o.u.to_act.seats : [];
  $('o-seats').replaceChildren(...o.seats.map((s) => {
    const who = s.seat === o.seat ? 'you'
      : s.kind === 'open' ? 'open' : s.kind === 'bot' ? BOT_NAMES[s.bot ? s.bot.bot : 'mcts'] : o.seat === null ? 'a person' : 'a friend';
    const here = s.kind === 'bot' ? 'on the server' : s.kind === 'open' ? 'nobody yet' : s.connected ? 'here' : 'away';
    const item = el('li', { class: `seat ${s.kind}${s.connected ? ' present' : ''}${acting.includes(s.seat) ? ' acting' : ''}`, 'data-seat': String(s.seat) },
      el('b', {}, s.name), el('span', { class: 'who' }, who), el('span', { class: 'here' }, here));
    const c = o.clock(s.seat);
    if (c) item.append(el('span', { class: c.running ? 'clock running' : 'clock' }, clockText(c.left)));
    return item;
  }));
  renderInvites(o);
}

function renderInvites(o) {
  const box = $('o-invite');
  const over = o.u && o.u.outcome;
  const rows = over ? [] : o.seats.filter((s) => s.kind === 'open').map((s) => linkRow(`Invitation for ${s.name}: send it to a friend`, seatUrl(o.match, s.seat), `invite-${s.seat}`));
  const watch = linkRow('Anyone may watch with this link', watchUrl(o.match), 'watch');
  // Drawn again only when the links change, so that a selection or a "Copied" stays.
  const key = [...rows, watch].map((r) => r.dataset.url).join(' ');
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  // Once every seat is taken the spectators' link folds away.
  box.replaceChildren(...rows, rows.length ? watch : el('details', {}, el('summary', {}, 'Link for spectators'), watch));
}

function linkRow(label, url, name) {
  const input = el('input', { type: 'text', readonly: '', value: url, 'aria-label': label, onfocus: (e) => e.target.select() });
  const button = el('button', { type: 'button', class: 'copy', 'data-link': name, onclick: () => copy(input, button) }, 'Copy');
  const row = el('div', { class: 'invite', 'data-url': url, 'data-link': name }, el('span', {}, label), input, button);
  return row;
}

async function copy(input, button) {
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    // Without the clipboard (a page over plain http to another machine): the selection.
    input.select();
    document.execCommand('copy');
  }
  button.textContent = 'Copied';
  setTimeout(() => { button.textContent = 'Copy'; }, 1500);
}

// The end: the server's replay to download, and the seed checked against its commitment.
function showOnlineEnd() {
  const o = S.online;
  const box = $('o-end');
  const reveal = o.u.reveal;
  box.replaceChildren(el('button', { type: 'button', id: 'o-replay', onclick: downloadOnlineReplay }, 'Download replay'));
  if (reveal) {
    const ok = net.commitmentChecks(o.match, reveal, o.welcome.commitment);
    box.append(el('p', { class: ok ? 'reveal ok' : 'reveal bad' }, ok
      ? `The seed's commitment checks: the seed ${reveal.seed} and its salt, revealed now, hash to the commitment the server published before the first move, so the dice were fixed from the start. "sortie replay verify" replays the file from that seed.`
      : `The revealed seed does not match the commitment published at the start (${o.welcome.commitment.slice(0, 12)}…).`));
  }
  box.hidden = false;
}

async function downloadOnlineReplay() {
  try {
    download(await net.replayText(S.online.match), `sortie-${S.info.game}-${S.online.match}.json`);
  } catch (e) {
    showError(e.message);
  }
}

// ---- Setup -----------------------------------------------------------------------------

function fillSetup() {
  const game = $('s-game').value;
  for (const f of document.querySelectorAll('#setup fieldset[data-game]')) f.hidden = f.dataset.game !== game;
  const about = S.games.find((g) => g.name === game);
  const vs = $('s-variants');
  vs.replaceChildren();
  // Each variant in words, with what it does, and the rule it replaces.
  for (const v of about.variants) {
    const words = v.name.replace(/-/g, ' ').replace(/\biel\b/, 'Ignore Elevation Loss');
    vs.append(el('label', { class: 'variant' },
      el('input', { type: 'checkbox', name: 'variant', value: v.name }),
      el('span', {}, el('b', {}, words.charAt(0).toUpperCase() + words.slice(1)), ` (instead of ${v.replaces}): `,
        el('span', { class: 'what' }, v.follows))));
  }
  if (!about.variants.length) vs.append(el('p', { class: 'hint' }, 'This game has no variants.'));
  const seats = game === 'sentando'
    ? about.seats.slice(0, Number($('sp-players').value) || 2)
    : about.seats;
  const seat = $('s-seat');
  seat.replaceChildren(...seats.map((s, i) => el('option', { value: String(i) }, s)));
  const oseat = $('s-oseat');
  const mine = Math.min(Number(oseat.value) || 0, seats.length - 1);
  oseat.replaceChildren(...seats.map((s, i) => el('option', { value: String(i) }, s)));
  oseat.value = String(mine);
  fillOnlineSeats(seats);
}

// Online: who plays each seat but the person's own, a friend by an invitation or a bot on the
// server.
function fillOnlineSeats(seats) {
  const me = Number($('s-oseat').value);
  const kept = new Map([...document.querySelectorAll('#s-others select')].map((s) => [s.dataset.seat, s.value]));
  const rows = seats.map((name, i) => (i === me ? null : el('label', {}, `${name}: `,
    el('select', { 'data-seat': String(i), 'aria-label': `who plays ${name}` },
      el('option', { value: 'open' }, 'a friend, invited by a link'),
      el('option', { value: 'mcts' }, 'the server\'s bot (MCTS)'),
      el('option', { value: 'greedy' }, 'the server\'s greedy bot'),
      el('option', { value: 'random' }, 'the server\'s random bot'))))).filter(Boolean);
  $('s-others').replaceChildren(...rows);
  for (const s of document.querySelectorAll('#s-others select')) if (kept.has(s.dataset.seat)) s.value = kept.get(s.dataset.seat);
  const online = $('s-online').checked;
  $('s-online-seats').hidden = !online;
  $('s-seed').disabled = online;
  $('s-seed-row').hidden = online;
  $('s-start').textContent = online ? 'Make the match' : 'Start';
}

function readSetup() {
  const game = $('s-game').value;
  const num = (id) => ($(id).value === '' ? null : Number($(id).value));
  const variants = [...document.querySelectorAll('#s-variants input:checked')].map((i) => i.value);
  let options;
  let seats = 2;
  if (game === 'airstrategic') {
    options = { width: num('as-width'), height: num('as-height'), bomber: $('as-bomber').checked, replacements: num('as-replacements') ?? 0, max_turns: num('as-turns') };
  } else if (game === 'topgun') {
    options = { first_server: $('tg-server').value, round_limit: num('tg-rounds'), scenario: num('tg-scenario') };
    if (num('tg-hop-turns') !== null) options.hop_turn_limit = num('tg-hop-turns');
    if (num('tg-rally-hits') !== null) options.rally_hit_limit = num('tg-rally-hits');
  } else {
    seats = num('sp-players') ?? 2;
    options = { mode: $('sp-mode').value, players: seats };
  }
  if (variants.length) options.variants = variants;
  const who = document.querySelector('#setup input[name="who"]:checked').value;
  const budget = Number($('s-budget').value);
  if (who === 'online') return { game, options, online: readOnline(seats, budget) };
  const vsBot = who === 'bot';
  const me = Number($('s-seat').value);
  const humansAt = Array.from({ length: seats }, (_, i) => !vsBot || i === me);
  const seed = num('s-seed') ?? Math.floor(Math.random() * 1e9);
  return { game, seed, options, humans: humansAt, budget };
}

// The online part of the setup: the person's seat, the others' (open or a server bot), clocks.
function readOnline(n, budget) {
  const me = Number($('s-oseat').value);
  const seats = Array.from({ length: n }, (_, i) => {
    const kind = i === me ? 'open' : document.querySelector(`#s-others select[data-seat="${i}"]`).value;
    return kind === 'open' ? { kind: 'open' } : { kind: 'bot', bot: kind, budget_ms: budget };
  });
  const [initial, increment] = $('s-clock').value.split('+').map(Number);
  const clock = $('s-clock').value ? { initial_ms: initial, increment_ms: increment } : null;
  return { me, seats, clock };
}

function wire() {
  $('rules-open').addEventListener('click', () => showRules(null).catch((e) => showError(e.message)));
  $('phase-rules').addEventListener('click', () => showRules(null).catch((e) => showError(e.message)));
  $('rules-close').addEventListener('click', () => $('rules').close());
  $('new-game').onclick = () => { fillSetup(); $('setup').showModal(); };
  $('s-game').onchange = fillSetup;
  $('sp-players').onchange = fillSetup;
  $('s-oseat').onchange = fillSetup;
  for (const r of document.querySelectorAll('#setup input[name="who"]')) r.onchange = fillSetup;
  $('s-cancel').onclick = () => $('setup').close();
  $('setup-form').onsubmit = (e) => {
    e.preventDefault();
    const setup = readSetup();
    $('setup').close();
    if (setup.online) startOnline(setup);
    else start(setup);
  };
  $('undo').onclick = undo;
  $('save').onclick = save;
  $('open-file').onchange = (e) => {
    const f = e.target.files[0];
    e.target.value = '';
    if (f) openReplay(f);
  };
  $('menu').onclick = () => {
    const open = $('menu').getAttribute('aria-expanded') !== 'true';
    $('menu').setAttribute('aria-expanded', String(open));
    document.body.classList.toggle('menu-open', open);
  };
  // A button of the menu closes it.
  $('menu-items').addEventListener('click', (e) => {
    if (e.target.closest('button, label')) {
      $('menu').setAttribute('aria-expanded', 'false');
      document.body.classList.remove('menu-open');
    }
  });
  $('hint').onclick = hint;
  $('zoom-toggle').onclick = () => { S.zoomed = !S.zoomed; fitBoard(); bringIntoSight(); };
  window.addEventListener('resize', fitBoard);
  document.addEventListener('keydown', () => { S.keyboard = true; }, true);
  document.addEventListener('pointerdown', () => { S.keyboard = false; }, true);
  $('board').addEventListener('keydown', boardKey);
  $('board').addEventListener('focusin', (e) => {
    const t = e.target.closest && e.target.closest('#hot [data-pick]');
    if (t) S.focusPick = t.dataset.pick;
  });
  $('board').addEventListener('click', (e) => {
    const t = e.target.closest('[data-pick]');
    if (t && (t.classList.contains('can') || t.classList.contains('sel'))) pick(t.dataset.pick);
  });
  $('notation').onsubmit = async (e) => {
    e.preventDefault();
    if (!S.choices) return;
    const text = $('notation-text').value.trim();
    if (!text) return;
    const before = S.status.step;
    try {
      await call('playText', S.choices.seat, text);
    } catch (err) {
      showError(err.message);
      return;
    }
    showError('');
    $('notation-text').value = '';
    S.undoPoints.push(before);
    S.choices = null;
    await advance();
  };
  $('w-first').onclick = () => watchAt(0);
  $('w-prev').onclick = () => watchAt(S.watch - 1);
  $('w-next').onclick = () => watchAt(S.watch + 1);
  $('w-last').onclick = () => watchAt(S.info.steps);
  $('w-slider').oninput = () => watchAt(Number($('w-slider').value));
  $('w-persp').onchange = () => { S.logSeat = null; watchAt(S.watch); };
  $('w-take').onclick = takeOver;
}

async function main() {
  wire();
  // The narration keeps its newest step in sight when the panels above it grow.
  const log = $('log');
  new ResizeObserver(() => { log.scrollTop = log.scrollHeight; }).observe(log);
  // An invitation (?match=ID&seat=N) or a spectator's link (?match=ID&watch) opens that
  // match; otherwise a first game at once (AirStrategic against the bot), so the board is
  // there on load.
  const params = new URLSearchParams(location.search);
  const first = params.has('match')
    ? openMatch(params.get('match'), params.has('watch') ? 'watch' : params.get('seat'))
    : start({ game: 'airstrategic', seed: Math.floor(Math.random() * 1e9), options: {}, humans: [true, false], budget: 1000 });
  S.games = await ask('games');
  $('s-game').replaceChildren(...S.games.map((g) => el('option', { value: g.name }, g.title)));
  $('tg-scenario').append(...S.games.find((g) => g.name === 'topgun').scenarios.map((s, i) => el('option', { value: String(i) }, s)));
  fillSetup();
  // Online play needs the server's lobby; a static server has none.
  S.lobby = await net.lobbyAnswers();
  $('s-online').disabled = !S.lobby;
  $('s-oseat').disabled = !S.lobby;
  $('s-online-off').hidden = S.lobby;
  document.body.dataset.lobby = String(S.lobby);
  await first;
}

main().catch((e) => showError(e.message));
