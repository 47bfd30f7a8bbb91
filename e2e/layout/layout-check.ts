import type { Page } from '@playwright/test';

/** What one look at the page at one width found: each problem in words, and the header's height. */
export type LayoutLook = { problems: string[]; headerHeight: number | null };

export type LayoutOptions = {
  /** Only controls inside this selector are checked for overlap (an open menu covers the page on purpose). */
  overlapScope?: string;
  /**
   * Looks at once instead of two frames on: in a page whose own scripts do not run, nothing changes it after
   * a resize, and a frame callback may never come (Gecko runs none with JavaScript switched off).
   */
  now?: boolean;
};

/**
 * Looks at the page as laid out now, in the page itself, for what a visitor sees as broken:
 * - the page scrolls sideways;
 * - an element reaches past the left or right edge of the viewport and no ancestor clips it
 *   (a clipping ancestor, such as the logo marquee's, is checked on its own instead);
 * - a short word broken across two lines (a box squeezed narrower than a word it holds);
 * - text cut off: by an ancestor's `overflow: hidden`/`clip` (a fixed height too small for it, a box
 *   too narrow), by an ellipsis or a line clamp; text in a scroll container is reachable and passes;
 * - content of a fixed or sticky box (the open mobile menu) below the viewport, where no scrolling reaches it;
 * - the header's controls not on one row inside the header;
 * - two controls (links, buttons, fields, summaries) overlapping.
 * Visually hidden elements (screen-reader text, the skip link until focused) are left out.
 * Each problem names the element by tag, id, label or text and the nearest landmark or id above it.
 */
export async function lookAtLayout(page: Page, options: LayoutOptions = {}): Promise<LayoutLook> {
  return page.evaluate(layoutInPage, options);
}

/**
 * lookAtLayout's look, run inside the page: sent as its source text to any engine (the cross-engine
 * lane runs it in Gecko and WebKit, e2e/engines/), so it uses nothing from outside its own body.
 */
export async function layoutInPage({ overlapScope, now = false }: LayoutOptions): Promise<LayoutLook> {
  // Two frames: the resize has been laid out and painted.
  if (!now) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const problems: string[] = [];
  type Box = { left: number; top: number; right: number; bottom: number };
  const everywhere: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };

  /** A readable name: tag, id, label or first words, and where it sits. */
  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : '';
    const label = el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? '';
    const text = (label || (el as HTMLElement).innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
    const words = text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : '';
    let where = '';
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const landmark = ['header', 'nav', 'main', 'footer', 'aside', 'section', 'form'].includes(
        up.tagName.toLowerCase(),
      );
      if (up.id || landmark) {
        where = ` in ${up.tagName.toLowerCase()}${up.id ? `#${up.id}` : ''}`;
        const heading = up.id ? null : up.querySelector('h1, h2, h3');
        if (heading?.textContent) where += ` "${heading.textContent.trim().slice(0, 30)}"`;
        break;
      }
    }
    return `<${tag}${id}>${words}${where}`;
  };

  const hiddenCache = new Map<Element, boolean>();
  /** Screen-reader-only (clipped to nothing), display: contents aside: nothing a visitor sees. */
  const visuallyHidden = (el: Element): boolean => {
    const known = hiddenCache.get(el);
    if (known !== undefined) return known;
    const s = style(el);
    const clippedAway =
      s.clipPath === 'inset(50%)' ||
      s.clip === 'rect(0px, 0px, 0px, 0px)' ||
      (s.overflow === 'hidden' && el.getBoundingClientRect().width <= 1 && el.getBoundingClientRect().height <= 1);
    const hidden = clippedAway || (el.parentElement ? visuallyHidden(el.parentElement) : false);
    hiddenCache.set(el, hidden);
    return hidden;
  };

  const clips = (value: string) => value !== 'visible';
  /** The element's padding box, limited on each axis that clips. `hard`: hidden/clip only (not scrolling). */
  const ownClip = (el: Element, hard: boolean): Box => {
    const s = style(el);
    const cuts = (value: string) => (hard ? value === 'hidden' || value === 'clip' : clips(value));
    const x = cuts(s.overflowX);
    const y = cuts(s.overflowY);
    if (!x && !y) return everywhere;
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft;
    const top = r.top + el.clientTop;
    return {
      left: x ? left : -Infinity,
      right: x ? left + el.clientWidth : Infinity,
      top: y ? top : -Infinity,
      bottom: y ? top + el.clientHeight : Infinity,
    };
  };
  /** The box that an element's parent lets it paint into (ancestors that clip, up to the viewport). */
  const clipCaches = { hard: new Map<Element, Box>(), any: new Map<Element, Box>() };
  const clipFor = (el: Element, hard: boolean): Box => {
    const position = style(el).position;
    if (position === 'fixed') return everywhere;
    let parent = el.parentElement;
    // An absolutely positioned box escapes the clipping of static ancestors below its containing block.
    if (position === 'absolute') {
      while (parent && style(parent).position === 'static' && style(parent).transform === 'none') {
        parent = parent.parentElement;
      }
    }
    if (!parent || parent === document.documentElement) return everywhere;
    return innerClip(parent, hard);
  };
  const innerClip = (el: Element, hard: boolean): Box => {
    const cache = hard ? clipCaches.hard : clipCaches.any;
    let box = cache.get(el);
    if (!box) cache.set(el, (box = intersect(clipFor(el, hard), ownClip(el, hard))));
    return box;
  };

  // Boxes and visibility, and not inside content the browser skips: a closed <details>' answer keeps
  // boxes in Gecko and WebKit (stale ones, in Gecko) though nothing of it is drawn.
  const rendered = (el: Element) =>
    el.getClientRects().length > 0 && style(el).visibility === 'visible' && el.checkVisibility();
  const all = [...document.body.querySelectorAll('*')].filter(
    (el) => !el.closest('svg, script, style, template, noscript') || el.tagName.toLowerCase() === 'svg',
  );

  // Sideways scroll, and what reaches past an edge (the outermost element of each chain, with the widest inside it).
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth) problems.push(`the page scrolls sideways (${scrollWidth - viewportWidth} px)`);
  const pastEdge = new Map<Element, { past: number; side: 'left' | 'right' }>();
  for (const el of all) {
    if (!rendered(el) || visuallyHidden(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const seen = intersect(r, clipFor(el, false));
    if (seen.right <= seen.left) continue;
    const right = seen.right - viewportWidth;
    const left = -seen.left;
    if (Math.max(left, right) > 0.5)
      pastEdge.set(el, right >= left ? { past: right, side: 'right' } : { past: left, side: 'left' });
  }
  for (const [el, { past, side }] of pastEdge) {
    if (el.parentElement && pastEdge.has(el.parentElement)) continue;
    let widest: Element | null = null;
    for (const [inner, found] of pastEdge) {
      if (inner !== el && el.contains(inner) && (!widest || found.past > pastEdge.get(widest)!.past)) widest = inner;
    }
    problems.push(
      `${describe(el)} reaches ${Math.round(past)} px past the ${side} edge` +
        (widest ? ` (widest inside: ${describe(widest)})` : ''),
    );
  }

  // Text cut off.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const cutText = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('svg, script, style, template, noscript, option'))
      continue;
    if (!rendered(parent) || visuallyHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = innerClip(parent, true);
    const cut = [...range.getClientRects()].some(
      (r) =>
        r.width > 0 &&
        (r.left < clip.left - 1 || r.right > clip.right + 1 || r.top < clip.top - 1 || r.bottom > clip.bottom + 1),
    );
    if (cut) cutText.add(parent);
  }
  for (const el of all) {
    if (!rendered(el) || visuallyHidden(el)) continue;
    const s = style(el);
    if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) cutText.add(el);
    if (s.webkitLineClamp && s.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight) cutText.add(el);
  }
  for (const el of cutText) problems.push(`${describe(el)}: its text is cut off`);

  // Words broken inside (not at a hyphen, a dash or a slash) although they are short: a box squeezed
  // narrower than a word it holds. The narrowest screen's column is far wider than such a word.
  const SHORT_WORD_PX = 160;
  const walkWords = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walkWords.nextNode(); node; node = walkWords.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !/\S{2}/.test(text) || parent.closest('svg, script, style, template, noscript, option')) continue;
    if (!rendered(parent) || visuallyHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size < 2) continue;
    for (const word of text.matchAll(/[^\s\-‐–—/]{2,}/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const lines = new Set(rects.map((r) => Math.round(r.top))).size;
      const width = rects.reduce((sum, r) => sum + r.width, 0);
      if (lines > 1 && width <= SHORT_WORD_PX) {
        problems.push(`${describe(parent)}: the word "${word[0]}" is broken across lines`);
        break;
      }
    }
  }

  // Fixed and sticky boxes stay where they are while the page scrolls: what is below the viewport stays out of reach.
  for (const el of all) {
    const position = style(el).position;
    if ((position !== 'fixed' && position !== 'sticky') || !rendered(el)) continue;
    for (const inner of [el, ...el.querySelectorAll('*')]) {
      if (!rendered(inner) || visuallyHidden(inner)) continue;
      const seen = intersect(inner.getBoundingClientRect(), clipFor(inner, false));
      if (seen.bottom > viewportHeight + 0.5 && seen.top < seen.bottom) {
        problems.push(
          `${describe(inner)} is below the viewport inside a ${position} box, where scrolling cannot reach it`,
        );
        break;
      }
    }
  }

  // Controls: what is visible of each (per line box for inline ones), inside its clipping ancestors.
  const controlSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="tab"]';
  const controls = [...document.querySelectorAll(controlSelector)]
    .filter((el) => rendered(el) && !visuallyHidden(el))
    .map((el) => {
      const clip = clipFor(el, false);
      const boxes = (style(el).display === 'inline' ? [...el.getClientRects()] : [el.getBoundingClientRect()])
        .map((r) => intersect(r, clip))
        .filter((b) => b.right - b.left > 0 && b.bottom - b.top > 0);
      return { el, boxes };
    })
    .filter(({ boxes }) => boxes.length > 0);

  // The header: one row, inside it (its dropped-down menu panel, positioned out of the row, aside).
  const header = document.querySelector('body header');
  let headerHeight: number | null = null;
  if (header && rendered(header)) {
    const h = header.getBoundingClientRect();
    headerHeight = Math.round(h.height * 10) / 10;
    const inRow = controls.filter(({ el }) => {
      if (!header.contains(el)) return false;
      for (let up = el.parentElement; up && up !== header; up = up.parentElement) {
        if (['absolute', 'fixed'].includes(style(up).position)) return false;
      }
      return true;
    });
    const outside = inRow.filter(({ boxes: [box] }) => box.top < h.top - 0.5 || box.bottom > h.bottom + 0.5);
    const lowestTop = Math.max(...inRow.map(({ boxes }) => boxes[0].top));
    const highestBottom = Math.min(...inRow.map(({ boxes }) => boxes[0].bottom));
    if (outside.length) {
      const names = outside.map(({ el }) => describe(el)).join(', ');
      problems.push(`header: ${outside.length} of its controls are outside its ${Math.round(h.height)} px: ${names}`);
    } else if (inRow.length > 1 && lowestTop >= highestBottom) {
      const low = inRow.find(({ boxes }) => boxes[0].top === lowestTop)!;
      problems.push(`header: its controls are on more than one row (${describe(low.el)} is below the others)`);
    }
  }

  // No two controls overlapping (one inside the other is a nesting, not an overlap).
  const scope = overlapScope ? document.querySelector(overlapScope) : null;
  const checked = scope ? controls.filter(({ el }) => scope.contains(el)) : controls;
  for (let i = 0; i < checked.length; i++) {
    for (let j = i + 1; j < checked.length; j++) {
      const a = checked[i];
      const b = checked[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const overlap = a.boxes.some((x) =>
        b.boxes.some((y) => {
          const o = intersect(x, y);
          return o.right - o.left > 1 && o.bottom - o.top > 1;
        }),
      );
      if (overlap) problems.push(`${describe(a.el)} and ${describe(b.el)} overlap`);
    }
  }
  return { problems, headerHeight };
}

/**
 * The widths to look at, 320 to 2560 px: on both sides of every width at which the page's own style
 * sheets switch layout (their media queries' min-width/max-width), and, with `step`, every `step` px
 * up to `denseTo`, so that a break in a band wider than the step cannot fall between two samples.
 * Above `denseTo` (wider than the widest container, max-w-7xl, plus its padding) only the side margins
 * grow: 1920 and 2560 px stand for them. Without `step`, the switch points and the two ends alone.
 */
export async function sweepWidths(
  page: Page,
  { step, from = 320, to = 2560, denseTo = 1600 }: { step?: number; from?: number; to?: number; denseTo?: number } = {},
): Promise<number[]> {
  const breakpoints = await page.evaluate(() => {
    const found = new Set<number>();
    const rootSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          for (const [, value, unit] of rule.conditionText.matchAll(/width\s*(?:[<>]=?|:)\s*([\d.]+)(px|rem|em)/g)) {
            found.add(Math.round(Number(value) * (unit === 'px' ? 1 : rootSize)));
          }
        }
        if ('cssRules' in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        visit(sheet.cssRules);
      } catch {
        // A cross-origin sheet cannot be read; the site has none.
      }
    }
    return [...found];
  });
  const widths = new Set<number>([from, to]);
  if (step) {
    for (let width = from; width <= denseTo; width += step) widths.add(width);
    widths.add(1920);
  }
  for (const b of breakpoints) {
    for (const width of [b - 1, b]) if (width >= from && width <= to) widths.add(width);
  }
  return [...widths].sort((a, b) => a - b);
}

/**
 * Resizes the loaded page through `widths` and looks at each; returns the problems, each once, as
 * "`name` at 320-399 px: …" (a run of consecutive samples), and a header that changes height
 * between widths.
 */
export async function sweepLayout(
  page: Page,
  name: string,
  widths: number[],
  options: LayoutOptions & { height?: number } = {},
): Promise<string[]> {
  const seenAt = new Map<string, number[]>();
  const headerHeights = new Map<number, number[]>();
  for (const width of widths) {
    await page.setViewportSize({ width, height: options.height ?? 900 });
    const { problems, headerHeight } = await lookAtLayout(page, options);
    for (const problem of problems) seenAt.set(problem, [...(seenAt.get(problem) ?? []), width]);
    if (headerHeight !== null) headerHeights.set(headerHeight, [...(headerHeights.get(headerHeight) ?? []), width]);
  }
  const ranges = (at: number[]) => {
    const runs: string[] = [];
    let start = 0;
    for (let i = 1; i <= at.length; i++) {
      if (i === at.length || widths.indexOf(at[i]) !== widths.indexOf(at[i - 1]) + 1) {
        runs.push(start === i - 1 ? `${at[start]}` : `${at[start]}-${at[i - 1]}`);
        start = i;
      }
    }
    return `${runs.join(', ')} px`;
  };
  const found = [...seenAt].map(([problem, at]) => `${name} at ${ranges(at)}: ${problem}`);
  if (headerHeights.size > 1) {
    const heights = [...headerHeights].map(([height, at]) => `${height} px at ${ranges(at)}`);
    found.push(`${name}: the header changes height with the width: ${heights.join('; ')}`);
  }
  return found;
}
