import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { DepartmentOfferPage } from '@/components/offers/department-offer-page';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/fdaas'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Fdaas', { locale, path: paths.fdaas });
}

export default async function FdaasPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <DepartmentOfferPage locale={locale} path={paths.fdaas} offer="fdaas" content={loadMessages(locale).Fdaas} />;
}
