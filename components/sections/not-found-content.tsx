import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/routes';
import { NotFoundLogger } from './not-found-logger';

export function NotFoundContent({ locale }: { locale: Locale }) {
  const text = loadMessages(locale).NotFound;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-foreground">{text.heading}</h1>
      <p className="mt-4 text-lg text-muted">{text.description}</p>
      <ButtonLink href={paths.home} className="mt-8">
        {text.backHome}
      </ButtonLink>
      <NotFoundLogger />
    </section>
  );
}
