import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { DepartmentOfferPage } from '@/components/offers/department-offer-page';

type Props = PageProps<'/[locale]/pdaas'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return buildMetadata({ locale, path: paths.pdaas, ...loadMessages(locale).Pdaas.meta });
}

export default async function PdaasPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <DepartmentOfferPage locale={locale} path={paths.pdaas} content={loadMessages(locale).Pdaas} />;
}
