import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/routes';
import { NotFoundLogger } from './not-found-logger';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-foreground">{t('heading')}</h1>
      <p className="mt-4 text-lg text-muted">{t('description')}</p>
      <ButtonLink href={paths.home} className="mt-8">
        {t('backHome')}
      </ButtonLink>
      <NotFoundLogger />
    </section>
  );
}
