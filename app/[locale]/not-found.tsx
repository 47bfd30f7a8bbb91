import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/sections/not-found-content';

// A not-found file gets no params: its locale is the one the layout's pageLocale() gave next-intl.
export default async function LocaleNotFound() {
  return <NotFoundContent locale={await getLocale()} />;
}
