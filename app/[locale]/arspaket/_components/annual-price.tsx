import { PriceTag } from '@/components/offers/price-tag';

type AnnualPriceProps = { label: string; price: { price: string; period?: string }; note: string };

/** The annual package's price note: one starting price and what it assumes. */
export function AnnualPrice({ label, price, note }: AnnualPriceProps) {
  return (
    <div
      data-testid="annual-price"
      className="rounded-3xl border border-border bg-card p-8 md:flex md:items-center md:gap-10"
    >
      <div className="shrink-0">
        <p className="font-semibold text-primary">{label}</p>
        <PriceTag price={price.price} period={price.period} className="mt-2" />
      </div>
      <p className="mt-4 text-muted md:mt-0">{note}</p>
    </div>
  );
}
