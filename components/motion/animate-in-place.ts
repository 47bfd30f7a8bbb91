import { motionKeyframeTiming } from './transition';

/** Each element's running movement, so that a newer one takes its place from where it stands. */
const running = new WeakMap<Element, Animation>();

/**
 * Runs a movement on an element on the browser's own animation engine (no script per frame), with the site's
 * timing, in place of the element's running one: the caller reads where the element stands before it calls,
 * so a movement turned around midway starts there. The end state holds until `onEnd` has run (then the
 * element's own style shows again), and `onEnd` never runs for a movement a newer one replaced. For the script
 * islands that move native HTML: the menus' panels, the FAQ's answers.
 */
export function animateInPlace(
  element: HTMLElement,
  keyframes: Keyframe[] | PropertyIndexedKeyframes,
  onEnd: () => void,
): void {
  running.get(element)?.cancel();
  const animation = element.animate(keyframes, { ...motionKeyframeTiming, fill: 'forwards' });
  running.set(element, animation);
  animation.onfinish = () => {
    if (running.get(element) !== animation) return;
    running.delete(element);
    onEnd();
    animation.cancel();
  };
}

/** Stops an element's running movement, if any, without its end (the browser moved the element itself). */
export function stopInPlace(element: HTMLElement): void {
  running.get(element)?.cancel();
  running.delete(element);
}
