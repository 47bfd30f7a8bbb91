import { ButtonLink } from '@/components/ui/button-link';
import type { AppPath } from '@/lib/routes';
import { PriceTag } from './price-tag';

export type OfferPackage = {
  name: string;
  range: string;
  description: string;
  /** The price as lib/offer.mjs writes it ("fr. 2 495 kr"), or the text for a price by quote. */
  price: string;
  period?: string;
  cta: string;
};

/** Price packages side by side; a package without a period is priced by quote. */
export function PackageCards({ items, href }: { items: readonly OfferPackage[]; href: AppPath }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.name}
          data-testid="package"
          className="flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm"
        >
          <h3 className="text-xl font-semibold text-foreground">{item.name}</h3>
          <p className="mt-1 font-medium text-primary">{item.range}</p>
          <PriceTag price={item.price} period={item.period} className="mt-5" />
          <p className="mt-4 flex-1 text-muted">{item.description}</p>
          <ButtonLink href={href} variant={item.period ? 'primary' : 'secondary'} className="mt-6">
            {item.cta}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
