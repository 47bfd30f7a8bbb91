import { animateInPlace } from '@/components/motion/animate-in-place';

/** Animates an element's height from wherever it stands (mid-animation included) to `to` px. */
function animateHeight(element: HTMLElement, to: number, onEnd: () => void): void {
  const from = element.getBoundingClientRect().height;
  element.style.height = `${to}px`;
  animateInPlace(element, { height: [`${from}px`, `${to}px`] }, onEnd);
}

/**
 * Closes the other open items of the item's group (the <details> of the same name), as a browser that keeps
 * the group to one open item does at the open itself.
 */
function closeOthers(item: HTMLDetailsElement): void {
  const name = item.getAttribute('name');
  for (const other of item.ownerDocument.querySelectorAll<HTMLDetailsElement>('details[name]')) {
    if (other !== item && other.getAttribute('name') === name && other.open) other.open = false;
  }
}

/**
 * The FAQ's script island (components/sections/faq.tsx), started by the visitor's first press, which the
 * browser has already done: from then on a press on a question opens the item and grows its answer from 0
 * to its height, or shrinks it and closes the item at the end; a press midway turns the movement around.
 * Nothing moves for reduced motion. Where the browser does not keep a <details name> group to one open item
 * itself (before Chrome 120, Safari 17.2, Firefox 130), the island does.
 */
export function mount(island: Element): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const closing = new WeakSet<HTMLDetailsElement>();

  island.addEventListener('click', (event) => {
    const summary = event.target instanceof Element ? event.target.closest('summary') : null;
    const item = summary?.parentElement;
    const panel = summary?.nextElementSibling;
    if (!(item instanceof HTMLDetailsElement) || !(panel instanceof HTMLElement)) return;
    // Nothing moves: the browser opens or closes the item itself, and an open closes the group's open one now.
    if (reduced.matches || typeof panel.animate !== 'function') {
      if (!item.open) closeOthers(item);
      return;
    }
    event.preventDefault();
    if (item.open && !closing.has(item)) {
      closing.add(item);
      animateHeight(panel, 0, () => {
        closing.delete(item);
        item.open = false;
        panel.style.height = '';
      });
      return;
    }
    // Closed, or closing and pressed again: grows from where it stands. Opening the item closes the group's
    // open one at once, as the browser does: not at its `toggle` event, which under load can come after a
    // second press has opened another item, and would close that one.
    closing.delete(item);
    if (!item.open) {
      panel.style.height = '0px';
      item.open = true;
      closeOthers(item);
    }
    animateHeight(panel, panel.scrollHeight, () => {
      panel.style.height = '';
    });
  });

  // An item the browser opened without a press (find in page, a link to a place in it). `toggle` does not
  // bubble: heard on its way down. An event that comes after a later open closed the item finds it closed
  // and does nothing.
  island.addEventListener(
    'toggle',
    (event) => {
      const item = event.target;
      if (item instanceof HTMLDetailsElement && item.open) closeOthers(item);
    },
    true,
  );
}
