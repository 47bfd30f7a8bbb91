import type { ReactNode } from 'react';
import './globals.css';

// The document lives in app/[locale]/layout.tsx (per-language <html lang>); this root only passes through.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
