'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import { parseConsent, readStoredConsent } from '@/lib/consent/cookie-consent';
import { whenIdle } from '@/lib/when-idle';
import type { CookieBanner } from './cookie-banner';

type Props = ComponentProps<typeof CookieBanner>;

/**
 * The banner shows only after a delay, so its code (with AnimatePresence) loads once the page is idle
 * after hydration instead of in the first load or its long tasks, and never for a visitor who has
 * already chosen; a plain import() costs less than next/dynamic's loader.
 */
export function DeferredCookieBanner({ text, infoHref }: Props) {
  const [Banner, setBanner] = useState<typeof CookieBanner | null>(null);
  useEffect(() => {
    if (parseConsent(readStoredConsent())) return;
    let mounted = true;
    const cancel = whenIdle(() => {
      void import('./cookie-banner').then((module) => {
        if (mounted) setBanner(() => module.CookieBanner);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return Banner ? <Banner text={text} infoHref={infoHref} /> : null;
}
