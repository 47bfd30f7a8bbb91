import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { buildMetadata } from '@/lib/seo/metadata';
import { LegalDocument } from '@/components/sections/legal-document';

type Props = PageProps<'/[locale]/integritetspolicy'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return buildMetadata({ locale, path: paths.privacy, ...loadMessages(locale).Privacy.meta });
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { sections } = loadMessages(locale).Privacy;
  return <LegalDocument namespace="Privacy" path={paths.privacy} sections={sections} email={site.supportEmail} />;
}
