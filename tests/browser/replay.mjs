// End-to-end test of a replay page written by `sortie replay html`, in headless Chromium.
//
//   node replay.mjs PAGE.html EXPECTED.json SCREENSHOT_PREFIX
//
// EXPECTED.json: {"steps": N, "perspectives": ["everyone", <each seat>...] (the page's order),
//                 "narration": {"<perspective>": [[lines of step 0], ..., [lines of step N]]}}
// For each perspective it steps through the whole replay (keys, buttons and the slider), checks
// that the narration shown at every step is the expected one and that the board changes, and
// that no console error or page error appears. It saves a screenshot of the first and last
// step as SCREENSHOT_PREFIX-<perspective>-{start,end}.png. Exit status 1 on any failure.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const [page_path, expected_path, shots] = process.argv.slice(2);
if (!page_path || !expected_path || !shots) {
  console.error('usage: node replay.mjs PAGE.html EXPECTED.json SCREENSHOT_PREFIX');
  process.exit(2);
}
const expected = JSON.parse(readFileSync(expected_path, 'utf8'));
const failures = [];
const fail = (msg) => { if (failures.length < 20) failures.push(msg); };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`console ${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) errors.push(`network request: ${r.url()}`); });
  await page.goto('file://' + resolve(page_path));

  const state = () => page.evaluate(() => ({
    step: Number(document.body.dataset.step),
    counter: document.getElementById('counter').textContent,
    told: [...document.querySelectorAll('#told li')].map((li) => li.textContent),
    frame: document.getElementById('frame').innerHTML,
  }));
  const n = expected.steps;
  const names = await page.$$eval('#persp option', (os) => os.map((o) => o.textContent));
  const perspectives = expected.perspectives;
  if (names.length !== perspectives.length) fail(`${names.length} perspectives on the page, ${perspectives.length} expected`);

  for (const [index, perspective] of perspectives.entries()) {
    await page.selectOption('#persp', String(index));
    if (!(names[index] || '').startsWith(perspective)) fail(`perspective ${index} is "${names[index]}", not ${perspective}`);
    if ((await page.evaluate(() => document.body.dataset.perspective)) !== perspective) fail(`the page does not show ${perspective}`);
    const lines = expected.narration[perspective];
    // Start with the keyboard (Home), the focus away from the select.
    await page.locator('h1').click();
    await page.keyboard.press('Home');
    const frames = new Set();
    let first = null;
    for (let k = 0; k <= n; k++) {
      const s = await state();
      if (s.step !== k) { fail(`${perspective}: at step ${k} the page shows step ${s.step}`); break; }
      if (s.counter !== `${k} / ${n}`) fail(`${perspective}: counter "${s.counter}" at step ${k}`);
      const want = lines[k];
      if (JSON.stringify(s.told) !== JSON.stringify(want)) {
        fail(`${perspective}, step ${k}: the page tells ${JSON.stringify(s.told)}, the replay ${JSON.stringify(want)}`);
      }
      frames.add(s.frame);
      if (k === 0) {
        first = s.frame;
        await page.screenshot({ path: `${shots}-${perspective}-start.png` });
      }
      if (k < n) {
        // Alternate the ways forward: the arrow key and the button.
        if (k % 2 === 0) await page.keyboard.press('ArrowRight');
        else await page.click('#next');
      } else {
        if (s.frame === first) fail(`${perspective}: the last board is the first one`);
        if (!s.frame.includes('<title>')) fail(`${perspective}: no titled piece on the last board`);
        await page.screenshot({ path: `${shots}-${perspective}-end.png` });
      }
    }
    if (frames.size < Math.min(n, 3)) fail(`${perspective}: only ${frames.size} different boards in ${n + 1} steps`);
    // Back, the slider and the jumps.
    await page.click('#prev');
    if ((await state()).step !== n - 1) fail(`${perspective}: back from the end is not step ${n - 1}`);
    await page.locator('#slider').fill(String(Math.floor(n / 2)));
    if ((await state()).step !== Math.floor(n / 2)) fail(`${perspective}: the slider does not move to step ${Math.floor(n / 2)}`);
    await page.click('#first');
    if ((await state()).step !== 0) fail(`${perspective}: the start button does not go to step 0`);
    await page.click('#last');
    if ((await state()).step !== n) fail(`${perspective}: the end button does not go to step ${n}`);
    console.log(`${perspective}: ${n + 1} steps, ${frames.size} different boards`);
  }
  for (const e of errors) fail(e);
} finally {
  await browser.close();
}
if (failures.length > 0) {
  for (const f of failures) console.error(`FAIL ${f}`);
  process.exit(1);
}
console.log('ok');
