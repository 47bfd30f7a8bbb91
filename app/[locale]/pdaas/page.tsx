import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { DepartmentOfferPage } from '@/components/offers/department-offer-page';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/pdaas'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Pdaas', { locale, path: paths.pdaas });
}

export default async function PdaasPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <DepartmentOfferPage locale={locale} path={paths.pdaas} offer="pdaas" content={loadMessages(locale).Pdaas} />;
}
