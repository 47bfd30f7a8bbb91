/** Shows the island's button while its marker is above the viewport; a press scrolls back to the top. */
export function mount(island: Element) {
  const marker = island.querySelector('[data-back-to-top-marker]');
  const button = island.querySelector('button');
  if (!marker || !button) return;
  new IntersectionObserver(([entry]) => {
    button.hidden = entry.isIntersecting || entry.boundingClientRect.top >= 0;
  }).observe(marker);
  button.addEventListener('click', () => window.scrollTo({ top: 0 }));
}
