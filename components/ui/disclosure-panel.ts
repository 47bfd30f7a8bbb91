import { animateInPlace, stopInPlace } from '@/components/motion/animate-in-place';

/** Where a panel comes from and goes to: a little above its place, transparent. */
const hidden: Keyframe = { opacity: 0, transform: 'translateY(-8px)' };
const shown: Keyframe = { opacity: 1, transform: 'none' };

/**
 * Escapes a disclosure has answered: one Escape closes one disclosure, the innermost (its listener comes
 * first), and a floating one listening on the whole page leaves it alone.
 */
const answeredEscapes = new WeakSet<Event>();

/** What a script island can do with the disclosure it enhanced. */
export type Disclosure = { close: () => void };

/**
 * Adds to a native <details> disclosure (a <summary>, then its panel) what HTML cannot, for the script islands
 * of the mobile menu and the conference's jump menu: the panel fades in as it opens and fades out before it
 * hides, a press midway turns the movement around from where it stands, a link's click in the panel or Escape
 * closes it, and Escape (inside it, or anywhere for a floating one) gives the focus back to the summary.
 * Nothing moves for reduced motion, nor where the browser has no animate(). Without it (no JavaScript, or
 * before the island starts) the browser opens and closes the disclosure itself.
 */
export function enhanceDisclosure(
  details: HTMLDetailsElement,
  /** Where an Escape counts: inside the disclosure (the default), or anywhere on the page. */
  escapeScope: Node = details,
): Disclosure | undefined {
  const summary = details.querySelector(':scope > summary');
  const panel = summary?.nextElementSibling;
  if (!(summary instanceof HTMLElement) || !(panel instanceof HTMLElement)) return undefined;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  let closing = false;

  const animates = () => !reduced.matches && typeof panel.animate === 'function';

  /** Runs the panel to `to` from `from`, or from wherever it stands (mid-movement included). */
  const move = (to: Keyframe, onEnd: () => void, from?: Keyframe) => {
    const style = getComputedStyle(panel);
    animateInPlace(panel, [from ?? { opacity: style.opacity, transform: style.transform }, to], onEnd);
  };

  const open = () => {
    closing = false;
    const wasOpen = details.open;
    details.open = true;
    // A new animation shows its first frame in the frame that shows the panel: no flash of it in its place.
    if (animates()) move(shown, () => undefined, wasOpen ? undefined : hidden);
  };

  const close = () => {
    if (!details.open || closing) return;
    if (!animates()) {
      details.open = false;
      return;
    }
    closing = true;
    move(hidden, () => {
      closing = false;
      details.open = false;
    });
  };

  summary.addEventListener('click', (event) => {
    event.preventDefault();
    if (details.open && !closing) close();
    else open();
  });

  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });

  // Escape closes the open panel and gives the focus back to its summary (keyboard users stay oriented).
  escapeScope.addEventListener('keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== 'Escape' || !details.open || closing) return;
    if (answeredEscapes.has(event)) return;
    answeredEscapes.add(event);
    close();
    summary.focus();
  });

  // Closed by the browser itself while it was opening: the movement under way no longer holds. The event of an
  // open comes after the open, and under load after an Escape that began closing it (input goes first): it must
  // not stop that close, or the panel stays open.
  details.addEventListener('toggle', () => {
    if (details.open || closing) return;
    stopInPlace(panel);
  });

  return { close };
}
