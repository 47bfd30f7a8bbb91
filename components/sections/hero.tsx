import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import type { AppPath } from '@/lib/routes';

export type CallToActionLink = {
  text: string;
  href: AppPath | `${AppPath}#${string}` | `#${string}` | `mailto:${string}`;
};

type HeroProps = {
  badge?: string;
  title: string;
  subtitle?: ReactNode;
  description?: ReactNode;
  primary?: CallToActionLink;
  secondary?: CallToActionLink;
  /** Further buttons after primary and secondary, e.g. an external link. */
  actions?: ReactNode;
  /** A picture beside the text from 1024 px, below it on a tablet, left out on a phone. */
  visual?: ReactNode;
};

export function Hero({ badge, title, subtitle, description, primary, secondary, actions, visual }: HeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-border bg-card">
      <div
        className={cn(
          'mx-auto max-w-6xl px-4 py-16 sm:py-24',
          Boolean(visual) && 'grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]',
        )}
      >
        <div>
          {badge ? (
            <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
              {badge}
            </p>
          ) : null}
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">{title}</h1>
          {subtitle ? <p className="mt-4 max-w-2xl text-xl font-medium text-primary">{subtitle}</p> : null}
          {description ? <p className="mt-4 max-w-2xl text-lg text-muted">{description}</p> : null}
          {primary || secondary || actions ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {primary ? <ButtonLink href={primary.href}>{primary.text}</ButtonLink> : null}
              {secondary ? (
                <ButtonLink href={secondary.href} variant="secondary">
                  {secondary.text}
                </ButtonLink>
              ) : null}
              {actions}
            </div>
          ) : null}
        </div>
        {visual ? <div className="max-w-xl max-sm:hidden">{visual}</div> : null}
      </div>
    </section>
  );
}
