'use client';

import { AnimatePresence, m } from 'framer-motion';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { presenceMotion } from '@/components/motion/presence-motion';
import { MotionProvider } from '@/components/motion/motion-provider';
import type { Toast } from './form-toast';

type ToastPresenceProps = {
  /** The toast this live region shows, or null. */
  toast: Toast | null;
  dismissLabel: string;
  onDismiss: () => void;
};

/**
 * A toast coming and going (framer-motion's exit, through LazyMotion): loaded with the form's first toast,
 * or ahead of it once the visitor starts typing, so that the form's first load carries no animation code.
 */
export function ToastPresence({ toast, dismissLabel, onDismiss }: ToastPresenceProps) {
  return (
    <MotionProvider>
      <AnimatePresence>
        {toast ? (
          <ToastCard
            key={toast.title + toast.description}
            toast={toast}
            dismissLabel={dismissLabel}
            onDismiss={onDismiss}
          />
        ) : null}
      </AnimatePresence>
    </MotionProvider>
  );
}

function ToastCard({ toast, dismissLabel, onDismiss }: { toast: Toast; dismissLabel: string; onDismiss: () => void }) {
  const destructive = toast.variant === 'destructive';
  const Icon = destructive ? AlertCircleIcon : CheckCircleIcon;
  return (
    <m.div
      data-testid="toast"
      data-variant={toast.variant}
      {...presenceMotion(-8)}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg',
        destructive
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'border-border bg-background text-foreground',
      )}
    >
      <Icon className={cn('mt-0.5 shrink-0', destructive ? 'text-red-700 dark:text-red-300' : 'text-primary')} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        <p className="mt-1 text-sm break-words">{toast.description}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="shrink-0 rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
      >
        <CloseIcon width={16} height={16} />
      </button>
    </m.div>
  );
}
