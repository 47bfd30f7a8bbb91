// The one reader and editor of exported HTML for the post-export steps (deferring the framework
// scripts, hashing inline scripts for the CSP, the 404 pages' CSP <meta>). parse5 parses a page as a
// browser does (the script text a CSP hash covers is the text the browser hashes); edits are spliced
// into the original text at the parsed offsets, so every byte that no step changes stays as Next wrote it.
import { parse } from 'parse5';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {import('parse5').DefaultTreeAdapterMap['parentNode']} ParentNode */
/** @typedef {{ html: string, elements: Element[] }} Page */
/** @typedef {{ start: number, end: number, text: string }} Edit */

/**
 * Parses a page. Its elements come in document order, a <template>'s content included (a script in
 * it runs once the content is cloned into the page, so the CSP must allow it too).
 * @param {string} html
 * @returns {Page}
 */
export function parsePage(html) {
  /** @type {Element[]} */
  const elements = [];
  /** @param {ParentNode} node */
  const walk = (node) => {
    for (const child of node.childNodes) {
      if ('tagName' in child) {
        elements.push(child);
        walk('content' in child ? /** @type {ParentNode} */ (child.content) : child);
      }
    }
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return { html, elements };
}

/**
 * The HTML elements of a page with this tag name, in document order.
 * @param {Page} page
 * @param {string} tagName lower case
 */
export const elementsNamed = (page, tagName) =>
  page.elements.filter((element) => element.tagName === tagName && element.namespaceURI === HTML_NAMESPACE);

/**
 * An attribute's value (entities decoded, as the browser reads it), or null when it is absent.
 * @param {Element} element
 * @param {string} name lower case (the parser lower-cases HTML attribute names)
 */
export function attribute(element, name) {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

/** @param {Element} element @param {string} name */
export const hasAttribute = (element, name) => attribute(element, name) !== null;

/**
 * The element's child text content: for a script, the source text the browser runs and a CSP hash covers.
 * @param {Element} element
 */
export function childText(element) {
  return element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
}

/**
 * Where an element starts and ends in the page's text (start tag to end tag, both included).
 * @param {Element} element
 */
export function rangeOf(element) {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location (the parser implied it).`);
  return { start: location.startOffset, end: location.endOffset };
}

/**
 * The offsets of an element's start and end tags, each null when the parser implied the tag.
 * @param {Element} element
 */
export function tagsOf(element) {
  const location = element.sourceCodeLocation;
  return { startTag: location?.startTag ?? null, endTag: location?.endTag ?? null };
}

// The JavaScript MIME type essence strings of the HTML standard: a script of any of these types is classic.
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * What the browser does with a <script>, from its type (and legacy language) attribute as the HTML
 * standard decides it: 'classic', 'module', 'importmap' or 'speculationrules' run (and need the CSP's
 * permission when inline); null is a data block (JSON-LD), which never runs.
 * @param {Element} script
 * @returns {'classic' | 'module' | 'importmap' | 'speculationrules' | null}
 */
export function scriptKind(script) {
  const type = attribute(script, 'type');
  const language = attribute(script, 'language');
  if (type === '' || (type === null && (language === null || language === ''))) return 'classic';
  const blockType = (type ?? `text/${language}`).trim().toLowerCase();
  if (JAVASCRIPT_TYPES.has(blockType)) return 'classic';
  if (blockType === 'module' || blockType === 'importmap' || blockType === 'speculationrules') return blockType;
  return null;
}

/**
 * Every <script> the browser would run from its own text (no src), in document order. A script in
 * SVG or MathML is refused: its rules differ and no step handles it.
 * @param {Page} page
 * @returns {Element[]}
 */
export function inlineScripts(page) {
  const foreign = page.elements.find(
    (element) => element.tagName === 'script' && element.namespaceURI !== HTML_NAMESPACE,
  );
  if (foreign) {
    throw new Error(
      `a <script> in SVG or MathML (at offset ${rangeOf(foreign).start}) is not supported: no step hashes it.`,
    );
  }
  return elementsNamed(page, 'script').filter((script) => !hasAttribute(script, 'src') && scriptKind(script) !== null);
}

/**
 * Whether a <link> fetches a script ahead of its use: rel "preload" with as "script", or rel "modulepreload".
 * @param {Element} link
 */
export function isScriptPreload(link) {
  const rel = (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/);
  return (
    rel.includes('modulepreload') || (rel.includes('preload') && attribute(link, 'as')?.toLowerCase() === 'script')
  );
}

/**
 * The content of the page's first <meta name="…"> with this name (compared without case), or null.
 * @param {Page} page
 * @param {string} name
 */
export function metaContent(page, name) {
  const meta = elementsNamed(page, 'meta').find((element) => attribute(element, 'name')?.toLowerCase() === name);
  return meta ? attribute(meta, 'content') : null;
}

/**
 * Applies edits to the text they were parsed from; each replaces [start, end) with its text (an
 * insertion has start === end). Edits must not overlap.
 * @param {string} html
 * @param {Edit[]} edits
 */
export function applyEdits(html, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let at = 0;
  for (const { start, end, text } of sorted) {
    if (start < at || end < start || end > html.length)
      throw new Error(`overlapping or invalid edit at ${start}-${end}.`);
    result += html.slice(at, start) + text;
    at = end;
  }
  return result + html.slice(at);
}

/**
 * An edit that removes an element (its tags and everything between them).
 * @param {Element} element
 * @returns {Edit}
 */
export const removal = (element) => ({ ...rangeOf(element), text: '' });

/** Text as a double-quoted attribute value. @param {string} value */
export const quoteAttribute = (value) => `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/**
 * The page with every <script> (in SVG or MathML too) and every script preload removed, each other
 * byte kept: what its HTML and CSS alone do, the benchmarks' zero-JavaScript floor.
 * @param {string} html
 */
export function withoutScripts(html) {
  const page = parsePage(html);
  const scripts = page.elements.filter((element) => element.tagName === 'script');
  return applyEdits(html, [...scripts, ...elementsNamed(page, 'link').filter(isScriptPreload)].map(removal));
}
