import { ScriptIsland } from '@/components/islands/island';

export type JumpMenuItem = { id: string; label: string };

type JumpMenuProps = { buttonLabel: string; navLabel: string; items: readonly JumpMenuItem[] };

/**
 * A floating menu of the page's sections (fixed, so opening it shifts nothing): a native <details>, whose
 * summary opens the list of links above it, without script too. Its script island (jump-menu-script.ts)
 * fades it, closes it after a choice, on Escape (the focus back on the summary) and on a press elsewhere,
 * and marks the section being read with aria-current.
 */
export function JumpMenu({ buttonLabel, navLabel, items }: JumpMenuProps) {
  return (
    <ScriptIsland name="jump-menu">
      <details className="fixed bottom-6 left-4 z-40" data-testid="jump-menu">
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {buttonLabel}
        </summary>
        <nav
          aria-label={navLabel}
          className="absolute bottom-full left-0 mb-3 max-h-[70vh] w-72 overflow-y-auto rounded-2xl border border-border bg-background p-2 shadow-xl"
        >
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  className="block rounded-lg px-3 py-2 text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary aria-[current=location]:bg-accent-soft aria-[current=location]:font-semibold aria-[current=location]:text-accent"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </ScriptIsland>
  );
}
