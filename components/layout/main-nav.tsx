'use client';

import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { m } from 'framer-motion';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { usePanelMotion } from '@/components/motion/use-panel-motion';

/** A link of the menu, its href already in the page's language; an external one opens in a new tab. */
export type NavItem = { href: string; label: string; external?: boolean };

type MainNavProps = {
  label: string;
  openLabel: string;
  closeLabel: string;
  items: readonly NavItem[];
  /** Said to screen readers after an external link's text. */
  newTab: string;
};

const linkClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-card hover:text-primary focus-visible:outline-2 focus-visible:outline-primary xl:px-2';

/** The menu's links: plain links, so that they work before the island starts and without JavaScript. */
function NavList({ items, newTab }: Pick<MainNavProps, 'items' | 'newTab'>) {
  return (
    <ul className="flex flex-col gap-1 pt-2 xl:flex-row xl:items-center xl:justify-center xl:gap-0 xl:pt-0">
      {items.map((item) => (
        <li key={item.href}>
          {item.external ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {item.label}
              <span className="sr-only"> {newTab}</span>
            </a>
          ) : (
            <a href={item.href} className={linkClass}>
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

const toggleClass =
  'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The header navigation: inline on wide screens; on small ones a native <details> disclosure, which
 * opens and closes before the page's scripts run and without them. Once hydrated, the script adds what
 * HTML cannot: the panel fades out before it hides, a link click or Escape closes it, and Escape gives
 * focus back to the toggle. The links stand twice in the HTML, and CSS shows one copy at each width.
 */
export function MainNav({ label, openLabel, closeLabel, items, newTab }: MainNavProps) {
  const { open, setOpen, shown, motion } = usePanelMotion();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);

  const hydrated = useRef(false);
  // The element follows the panel's state (it stays open while the panel fades out); at hydration the
  // state follows the element instead, which a visitor may have opened before the script arrived. In the
  // commit itself (a layout effect), so that a press React hands the island as it hydrates finds the menu
  // as the visitor sees it: after a passive effect, it would find it closed and open it again.
  useLayoutEffect(() => {
    const element = details.current;
    if (!element) return;
    if (!hydrated.current) {
      hydrated.current = true;
      if (element.open) setOpen(true);
      return;
    }
    if (element.open !== shown) element.open = shown;
  }, [shown, setOpen]);

  // Opened before hydration (natively), or by the browser itself (find-in-page): the state follows.
  const followElement = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open !== shown) setOpen(event.currentTarget.open);
  };

  const toggleOnClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpen(!open);
  };

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  // Escape closes the open panel and gives focus back to its toggle (keyboard users stay oriented).
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    summary.current?.focus();
  };

  return (
    <nav aria-label={label} onKeyDown={closeOnEscape} className="order-last xl:order-none xl:flex-1">
      {/* Wide screens: the list inline. */}
      <div className="hidden xl:block">
        <NavList items={items} newTab={newTab} />
      </div>
      {/* Small screens: the disclosure. Its name says what a press does: open, or close. */}
      {/* Its open attribute may be the visitor's, set before hydration. */}
      <details ref={details} onToggle={followElement} suppressHydrationWarning className="group/menu xl:hidden">
        <summary ref={summary} onClick={toggleOnClick} className={toggleClass}>
          <MenuIcon className="group-open/menu:hidden" />
          <CloseIcon className="hidden group-open/menu:block" />
          <span className="sr-only group-open/menu:hidden">{openLabel}</span>
          <span className="sr-only hidden group-open/menu:inline">{closeLabel}</span>
        </summary>
        <m.div
          id="main-menu"
          onClick={closeOnLinkClick}
          {...motion}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-4 shadow-lg"
        >
          <NavList items={items} newTab={newTab} />
        </m.div>
      </details>
    </nav>
  );
}
