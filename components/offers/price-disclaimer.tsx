import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';

/** Prices are in SEK excluding VAT, may change, and "fr." is an indicative starting price. */
export async function PriceDisclaimer({ className }: { className?: string }) {
  const t = await getTranslations('Offers');
  return <p className={cn('mx-auto max-w-6xl px-4 pt-6 text-sm text-muted', className)}>{t('disclaimer')}</p>;
}
