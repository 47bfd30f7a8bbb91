// The text editor in the browser, on every page of `npm run dev` (the editor's server adds this module).
// Alt+click (Option+click) a text: a dialog shows it in both languages and saves it to the catalogs; the
// page then shows the new text by next dev's hot reload. Alt+Shift+E: the edit mode, a stop over every
// text of the page, reached with Tab and opened with Enter. Its elements live in a shadow root of their
// own at the end of <body>, away from the page's styles and React's tree.
import { API_PATH, EDITOR_ELEMENT, SESSION_PARAM, TOKEN_HEADER } from '../protocol.mjs';
import { element, openDialog, words as dialogWords } from './dialog.mjs';
import { keyForClick, marksIn } from './locate.mjs';

const words = {
  ...dialogWords,
  stop: 'Edit',
  editMode: 'Texts of this page',
  editModeOn: 'Edit mode: Tab moves between the texts, Enter opens one, Escape (or Alt+Shift+E) leaves.',
  editModeOff: 'Edit mode off.',
  noText: 'No catalog text here.',
  saved: (files) => `Saved ${files.join(' and ')}; the page shows it in a moment.`,
};

const session = new URL(import.meta.url).searchParams.get(SESSION_PARAM) ?? '';

const styles = `
:host { position: absolute; top: 0; left: 0; z-index: 2147483647; font: 15px/1.45 system-ui, sans-serif; color: #0b1220; }
dialog { width: min(44rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto; border: 0; border-radius: 12px; padding: 1.25rem 1.5rem; background: #fff; color: #0b1220; box-shadow: 0 20px 60px rgb(0 0 0 / 0.35); }
dialog::backdrop { background: rgb(11 18 32 / 0.45); }
h2 { margin: 0 0 0.25rem; font-size: 1.15rem; }
h3 { margin: 0.75rem 0 0.25rem; font-size: 0.95rem; }
code { font: 0.9em/1.4 ui-monospace, monospace; background: #eef2f7; border-radius: 4px; padding: 0 0.25em; }
ul { margin: 0.25rem 0; padding-left: 1.25rem; }
.field { margin-top: 0.9rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
textarea { box-sizing: border-box; width: 100%; font: inherit; padding: 0.5rem; border: 1px solid #8a94a6; border-radius: 8px; resize: vertical; color: inherit; background: #fff; }
textarea:focus, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 1px; }
.problems:not(:empty) { margin-top: 0.9rem; padding: 0.5rem 0.75rem; border-left: 4px solid #b42318; background: #fef3f2; }
.problems p { margin: 0; font-weight: 600; }
.actions { display: flex; justify-content: flex-end; gap: 0.5rem; margin-top: 1rem; }
button { font: inherit; padding: 0.45rem 1rem; border-radius: 8px; border: 1px solid #8a94a6; background: #fff; color: inherit; cursor: pointer; }
button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
.stop { position: absolute; box-sizing: border-box; min-width: 12px; min-height: 12px; padding: 0; margin: 0; border: 1px dashed rgb(29 78 216 / 0.7); border-radius: 3px; background: transparent; cursor: pointer; }
.stop:hover, .stop:focus-visible { border: 2px solid #1d4ed8; background: rgb(29 78 216 / 0.08); outline: none; }
.stop span { display: none; position: absolute; left: -2px; bottom: 100%; padding: 0 0.35rem; border-radius: 4px 4px 0 0; background: #1d4ed8; color: #fff; font: 12px/1.5 ui-monospace, monospace; white-space: nowrap; }
.stop:hover span, .stop:focus-visible span { display: block; }
.status { position: fixed; left: 50%; bottom: 1rem; transform: translateX(-50%); max-width: calc(100vw - 2rem); }
.status:not(:empty) { padding: 0.5rem 1rem; border-radius: 8px; background: #0b1220; color: #fff; box-shadow: 0 6px 24px rgb(0 0 0 / 0.3); }
`;

/** @type {HTMLElement | undefined} */
let hostElement;
/** @type {ShadowRoot | undefined} */
let shadow;
let status;
let dialogOpen = false;
/** @type {{ layer: HTMLElement, stops: { button: HTMLButtonElement, key: string, rank: number, mark: import('./locate.mjs').Mark }[], before: Element | null, observer: MutationObserver, frame: number } | null} */
let editMode = null;

const isOurs = (node) => node === hostElement;

/** The editor's shadow root, at the end of <body> (again, if a render of the page removed it). */
function editorRoot() {
  if (!hostElement) {
    hostElement = document.createElement(EDITOR_ELEMENT);
    shadow = hostElement.attachShadow({ mode: 'open' });
    status = element(document, 'div', { role: 'status', class: 'status' });
    shadow.append(element(document, 'style', {}, [styles]), status);
  }
  if (!hostElement.isConnected) document.body.append(hostElement);
  return /** @type {ShadowRoot} */ (shadow);
}

let quiet;
function announce(text) {
  editorRoot();
  status.textContent = text;
  clearTimeout(quiet);
  quiet = setTimeout(() => (status.textContent = ''), 6000);
}

async function call(method, { query, body } = {}) {
  const url = new URL(API_PATH, window.location.origin);
  if (query) url.search = new URLSearchParams(query).toString();
  const response = await fetch(url, {
    method,
    cache: 'no-store',
    headers: { [TOKEN_HEADER]: session, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => ({ problems: [`${response.status} ${response.statusText}`] }));
  return { ok: response.ok, ...answer };
}

/** Opens the dialog for a key; focus goes back to `opener` (or its successor after a re-render) when it closes. */
async function openText(key, opener) {
  if (dialogOpen) return;
  dialogOpen = true;
  // The opener's text, taken before the fetch: the stops may be built again meanwhile (the page
  // changed), and then its successor is found by key and rank.
  const stop = editMode?.stops.find((s) => s.button === opener);
  const entry = await call('GET', { query: { key } }).catch((error) => ({ ok: false, problems: [String(error)] }));
  if (!entry.ok) {
    dialogOpen = false;
    announce(entry.problems.join(' '));
    return;
  }
  openDialog({
    host: editorRoot(),
    entry,
    pageLocale: document.documentElement.lang,
    save: (texts) =>
      call('POST', { body: { key, texts, base: entry.texts } }).catch((error) => ({
        ok: false,
        problems: [String(error)],
      })),
    closed: (result) => {
      dialogOpen = false;
      if (result)
        announce(result.saved.length ? [words.saved(result.saved), ...result.warnings].join(' ') : words.unchanged);
      const again = stop && editMode?.stops.find((s) => s.key === stop.key && s.rank === stop.rank);
      (again?.button ?? (opener.isConnected ? opener : null))?.focus({ preventScroll: true });
    },
  });
}

/** The text under a point of the viewport, as a text node and offset. */
function caretAt(x, y) {
  if (document.caretPositionFromPoint) {
    const position = document.caretPositionFromPoint(x, y);
    return position && { node: position.offsetNode, offset: position.offset };
  }
  const range = document.caretRangeFromPoint?.(x, y);
  return range && { node: range.startContainer, offset: range.startOffset };
}

function onClick(event) {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (dialogOpen || (hostElement && event.composedPath().includes(hostElement))) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  // Alt+click is the editor's: no link followed, no download, no toggle, no handler of the page.
  event.preventDefault();
  event.stopImmediatePropagation();
  const key = keyForClick(target, caretAt(event.clientX, event.clientY), isOurs);
  if (key) openText(key, target);
  else announce(words.noText);
}

// ---- edit mode ---------------------------------------------------------------------------------

/** Where a text is drawn, in page coordinates, or null when it is not shown (a closed panel, hidden). */
function boxOf(mark) {
  if (mark.element.checkVisibility && !mark.element.checkVisibility()) return null;
  let rect;
  if (mark.range) {
    const range = document.createRange();
    if ('start' in mark.range) range.setStart(mark.range.node, mark.range.start);
    else range.setStart(mark.range.from, mark.range.fromOffset);
    range.setEnd(mark.range.node, mark.range.end);
    rect = range.getBoundingClientRect();
  } else rect = mark.element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return { left: rect.left + window.scrollX, top: rect.top + window.scrollY, width: rect.width, height: rect.height };
}

const place = (button, box) =>
  Object.assign(button.style, {
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
  });

/** One stop per text shown, in the page's order; keeps the focus on the same text across a rebuild. */
function buildStops() {
  if (!editMode) return;
  const focused = editMode.stops.find((s) => s.button === shadow?.activeElement);
  const seen = new Map();
  const stops = [];
  for (const mark of marksIn(document.body, isOurs)) {
    const box = boxOf(mark);
    if (!box) continue;
    const rank = seen.get(mark.key) ?? 0;
    seen.set(mark.key, rank + 1);
    const button = element(
      document,
      'button',
      { type: 'button', class: 'stop', 'aria-label': `${words.stop} ${mark.key}` },
      [element(document, 'span', { 'aria-hidden': 'true' }, [mark.key])],
    );
    button.addEventListener('click', () => openText(mark.key, button));
    place(button, box);
    stops.push({ button, key: mark.key, rank, mark });
  }
  editMode.layer.replaceChildren(...stops.map((s) => s.button));
  editMode.stops = stops;
  if (focused)
    stops.find((s) => s.key === focused.key && s.rank === focused.rank)?.button.focus({ preventScroll: true });
}

/** Rebuilds the stops at the next frame (the page changed, scrolled or resized). */
function schedule() {
  if (!editMode || editMode.frame) return;
  editMode.frame = requestAnimationFrame(() => {
    if (!editMode) return;
    editMode.frame = 0;
    buildStops();
  });
}

function onLayerKey(event) {
  if (event.key !== 'Tab' || !editMode?.stops.length) return;
  // Tab goes round the texts only: the page's own links and buttons are not stops of the edit mode.
  event.preventDefault();
  const { stops } = editMode;
  const at = stops.findIndex((s) => s.button === shadow?.activeElement);
  stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length].button.focus();
}

function enterEditMode() {
  const root = editorRoot();
  const layer = element(document, 'div', { role: 'group', 'aria-label': words.editMode });
  layer.addEventListener('keydown', onLayerKey);
  root.append(layer);
  const observer = new MutationObserver((records) => {
    if (records.some((record) => !hostElement?.contains(record.target))) schedule();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  editMode = { layer, stops: [], before: document.activeElement, observer, frame: 0 };
  window.addEventListener('resize', schedule);
  window.addEventListener('scroll', schedule, { passive: true });
  document.addEventListener('toggle', schedule, true);
  buildStops();
  announce(words.editModeOn);
  // The first text in view takes the focus, so that turning the mode on does not scroll the page.
  const inView = editMode.stops.find((s) => s.button.getBoundingClientRect().bottom > 0) ?? editMode.stops[0];
  inView?.button.focus({ preventScroll: true });
}

function leaveEditMode() {
  if (!editMode) return;
  const { layer, observer, before, frame } = editMode;
  editMode = null;
  cancelAnimationFrame(frame);
  observer.disconnect();
  window.removeEventListener('resize', schedule);
  window.removeEventListener('scroll', schedule);
  document.removeEventListener('toggle', schedule, true);
  layer.remove();
  announce(words.editModeOff);
  if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
}

function onKey(event) {
  if (dialogOpen) return;
  if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyE') {
    event.preventDefault();
    if (editMode) leaveEditMode();
    else enterEditMode();
  } else if (event.key === 'Escape' && editMode) {
    event.preventDefault();
    leaveEditMode();
  }
}

window.addEventListener('click', onClick, true);
window.addEventListener('keydown', onKey, true);
