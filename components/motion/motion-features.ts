import { domMin } from 'framer-motion';

/** Animations, variants and exits (no gestures, no layout): MotionProvider loads them after hydration. */
export const motionFeatures = domMin;
