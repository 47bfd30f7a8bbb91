'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

export function ScrollReset() {
  const pathname = usePathname();

  // Every navigation starts at the top, or at its anchor. Links leave scrolling to this
  // (scroll={false}): Next would only scroll the new segment into view, which under the header
  // leaves the page a little scrolled. Runs before paint, so the visitor never sees the old offset.
  // Not on the first render (the browser placed the page) nor on back/forward (it restores).
  const keepPosition = useRef(true);
  useEffect(() => {
    const onPopState = () => (keepPosition.current = true);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useLayoutEffect(() => {
    if (keepPosition.current) {
      keepPosition.current = false;
      return;
    }
    const target = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    // Instant: a new page should not glide from the old offset (globals.css makes scrolling smooth).
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
