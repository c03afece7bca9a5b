// The README's screenshots of the site (docs/img/web-<game>.png): each game against the bot,
// played by clicking until a move is previewed worth showing, in headless Chromium.
//
//   node shots.mjs URL OUT_DIR [phone]      (URL: the site `sortie web` serves)
//
// With `phone`, at 390×844 (docs/img/web-phone-<game>.png): the header's menu, the board
// zoomed in so that its targets are a finger's size.
//
// AirStrategic: a fighter's move on the rulebook's board, after a few turns; Top Gun: a Hop
// plan (two Pilot tiles and a WSO card) previewed with its path and lock odds; Sentando a Pua:
// a maneuver card whose path passes a shot, with the odds.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [url, out, size] = process.argv.slice(2);
const phone = size === 'phone';
const name = (game) => join(out, phone ? `web-phone-${game}.png` : `web-${game}.png`);
if (!url || !out) {
  console.error('usage: node shots.mjs URL OUT_DIR');
  process.exit(2);
}
const profile = mkdtempSync(join(tmpdir(), 'sortie-shots-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  viewport: phone ? { width: 390, height: 844 } : { width: 1200, height: 720 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = false;
try {
  const page = context.pages()[0] || await context.newPage();
  page.on('pageerror', (e) => { console.error(`page error: ${e.message}`); failed = true; });
  const ready = () => page.waitForFunction(() => ['person', 'over'].includes(document.body.dataset.state), null, { timeout: 60000 });
  const state = () => page.evaluate(() => document.body.dataset.state);
  const candidates = () => page.$$('#hot .can, #build .choices button.pick');
  // One move by clicking: the `choose`-th candidate at every pick (mod their number), then Play.
  const move = async (choose) => {
    for (let k = 0; k < 12; k++) {
      await ready();
      if ((await state()) === 'over') return;
      const play = await page.$('#play');
      if (play) {
        await play.click();
        if (await page.$('#play.fatal')) await page.click('#play');
        return;
      }
      const c = await candidates();
      await c[choose % c.length].click();
    }
  };
  await page.goto(url);
  await ready();
  const start = async (game, set) => {
    if (await page.isVisible('#menu')) await page.click('#menu');
    await page.click('#new-game');
    await page.selectOption('#s-game', game);
    if (set) await set();
    await page.selectOption('#s-budget', '250');
    await page.fill('#s-seed', '11');
    await page.click('#s-start');
    await page.waitForFunction((g) => document.body.dataset.game === g, game);
    await ready();
  };

  // AirStrategic: ten moves, then a fighter and the hex it goes to, previewed.
  await start('airstrategic');
  for (let i = 0; i < 22; i++) await move(i * 7 + 3);
  await ready();
  for (const c of (await candidates()).slice(0, 1)) await c.click();
  await ready();
  const hexes = await candidates();
  await hexes[Math.floor(hexes.length / 2)].click();
  await page.waitForSelector('#play');
  await page.screenshot({ path: name('airstrategic') });

  // Top Gun: play to the Hop, then plan it.
  await start('topgun');
  for (let i = 0; i < 200; i++) {
    await ready();
    const prompt = await page.textContent('#turn');
    if (prompt.includes('plan the Hop')) break;
    await move(i);
  }
  for (const k of [1, 2, 0]) {
    await ready();
    const c = await candidates();
    await c[k % c.length].click();
  }
  await ready();
  if (!(await page.$('#play'))) {
    const c = await candidates();
    await c[0].click();
  }
  await page.waitForSelector('#play');
  await page.screenshot({ path: name('topgun') });

  // Sentando: each round, look for a card whose path passes a shot.
  await start('sentando');
  let shot = false;
  for (let round = 0; round < 60 && !shot; round++) {
    await ready();
    if ((await state()) === 'over') break;
    const prompt = await page.textContent('#turn');
    if (prompt.includes('choose a maneuver card')) {
      const n = (await candidates()).length;
      for (let k = 0; k < n && !shot; k++) {
        const c = await candidates();
        await c[k].click();
        await ready();
        if (await page.$('#build .odds')) shot = true;
        else await page.click('#clear');
      }
      if (shot) break;
    }
    await move(round);
  }
  await page.screenshot({ path: name('sentando') });
  if (!shot) console.error('sentando: no card with a shot was found');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
