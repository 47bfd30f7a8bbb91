import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/villkor'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Terms', { locale, path: paths.terms });
}

export default async function TermsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { sections } = loadMessages(locale).Terms;
  return <LegalDocument namespace="Terms" path={paths.terms} sections={sections} email={site.email} />;
}
