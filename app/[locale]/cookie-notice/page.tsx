import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { buildMetadata } from '@/lib/seo/metadata';
import { LegalDocument } from '@/components/sections/legal-document';

type Props = PageProps<'/[locale]/cookie-notice'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return buildMetadata({ locale, path: paths.cookieNotice, ...loadMessages(locale).CookieNotice.meta });
}

export default async function CookieNoticePage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { sections } = loadMessages(locale).CookieNotice;
  return <LegalDocument namespace="CookieNotice" path={paths.cookieNotice} sections={sections} email={site.email} />;
}
