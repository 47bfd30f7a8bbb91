/** The site's motion timing, for framer's components and the browser's own `animate()` (the FAQ) alike: short, decelerating. */
export const motionTransition = { duration: 0.2, ease: 'easeOut' } as const;
