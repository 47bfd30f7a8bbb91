import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/cookie-notice'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('CookieNotice', { locale, path: paths.cookieNotice });
}

export default async function CookieNoticePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { sections } = loadMessages(locale).CookieNotice;
  return <LegalDocument namespace="CookieNotice" path={paths.cookieNotice} sections={sections} email={site.email} />;
}
