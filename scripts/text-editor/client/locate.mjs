// Which catalog text a place on the page shows, from the markers `npm run dev` puts after each text
// (lib/text-editor/markers.mjs): the text under an Alt+click, and every text of the page for the edit mode's stops.

import { findMarkers } from '../../../lib/text-editor/markers.mjs';

/** Attributes that carry catalog text (labels, image descriptions, hints). */
export const TEXT_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'];
/** Elements whose text is no page text: scripts carry the page's data, markers included. */
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/**
 * A walker over the page's text nodes and elements, leaving out scripts and whatever `skip` says (the
 * editor's own elements).
 * @param {Node} root
 * @param {number} what NodeFilter.SHOW_… flags
 * @param {(node: Node) => boolean} skip
 */
function walker(root, what, skip) {
  const doc = root.ownerDocument ?? /** @type {Document} */ (root);
  return doc.createTreeWalker(root, what, {
    acceptNode: (node) =>
      (node.nodeType === Node.ELEMENT_NODE && NOT_TEXT.has(/** @type {Element} */ (node).tagName)) || skip(node)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
}

/**
 * @typedef {{ key: string, element: Element, range?: { node: Text, start: number, end: number } | { from: Node, fromOffset: number, node: Text, end: number }, attribute?: string }} Mark
 *   element: where the text is shown; range: the text's characters (a text node's, or from after the
 *   previous text in the same element up to the marker, for a formatted text of unknown length);
 *   attribute: the attribute that holds it
 */

/**
 * Every catalog text under `root`, in document order: texts in text nodes, then for each element the
 * texts of its attributes (the outermost marker of an attribute is its text; inner ones are values).
 * @param {Element} root
 * @param {(node: Node) => boolean} [skip]
 * @returns {Mark[]}
 */
export function marksIn(root, skip = () => false) {
  const marks = [];
  /** Where the last text of each element ended: a formatted text of unknown length starts there. */
  const lastEnd = new Map();
  const walk = walker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, skip);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = /** @type {Text} */ (node);
      const element = text.parentElement;
      if (!element) continue;
      for (const marker of findMarkers(text.data)) {
        const range =
          marker.length !== undefined
            ? { node: text, start: Math.max(0, marker.start - marker.length), end: marker.start }
            : {
                ...(lastEnd.get(element) ?? { from: element, fromOffset: 0 }),
                node: text,
                end: marker.start,
              };
        marks.push({ key: marker.key, element, range });
        lastEnd.set(element, { from: text, fromOffset: marker.end });
      }
      continue;
    }
    const element = /** @type {Element} */ (node);
    for (const attribute of TEXT_ATTRIBUTES) {
      const found = findMarkers(element.getAttribute(attribute) ?? '');
      if (found.length) marks.push({ key: found.at(-1).key, element, attribute });
    }
  }
  return marks;
}

/** Whether an element lays out as a block (its inline content is one flow of text). */
const isBlock = (element) => {
  const display = element.ownerDocument.defaultView?.getComputedStyle(element).display || 'inline'; // CSS's initial value
  return !display.startsWith('inline') && display !== 'contents';
};

/**
 * The text that holds the character at `offset` of a text node: the first marker after it, in the
 * same block, whose text reaches back to it (a text of known length must; one of unknown length is
 * a formatted text, whose values and tags may surround the place).
 * @param {Text} node
 * @param {number} offset
 * @param {(node: Node) => boolean} [skip]
 * @returns {string | null} the key
 */
export function keyAtText(node, offset, skip = () => false) {
  let block = node.parentElement;
  while (block && !isBlock(block) && block.parentElement) block = block.parentElement;
  if (!block) return null;
  const walk = walker(block, NodeFilter.SHOW_TEXT, skip);
  walk.currentNode = node;
  let distance = 0;
  for (let current = node, from = offset; current; current = /** @type {Text} */ (walk.nextNode()), from = 0) {
    for (const marker of findMarkers(current.data)) {
      if (marker.end < from) continue; // a text that ends before the place
      // A caret right after a text's last letter is after its marker too: the marker joins that letter.
      if (from >= marker.start) return marker.key;
      const between = distance + marker.start - from;
      if (marker.length === undefined || between <= marker.length) return marker.key;
    }
    distance += current.data.length - from;
  }
  return null;
}

/**
 * The text an Alt+click means: the text under the pointer, else one in an attribute of the clicked
 * element or its near ancestors (an icon's label, an image's description), else the first text inside
 * the clicked element.
 * @param {Element} target
 * @param {{ node: Node, offset: number } | null} caret the text position under the pointer
 * @param {(node: Node) => boolean} [skip]
 * @returns {string | null} the key
 */
export function keyForClick(target, caret, skip = () => false) {
  if (caret && caret.node.nodeType === Node.TEXT_NODE && target.contains(caret.node)) {
    const key = keyAtText(/** @type {Text} */ (caret.node), caret.offset, skip);
    if (key) return key;
  }
  for (let element = target, level = 0; element && level < 4; element = element.parentElement, level++) {
    for (const attribute of TEXT_ATTRIBUTES) {
      const found = findMarkers(element.getAttribute(attribute) ?? '');
      if (found.length) return found.at(-1).key;
    }
  }
  return marksIn(target, skip)[0]?.key ?? null;
}
