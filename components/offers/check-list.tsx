import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** A list of what is included, each line with a decorative check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-foreground">
          <CheckIcon className="mt-0.5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
