import { ButtonLink } from '@/components/ui/button-link';
import type { CallToActionLink } from './hero';

type CallToActionProps = {
  title: string;
  description: string;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
};

export function CallToAction({ title, description, primary, secondary }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pt-20">
      <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={primary.href} className="!bg-primary-foreground !text-primary">
            {primary.text}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="ghost" className="!text-primary-foreground">
              {secondary.text}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
