'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, useReducedMotion, type FeatureBundle } from 'framer-motion';
import { idle } from '@/lib/when-idle';
import { motionTransition } from './transition';

/** Without features `m` components render their props as plain elements and AnimatePresence removes at once. */
const noFeatures = {} as FeatureBundle;

const MotionReadyContext = createContext(false);

/** True once the animation features have loaded: until they do (and for reduced motion, always) nothing animates. */
export function useMotionReady(): boolean {
  return useContext(MotionReadyContext);
}

/**
 * framer-motion for the whole page through LazyMotion: `m` components render with the server HTML
 * at once, and the feature bundle loads once the page is idle after hydration (never in the first
 * load, never inside its long tasks). Visitors who prefer reduced motion never load it. `strict`
 * refuses a full `motion` component.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion();
  const [ready, setReady] = useState(false);
  const loadFeatures = () =>
    idle()
      .then(() => import('./motion-features'))
      .then((module) => {
        // Marks the moment animations can run (the end-to-end tests wait for it, as for data-hydrated).
        document.documentElement.setAttribute('data-motion', 'ready');
        setReady(true);
        return module.motionFeatures;
      });
  return (
    <LazyMotion features={reduced ? noFeatures : loadFeatures} strict>
      <MotionConfig reducedMotion="user" transition={motionTransition}>
        <MotionReadyContext.Provider value={ready}>{children}</MotionReadyContext.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}
