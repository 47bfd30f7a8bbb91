import type { MotionStyle } from 'framer-motion';

/**
 * Props for an element inside AnimatePresence that slides `y` px in and out. It comes in by a CSS
 * animation (`[data-presence]` in globals.css; none for reduced motion), so its arrival runs no
 * script; framer-motion runs only its exit, which CSS cannot do for an element React removes. Until
 * the features have loaded (and for reduced motion) it leaves at once.
 */
export function presenceMotion(y: number) {
  return {
    initial: false,
    exit: { opacity: 0, y },
    'data-presence': '',
    // framer-motion sets CSS variables given in `style`; its types know only its own properties.
    style: { '--presence-y': `${y}px` } as MotionStyle,
  } as const;
}
