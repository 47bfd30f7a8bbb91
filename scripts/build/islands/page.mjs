// One exported page as the islands export ships it: Next's client runtime and the RSC payload out, the
// islands' loader in. What Next wrote is recognised, not guessed at: a page with a script, a preload or an
// element the step does not know stops the build, naming the page, so that a Next upgrade that writes its
// pages differently cannot ship a page that silently lost its scripts or kept Next's.
import {
  applyEdits,
  attribute,
  childText,
  elementsNamed,
  hasAttribute,
  inlineScripts,
  isScriptPreload,
  parsePage,
  rangeOf,
  removal,
  scriptKind,
  tagsOf,
} from '../page-html.mjs';
import { ISLAND_ELEMENT, islands } from '../../../components/islands/registry.mjs';

/** Next's own files (chunks, runtime, polyfills) are served under /_next/static/chunks/. @param {string} src */
const isNextScript = (src) => src.startsWith('/_next/static/chunks/');

/** The RSC payload: the inline scripts that push the page's tree for the client router. @param {string} text */
const isRscPayload = (text) =>
  /^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(|^self\.__next_f\.push\(/.test(text);

/** The bundler's bootstrap, which names the chunks Next's runtime starts with. @param {string} text */
const isBundlerBootstrap = (text) =>
  /^\(globalThis\["TURBOPACK"\]\s*\|\|\s*\(globalThis\["TURBOPACK"\]\s*=\s*\[\]\)\)\.push\(/.test(text);

/**
 * Traces of Next's or React's client runtime that no inline script of the site's own contains: a script
 * with one of them that is not the payload is a shape this step does not know (React's streaming helpers
 * `$RC`, `$RS`, ... move late HTML into place, and the page would be wrong without them).
 */
const RUNTIME_TRACE = /__next_f|__NEXT|TURBOPACK|webpack|\$R[A-Z]\s*\(|self\.__/;

/**
 * The rules a page carries into the browser: prerender the page a visitor is about to open (the pointer
 * resting on its link, or pressing it), prefetch where the browser does not prerender. Same-origin pages
 * only, not a link that opens a new tab or downloads.
 */
const sameSiteLinks = { and: [{ href_matches: '/*' }, { not: { selector_matches: '[target], [download]' } }] };
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: sameSiteLinks, eagerness: 'moderate' }],
  prefetch: [{ where: sameSiteLinks, eagerness: 'moderate' }],
});

/**
 * @param {string} html a page as `next build` exported it
 * @param {string} file for the messages
 * @param {{ loaderScript: string }} bundle the inline loader (./bundle.mjs)
 * @returns {{ html: string, islands: string[] }} the page, and the names of the islands it has
 */
export function islandPage(html, file, { loaderScript }) {
  const page = parsePage(html);
  const scripts = elementsNamed(page, 'script');
  const external = scripts.filter((script) => hasAttribute(script, 'src'));
  const foreign = external.find((script) => !isNextScript(attribute(script, 'src') ?? ''));
  if (foreign)
    throw new Error(
      `${file}: <script src="${attribute(foreign, 'src')}"> is not one of Next's: the islands step does not know it.`,
    );
  const payload = inlineScripts(page).filter((script) => isRscPayload(childText(script)));
  if (!external.length || !payload.length) {
    throw new Error(
      `${file}: no Next client scripts or RSC payload found: Next's output has a shape the islands step does not know.`,
    );
  }
  payload.push(...inlineScripts(page).filter((script) => isBundlerBootstrap(childText(script))));
  const unknown = inlineScripts(page).find(
    (script) => !payload.includes(script) && RUNTIME_TRACE.test(childText(script)),
  );
  if (unknown) {
    throw new Error(
      `${file}: an inline script of Next's or React's runtime the islands step does not know: ${childText(unknown).slice(0, 80)}…`,
    );
  }
  const modules = scripts.find((script) => scriptKind(script) === 'module' || scriptKind(script) === 'importmap');
  if (modules)
    throw new Error(`${file}: a <script type="${attribute(modules, 'type')}"> the islands step does not know.`);

  const names = elementsNamed(page, ISLAND_ELEMENT).map((island) => attribute(island, 'data-island') ?? '');
  const strange = names.find((name) => !Object.hasOwn(islands, name));
  if (strange !== undefined)
    throw new Error(
      `${file}: <${ISLAND_ELEMENT}> names "${strange}", which is not in components/islands/registry.mjs.`,
    );

  const [head] = elementsNamed(page, 'head');
  const headEnd = head && tagsOf(head).endTag;
  if (!headEnd) throw new Error(`${file}: no </head>; the islands' loader cannot be written.`);
  const inHead = (/** @type {import('../page-html.mjs').Element} */ element) =>
    rangeOf(element).start > rangeOf(head).start && rangeOf(element).start < headEnd.startOffset;
  // In <head>, before the first paint: an island is never seen without its loader listening. And ahead of the
  // style sheets, with the page's own scripts (the theme's and the language's): a script after a style sheet
  // waits for it to load, and the parser with it, so the body is parsed only once the CSS has come. Ahead of
  // them, the scripts run at once and the body is parsed while the CSS is on its way, as on the page without
  // scripts (the LCP floor): the difference is the CSS's round trip, small on this machine's loopback.
  const firstSheet = elementsNamed(page, 'link').find(
    (link) => inHead(link) && (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'),
  );
  const early = firstSheet
    ? inlineScripts(page).filter(
        (script) =>
          inHead(script) &&
          scriptKind(script) === 'classic' &&
          !payload.includes(script) &&
          rangeOf(script).start > rangeOf(firstSheet).start,
      )
    : [];
  const loader = names.length ? `<script>${loaderScript}</script>` : '';
  const beforeSheets = early.map((script) => html.slice(rangeOf(script).start, rangeOf(script).end)).join('');
  const sheetsAt = firstSheet ? rangeOf(firstSheet).start : headEnd.startOffset;
  const result = applyEdits(html, [
    ...[...external, ...payload, ...early, ...elementsNamed(page, 'link').filter(isScriptPreload)].map(removal),
    ...(firstSheet ? [{ start: sheetsAt, end: sheetsAt, text: beforeSheets + loader }] : []),
    {
      start: headEnd.startOffset,
      end: headEnd.startOffset,
      text: `<script type="speculationrules">${SPECULATION_RULES}</script>${firstSheet ? '' : loader}`,
    },
  ]);
  assertIslandPage(result, file, { loaderScript, islands: names.length > 0 });
  return { html: result, islands: [...new Set(names)] };
}

/**
 * The page as it ships: nothing of Next's client left (no chunk script, no preload of one, no payload), and the
 * loader there once when the page has islands.
 * @param {string} html
 * @param {string} file
 * @param {{ loaderScript: string, islands: boolean }} expected
 */
export function assertIslandPage(html, file, { loaderScript, islands: hasIslands }) {
  const page = parsePage(html);
  const left = [
    ...elementsNamed(page, 'script').map((script) => attribute(script, 'src') ?? ''),
    ...elementsNamed(page, 'link')
      .filter(isScriptPreload)
      .map((link) => attribute(link, 'href') ?? ''),
  ].filter(isNextScript);
  if (left.length) throw new Error(`${file}: Next's scripts are left in the page: ${left.join(', ')}.`);
  if (
    inlineScripts(page).some((script) => RUNTIME_TRACE.test(childText(script)) && childText(script) !== loaderScript)
  ) {
    throw new Error(`${file}: the RSC payload is left in the page.`);
  }
  const loaders = inlineScripts(page).filter((script) => childText(script) === loaderScript).length;
  if (loaders !== (hasIslands ? 1 : 0))
    throw new Error(`${file}: ${loaders} islands' loaders instead of ${hasIslands ? 1 : 0}.`);
}
