import { enhanceDisclosure } from '@/components/ui/disclosure-panel';

/**
 * The mobile menu's script island (components/layout/main-nav.tsx), started by the visitor's first press,
 * which the browser has already done (the menu is a native <details>): from then on its panel fades in and
 * out, and a link's click or Escape closes it (components/ui/disclosure-panel.ts).
 */
export function mount(island: Element): void {
  const details = island.querySelector('details');
  // Escape inside the navigation: the menu is part of the header, not a layer over the page.
  if (details) enhanceDisclosure(details, island);
}
