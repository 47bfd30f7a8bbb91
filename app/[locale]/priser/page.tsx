import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { paths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { ButtonLink } from '@/components/ui/button-link';

// /priser was replaced by /vara-abonnemang (SPEC §2). Hosts that read out/_redirects answer 301 and the
// edge middleware 308; this page forwards at once on hosts that ignore rule files. Swedish only.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: 'sv' }];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'sv', namespace: 'Priser' });
  return buildMetadata({
    locale: 'sv',
    path: paths.prices,
    canonicalPath: paths.subscriptions,
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

export default async function PriserPage() {
  setRequestLocale('sv');
  const t = await getTranslations('Priser');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <meta httpEquiv="refresh" content={`0; url=${paths.subscriptions}`} />
      <h1 className="text-3xl font-bold text-foreground">{t('heading')}</h1>
      <p className="mt-4 text-lg text-muted">{t('text')}</p>
      <ButtonLink href={paths.subscriptions} className="mt-8">
        {t('link')}
      </ButtonLink>
    </section>
  );
}
