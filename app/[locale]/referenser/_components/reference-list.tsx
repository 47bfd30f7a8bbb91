import { StarIcon } from '@/components/ui/icons';
import { Portrait } from '@/components/ui/portrait';

export type Reference = { quote: string; author: string; role: string; company: string; industry: string };

type ReferenceListProps = {
  items: readonly Reference[];
  /** One portrait slug per item, in order (lib/people.mjs). */
  portraits: readonly string[];
  /** Accessible rating text, e.g. "Betyg: 5 av 5". */
  ratingLabel: string;
  industryLabel: string;
};

const RATING = 5;

/** The references page's testimonials: rating, quote, the person with photo, company and industry. */
export function ReferenceList({ items, portraits, ratingLabel, industryLabel }: ReferenceListProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li
          key={item.author}
          data-testid="reference"
          className="flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="img" aria-label={ratingLabel} className="flex gap-1 text-accent">
              {Array.from({ length: RATING }, (_, star) => (
                <StarIcon key={star} width={18} height={18} />
              ))}
            </p>
            <p className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
              <span className="sr-only">{industryLabel}: </span>
              {item.industry}
            </p>
          </div>
          <blockquote className="mt-4 flex-1 text-foreground">
            <p>
              <q>{item.quote}</q>
            </p>
          </blockquote>
          <div className="mt-6 flex items-center gap-4">
            <Portrait name={item.author} slug={portraits[i] ?? null} size={56} />
            <div>
              <p className="font-semibold text-foreground">{item.author}</p>
              <p className="text-sm text-muted">
                {item.role}, {item.company}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
