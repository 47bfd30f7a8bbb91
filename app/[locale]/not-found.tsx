import { NotFoundContent } from '@/components/sections/not-found-content';

export default function LocaleNotFound() {
  return <NotFoundContent />;
}
