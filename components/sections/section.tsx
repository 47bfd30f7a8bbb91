import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionProps = { id?: string; heading: string; intro?: string; children: ReactNode; className?: string };

/** A page section with its heading (it names the region for assistive technology); revealed as it scrolls in. */
export function Section({ id, heading, intro, children, className }: SectionProps) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9åäö]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('mx-auto max-w-6xl px-4 pt-20', className)}>
      {/* Faded in by the page's one Reveal (components/motion/reveal.tsx) when it scrolls in. */}
      <div data-reveal="none">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-foreground">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
