import type { ComponentType, SVGProps } from 'react';
import { ChartIcon, PercentIcon, UsersIcon } from '@/components/ui/icons';
import { CheckList } from '@/components/offers/check-list';

type ServiceArea = { title: string; description: string; bullets: readonly string[] };

// Finance, HR & People and Tax, in the catalog's order.
const icons: ComponentType<SVGProps<SVGSVGElement>>[] = [ChartIcon, UsersIcon, PercentIcon];

export function ServiceAreas({ items }: { items: readonly ServiceArea[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((area, i) => {
        const Icon = icons[i % icons.length];
        return (
          <li
            key={area.title}
            data-testid="service-area"
            className="rounded-2xl border border-border bg-background p-6 shadow-sm"
          >
            <Icon width={28} height={28} className="text-primary" />
            <h3 className="mt-4 text-xl font-semibold text-foreground">{area.title}</h3>
            <p className="mt-2 text-muted">{area.description}</p>
            <CheckList items={area.bullets} className="mt-5" />
          </li>
        );
      })}
    </ul>
  );
}
