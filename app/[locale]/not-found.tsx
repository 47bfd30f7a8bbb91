import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/sections/not-found-content';

// A not-found file gets no params: the locale is the one its page's pageLocale() gave next-intl.
export default async function LocaleNotFound() {
  return <NotFoundContent locale={await getLocale()} />;
}
