'use client';

import { useMotionReady } from './motion-provider';

/**
 * Props for an element inside AnimatePresence that slides `y` px in and out. Before the features
 * load (and for reduced motion) it renders fully visible: `initial` is never left in the markup.
 */
export function usePresenceMotion(y: number) {
  const ready = useMotionReady();
  const away = { opacity: 0, y };
  return { initial: ready ? away : false, animate: { opacity: 1, y: 0 }, exit: away } as const;
}
