/** A price as lib/offer.mjs writes it ("fr. 2 495 kr") with its period ("per månad") when it has one. */
export function PriceTag({ price, period, className }: { price: string; period?: string; className?: string }) {
  return (
    <p data-testid="price" className={className}>
      <span className="text-3xl font-extrabold tracking-tight text-foreground">{price}</span>
      {period ? <span className="text-muted"> {period}</span> : null}
    </p>
  );
}
