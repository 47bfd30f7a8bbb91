/** The site's motion timing, for framer's components and the browser's own `animate()` (the FAQ) alike: short, decelerating. */
export const motionTransition = { duration: 0.2, ease: 'easeOut' } as const;

/** The same timing for the browser's own `animate()`: milliseconds, and framer's `easeOut` by its CSS name. */
export const motionKeyframeTiming: KeyframeAnimationOptions = {
  duration: motionTransition.duration * 1000,
  easing: 'ease-out',
};
