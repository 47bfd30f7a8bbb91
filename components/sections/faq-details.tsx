'use client';

import { useRef, useState, type MouseEvent } from 'react';
import { m } from 'framer-motion';
import { PlusIcon } from '@/components/ui/icons';
import { useMotionReady } from '@/components/motion/motion-provider';

type Phase = 'still' | 'opening' | 'closing';

/**
 * One native <details name> item: it opens and closes by itself before hydration, without
 * JavaScript and for reduced motion. Once the animation features are in, the answer's height grows
 * on open and shrinks on close; the item stays open until the answer has closed.
 */
export function FaqDetails({ name, question, answer }: { name: string; question: string; answer: string }) {
  const ready = useMotionReady();
  const details = useRef<HTMLDetailsElement>(null);
  const [phase, setPhase] = useState<Phase>('still');
  // A fresh answer element for each opening: no height left over from the last close.
  const [generation, setGeneration] = useState(0);

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    if (!ready || !details.current) return;
    if (details.current.open) {
      event.preventDefault();
      setPhase('closing');
    } else {
      // Rendered at height 0 before the browser opens the item, so the answer never flashes in full.
      setGeneration((value) => value + 1);
      setPhase('opening');
    }
  };

  // Closed by the browser (another item of the group opened) or by the end of the closing animation.
  const onToggle = () => {
    if (details.current?.open || phase === 'still') return;
    setGeneration((value) => value + 1);
    setPhase('still');
  };

  // Judged by the target reached: an opening cut short by a close reports its end too.
  const onAnimationComplete = (definition: { height?: number | string }) => {
    if (definition.height === 0 && phase === 'closing' && details.current) details.current.open = false;
    else if (definition.height === 'auto' && phase === 'opening') setPhase('still');
  };

  return (
    <details ref={details} name={name} className="group px-6" onToggle={onToggle}>
      <summary
        onClick={onSummaryClick}
        className="flex cursor-pointer items-center justify-between gap-4 py-5 text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-primary"
      >
        {question}
        <PlusIcon className="faq-icon shrink-0 text-primary transition-transform motion-reduce:transition-none" />
      </summary>
      <m.div
        key={generation}
        className="overflow-hidden"
        initial={phase === 'opening' ? { height: 0 } : false}
        animate={phase === 'still' ? undefined : { height: phase === 'opening' ? 'auto' : 0 }}
        onAnimationComplete={onAnimationComplete}
      >
        <p className="pb-5 text-muted">{answer}</p>
      </m.div>
    </details>
  );
}
