// The page: setup, the board drawn by the engine for the seat on screen, actions built by
// clicking, previews, the narration, undo, replays. The engine runs in worker.js; this thread
// only ever holds what the seat on screen may know.

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
};

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
const call = (cmd, ...args) => new Promise((resolve, reject) => {
  serial += 1;
  pending.set(serial, { resolve, reject });
  worker.postMessage({ id: serial, cmd, args });
});

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
}

// ---- The board -------------------------------------------------------------------------

async function drawBoard(seat, step) {
  const v = await call('view', seat, step);
  $('board').innerHTML = v.svg;
  document.body.dataset.step = String(step);
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
  for (const t of told) {
    const item = el('li', { class: 'new', 'data-step': String(t.step) },
      el('span', { class: 'who' }, `${t.step}. ${t.label}`));
    const lines = t.lines.length ? t.lines : ['Nothing you can see happens.'];
    const ul = el('ul');
    for (const l of lines) ul.append(el('li', {}, l));
    item.append(ul);
    log.append(item);
    for (const hs of t.hexes) hexes.push(...hs);
  }
  S.logUpto = upto;
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
  setState('busy');
  await renderBuild();
}

async function renderBuild() {
  const build = $('build');
  build.replaceChildren();
  const pv = $('board').querySelector('#pv');
  if (pv) pv.innerHTML = '';
  if (!S.choices) return;
  const { labels, actions } = S.choices;
  const { next, complete } = candidates();
  const onBoard = new Set();
  for (const t of hot()) {
    const p = t.dataset.pick;
    const can = next.has(p);
    t.classList.toggle('can', can);
    t.classList.toggle('fatal', can && next.get(p).every((i) => fatal(actions[i])));
    t.classList.toggle('sel', S.sel.includes(p));
    if (can) onBoard.add(p);
    const words = labels[p];
    let title = t.querySelector('title');
    if (can && words) {
      if (!title) { title = document.createElementNS('http://www.w3.org/2000/svg', 'title'); t.append(title); }
      title.textContent = words;
    }
  }
  if (S.sel.length) {
    const crumbs = el('div', { class: 'crumbs' });
    for (const p of S.sel) crumbs.append(el('button', { type: 'button', class: 'crumb', 'data-pick': p, onclick: () => pick(p) }, labels[p] || p.slice(p.indexOf(':') + 1)));
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
  for (const [g, ps] of groups) {
    const box = el('div', { class: 'choices' });
    if (labels[g]) box.append(el('div', { class: 'group' }, labels[g]));
    for (const p of ps) {
      const danger = next.get(p).every((i) => fatal(actions[i]));
      box.append(el('button', { type: 'button', class: danger ? 'pick fatal' : 'pick', 'data-pick': p, onclick: () => pick(p) }, labels[p] || p.slice(p.indexOf(':') + 1)));
    }
    build.append(box);
  }
  if (onBoard.size) build.append(el('p', { class: 'hint' }, `${onBoard.size} highlighted on the board.`));
  if (complete.length > 1 && S.chosen === null) {
    const box = el('div', { class: 'choices' }, el('div', { class: 'group' }, 'Which one?'));
    for (const i of complete) box.append(el('button', { type: 'button', class: 'pick', 'data-index': String(i), onclick: () => { S.chosen = i; setState('busy'); renderBuild(); } }, actions[i].words));
    build.append(box);
  }
  if (complete.length === 1) S.chosen = complete[0];
  if (S.chosen !== null) await renderPreview(S.chosen);
  setState('person');
}

async function renderPreview(index) {
  if (!S.choices) return;
  const a = S.choices.actions[index];
  const p = await call('preview', S.choices.seat, index);
  const pv = $('board').querySelector('#pv');
  if (pv) pv.innerHTML = p.overlay;
  const box = el('div', { class: 'preview' });
  box.append(el('div', { class: 'words' }, a.words));
  for (const l of p.lines.slice(1)) box.append(el('div', { class: 'line' }, l));
  for (const [what, x] of p.odds) {
    const bar = el('div', { class: 'odds' }, el('span', {}, what), el('b', {}, `${(100 * x).toFixed(x > 0 && x < 0.01 ? 1 : 0)}%`));
    bar.style.setProperty('--p', String(x));
    box.append(bar);
  }
  if (a.warning) {
    for (const line of box.querySelectorAll('.line')) if (line.textContent === a.warning) line.remove();
    box.append(el('div', { class: fatal(a) ? 'warning fatal' : 'warning' }, a.warning));
  }
  const label = fatal(a) ? (S.confirm ? 'Yes, play this fatal move' : 'Play… (fatal)') : 'Play';
  box.append(el('button', { type: 'button', id: 'play', class: fatal(a) ? 'play fatal' : 'play', onclick: () => commit(index) }, label));
  $('build').append(box);
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
  try {
    await call('play', seat, index);
    S.undoPoints.push(before);
  } catch (e) {
    showError(e.message);
  }
  await advance();
}

// ---- The game loop ---------------------------------------------------------------------

const humans = () => S.info.humans.map((h, i) => (h ? i : -1)).filter((i) => i >= 0);
const seatName = (i) => (i < 0 ? 'everyone' : S.info.seats[i]);

function setControls() {
  $('undo').disabled = !(S.undoPoints.length && !S.info.opened);
  $('save').disabled = !S.info || S.status.step === 0;
}

async function advance() {
  const run = S.run;
  for (;;) {
    S.status = await call('status');
    if (run !== S.run) return;
    setControls();
    const st = S.status;
    if (st.to_act === 'over') return finished();
    const people = st.seats.filter((i) => S.info.humans[i]);
    if (people.length) return personActs(people[0]);
    // The bot's seats.
    const bot = st.seats[0];
    setState('bot');
    const me = S.seat ?? humans()[0] ?? -1;
    $('turn').textContent = `${seatName(bot)} (the bot) is thinking…`;
    $('notation').hidden = true;
    await showPosition(me, st.step);
    try {
      const t0 = performance.now();
      const r = await call('bot', bot, S.budget);
      const ms = performance.now() - t0;
      document.body.dataset.botIterations = String(r.iterations);
      document.body.dataset.botMs = ms.toFixed(0);
      document.body.dataset.botMaxMs = Math.max(ms, Number(document.body.dataset.botMaxMs || 0)).toFixed(0);
    } catch (e) {
      showError(e.message);
      return;
    }
    if (run !== S.run) return;
  }
}

async function showPosition(seat, step) {
  document.body.dataset.seat = String(seat);
  await drawBoard(seat, step);
  const hexes = await updateLog(seat, step);
  flash(hexes);
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
  S.choices = await call('choices', seat);
  S.sel = [];
  S.chosen = null;
  S.confirm = false;
  await showPosition(seat, st.step);
  $('turn').textContent = S.choices.prompt;
  $('notation').hidden = false;
  await renderBuild();
}

async function finished() {
  S.choices = null;
  $('build').replaceChildren();
  $('notation').hidden = true;
  // Over: nothing is secret any more, as at the table; the picture and the narration are the
  // referee's (every seat's).
  S.seat = -1;
  await showPosition(-1, S.status.step);
  $('turn').textContent = S.info.secrets
    ? 'The game is over: the board shows every seat, hidden cards included.'
    : 'The game is over.';
  const result = $('result');
  result.textContent = `${S.status.outcome} (${S.status.step} steps)`;
  result.hidden = false;
  setState('over');
}

function reset() {
  S.run += 1;
  setState('loading');
  $('turn').textContent = '';
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
  const to = S.undoPoints.pop();
  if (to === undefined) return;
  S.run += 1;
  showError('');
  $('result').hidden = true;
  await call('undo', to);
  await advance();
}

// ---- Replays ---------------------------------------------------------------------------

async function save() {
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
  const blob = new Blob([text + '\n'], { type: 'application/json' });
  const name = midGame ? `sortie-${S.info.game}-save.json` : `sortie-${S.info.game}-${S.info.seed}.json`;
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function openReplay(file) {
  const text = await file.text();
  reset();
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

// ---- Setup -----------------------------------------------------------------------------

function fillSetup() {
  const game = $('s-game').value;
  for (const f of document.querySelectorAll('#setup fieldset[data-game]')) f.hidden = f.dataset.game !== game;
  const about = S.games.find((g) => g.name === game);
  const vs = $('s-variants');
  vs.replaceChildren();
  for (const v of about.variants) {
    vs.append(el('label', { title: `${v.replaces}: ${v.follows}` },
      el('input', { type: 'checkbox', name: 'variant', value: v.name }), ` ${v.name} (${v.replaces})`));
  }
  const seats = game === 'sentando'
    ? about.seats.slice(0, Number($('sp-players').value) || 2)
    : about.seats;
  const seat = $('s-seat');
  seat.replaceChildren(...seats.map((s, i) => el('option', { value: String(i) }, s)));
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
  } else {
    seats = num('sp-players') ?? 2;
    options = { mode: $('sp-mode').value, players: seats };
  }
  if (variants.length) options.variants = variants;
  const vsBot = document.querySelector('#setup input[name="who"]:checked').value === 'bot';
  const me = Number($('s-seat').value);
  const humansAt = Array.from({ length: seats }, (_, i) => !vsBot || i === me);
  const seed = num('s-seed') ?? Math.floor(Math.random() * 1e9);
  return { game, seed, options, humans: humansAt, budget: Number($('s-budget').value) };
}

function wire() {
  $('new-game').onclick = () => { fillSetup(); $('setup').showModal(); };
  $('s-game').onchange = fillSetup;
  $('sp-players').onchange = fillSetup;
  $('s-cancel').onclick = () => $('setup').close();
  $('setup-form').onsubmit = (e) => {
    e.preventDefault();
    const setup = readSetup();
    $('setup').close();
    start(setup);
  };
  $('undo').onclick = undo;
  $('save').onclick = save;
  $('open-file').onchange = (e) => {
    const f = e.target.files[0];
    e.target.value = '';
    if (f) openReplay(f);
  };
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
  // A first game at once (AirStrategic against the bot), so the board is there on load.
  const first = start({ game: 'airstrategic', seed: Math.floor(Math.random() * 1e9), options: {}, humans: [true, false], budget: 1000 });
  S.games = await call('games');
  $('s-game').replaceChildren(...S.games.map((g) => el('option', { value: g.name }, g.title)));
  $('tg-scenario').append(...S.games.find((g) => g.name === 'topgun').scenarios.map((s, i) => el('option', { value: String(i) }, s)));
  fillSetup();
  await first;
}

main().catch((e) => showError(e.message));
