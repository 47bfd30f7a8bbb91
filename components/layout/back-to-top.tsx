'use client';

import { useEffect, useRef, useState } from 'react';
import { ui } from '@/lib/ui';
import { ArrowUpIcon } from '@/components/ui/icons';

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const marker = useRef<HTMLDivElement>(null);

  // A 1-px marker whose bottom edge lies at the threshold: once it has left the viewport upwards, the
  // page is scrolled past it. No scroll listener and no layout read while the page loads or scrolls.
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) =>
      setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        ref={marker}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 h-px w-px"
        style={{ top: ui.backToTopThresholdPx - 1 }}
      />
      {visible ? (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0 })}
          aria-label={label}
          className="fixed bottom-24 right-4 z-40 -translate-y-(--cookie-banner-height) inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <ArrowUpIcon />
        </button>
      ) : null}
    </>
  );
}
