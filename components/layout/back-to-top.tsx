import { ui } from '@/lib/ui';
import { ArrowUpIcon } from '@/components/ui/icons';
import { ScriptIsland } from '@/components/islands/island';

/**
 * The button back to the top, shown once the page has scrolled past the threshold: a 1-px marker whose
 * bottom edge lies there, and a button hidden until the marker has left the viewport upwards. Its script
 * (./back-to-top-script.ts) watches the marker; no scroll listener, no layout read while the page scrolls.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <ScriptIsland name="back-to-top">
      <div
        data-back-to-top-marker=""
        aria-hidden="true"
        className="pointer-events-none absolute left-0 h-px w-px"
        style={{ top: ui.backToTopThresholdPx - 1 }}
      />
      <button
        type="button"
        hidden
        aria-label={label}
        className="fixed bottom-24 right-4 z-40 -translate-y-(--cookie-banner-height) inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <ArrowUpIcon />
      </button>
    </ScriptIsland>
  );
}
