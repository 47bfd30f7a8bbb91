import { Island } from '@/components/islands/island';
import { FaqList, type FaqItem } from './faq-list';

export type { FaqItem };

/**
 * An FAQ: native <details name> items, one open at a time, collapsible, with or without JavaScript; its
 * island, started by the first touch, animates the answers' height.
 */
export function Faq({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return <Island name="faq" component={FaqList} props={{ name, items }} />;
}
