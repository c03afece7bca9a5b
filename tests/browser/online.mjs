// End-to-end test of online play: the site web/build.sh makes, served with its lobby and play
// socket by `sortie serve`, in headless Chromium.
//
//   node online.mjs SORTIE_BIN SITE_DIR DB OUT_DIR
//
// It first serves the site from a plain static server (no /api) and checks that the setup
// dialog says why online play is off there. Then it starts `sortie serve --port 0 --db DB
// --site SITE_DIR` itself, and in three browser contexts (three people, each with its own
// storage): Pink makes a Top Gun match with "Play online" in the setup dialog (short limits,
// 15-minute clocks) and gets the invitation links; Blue opens the invitation, a third opens the
// spectator's link. Pink and Blue play the whole game against each other by clicking (the
// candidates each page highlights, then Play); the spectator's page follows it. Mid-game Blue's
// page reloads and plays on with the credential it kept; later the server is killed (SIGKILL)
// and started again on the same database and port, and all three pages reconnect and go on to
// the end. At the end the seed's commitment checks on the page and the replay it downloads
// verifies with `sortie replay verify`. No console error, page error or request off the
// server may appear (but the browser's own words for a refused connection while the server is
// down). Screenshots at 1280x800 and 390x844 (OUT_DIR/online-*.png). It prints one JSON line
// of measurements last; exit status 1 on any failure.
import { chromium } from 'playwright-core';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync, mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join, extname, normalize, resolve } from 'node:path';

const [bin, siteArg, db, out] = process.argv.slice(2);
const site = siteArg && resolve(siteArg);
if (!bin || !siteArg || !db || !out) {
  console.error('usage: node online.mjs SORTIE_BIN SITE_DIR DB OUT_DIR');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const t0 = Date.now();
const failures = [];
const fail = (msg) => { if (failures.length < 30) failures.push(msg); console.error(`FAIL ${msg}`); };
const measured = {};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A small seeded generator, so that a failing run clicks the same way again.
let seed = 4242;
const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

// ---- The servers -----------------------------------------------------------------------

// `sortie serve` on `port` (0: any free one): its child process and address.
async function serve(port) {
  for (let attempt = 0; ; attempt++) {
    const child = spawn(bin, ['serve', '--port', String(port), '--db', db, '--site', site, '--log', 'warn'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    const line = await new Promise((resolve) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', resolve);
      child.once('exit', () => resolve(null));
    });
    const m = line && line.match(/at (http:\/\/127\.0\.0\.1:(\d+)\/)/);
    if (m) return { child, url: m[1], port: Number(m[2]), line };
    if (attempt >= 20) throw new Error(`sortie serve did not start: ${line} ${stderr}`);
    await sleep(250);   // the port not free again yet
  }
}

// A plain static server of the site: no /api.
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json' };
function staticServer() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(site, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(site) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---- The browser -----------------------------------------------------------------------

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// While the server is down, the browser itself says that connections are refused: allowed then.
let outage = null;
const OUTAGE_WORDS = /WebSocket connection to .* failed|ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch/;
const errors = [];

async function person(name, origin, { allow = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  const note = (what) => {
    if (outage && OUTAGE_WORDS.test(what)) return;
    if (allow && allow.test(what)) return;
    errors.push(`${name}: ${what}`);
  };
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') note(`console ${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith(origin.replace('http:', 'ws:')) && !u.startsWith('blob:') && !u.startsWith('data:')) note(`request off the server: ${u}`);
  });
  page.on('requestfailed', (r) => note(`request failed: ${r.url()} ${r.failure() ? r.failure().errorText : ''}`));
  return { name, context, page };
}

const state = (page) => page.evaluate(() => document.body.dataset.state);
const waitFor = (page, states, timeout = 30000) => page.waitForFunction(
  (ss) => ss.includes(document.body.dataset.state), states, { timeout });
const snapshot = (page) => page.evaluate(() => ({
  state: document.body.dataset.state,
  step: Number(document.body.dataset.step),
  svg: (document.querySelector('#board svg') || { outerHTML: '' }).outerHTML,
  log: document.querySelectorAll('#log > li').length,
  turn: document.getElementById('turn').textContent,
  link: document.getElementById('online').dataset.link,
  error: document.getElementById('error').hidden ? '' : document.getElementById('error').textContent,
  seats: [...document.querySelectorAll('#o-seats .seat')].map((s) => s.textContent),
  clocks: document.querySelectorAll('#o-seats .clock').length,
}));

// Both sizes: 1280x800 as it is, and 390x844 with `at` (a selector) scrolled into sight.
async function shots(page, name, at) {
  await page.screenshot({ path: join(out, `online-${name}.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await sleep(200);
  if (at) await page.locator(at).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(out, `online-${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

let server = null;
let people = [];
try {
  // ---- A static server: the page plays locally and says why online play is off ---------
  const plain = await staticServer();
  const plainUrl = `http://127.0.0.1:${plain.address().port}/`;
  // (The browser logs the lobby's 404 there.)
  const lone = await person('static', plainUrl.slice(0, -1), { allow: /status of 404/ });
  await lone.page.goto(plainUrl);
  await waitFor(lone.page, ['person']);
  await lone.page.waitForFunction(() => document.body.dataset.lobby === 'false');
  await lone.page.click('#new-game');
  const off = await lone.page.evaluate(() => ({ disabled: document.getElementById('s-online').disabled, why: document.getElementById('s-online-off').hidden ? '' : document.getElementById('s-online-off').textContent }));
  if (!off.disabled || !/sortie serve/.test(off.why)) fail(`a static server: online play is not off with a reason (${JSON.stringify(off)})`);
  await lone.page.screenshot({ path: join(out, 'online-static-setup.png') });
  await lone.context.close();
  plain.close();

  // ---- The referee ---------------------------------------------------------------------
  server = await serve(0);
  const url = server.url;
  const origin = url.slice(0, -1);
  const pink = await person('Pink', origin);
  const blue = await person('Blue', origin);
  const watcher = await person('spectator', origin);
  people = [pink, blue, watcher];

  // Pink: the setup dialog, Play online.
  const A = pink.page;
  await A.goto(url);
  await waitFor(A, ['person']);
  await A.waitForFunction(() => document.body.dataset.lobby === 'true');
  await A.click('#new-game');
  await A.selectOption('#s-game', 'topgun');
  await A.fill('#tg-rounds', '1');
  await A.fill('#tg-hop-turns', '40');
  await A.fill('#tg-rally-hits', '60');
  await A.check('#s-online');
  await A.selectOption('#s-oseat', '0');
  await A.selectOption('#s-others select[data-seat="1"]', 'open');
  await A.selectOption('#s-clock', '900000+10000');
  if (await A.isDisabled('#s-online')) fail('online play is off on the server that referees it');
  if (!(await A.isDisabled('#s-seed'))) fail('the seed can be given online');
  await shots(A, 'setup', '#s-online-seats');
  await A.click('#s-start');
  await A.waitForFunction(() => document.body.dataset.online === '0' && document.querySelector('#o-invite [data-link="invite-1"]'));
  await waitFor(A, ['person', 'wait']);
  const invite = await A.inputValue('#o-invite [data-link="invite-1"] input');
  const watch = await A.inputValue('#o-invite [data-link="watch"] input');
  const match = new URL(invite).searchParams.get('match');
  if (!/^[0-9a-f]{16}$/.test(match) || new URL(invite).searchParams.get('seat') !== '1') fail(`the invitation is ${invite}`);
  if (!(await A.evaluate(() => location.search)).includes(`match=${match}&seat=0`)) fail('the page\'s address does not hold Pink\'s seat');
  await shots(A, 'invite', '#online');
  const before = await snapshot(A);
  if (!/Blue.*open.*nobody yet/.test(before.seats.join(' | '))) fail(`before Blue joins the seats read ${before.seats.join(' | ')}`);

  // Blue opens the invitation; the spectator the watch link.
  const B = blue.page;
  await B.goto(invite);
  await B.waitForFunction(() => document.body.dataset.online === '1');
  await waitFor(B, ['person', 'wait']);
  const W = watcher.page;
  await W.goto(watch);
  await W.waitForFunction(() => document.body.dataset.online === 'watch');
  await waitFor(W, ['wait', 'over']);
  await A.waitForFunction(() => [...document.querySelectorAll('#o-seats .seat')].every((s) => s.classList.contains('present')));
  if ((await A.$$('#o-invite [data-link^="invite-"]')).length) fail('an invitation is still offered for a seat taken');
  // The invitation opened again elsewhere: the seat is taken, and the page offers to watch.
  const late = await person('late', origin, { allow: /status of 409/ });
  await late.page.goto(invite);
  await late.page.waitForSelector('#error:not([hidden]) a');
  const taken = await late.page.textContent('#error');
  if (!/taken/.test(taken) || !(await late.page.getAttribute('#error a', 'href')).endsWith(`match=${match}&watch`)) fail(`a taken invitation says "${taken}"`);
  await late.context.close();
  if ((await snapshot(A)).clocks !== 2) fail('the clocks are not shown');

  // A refusal online names the engine's words.
  await waitFor(A, ['person']);
  await A.fill('#notation-text', 'serve b3');
  await A.click('#notation button');
  await A.waitForSelector('#error:not([hidden])');
  const refusal = await A.textContent('#error');
  if (!/TG-\d+|not/.test(refusal)) fail(`a refused move online says "${refusal}"`);
  measured.refusal = refusal;

  // ---- The whole game, by clicking, round the two pages --------------------------------
  const players = [pink, blue];
  const moves = { Pink: 0, Blue: 0 };
  const watched = new Set();
  let watchedMax = 0;
  let clicks = 0;
  let reloaded = false;
  let restarted = false;
  let shotPlay = false;
  const play = async (p) => {
    const page = p.page;
    if ((await state(page)) !== 'person') return false;
    const button = await page.$('#play');
    if (button && !shotPlay && p === blue && await page.$('#build .preview .odds')) {
      // A Hop plan previewed with its lock odds: the game in progress on the three pages.
      shotPlay = true;
      await shots(A, 'play-pink', '#online');
      await shots(B, 'play-blue', '#build');
      await shots(W, 'play-spectator', '#turn');
    }
    if (button) {
      await button.click().catch(() => {});
      moves[p.name] += 1;
      return true;
    }
    const all = [...await page.$$('#hot .can'), ...await page.$$('#build .choices button.pick')];
    if (!all.length) return false;
    await all[Math.floor(random() * all.length)].click().catch(() => {});
    return true;
  };
  const game0 = Date.now();
  for (let idle = 0; ;) {
    const states = await Promise.all(players.map((p) => state(p.page)));
    if (states.every((s) => s === 'over')) break;
    let acted = false;
    for (const p of players) {
      if (await play(p)) { acted = true; clicks += 1; }
      // Let the page settle (a pick draws the choices again; Play waits for the server).
      await p.page.waitForFunction(() => document.body.dataset.state !== 'busy', null, { timeout: 30000 }).catch(() => {});
    }
    const w = await snapshot(W);
    watched.add(w.svg);
    watchedMax = Math.max(watchedMax, w.step);
    if (w.state === 'person') fail('the spectator was offered a move');
    const total = moves.Pink + moves.Blue;
    if (!reloaded && total >= 8) {
      // Blue reloads mid-game: the same seat again, with the credential it kept.
      reloaded = true;
      const s = await snapshot(B);
      await B.reload();
      await B.waitForFunction(() => document.body.dataset.online === '1');
      await waitFor(B, ['person', 'wait', 'over']);
      const t = await snapshot(B);
      if (t.error) fail(`Blue's reload: ${t.error}`);
      if (t.step < s.step) fail(`Blue's reload went back from step ${s.step} to ${t.step}`);
      if (t.log < Math.min(s.log, 1)) fail('Blue\'s reload lost the narration');
      measured.reload_at_step = t.step;
    }
    if (!restarted && total >= 24 && states.every((s) => s !== 'over')) {
      // The server killed and started again on the same database and port.
      restarted = true;
      const step = (await snapshot(A)).step;
      outage = Date.now();
      server.child.kill('SIGKILL');
      await new Promise((r) => server.child.once('exit', r));
      await Promise.all(people.map((p) => p.page.waitForFunction(() => document.getElementById('online').dataset.link === 'retrying', null, { timeout: 15000 })));
      await A.screenshot({ path: join(out, 'online-reconnecting.png') });
      server = await serve(server.port);
      if (!/1 matches restored/.test(server.line)) fail(`the restarted server says: ${server.line}`);
      await Promise.all(people.map((p) => p.page.waitForFunction(() => document.getElementById('online').dataset.link === 'open', null, { timeout: 30000 })));
      await Promise.all(people.map((p) => waitFor(p.page, ['person', 'wait', 'over'])));
      measured.reconnect_ms = Date.now() - outage;
      await sleep(300);
      outage = null;
      const again = await snapshot(A);
      if (again.step < step) fail(`after the restart Pink's page went back from step ${step} to ${again.step}`);
      measured.restart_at_step = step;
    }
    if (acted) idle = 0;
    else if (++idle > 600) { fail(`nobody could move for a minute (${states.join(', ')}; Pink: "${(await snapshot(A)).turn}", Blue: "${(await snapshot(B)).turn}")`); break; }
    else await sleep(100);
    if (clicks > 5000) { fail('no end after 5000 clicks'); break; }
  }
  measured.game_seconds = (Date.now() - game0) / 1000;
  measured.moves = moves;
  measured.clicks = clicks;
  if (!reloaded || !restarted) fail(`the game ended before the reload (${reloaded}) or the restart (${restarted})`);
  if (!shotPlay) {
    await shots(A, 'play-pink', '#online');
    await shots(B, 'play-blue', '#build');
    await shots(W, 'play-spectator', '#turn');
  }

  // ---- The end -------------------------------------------------------------------------
  await waitFor(W, ['over'], 30000);
  const ends = await Promise.all(people.map((p) => snapshot(p.page)));
  const results = await Promise.all(people.map((p) => p.page.evaluate(() => (document.getElementById('result').hidden ? '' : document.getElementById('result').textContent))));
  if (results.some((r) => !r) || new Set(results).size !== 1) fail(`the results differ: ${JSON.stringify(results)}`);
  measured.result = results[0];
  measured.steps = ends[0].step;
  if (ends.some((e) => e.step !== ends[0].step)) fail(`the pages end at different steps: ${ends.map((e) => e.step)}`);
  if (ends.some((e) => e.log < ends[0].step)) fail(`a narration lacks steps at the end: ${ends.map((e) => e.log)} of ${ends[0].step}`);
  if (watched.size < 5) fail(`the spectator saw ${watched.size} different boards`);
  // At the end everything is told, every seat's hidden plans included.
  for (const p of people) {
    const hidden = await p.page.$$eval('#log > li > .who', (ws) => ws.map((w) => w.textContent).filter((t) => / acts$/.test(t)));
    if (hidden.length) fail(`${p.name}: at the end the narration still hides ${hidden.length} steps (${hidden[0]})`);
  }
  measured.spectator_boards = watched.size;
  for (const p of people) {
    const reveal = await p.page.evaluate(() => { const r = document.querySelector('#o-end .reveal'); return r ? r.className + ': ' + r.textContent : ''; });
    if (!reveal.startsWith('reveal ok')) fail(`${p.name}: the seed's commitment does not check: "${reveal}"`);
  }
  await shots(A, 'end', '#online');
  await shots(W, 'end-spectator', '#online');
  const [download] = await Promise.all([A.waitForEvent('download'), A.click('#o-replay')]);
  const file = join(out, 'online-replay.json');
  await download.saveAs(file);
  const seedShown = (await A.textContent('#o-end .reveal')).match(/seed (\d+)/)[1];
  const verify = spawnSync(bin, ['replay', 'verify', file], { encoding: 'utf8' });
  measured.verify = verify.stdout.trim();
  if (verify.status !== 0) fail(`sortie replay verify: ${verify.stderr}`);
  if (!verify.stdout.startsWith(`ok: topgun seed ${seedShown}, `) || verify.stdout.includes('not finished')) fail(`sortie replay verify says ${verify.stdout}`);
  if (/committed/.test(verify.stdout) && !verify.stdout.includes(match)) fail(`sortie replay verify checks another match's commitment: ${verify.stdout}`);
  // The match as the lobby tells it, over.
  const info = await (await fetch(`${url}api/matches/${match}`)).json();
  if (!info.outcome) fail('the lobby does not say the match is over');
  for (const e of errors) fail(e);
} catch (e) {
  fail(`${e.stack || e}`);
} finally {
  for (const p of people) await p.context.close().catch(() => {});
  await browser.close();
  if (server) server.child.kill('SIGKILL');
}
measured.seconds = (Date.now() - t0) / 1000;
console.log(JSON.stringify(measured));
if (failures.length > 0) process.exit(1);
console.log('ok');
