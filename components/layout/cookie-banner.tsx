'use client';

import { useEffect, useReducer, useRef } from 'react';
import { AnimatePresence, m } from 'framer-motion';
import { ui } from '@/lib/ui';
import {
  COOKIE_CONSENT_KEY,
  cookieBannerReducer,
  initialBannerState,
  readStoredConsent,
} from '@/lib/consent/cookie-consent';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { presenceMotion } from '@/components/motion/presence-motion';

export type CookieBannerText = {
  label: string;
  text: string;
  accept: string;
  decline: string;
  customize: string;
  info: string;
  customizeComingSoon: string;
};

/** The custom property that holds the open banner's height, in px. */
const BANNER_HEIGHT = '--cookie-banner-height';

/** Texts come translated from the server; `infoHref` is the cookie notice in the page's language. */
export function CookieBanner({ text: t, infoHref }: { text: CookieBannerText; infoHref: string }) {
  const [state, dispatch] = useReducer(cookieBannerReducer, initialBannerState);

  useEffect(() => {
    dispatch({ type: 'loaded', stored: readStoredConsent() });
  }, []);

  useEffect(() => {
    if (state.phase !== 'waiting') return;
    const timer = window.setTimeout(() => dispatch({ type: 'delayElapsed' }), ui.cookieBannerDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== 'closed' || !state.store) return;
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, state.consent);
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
  }, [state]);

  // While the banner is open it covers the bottom of the screen: its height goes to the page's CSS
  // (app/globals.css), which keeps what the keyboard focuses scrolled above it and lets the end of the
  // page be scrolled past it.
  const section = useRef<HTMLElement>(null);
  const visible = state.phase === 'visible';
  useEffect(() => {
    const element = section.current;
    if (!visible || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(BANNER_HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BANNER_HEIGHT);
    };
  }, [visible]);

  const customize = () => {
    window.alert(t.customizeComingSoon);
    dispatch({ type: 'customize' });
  };
  const small = '!px-4 !py-2 text-sm';

  return (
    <AnimatePresence>
      {visible ? (
        <m.section
          ref={section}
          key="cookie-banner"
          aria-label={t.label}
          data-testid="cookie-banner"
          {...presenceMotion(16)}
          className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background p-4 shadow-[0_-4px_24px_rgba(0,0,0,0.12)]"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <p className="text-sm text-foreground">{t.text}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={cn(buttonStyles.primary, small)}
                onClick={() => dispatch({ type: 'accept' })}
              >
                {t.accept}
              </button>
              <button
                type="button"
                className={cn(buttonStyles.secondary, small)}
                onClick={() => dispatch({ type: 'decline' })}
              >
                {t.decline}
              </button>
              <button type="button" className={cn(buttonStyles.secondary, small)} onClick={customize}>
                {t.customize}
              </button>
              <a href={infoHref} target="_blank" rel="noopener noreferrer" className={cn(buttonStyles.ghost, small)}>
                {t.info}
              </a>
            </div>
          </div>
        </m.section>
      ) : null}
    </AnimatePresence>
  );
}
