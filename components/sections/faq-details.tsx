'use client';

import { useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { PlusIcon } from '@/components/ui/icons';
import { useMotionTools } from '@/components/motion/motion-provider';

/**
 * One native <details name> item: it opens and closes by itself before hydration, without
 * JavaScript and for reduced motion. Once the animation tools are in, the click itself opens the
 * item and grows the answer's height, or shrinks it and closes the item at the end: no React render
 * between the click and the next frame, so it answers as fast as the plain element.
 */
export function FaqDetails({ name, question, answer }: { name: string; question: string; answer: string }) {
  const tools = useMotionTools();
  const details = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closing = useRef(false);

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    const item = details.current;
    const answerPanel = panel.current;
    if (!tools || !item || !answerPanel) return;
    event.preventDefault();
    if (item.open && !closing.current) {
      closing.current = true;
      tools.animateHeight(answerPanel, 0, () => {
        closing.current = false;
        item.open = false;
        answerPanel.style.height = '';
      });
      return;
    }
    // Closed, or closing and clicked again: grows from where it stands. Opening the item closes the
    // group's open one, as the browser does.
    closing.current = false;
    if (!item.open) {
      answerPanel.style.height = '0px';
      item.open = true;
    }
    tools.animateHeight(answerPanel, answerPanel.scrollHeight, () => {
      answerPanel.style.height = '';
    });
  };

  // One open at a time where the browser does not do it for <details name> itself (before Chrome 120,
  // Safari 17.2, Firefox 130); where it does, there is no other open item to close.
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const item = event.currentTarget;
    if (!item.open) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
      if (other !== item && other.getAttribute('name') === name && other.open) other.open = false;
    }
  };

  return (
    <details ref={details} name={name} onToggle={closeOthers} className="group px-6">
      <summary
        onClick={onSummaryClick}
        className="flex cursor-pointer items-center justify-between gap-4 py-5 text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-primary"
      >
        {question}
        <PlusIcon className="faq-icon shrink-0 text-primary transition-transform motion-reduce:transition-none" />
      </summary>
      <div ref={panel} className="overflow-hidden">
        <p className="pb-5 text-muted">{answer}</p>
      </div>
    </details>
  );
}
