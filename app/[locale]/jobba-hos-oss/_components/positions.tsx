import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/routes';

/** An open position; `apply` is its button's text ("Sök tjänsten som lönekonsult"). */
export type Position = { title: string; location: string; type: string; description: string; apply: string };

type PositionsProps = {
  items: readonly Position[];
  locationLabel: string;
  typeLabel: string;
};

/** Open positions, each with location, employment type and an apply button to the contact page. */
export function Positions({ items, locationLabel, typeLabel }: PositionsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((position) => (
        <li
          key={position.title}
          data-testid="position"
          className="flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm"
        >
          <h3 className="text-xl font-semibold text-foreground">{position.title}</h3>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted">{locationLabel}:</dt>
              <dd className="font-medium text-foreground">{position.location}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">{typeLabel}:</dt>
              <dd className="font-medium text-foreground">{position.type}</dd>
            </div>
          </dl>
          <p className="mt-4 flex-1 text-muted">{position.description}</p>
          <ButtonLink href={paths.contact} className="mt-6 self-start">
            {position.apply}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
