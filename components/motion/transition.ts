/** The site's motion timing, for framer's components and its WAAPI `animate` alike: short, decelerating. */
export const motionTransition = { duration: 0.2, ease: 'easeOut' } as const;
