import { StarIcon } from '@/components/ui/icons';

export type Testimonial = { quote: string; author: string; role: string; company: string; effect: string };

type TestimonialsProps = {
  items: readonly Testimonial[];
  effectLabel: string;
  /** Accessible rating text, e.g. "Betyg: 5 av 5". */
  ratingLabel: string;
};

const RATING = 5;

export function Testimonials({ items, effectLabel, ratingLabel }: TestimonialsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.author}
          data-testid="testimonial"
          className="flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm"
        >
          <p role="img" aria-label={ratingLabel} className="flex gap-1 text-accent">
            {Array.from({ length: RATING }, (_, i) => (
              <StarIcon key={i} width={18} height={18} />
            ))}
          </p>
          <blockquote className="mt-4 flex-1 text-foreground">
            <p>
              <q>{item.quote}</q>
            </p>
          </blockquote>
          <p className="mt-5 rounded-lg bg-accent-soft p-3 text-sm text-foreground">
            <strong className="font-semibold text-accent">{effectLabel}:</strong> {item.effect}
          </p>
          <p className="mt-5 font-semibold text-foreground">{item.author}</p>
          <p className="text-sm text-muted">
            {item.role}, {item.company}
          </p>
        </li>
      ))}
    </ul>
  );
}
