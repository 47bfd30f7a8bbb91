// A stand-in for framer-motion in the build that `npm run bench:motion` compares the site with: the
// same components with the animations taken out. `m.div` and kin render the plain element without
// the motion props, AnimatePresence and the providers render their children, and no feature bundle
// is ever loaded, so the FAQ is the native <details> and whatever leaves the DOM leaves at once.
import { createElement } from 'react';

const motionProps = new Set([
  'initial',
  'animate',
  'exit',
  'variants',
  'transition',
  'custom',
  'inherit',
  'whileHover',
  'whileTap',
  'whileFocus',
  'whileInView',
  'viewport',
  'layout',
  'layoutId',
  'onAnimationStart',
  'onAnimationComplete',
  'onUpdate',
]);

const plain = new Map();
function plainElement(tag) {
  if (!plain.has(tag)) {
    const Component = (props) =>
      createElement(tag, Object.fromEntries(Object.entries(props).filter(([key]) => !motionProps.has(key))));
    Component.displayName = `m.${tag}`;
    plain.set(tag, Component);
  }
  return plain.get(tag);
}

export const m = new Proxy({}, { get: (_, tag) => plainElement(tag) });
export const motion = m;
const passThrough = ({ children }) => children;
export const AnimatePresence = passThrough;
export const LazyMotion = passThrough;
export const MotionConfig = passThrough;
export const useReducedMotion = () => false;
export const domMin = {};
export const domAnimation = {};
