import { ScriptIsland } from '@/components/islands/island';
import { FaqList, type FaqItem } from './faq-list';

export type { FaqItem };

/**
 * An FAQ: native <details name> items, one open at a time, collapsible, with or without JavaScript; its
 * script island, started by the first press, animates the answers' height (faq-script.ts).
 */
export function Faq({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return (
    <ScriptIsland name="faq">
      <FaqList name={name} items={items} />
    </ScriptIsland>
  );
}
