import { enhanceDisclosure } from '@/components/ui/disclosure-panel';

/** A section counts as being read once its top is within this distance of the viewport top. */
export const SCROLL_SPY_OFFSET_PX = 100;

/** The section being read: the last one whose top has passed the offset line, or none yet. */
export function activeSectionId(
  sections: readonly { id: string; top: number }[],
  offset = SCROLL_SPY_OFFSET_PX,
): string | null {
  let active: string | null = null;
  for (const section of sections) if (section.top - offset <= 0) active = section.id;
  return active;
}

/**
 * The conference's jump menu (components/sections/jump-menu.tsx), started when the page is idle or by the
 * first touch of it: the disclosure's fades and keys (components/ui/disclosure-panel.ts; Escape anywhere on
 * the page, as the menu floats over it), a press outside it closes it, and the link of the section being
 * read carries aria-current="location", open or closed, updated once a frame while the page scrolls.
 */
export function mount(island: Element): void {
  const details = island.querySelector('details');
  const disclosure = details && enhanceDisclosure(details, details.ownerDocument);
  if (!details || !disclosure) return;

  document.addEventListener('pointerdown', (event) => {
    if (details.open && !(event.target instanceof Node && details.contains(event.target))) disclosure.close();
  });

  // Each link with the id of its section.
  const links = [...details.querySelectorAll<HTMLAnchorElement>('nav a[href^="#"]')].map((link) => ({
    link,
    id: decodeURIComponent(link.hash.slice(1)),
  }));
  let frame = 0;
  const update = () => {
    frame = 0;
    const sections = links.flatMap(({ id }) => {
      const section = document.getElementById(id);
      return section ? [{ id, top: section.getBoundingClientRect().top }] : [];
    });
    // At the very bottom a short last section can never reach the offset line: it is the one being read.
    const root = document.documentElement;
    const scrollable = root.scrollHeight > window.innerHeight;
    const atBottom = scrollable && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
    const active = atBottom && sections.length ? sections[sections.length - 1].id : activeSectionId(sections);
    for (const { link, id } of links) {
      if (id === active) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
}
