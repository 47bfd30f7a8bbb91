type WhyUsItem = { value: string; label: string; description: string };

export function WhyUs({ items }: { items: readonly WhyUsItem[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-border bg-card p-6">
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
