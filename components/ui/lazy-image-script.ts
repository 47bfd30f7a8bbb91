import { VISIBILITY_THRESHOLD } from './lazy-image-threshold.mjs';

/**
 * Puts the island's image in its frame once a tenth of the frame is on screen, and marks the frame
 * `loading`, then `loaded` (the image fades in, the placeholder goes) or `failed` (the image goes, the
 * placeholder stays).
 */
export function mount(island: Element) {
  const frame = island.querySelector<HTMLElement>('[data-image]');
  if (!frame) return;
  const show = () => {
    const { src, srcSet, className, ...attributes } = JSON.parse(frame.dataset.image ?? '{}');
    const image = document.createElement('img');
    // src last: the browser picks the file once it is set, with the sizes and srcset already there.
    for (const [name, value] of Object.entries({ ...attributes, class: className, srcset: srcSet, src })) {
      if (value !== undefined) image.setAttribute(name, String(value));
    }
    frame.dataset.state = 'loading';
    const loaded = () => {
      frame.dataset.state = 'loaded';
      frame.querySelector('[data-testid="image-placeholder"]')?.remove();
    };
    image.addEventListener('load', loaded);
    image.addEventListener('error', () => {
      frame.dataset.state = 'failed';
      image.remove();
    });
    frame.append(image);
    // A cached image can be complete before its load event is listened for.
    if (image.complete && image.naturalWidth > 0) loaded();
  };
  if (typeof IntersectionObserver === 'undefined') return show();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show();
    },
    { threshold: VISIBILITY_THRESHOLD },
  );
  observer.observe(frame);
}
