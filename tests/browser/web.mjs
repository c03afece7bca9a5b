// End-to-end test of the site web/build.sh makes, served by `sortie web`, in headless Chromium.
//
//   node web.mjs URL OUT_DIR
//
// It measures the first board on screen after load and one reply of the bot at its default
// budget (1 s), checks a refused move names its ruling and that undo takes a move back, then
// plays a WHOLE game of each of the three games by clicking (the candidates the page
// highlights on the board or offers as buttons, then Play; the bot at 0.05 s), checking that
// the board and the narration change and that the result is shown. It saves each game's replay
// (OUT_DIR/<game>.json, for `sortie replay verify`), opens it again on the page and steps
// through it, and saves screenshots (OUT_DIR/<game>-{start,play,end,replay}.png). No console
// error, page error or request off the server may appear. It prints one JSON line of
// measurements last. Hot-seat Sentando is checked too: the screen is covered between people.
// The whole games are played twice, at 1280×800 and on a phone's 390×844; on every screen
// (each game's start, its previews, its end, its replay, the setup dialog) the page may not
// be wider than the window, on the phone every choice offered is at least 44×44 CSS px, and
// axe-core (node_modules/axe-core, injected into the page) may find no serious or critical
// violation. The board is played by keyboard (Tab to it, arrows, Enter), a hint is asked
// for, and a Top Gun Hop is planned by keyboard alone, with its player aids (the tiles and
// cards drawn), the lock odds on its WSO cards, the rules for its phase and the narration's
// repeated lines counted once. Moves glide after each step.
// Exit status 1 on any failure.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const [url, out] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node web.mjs URL OUT_DIR');
  process.exit(2);
}
const failures = [];
const fail = (msg) => { if (failures.length < 30) failures.push(msg); };
const measured = {};

// A small seeded generator, so that a failing run can be replayed.
let seed = 12345;
const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

const profile = mkdtempSync(join(tmpdir(), 'sortie-web-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  acceptDownloads: true,
  viewport: { width: 1280, height: 800 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const origin = new URL(url).origin;
try {
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`console ${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:')) errors.push(`request off the server: ${u}`);
  });
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));

  // ---- Every screen: no sideways scrolling, targets a finger can hit, axe ---------------
  const screens = { checked: 0, axe_ms: 0, least_target: Infinity, widest: 0 };
  const violations = new Map();
  const checkScreen = async (name, phone, axe = true) => {
    screens.checked += 1;
    const m = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    screens.widest = Math.max(screens.widest, m.scroll - m.inner);
    if (m.scroll > m.inner) fail(`${name}: the page is ${m.scroll} px wide in a ${m.inner} px window`);
    if (phone) {
      const small = await page.evaluate(() => {
        const out = [];
        let least = Infinity;
        const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
        for (const e of document.querySelectorAll('#hot .can, #hot .sel, #build button, #helpers button:not([hidden]), #zoom button')) {
          if (!visible(e) || e.closest('[hidden]')) continue;
          const r = e.getBoundingClientRect();
          least = Math.min(least, r.width, r.height);
          if (r.width < 44 || r.height < 44) out.push(`${e.dataset.pick || e.id || e.textContent.trim().slice(0, 20)} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
        }
        return { out, least };
      });
      screens.least_target = Math.min(screens.least_target, small.least);
      if (small.out.length) fail(`${name}: choices smaller than 44×44 px on the phone: ${small.out.slice(0, 5).join(', ')}`);
    }
    if (!axe) return;
    const t0 = Date.now();
    if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axePath });
    const found = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join('; ')}`);
    });
    screens.axe_ms += Date.now() - t0;
    for (const v of found) {
      const key = v.split(':')[0];
      if (!violations.has(key)) violations.set(key, `${name}: ${v}`);
    }
  };
  // The header's buttons: in the menu on a phone.
  const menu = async (id) => {
    if (await page.isVisible('#menu')) await page.click('#menu');
    await page.click(id);
  };

  const state = () => page.evaluate(() => document.body.dataset.state);
  const waitFor = (states, timeout = 30000) => page.waitForFunction(
    (ss) => ss.includes(document.body.dataset.state), states, { timeout });
  const snapshot = () => page.evaluate(() => ({
    step: Number(document.body.dataset.step),
    board: document.getElementById('board').innerHTML.length,
    svg: (document.querySelector('#board svg') || { outerHTML: '' }).outerHTML,
    log: document.querySelectorAll('#log > li').length,
    turn: document.getElementById('turn').textContent,
  }));

  // ---- Load: the first board, the bot at its default budget, a refusal, undo -----------
  await page.goto(url);
  await waitFor(['person']);
  await page.waitForFunction(() => document.body.dataset.firstBoard !== undefined);
  measured.first_board_ms = Number(await page.evaluate(() => document.body.dataset.firstBoard));
  if (!(measured.first_board_ms < 1000)) fail(`the first board took ${measured.first_board_ms} ms after load (budget 1000 ms)`);
  await page.screenshot({ path: join(out, 'load.png') });
  await checkScreen('load', false);

  // The keyboard: Tab reaches the board's targets, the arrows move among them, each has a name.
  let tabs = 0;
  while (tabs < 30 && !(await page.evaluate(() => Boolean(document.activeElement.closest('#hot'))))) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  const focused = () => page.evaluate(() => ({ pick: document.activeElement.dataset.pick, role: document.activeElement.getAttribute('role'), name: document.activeElement.getAttribute('aria-label') }));
  const f0 = await focused();
  if (!f0.pick) fail(`Tab never reached the board (${tabs} presses)`);
  else {
    if (f0.role !== 'button' || !f0.name) fail(`the board's target ${f0.pick} has role ${f0.role} and name "${f0.name}"`);
    let moved = false;
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      if ((await focused()).pick !== f0.pick) { moved = true; break; }
    }
    if (!moved) fail('the arrow keys do not move among the board\'s targets');
  }
  measured.tabs_to_board = tabs;

  // A hint: the bot's suggestion previewed, nothing played.
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('hint-text').textContent.startsWith('Hint'), null, { timeout: 10000 });
  await page.waitForSelector('#play');
  if (Number(await page.evaluate(() => document.body.dataset.step)) !== 0) fail('a hint played a move');
  await page.click('#clear');
  await waitFor(['person']);

  await page.fill('#notation-text', 'f9 launch Q');
  await page.click('#notation button');
  await page.waitForSelector('#error:not([hidden])');
  const refusal = await page.textContent('#error');
  if (!/AS-\d+/.test(refusal)) fail(`a refused move does not name its ruling: "${refusal}"`);

  // Blue places a piece, by keyboard (Enter on the focused target); the bot (Red, 1 s) answers.
  const before = await snapshot();
  await page.locator('#hot .can').first().focus();
  await page.keyboard.press('Enter');
  await waitFor(['person', 'bot']);
  if (await page.$('#play')) await page.click('#play');
  await page.waitForFunction(() => Number(document.body.dataset.step) >= 2 && document.body.dataset.state === 'person', null, { timeout: 10000 });
  measured.bot_default_ms = Number(await page.evaluate(() => document.body.dataset.botMs));
  measured.bot_default_iterations = Number(await page.evaluate(() => document.body.dataset.botIterations));
  if (!(measured.bot_default_ms >= 900 && measured.bot_default_ms < 1500)) fail(`the bot took ${measured.bot_default_ms} ms on its default 1 s budget`);
  // What the bot took, and why when asked.
  const said = await page.textContent('#bot-said');
  if (!/^Red \(the bot\) thought \d+\.\d s this turn\.$/.test(said)) fail(`after the bot's move: "${said}"`);
  await page.click('#why');
  const why = await page.textContent('#bot-said');
  if (!/^Red: (After its choice it expects \d+%|Its move was forced)/.test(why)) fail(`the bot's why: "${why}"`);
  measured.bot_why = why;
  const after = await snapshot();
  if (after.log !== before.log + 2) fail(`two moves told ${after.log - before.log} log entries`);
  await menu('#undo');
  await page.waitForFunction(() => Number(document.body.dataset.step) === 0 && document.body.dataset.state === 'person', null, { timeout: 10000 });
  if ((await snapshot()).log !== 0) fail('undo left the narration of the moves taken back');

  // ---- Hot-seat with hidden cards: the screen is covered between people ----------------
  await menu('#new-game');
  await page.selectOption('#s-game', 'sentando');
  await page.check('#setup input[name="who"][value="hotseat"]');
  await page.fill('#s-seed', '3');
  await page.click('#s-start');
  await page.waitForFunction(() => document.body.dataset.game === 'sentando' && document.body.dataset.state === 'person');
  if (!(await page.textContent('#turn')).startsWith('P1')) fail(`hot-seat: the first prompt is "${await page.textContent('#turn')}"`);
  for (let k = 0; k < 6 && (await state()) !== 'cover'; k++) {
    await waitFor(['person', 'cover']);
    if ((await state()) === 'cover') break;
    const play = await page.$('#play');
    if (play) { await play.click(); continue; }
    await page.locator('#hot .can, #build .choices button.pick').first().click();
  }
  await waitFor(['cover']);
  const cover = await page.textContent('#cover-text');
  if (cover !== 'Pass the device to P2.') fail(`hot-seat: the cover says "${cover}"`);
  if (await page.$('#board svg')) fail('hot-seat: the board shows under the cover');
  await page.screenshot({ path: join(out, 'hotseat-cover.png') });
  await checkScreen('hot-seat cover', false);
  await page.click('#cover-go');
  await waitFor(['person']);
  if (!(await page.textContent('#turn')).startsWith('P2')) fail(`hot-seat: after the cover the prompt is "${await page.textContent('#turn')}"`);

  // ---- A whole game of each, by clicking ---------------------------------------------
  const games = [
    { game: 'airstrategic', set: async () => {
      await page.fill('#as-width', '12');
      await page.fill('#as-height', '7');
      await page.fill('#as-turns', page.viewportSize().width < 700 ? '3' : '6');
    } },
    { game: 'topgun', set: async () => {
      await page.selectOption('#tg-scenario', '0');
      await page.fill('#tg-rounds', '1');
    } },
    { game: 'sentando', set: async () => {
      await page.selectOption('#sp-mode', 'Dogfight');
    } },
  ];
  const sizes = [{ name: 'desktop', width: 1280, height: 800, phone: false }, { name: 'phone', width: 390, height: 844, phone: true }];
  for (const size of sizes) for (const { game, set } of games) {
    const { phone } = size;
    const tag = phone ? `${game}-phone` : game;
    await page.setViewportSize({ width: size.width, height: size.height });
    await menu('#new-game');
    await page.selectOption('#s-game', game);
    await set();
    await checkScreen(`${tag}: the setup dialog`, false, !phone);
    await page.check('#setup input[name="who"][value="bot"]');
    await page.selectOption('#s-budget', '50');
    await page.fill('#s-seed', '7');
    await page.click('#s-start');
    await page.waitForFunction((g) => document.body.dataset.game === g, game);
    await waitFor(['person', 'over']);
    await page.screenshot({ path: join(out, `${tag}-start.png`) });
    await checkScreen(`${tag}: the start`, phone);
    const boards = new Set();
    let checks = 0;
    let logMax = 0;
    let clicks = 0;
    let played = 0;
    let shotPlay = false;
    const t0 = Date.now();
    for (;;) {
      await waitFor(['person', 'over'], 60000);
      if ((await state()) === 'over') break;
      const s = await snapshot();
      boards.add(s.svg);
      logMax = Math.max(logMax, s.log);
      if (++clicks > 4000) { fail(`${game}: no end after 4000 clicks`); break; }
      // A few screens of each game checked as they come (a preview, choices to make).
      if (checks < 3 && clicks % 7 === 3) {
        checks += 1;
        await checkScreen(`${tag}: step ${s.step}`, phone, false);
      }
      const play = await page.$('#play');
      if (play) {
        const preview = await page.$$eval('#build .preview .line, #build .preview .odds', (ls) => ls.length);
        if (!shotPlay && played >= 6 && preview > 0) {
          await page.screenshot({ path: join(out, `${tag}-play.png`) });
          await checkScreen(`${tag}: a preview`, phone);
          shotPlay = true;
        }
        await play.click();
        played += 1;
        continue;
      }
      // The candidates: highlighted targets on the board and buttons.
      const targets = await page.$$('#hot .can');
      const buttons = await page.$$('#build .choices button.pick');
      const all = [...targets, ...buttons];
      if (!all.length) { fail(`${game}: nothing to click at step ${s.step} ("${s.turn}")`); break; }
      await all[Math.floor(random() * all.length)].click();
    }
    const end = await snapshot();
    boards.add(end.svg);
    const result = await page.evaluate(() => ({ hidden: document.getElementById('result').hidden, text: document.getElementById('result').textContent }));
    if (result.hidden || !result.text) fail(`${game}: no result shown`);
    const endSeat = await page.evaluate(() => document.body.dataset.seat);
    if (endSeat !== '-1') fail(`${game}: at the end the board is seat ${endSeat}'s, not everyone's`);
    if (boards.size < 5) fail(`${game}: only ${boards.size} different boards`);
    if (end.log < 5 || end.log < logMax) fail(`${game}: the narration has ${end.log} steps (at most ${logMax} before)`);
    if (!shotPlay) await page.screenshot({ path: join(out, `${tag}-play.png`) });
    await page.screenshot({ path: join(out, `${tag}-end.png`) });
    await checkScreen(`${tag}: the end`, phone);
    const botMax = Number(await page.evaluate(() => document.body.dataset.botMaxMs || 0));
    if (botMax > 1000) fail(`${game}: the bot took ${botMax} ms on a 50 ms budget`);
    const glides = Number(await page.evaluate(() => document.body.dataset.glides || 0));
    if (!glides) fail(`${game}: no move glided`);
    measured[tag] = { steps: end.step, moves_by_clicking: played, clicks, boards: boards.size, seconds: (Date.now() - t0) / 1000, bot_max_ms: botMax, result: result.text };

    // Save the replay, open it again and step through it.
    const [download] = await Promise.all([page.waitForEvent('download'), menu('#save')]);
    const file = join(out, `${tag}.json`);
    await download.saveAs(file);
    await page.setInputFiles('#open-file', file);
    await waitFor(['watch']);
    const counter = () => page.textContent('#w-counter');
    if ((await counter()) !== `${end.step} / ${end.step}`) fail(`${game}: the opened replay shows ${await counter()}, not its ${end.step} steps`);
    await page.click('#w-first');
    await page.waitForFunction(() => document.getElementById('w-counter').textContent.startsWith('0 /'));
    const first = (await snapshot()).svg;
    await page.click('#w-next');
    await page.click('#w-next');
    await page.waitForFunction(() => document.getElementById('w-counter').textContent.startsWith('2 /'));
    await page.selectOption('#w-persp', '1');
    await page.click('#w-last');
    await page.waitForFunction((n) => document.getElementById('w-counter').textContent === `${n} / ${n}`, end.step);
    if ((await snapshot()).svg === first) fail(`${game}: the replay's last board is its first`);
    await page.screenshot({ path: join(out, `${tag}-replay.png`) });
    await checkScreen(`${tag}: the replay`, phone);
  }

  // ---- A Top Gun Hop planned by keyboard alone -----------------------------------------
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click('#new-game');
  await page.selectOption('#s-game', 'topgun');
  await page.selectOption('#tg-scenario', '0');
  await page.fill('#tg-rounds', '1');
  await page.check('#setup input[name="who"][value="bot"]');
  await page.selectOption('#s-budget', '50');
  await page.fill('#s-seed', '11');
  await page.click('#s-start');
  await page.waitForFunction(() => document.body.dataset.game === 'topgun');
  let hop = false;
  for (let k = 0; k < 600 && !hop; k++) {
    await waitFor(['person', 'over'], 60000);
    if ((await state()) === 'over') break;
    if (await page.$('#build button.pick[data-pick^="t1:"]')) { hop = true; break; }
    const play = await page.$('#play');
    if (play) { await play.click(); continue; }
    const all = [...await page.$$('#hot .can'), ...await page.$$('#build .choices button.pick')];
    if (!all.length) break;
    await all[Math.floor(random() * all.length)].click();
  }
  if (!hop) fail('Top Gun: no Hop to plan by keyboard');
  else {
    // What the team has at hand, drawn; the narration's repeats counted once.
    const aids = await page.evaluate(() => ({
      panels: [...document.querySelectorAll('#aids details summary')].map((s) => s.textContent),
      pictures: document.querySelectorAll('#aids .pic svg').length,
      tiles: document.querySelectorAll('#build button.pick[data-pick^="t1:"] .pic svg').length,
      repeats: [...document.querySelectorAll('#log .who')].filter((w) => / \(×\d+\)$/.test(w.textContent)).length,
    }));
    if (!aids.panels.some((p) => p.startsWith('Your Pilot tiles'))) fail(`Top Gun Hop: no Pilot tiles at hand (${aids.panels.join(', ')})`);
    if (!aids.panels.some((p) => p.startsWith("Blue's cards"))) fail(`Top Gun Hop: nothing known of Blue's cards (${aids.panels.join(', ')})`);
    if (aids.pictures < 5 || aids.tiles < 3) fail(`Top Gun Hop: ${aids.pictures} pictures at hand, ${aids.tiles} on the tile buttons`);
    if (!aids.repeats) fail('Top Gun: the narration tells each face-down card again');
    measured.topgun_aids = aids;
    await page.screenshot({ path: join(out, 'topgun-hop-aids.png') });
    // The rules for this phase.
    await page.click('#phase-rules');
    await page.waitForSelector('#rules[open] #rules-body details[open]');
    const rules = await page.evaluate(() => ({
      first: document.querySelector('#rules-body details').dataset.key,
      now: document.querySelector('#rules-body details summary').textContent,
      rulings: document.querySelectorAll('#rules-body details[open] .rulings li').length,
    }));
    if (rules.first !== 'hop' || !rules.now.endsWith('(now)') || rules.rulings < 2) fail(`Top Gun Hop: the rules open at ${JSON.stringify(rules)}`);
    await page.screenshot({ path: join(out, 'topgun-rules.png') });
    await checkScreen('Top Gun: the rules', false);
    await page.click('#rules-close');
    // Two tiles picked: every Target Array says its lock odds.
    const t1 = await page.$('#build button.pick[data-pick^="t1:"]');
    await t1.click();
    await waitFor(['person']);
    const t2 = await page.$('#build button.pick[data-pick^="t2:"]');
    await t2.click();
    await waitFor(['person']);
    const notes = await page.$$eval('#build button.pick[data-pick^="w:"] .note', (ns) => ns.map((n) => n.textContent));
    if (!notes.length || !notes.every((n) => /to lock$|^no lock/.test(n))) fail(`Top Gun Hop: the WSO cards' notes are ${JSON.stringify(notes)}`);
    measured.topgun_wso_notes = notes;
    await page.screenshot({ path: join(out, 'topgun-hop-wso.png') });
    await page.click('#clear');
    await waitFor(['person']);
    const stepBefore = Number(await page.evaluate(() => document.body.dataset.step));
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    const keys = [];
    const press = async (k) => { keys.push(k); await page.keyboard.press(k); };
    // Tab to the first Pilot tile, then Enter on each next choice, then Enter on Play.
    for (let k = 0; k < 60 && !(await page.evaluate(() => (document.activeElement.dataset.pick || '').startsWith('t1:'))); k++) await press('Tab');
    for (let k = 0; k < 8; k++) {
      await waitFor(['person', 'bot', 'over']);
      const at = await page.evaluate(() => document.activeElement.id || document.activeElement.dataset.pick || '');
      if (Number(await page.evaluate(() => document.body.dataset.step)) > stepBefore) break;
      if (!at) { fail(`Top Gun Hop by keyboard: the focus was lost after ${keys.join(' ')}`); break; }
      await press('Enter');
      await page.waitForFunction((n) => Number(document.body.dataset.step) > n || document.body.dataset.state !== 'busy', stepBefore);
    }
    await page.waitForFunction((n) => Number(document.body.dataset.step) > n, stepBefore, { timeout: 10000 }).catch(() => {});
    const stepAfter = Number(await page.evaluate(() => document.body.dataset.step));
    if (!(stepAfter > stepBefore)) fail(`Top Gun Hop by keyboard: nothing played after ${keys.join(' ')}`);
    measured.topgun_hop_keys = keys.length;
  }

  for (const [, v] of violations) fail(`axe: ${v}`);
  measured.screens = { ...screens, axe_violations: violations.size };
  for (const e of errors) fail(e);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(JSON.stringify(measured));
if (failures.length > 0) {
  for (const f of failures) console.error(`FAIL ${f}`);
  process.exit(1);
}
console.log('ok');
