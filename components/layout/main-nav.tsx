'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { LazyMotion, m } from 'framer-motion';
import { cn } from '@/lib/cn';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.domAnimation);

type MainNavProps = { label: string; openLabel: string; closeLabel: string; children: ReactNode };

/** The header navigation: inline on wide screens, a collapsible panel on small ones. */
export function MainNav({ label, openLabel, closeLabel, children }: MainNavProps) {
  const [open, setOpen] = useState(false);

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <nav aria-label={label} className="order-last lg:order-none lg:flex-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary lg:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      <LazyMotion features={loadMotionFeatures} strict>
        {/* Wide screens override the closed state's inline styles (lg:!…): the list is always shown there. */}
        <m.div
          id="main-menu"
          initial={false}
          animate={open ? { opacity: 1, y: 0 } : { opacity: 0, y: -8 }}
          transition={{ duration: 0.15 }}
          onClick={closeOnLinkClick}
          className={cn(
            open ? 'block' : 'hidden',
            'absolute inset-x-0 top-full border-b border-border bg-background px-4 pb-4 shadow-lg',
            'lg:static lg:!block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:!transform-none lg:!opacity-100'
          )}
        >
          {children}
        </m.div>
      </LazyMotion>
    </nav>
  );
}
