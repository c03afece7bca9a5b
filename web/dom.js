// The page's two helpers for the DOM, shared by its modules.

export const $ = (id) => document.getElementById(id);

export const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
};

// An SVG picture the engine drew (a tile's path, a Target Array), as an element.
export function picture(svg) {
  const box = document.createElement('span');
  box.className = 'pic';
  box.innerHTML = svg;
  return box;
}
