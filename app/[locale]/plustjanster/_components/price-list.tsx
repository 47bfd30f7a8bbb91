import { PriceTag } from '@/components/offers/price-tag';

export type PriceRow = { label: string; description: string; price: string; period?: string };

/** The additional services' prices: by the month, and the hourly rates. */
export function PriceList({ items }: { items: readonly PriceRow[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((row) => (
        <li
          key={row.label}
          data-testid="price-row"
          className="flex flex-col rounded-2xl border border-border bg-card p-6"
        >
          <h3 className="text-lg font-semibold text-foreground">{row.label}</h3>
          <PriceTag price={row.price} period={row.period} className="mt-3" />
          <p className="mt-3 text-muted">{row.description}</p>
        </li>
      ))}
    </ul>
  );
}
