import type { ComponentType, SVGProps } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { CalendarIcon, ChartIcon, UsersIcon } from '@/components/ui/icons';
import { CheckList } from '@/components/offers/check-list';
import { PriceTag } from '@/components/offers/price-tag';
import type { AppPath } from '@/lib/routes';
import { cn } from '@/lib/cn';

/** The colour themes a subscription card can take. */
export type SubscriptionTheme = 'fdaas' | 'pdaas' | 'arspaket';

export type SubscriptionCard = {
  theme: SubscriptionTheme;
  title: string;
  subtitle: string;
  price: string;
  period?: string;
  description: string;
  features: readonly string[];
  button: { text: string; href: AppPath };
};

const themes: Record<SubscriptionTheme, { Icon: ComponentType<SVGProps<SVGSVGElement>>; className: string }> = {
  fdaas: { Icon: ChartIcon, className: 'border-t-primary text-primary' },
  pdaas: { Icon: UsersIcon, className: 'border-t-accent text-accent' },
  arspaket: {
    Icon: CalendarIcon,
    className: 'border-t-emerald-700 text-emerald-700 dark:border-t-emerald-400 dark:text-emerald-400',
  },
};

export function SubscriptionCards({ items }: { items: readonly SubscriptionCard[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map(({ theme, ...card }) => {
        const { Icon, className } = themes[theme];
        return (
          <li
            key={theme}
            data-testid="subscription-card"
            className={cn(
              'flex flex-col rounded-2xl border border-t-4 border-border bg-background p-6 shadow-sm',
              className,
            )}
          >
            <Icon width={32} height={32} />
            <h3 className="mt-4 text-2xl font-bold text-foreground">{card.title}</h3>
            <p className="mt-1 font-medium text-muted">{card.subtitle}</p>
            <PriceTag price={card.price} period={card.period} className="mt-5" />
            <p className="mt-4 text-muted">{card.description}</p>
            <CheckList items={card.features} className="mt-6 flex-1 content-start" />
            <ButtonLink href={card.button.href} className="mt-8">
              {card.button.text}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
