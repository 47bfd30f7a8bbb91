import { FaqDetails } from './faq-details';

export type FaqItem = { question: string; answer: string };

/** The items of one FAQ: native <details name>, one open at a time, with or without the island. */
export function FaqList({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-2xl border border-border">
      {items.map((item) => (
        <FaqDetails key={item.question} name={name} question={item.question} answer={item.answer} />
      ))}
    </div>
  );
}
