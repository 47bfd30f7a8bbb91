/**
 * Fades blocks in as they enter the viewport: every `[data-reveal="none"]` block (Section's) whose top is
 * below the viewport waits (opacity and transform, which move no layout; app/globals.css) and is shown as
 * it scrolls in. One observer for the page: the server HTML never hides anything, the first screen never
 * animates, and nothing happens for visitors who prefer reduced motion.
 */
export function mount() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-reveal', 'shown');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  // All positions first, then the writes: one layout, not one per block.
  const blocks = [...document.querySelectorAll('[data-reveal="none"]')];
  const below = blocks.filter((block) => block.getBoundingClientRect().top >= window.innerHeight);
  for (const block of below) {
    block.setAttribute('data-reveal', 'waiting');
    observer.observe(block);
  }
}
