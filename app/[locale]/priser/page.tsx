import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { swedishOnlyParams, swedishPageLocale } from '@/lib/i18n/page-locale';
import { paths } from '@/lib/routes';
import { movedPageTarget } from '@/lib/route-table.mjs';
import { buildMetadata } from '@/lib/seo/metadata';
import { ButtonLink } from '@/components/ui/button-link';

// /priser was replaced (lib/route-table.mjs): hosts that read the export's rule files answer 301 and
// the edge middleware 308; this page forwards at once on hosts that read none. Swedish only.
export const dynamicParams = false;

function forwardTarget(): string {
  const target = movedPageTarget(paths.prices);
  if (!target) throw new Error(`${paths.prices} is not a moved page in lib/route-table.mjs.`);
  return target;
}
const target = forwardTarget();

export function generateStaticParams() {
  return [swedishOnlyParams];
}

type Props = PageProps<'/[locale]/priser'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await swedishPageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Priser' });
  return buildMetadata({
    locale,
    path: paths.prices,
    canonicalPath: target,
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

export default async function PriserPage({ params }: Props) {
  await swedishPageLocale(params);
  const t = await getTranslations('Priser');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <h1 className="text-3xl font-bold text-foreground">{t('heading')}</h1>
      <p className="mt-4 text-lg text-muted">{t('text')}</p>
      <ButtonLink href={target} className="mt-8">
        {t('link')}
      </ButtonLink>
    </section>
  );
}
