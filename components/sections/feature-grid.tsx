import { LocalizedLink as Link } from '@/components/ui/localized-link';
import type { AppPath } from '@/lib/routes';
import { ArrowRightIcon } from '@/components/ui/icons';

export type FeatureCard = { title: string; description?: string; link?: { text: string; href: AppPath } };

const gridColumns = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const;

export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: readonly FeatureCard[];
  columns?: keyof typeof gridColumns;
}) {
  return (
    <ul className={`grid gap-6 ${gridColumns[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-foreground">{item.title}</h3>
          {/* An offer's item may have no description: its title says it all. */}
          {item.description ? <p className="mt-3 flex-1 text-muted">{item.description}</p> : null}
          {item.link ? (
            <Link
              href={item.link.href}
              className="mt-5 inline-flex items-center gap-2 font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              {item.link.text}
              <ArrowRightIcon width={18} height={18} />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
