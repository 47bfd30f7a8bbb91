import { AnimatePresence, m } from 'framer-motion';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { presenceMotion } from '@/components/motion/presence-motion';

export type Toast = { variant: 'success' | 'destructive'; title: string; description: string };

/**
 * Two live regions that are always in the page, so that screen readers announce what appears in
 * them: success politely (role=status), errors at once (role=alert).
 */
export function FormToasts({
  toast,
  label,
  dismissLabel,
  onDismiss,
}: {
  toast: Toast | null;
  label: string;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed right-4 top-20 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2"
    >
      {(['success', 'destructive'] as const).map((variant) => (
        <div key={variant} role={variant === 'success' ? 'status' : 'alert'}>
          <AnimatePresence>
            {toast?.variant === variant ? (
              <ToastCard
                key={toast.title + toast.description}
                toast={toast}
                dismissLabel={dismissLabel}
                onDismiss={onDismiss}
              />
            ) : null}
          </AnimatePresence>
        </div>
      ))}
    </section>
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
