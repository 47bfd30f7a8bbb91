type KeyFigure = { value: string; label: string; description: string };

/** Figures with their label and a sentence each: the home page's why-us and the team page's achievements. */
export function KeyFigures({ items }: { items: readonly KeyFigure[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} data-testid="key-figure" className="rounded-2xl border border-border bg-card p-6">
          <dt>
            <span className="block text-4xl font-extrabold text-primary">{item.value}</span>
            <span className="mt-1 block font-semibold text-foreground">{item.label}</span>
          </dt>
          <dd className="mt-3 text-sm text-muted">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
