import { motionKeyframeTiming } from '@/components/motion/transition';

/** Where the panel comes from and goes to: a little above its place, transparent. */
const hidden: Keyframe = { opacity: 0, transform: 'translateY(-8px)' };
const shown: Keyframe = { opacity: 1, transform: 'none' };

/**
 * The mobile menu's script island (components/layout/main-nav.tsx), started by the visitor's first press,
 * which the browser has already done (the menu is a native <details>). From then on it adds what HTML
 * cannot: the panel fades in as it opens and fades out before it hides, a press midway turns the movement
 * around from where it stands, a link's click or Escape closes the menu, and Escape gives the focus back to
 * the toggle. Nothing moves for reduced motion: the browser opens and closes the menu itself.
 */
export function mount(island: Element): void {
  const details = island.querySelector('details');
  const summary = details?.querySelector('summary');
  const panel = summary?.nextElementSibling;
  if (!details || !summary || !(panel instanceof HTMLElement)) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  let running: Animation | undefined;
  let closing = false;

  const animates = () => !reduced.matches && typeof panel.animate === 'function';

  /**
   * Runs the panel to `to` from `from`, or from wherever it stands (mid-movement included); `onEnd` when it
   * gets there, never for a movement a newer one replaced.
   */
  const move = (to: Keyframe, onEnd: () => void, from?: Keyframe) => {
    const style = getComputedStyle(panel);
    from ??= { opacity: style.opacity, transform: style.transform };
    running?.cancel();
    const animation = panel.animate([from, to], { ...motionKeyframeTiming, fill: 'forwards' });
    running = animation;
    animation.onfinish = () => {
      if (running !== animation) return;
      running = undefined;
      onEnd();
      animation.cancel();
    };
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

  // Escape closes the open panel and gives the focus back to its toggle (keyboard users stay oriented).
  island.addEventListener('keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== 'Escape' || !details.open || closing) return;
    close();
    summary.focus();
  });

  // Opened or closed by the browser itself (find in page): a movement under way no longer holds.
  details.addEventListener('toggle', () => {
    if (details.open === !closing) return;
    running?.cancel();
    running = undefined;
    closing = false;
  });
}
