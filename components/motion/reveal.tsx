'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { m, type Variants } from 'framer-motion';
import { useMotionReady } from './motion-provider';

const variants: Variants = {
  waiting: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: 0.4, ease: 'easeOut' } },
};

/**
 * Fades a block in as it enters the viewport. The server HTML is never hidden: only a block still
 * below the viewport when the animation features arrive waits (out of sight, by opacity and
 * transform, which move no layout); the first screen, no-JS visitors and reduced motion get none.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ready = useMotionReady();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'none' | 'waiting' | 'shown'>('none');

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element || element.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        setState('shown');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready]);

  return (
    <m.div ref={ref} data-reveal={state} variants={variants} animate={state === 'none' ? undefined : state}>
      {children}
    </m.div>
  );
}
