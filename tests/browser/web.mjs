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
// Exit status 1 on any failure.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

  await page.fill('#notation-text', 'f9 launch Q');
  await page.click('#notation button');
  await page.waitForSelector('#error:not([hidden])');
  const refusal = await page.textContent('#error');
  if (!/AS-\d+/.test(refusal)) fail(`a refused move does not name its ruling: "${refusal}"`);

  // Blue places a piece; the bot (Red, 1 s) answers.
  const before = await snapshot();
  await page.locator('#hot .can').first().click();
  await waitFor(['person', 'bot']);
  if (await page.$('#play')) await page.click('#play');
  await page.waitForFunction(() => Number(document.body.dataset.step) >= 2 && document.body.dataset.state === 'person', null, { timeout: 10000 });
  measured.bot_default_ms = Number(await page.evaluate(() => document.body.dataset.botMs));
  measured.bot_default_iterations = Number(await page.evaluate(() => document.body.dataset.botIterations));
  if (!(measured.bot_default_ms >= 900 && measured.bot_default_ms < 1500)) fail(`the bot took ${measured.bot_default_ms} ms on its default 1 s budget`);
  const after = await snapshot();
  if (after.log !== before.log + 2) fail(`two moves told ${after.log - before.log} log entries`);
  await page.click('#undo');
  await page.waitForFunction(() => Number(document.body.dataset.step) === 0 && document.body.dataset.state === 'person', null, { timeout: 10000 });
  if ((await snapshot()).log !== 0) fail('undo left the narration of the moves taken back');

  // ---- Hot-seat with hidden cards: the screen is covered between people ----------------
  await page.click('#new-game');
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
  await page.click('#cover-go');
  await waitFor(['person']);
  if (!(await page.textContent('#turn')).startsWith('P2')) fail(`hot-seat: after the cover the prompt is "${await page.textContent('#turn')}"`);

  // ---- A whole game of each, by clicking ---------------------------------------------
  const games = [
    { game: 'airstrategic', set: async () => {
      await page.fill('#as-width', '12');
      await page.fill('#as-height', '7');
      await page.fill('#as-turns', '6');
    } },
    { game: 'topgun', set: async () => {
      await page.selectOption('#tg-scenario', '0');
      await page.fill('#tg-rounds', '1');
    } },
    { game: 'sentando', set: async () => {
      await page.selectOption('#sp-mode', 'Dogfight');
    } },
  ];
  for (const { game, set } of games) {
    await page.click('#new-game');
    await page.selectOption('#s-game', game);
    await set();
    await page.check('#setup input[name="who"][value="bot"]');
    await page.selectOption('#s-budget', '50');
    await page.fill('#s-seed', '7');
    await page.click('#s-start');
    await page.waitForFunction((g) => document.body.dataset.game === g, game);
    await waitFor(['person', 'over']);
    await page.screenshot({ path: join(out, `${game}-start.png`) });
    const boards = new Set();
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
      const play = await page.$('#play');
      if (play) {
        const preview = await page.$$eval('#build .preview .line, #build .preview .odds', (ls) => ls.length);
        if (!shotPlay && played >= 6 && preview > 0) {
          await page.screenshot({ path: join(out, `${game}-play.png`) });
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
    if (!shotPlay) await page.screenshot({ path: join(out, `${game}-play.png`) });
    await page.screenshot({ path: join(out, `${game}-end.png`) });
    const botMax = Number(await page.evaluate(() => document.body.dataset.botMaxMs || 0));
    if (botMax > 1000) fail(`${game}: the bot took ${botMax} ms on a 50 ms budget`);
    measured[game] = { steps: end.step, moves_by_clicking: played, clicks, boards: boards.size, seconds: (Date.now() - t0) / 1000, bot_max_ms: botMax, result: result.text };

    // Save the replay, open it again and step through it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
    const file = join(out, `${game}.json`);
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
    await page.screenshot({ path: join(out, `${game}-replay.png`) });
  }
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
