import { LocalizedLink as Link } from '@/components/ui/localized-link';
import { ArrowRightIcon, PlusIcon } from '@/components/ui/icons';
import type { AppPath } from '@/lib/routes';
import { CheckList } from './check-list';
import { PriceTag } from './price-tag';

type AddOnCardProps = {
  title: string;
  description: string;
  items: readonly string[];
  price: { price: string; period?: string };
  link: { text: string; href: AppPath };
};

/** The additional services that extend a subscription, with their starting price and a link to them. */
export function AddOnCard({ title, description, items, price, link }: AddOnCardProps) {
  return (
    <div data-testid="add-on-card" className="grid gap-8 rounded-3xl border border-border bg-card p-8 md:grid-cols-2">
      <div>
        <h3 className="flex items-center gap-3 text-2xl font-bold text-foreground">
          <PlusIcon className="shrink-0 text-accent" width={24} height={24} />
          {title}
        </h3>
        <p className="mt-3 text-muted">{description}</p>
        <PriceTag price={price.price} period={price.period} className="mt-5" />
        <Link
          href={link.href}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {link.text}
          <ArrowRightIcon width={18} height={18} />
        </Link>
      </div>
      <CheckList items={items} />
    </div>
  );
}
