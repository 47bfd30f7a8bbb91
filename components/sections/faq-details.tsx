import { PlusIcon } from '@/components/ui/icons';

/**
 * One native <details name> item: it opens and closes by itself, without JavaScript and for reduced motion,
 * one of its group at a time. The FAQ's script island (faq-script.ts) animates the answer's height.
 */
export function FaqDetails({ name, question, answer }: { name: string; question: string; answer: string }) {
  return (
    <details name={name} className="group px-6">
      <summary className="flex cursor-pointer items-center justify-between gap-4 py-5 text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-primary">
        {question}
        <PlusIcon className="faq-icon shrink-0 text-primary transition-transform motion-reduce:transition-none" />
      </summary>
      <div className="overflow-hidden">
        <p className="pb-5 text-muted">{answer}</p>
      </div>
    </details>
  );
}
