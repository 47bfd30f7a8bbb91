export type Step = { title: string; description: string };

/** How-it-works / process steps, numbered in order. */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {items.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-border bg-card p-6">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-foreground">{step.title}</h3>
          <p className="mt-2 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
