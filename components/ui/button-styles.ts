import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The looks of a button, for links and buttons alike; apart from ButtonLink, so islands take them without Next's link. */
export const buttonStyles: Record<ButtonVariant, string> = {
  primary: cn(base, 'bg-primary text-primary-foreground hover:opacity-90'),
  secondary: cn(base, 'border border-border bg-background text-foreground hover:bg-card'),
  ghost: cn(base, 'text-primary underline-offset-4 hover:underline'),
};
