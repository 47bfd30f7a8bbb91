'use client';

import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { m } from 'framer-motion';
import { cn } from '@/lib/cn';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { usePanelMotion } from '@/components/motion/use-panel-motion';

type MainNavProps = { label: string; openLabel: string; closeLabel: string; children: ReactNode };

/** The header navigation: inline on wide screens, a collapsible panel on small ones. */
export function MainNav({ label, openLabel, closeLabel, children }: MainNavProps) {
  const { open, setOpen, shown, motion } = usePanelMotion();
  const toggle = useRef<HTMLButtonElement>(null);

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  // Escape closes the open panel and gives focus back to its button (keyboard users stay oriented).
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <nav aria-label={label} onKeyDown={closeOnEscape} className="order-last xl:order-none xl:flex-1">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen(!open)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary xl:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      {/* Wide screens always show the list inline, whatever the small screen's panel last did. */}
      <m.div
        id="main-menu"
        onClick={closeOnLinkClick}
        {...motion}
        className={cn(
          shown ? 'block' : 'hidden',
          'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-4 shadow-lg',
          'xl:static xl:!block xl:max-h-none xl:!transform-none xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:!opacity-100 xl:shadow-none',
        )}
      >
        {children}
      </m.div>
    </nav>
  );
}
