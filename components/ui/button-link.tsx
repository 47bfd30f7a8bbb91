import type { ComponentProps } from 'react';
import { LocalizedLink as Link } from '@/components/ui/localized-link';
import { cn } from '@/lib/cn';
import { buttonStyles, type ButtonVariant } from './button-styles';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** A link that looks like a button; internal, locale-aware. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonStyles[variant], className)} {...props} />;
}
