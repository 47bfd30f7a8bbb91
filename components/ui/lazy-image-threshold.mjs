// When a lazy image is due: read by its script (lazy-image-script.ts), which then requests it, and by the
// islands' registry, which loads that script no earlier.

/** Share of the frame that must be on screen before the image is requested. */
export const VISIBILITY_THRESHOLD = 0.1;
