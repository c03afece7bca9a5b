// Moves that glide: after a step, a marker in the mover's colour flies along each path the
// step's events name (a plane's hexes, a missile's flight), one path after another, over the
// picture of the position after it. A click or a key stops them; `?noanim` in the address
// and the system's reduced-motion setting turn them off.

const NS = 'http://www.w3.org/2000/svg';
const MS_PER_HEX = 160;
const off = () => new URLSearchParams(location.search).has('noanim')
  || matchMedia('(prefers-reduced-motion: reduce)').matches;

let timer = null;

// Removes every glide still on the board.
export function stopGlides() {
  clearTimeout(timer);
  timer = null;
  for (const g of document.querySelectorAll('#board .glide')) g.remove();
  document.body.dataset.gliding = '0';
}

// Glides along `paths` (each a list of the hexes' centres [x, y]) in `colour`, inside
// `layer` (an SVG group over the board), marker radius `r`; returns the time it takes, ms.
export function glide(layer, paths, colour, r) {
  stopGlides();
  if (off() || !layer) return 0;
  let t = 0;
  for (const pts of paths) {
    if (pts.length < 2) continue;
    const dur = MS_PER_HEX * (pts.length - 1);
    const c = document.createElementNS(NS, 'circle');
    c.setAttribute('class', 'glide');
    c.setAttribute('r', (r * 0.45).toFixed(1));
    c.setAttribute('fill', colour);
    c.setAttribute('opacity', '0');
    const move = document.createElementNS(NS, 'animateMotion');
    move.setAttribute('path', `M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')}`);
    move.setAttribute('dur', `${dur}ms`);
    move.setAttribute('begin', `${t}ms`);
    move.setAttribute('fill', 'freeze');
    const show = document.createElementNS(NS, 'set');
    show.setAttribute('attributeName', 'opacity');
    show.setAttribute('to', '0.85');
    show.setAttribute('begin', `${t}ms`);
    c.append(move, show);
    layer.append(c);
    t += dur + 80;
  }
  if (!t) return 0;
  document.body.dataset.gliding = '1';
  document.body.dataset.glides = String(Number(document.body.dataset.glides || 0) + 1);
  // SMIL timing starts with the document: restart it so that `begin` counts from now.
  const svg = layer.ownerSVGElement;
  if (svg && svg.setCurrentTime) svg.setCurrentTime(0);
  timer = setTimeout(stopGlides, t + 400);
  return t;
}

addEventListener('pointerdown', () => { if (timer) stopGlides(); }, true);
addEventListener('keydown', () => { if (timer) stopGlides(); }, true);
