'use client';

import { useEffect, useRef, useState } from 'react';
import { m } from 'framer-motion';
import { cn } from '@/lib/cn';
import { usePanelMotion } from '@/components/motion/use-panel-motion';

export type JumpMenuItem = { id: string; label: string };

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

/** The panel's id: one jump menu per page, and an island's root cannot take React's useId from the page's tree. */
const PANEL_ID = 'jump-menu-panel';

type JumpMenuProps = { buttonLabel: string; navLabel: string; items: readonly JumpMenuItem[] };

/**
 * A floating menu of the page's sections (fixed, so opening it shifts nothing). It closes after a
 * choice, on Escape (focus back on the button) and on a click elsewhere, and marks the section being
 * read with aria-current.
 */
export function JumpMenu({ buttonLabel, navLabel, items }: JumpMenuProps) {
  const { open, setOpen, shown, motion } = usePanelMotion();
  const [active, setActive] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const sections = items.flatMap(({ id }) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      // At the very bottom a short last section can never reach the offset line: it is the one being read.
      const root = document.documentElement;
      const scrollable = root.scrollHeight > window.innerHeight;
      const atBottom = scrollable && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(atBottom && sections.length ? sections[sections.length - 1].id : activeSectionId(sections));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [items]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  return (
    <div ref={rootRef} className="fixed bottom-6 left-4 z-40 flex flex-col items-start" data-testid="jump-menu">
      <m.nav
        id={PANEL_ID}
        aria-label={navLabel}
        hidden={!shown}
        {...motion}
        className="mb-3 max-h-[70vh] w-72 overflow-y-auto rounded-2xl border border-border bg-background p-2 shadow-xl"
      >
        <ul>
          {items.map((item) => {
            const current = item.id === active;
            return (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  aria-current={current ? 'location' : undefined}
                  onClick={() => setOpen(false)}
                  className={cn(
                    'block rounded-lg px-3 py-2 text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary',
                    current && 'bg-accent-soft font-semibold text-accent',
                  )}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </m.nav>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {buttonLabel}
      </button>
    </div>
  );
}
