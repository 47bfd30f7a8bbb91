// Loaded on demand by LazyMotion, so framer-motion's animation code is not in the first load.
export { domAnimation } from 'framer-motion';
