import { FaqDetails } from './faq-details';

export type FaqItem = { question: string; answer: string };

/** Native <details name>: one item open at a time, collapsible, with or without JavaScript. */
export function Faq({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-2xl border border-border">
      {items.map((item) => (
        <FaqDetails key={item.question} name={name} question={item.question} answer={item.answer} />
      ))}
    </div>
  );
}
