'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import type { CookieBanner } from './cookie-banner';

type Props = ComponentProps<typeof CookieBanner>;

/**
 * The banner shows only after a delay, so its code (with AnimatePresence) loads after hydration
 * instead of in the first load; a plain import() costs less than next/dynamic's loader.
 */
export function DeferredCookieBanner({ text, infoHref }: Props) {
  const [Banner, setBanner] = useState<typeof CookieBanner | null>(null);
  useEffect(() => {
    void import('./cookie-banner').then((module) => setBanner(() => module.CookieBanner));
  }, []);
  return Banner ? <Banner text={text} infoHref={infoHref} /> : null;
}
