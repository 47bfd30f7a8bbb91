import { domMin } from 'framer-motion';
import { animate } from 'framer-motion/dom/mini';
import { motionTransition } from './transition';

/** Animations, variants and exits (no gestures, no layout): MotionProvider loads them after hydration. */
export const motionFeatures = domMin;

/**
 * Animates an element's height from wherever it stands (mid-animation included) to `to` px, on the
 * browser's animation engine: no React render, no script per frame. `onEnd` runs when it ends, and
 * never for one replaced by a newer animation of the same element.
 */
export function animateHeight(element: HTMLElement, to: number, onEnd: () => void): void {
  animate(element, { height: [null, `${to}px`] }, motionTransition).then(onEnd);
}
