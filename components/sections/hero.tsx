import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
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
};

export function Hero({ badge, title, subtitle, description, primary, secondary, actions }: HeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        {badge ? (
          <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">{badge}</p>
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
    </section>
  );
}
