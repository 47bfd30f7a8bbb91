import { ScriptIsland } from '@/components/islands/island';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

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

/** The menu's links: plain links, which work before the island starts and without JavaScript. */
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
 * The header navigation: inline on wide screens; on small ones a native <details> disclosure, which opens
 * and closes without script. Its script island (main-nav-script.ts), started by the first press, adds what
 * HTML cannot: the panel fades in and out, a link's click or Escape closes it, and Escape gives the focus
 * back to the toggle. The links stand twice in the HTML, and CSS shows one copy at each width.
 */
export function MainNav({ label, openLabel, closeLabel, items, newTab }: MainNavProps) {
  return (
    <ScriptIsland name="main-nav">
      <nav aria-label={label} className="order-last xl:order-none xl:flex-1">
        {/* Wide screens: the list inline. */}
        <div className="hidden xl:block">
          <NavList items={items} newTab={newTab} />
        </div>
        {/* Small screens: the disclosure. Its name says what a press does: open, or close. */}
        <details className="group/menu xl:hidden">
          <summary className={toggleClass}>
            <MenuIcon className="group-open/menu:hidden" />
            <CloseIcon className="hidden group-open/menu:block" />
            <span className="sr-only group-open/menu:hidden">{openLabel}</span>
            <span className="sr-only hidden group-open/menu:inline">{closeLabel}</span>
          </summary>
          <div
            id="main-menu"
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-4 shadow-lg"
          >
            <NavList items={items} newTab={newTab} />
          </div>
        </details>
      </nav>
    </ScriptIsland>
  );
}
