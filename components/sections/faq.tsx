import { PlusIcon } from '@/components/ui/icons';

export type FaqItem = { question: string; answer: string };

/** Native <details name>: one item open at a time, collapsible, no JavaScript. */
export function Faq({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-2xl border border-border">
      {items.map((item) => (
        <details key={item.question} name={name} className="group px-6">
          <summary className="flex cursor-pointer items-center justify-between gap-4 py-5 text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-primary">
            {item.question}
            <PlusIcon className="faq-icon shrink-0 text-primary transition-transform motion-reduce:transition-none" />
          </summary>
          <p className="pb-5 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
