import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls `onHydrated` once the island's first commit and its effects have run (a parent's effect runs after its children's). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates a react island on a root of its own: the element's children are the server HTML of `island`, its
 * component with the props it was rendered with. Resolves once it has hydrated and its effects have run, when
 * the loader hands it the events it held. A client render that differs from the server HTML is reported on
 * the console, naming the island and the page (the end-to-end tests fail on it; the build compares the two
 * renders first). The held events come right after the effects, before a render they ask for: state an island
 * takes from the page as it hydrates (a menu the visitor opened natively) is taken in a layout effect.
 */
export function mountReact(element: Element, island: ReactNode, name: string): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(element, <Hydrated onHydrated={resolve}>{island}</Hydrated>, {
      onRecoverableError: (error) =>
        console.error(`Island ${name} on ${window.location.pathname} did not hydrate as rendered:`, error),
    });
  });
}
