'use client';

import { useEffect } from 'react';

/** Logs the path the visitor tried, so broken inbound links show up in the console. */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return null;
}
