import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/integritetspolicy'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Privacy', { locale, path: paths.privacy });
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { sections } = loadMessages(locale).Privacy;
  return <LegalDocument namespace="Privacy" path={paths.privacy} sections={sections} email={site.supportEmail} />;
}
