import { getTranslations } from 'next-intl/server';
import { initialsOf, portrait } from '@/lib/people.mjs';
import { cn } from '@/lib/cn';
import { LazyImage } from './lazy-image';

type PortraitProps = {
  name: string;
  /** The portrait's file name in public/people/ (lib/people.mjs); null shows the initials only. */
  slug: string | null;
  /** Displayed size in CSS pixels (the frame is square). */
  size: number;
  className?: string;
};

/** A round portrait of a person: their initials until the photo has loaded, or for good without one. */
export async function Portrait({ name, slug, size, className }: PortraitProps) {
  const t = await getTranslations('Images');
  const frame = cn('shrink-0 rounded-full bg-accent-soft', className);
  const style = { width: size, height: size };
  const initials = (
    <span data-testid="initials" className="font-bold text-accent" style={{ fontSize: Math.round(size / 2.6) }}>
      {initialsOf(name)}
    </span>
  );

  if (!slug) {
    return (
      <span aria-hidden="true" className={cn(frame, 'flex items-center justify-center')} style={style}>
        {initials}
      </span>
    );
  }

  const image = portrait(slug);
  return (
    <span className={cn(frame, 'block overflow-hidden')} style={style}>
      <LazyImage
        {...image}
        sizes={`${size}px`}
        alt={t('portraitAlt', { name })}
        className="h-full w-full rounded-full"
        placeholder={initials}
      />
    </span>
  );
}
