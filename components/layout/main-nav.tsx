'use client';

import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

type MainNavProps = { label: string; openLabel: string; closeLabel: string; children: ReactNode };

/** The header navigation: inline on wide screens, a collapsible panel on small ones. */
export function MainNav({ label, openLabel, closeLabel, children }: MainNavProps) {
  const [open, setOpen] = useState(false);
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
    <nav aria-label={label} onKeyDown={closeOnEscape} className="order-last lg:order-none lg:flex-1">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary lg:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      {/* The panel slides in with CSS only (no animation library in the first load), and not at all
          for visitors who prefer reduced motion. Wide screens always show the list inline. */}
      <div
        id="main-menu"
        onClick={closeOnLinkClick}
        className={cn(
          open ? 'block motion-safe:animate-[menu-in_150ms_ease-out]' : 'hidden',
          'absolute inset-x-0 top-full border-b border-border bg-background px-4 pb-4 shadow-lg',
          'lg:static lg:!block lg:animate-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
        )}
      >
        {children}
      </div>
    </nav>
  );
}
