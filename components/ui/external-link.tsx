import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/** Opens in a new tab, safely, and says so to screen readers. */
export async function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const t = await getTranslations('Common');
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
