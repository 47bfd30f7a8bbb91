import { Suspense, lazy, useState } from 'react';

export type Toast = { variant: 'success' | 'destructive'; title: string; description: string };

const loadPresence = () => import('./toast-presence');
const ToastPresence = lazy(() => loadPresence().then((module) => ({ default: module.ToastPresence })));

/** Fetches the toasts' code ahead of the first toast (the form calls it when the visitor starts typing). */
export const preloadToasts = () => void loadPresence();

/**
 * Two live regions that are always in the page, so that screen readers announce what appears in
 * them: success politely (role=status), errors at once (role=alert). What comes and goes in them loads
 * with the first toast.
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
  // Once there, the toasts stay mounted: a toast that goes runs its exit.
  const [shown, setShown] = useState(false);
  if (toast && !shown) setShown(true);
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed right-4 top-20 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2"
    >
      {(['success', 'destructive'] as const).map((variant) => (
        <div key={variant} role={variant === 'success' ? 'status' : 'alert'}>
          {shown ? (
            <Suspense fallback={null}>
              <ToastPresence
                toast={toast?.variant === variant ? toast : null}
                dismissLabel={dismissLabel}
                onDismiss={onDismiss}
              />
            </Suspense>
          ) : null}
        </div>
      ))}
    </section>
  );
}
