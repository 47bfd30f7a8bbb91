'use client';

import { useCallback, useState } from 'react';
import type { Variants } from 'framer-motion';
import { useMotionReady } from './motion-provider';

const variants: Variants = {
  open: { opacity: [0, 1], y: [-8, 0] },
  closed: { opacity: 0, y: -8 },
};

/**
 * Open state of a panel that stays in the DOM while closed (its links are in the HTML, and a closed
 * menu still marks the current item): it shows at once, and on closing fades out before it hides.
 */
export function usePanelMotion() {
  const ready = useMotionReady();
  const [open, setOpenState] = useState(false);
  const [closing, setClosing] = useState(false);

  const setOpen = useCallback(
    (next: boolean) => {
      if (open && !next && ready) setClosing(true);
      if (next) setClosing(false);
      setOpenState(next);
    },
    [open, ready],
  );

  return {
    open,
    setOpen,
    /** Whether the panel is displayed: open, or still fading out. */
    shown: open || closing,
    motion: {
      variants,
      // Nothing animates before the first toggle: the server HTML carries no motion style.
      animate: !ready ? undefined : open ? 'open' : closing ? 'closed' : undefined,
      onAnimationComplete: (definition: unknown) => {
        if (definition === 'closed') setClosing(false);
      },
    },
  };
}
