export type Step = { title: string; description: string };

const gridColumns = { 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const;

/** How-it-works / process steps, numbered in order; four steps sit in one row on wide screens. */
export function Steps({ items, columns = 3 }: { items: readonly Step[]; columns?: keyof typeof gridColumns }) {
  return (
    <ol className={`grid gap-6 ${gridColumns[columns]}`}>
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
