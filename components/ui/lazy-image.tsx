import { cn } from '@/lib/cn';
import { ScriptIsland } from '@/components/islands/island';
import type { ReactNode } from 'react';

export type LazyImageProps = {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** Classes of the frame; the image fills it. */
  className?: string;
  /** Shown until the image has loaded (and if it fails), e.g. a person's initials. Decorative. */
  placeholder?: ReactNode;
};

/** The image's classes once its script has put it in the frame: hidden until loaded, then faded in. */
const imageClass =
  'relative block h-full w-full object-cover opacity-0 transition-opacity duration-500 ease-out group-data-[state=loaded]:opacity-100 motion-reduce:transition-none';

/**
 * An image that loads once it scrolls into view: the placeholder first, then the image fades in. The frame
 * carries the image's attributes until its script (./lazy-image-script.ts) puts the image in; its data-state
 * says where it stands (waiting, loading, loaded, failed) and the CSS shows it. The fade is skipped for
 * visitors who prefer reduced motion; without JavaScript the <noscript> image is shown.
 */
export function LazyImage({ src, srcSet, sizes, alt, width, height, className, placeholder }: LazyImageProps) {
  const imageProps = { src, srcSet, sizes, width, height, decoding: 'async' as const };
  return (
    <ScriptIsland name="lazy-image">
      <span
        data-state="waiting"
        data-image={JSON.stringify({ ...imageProps, alt, className: imageClass })}
        className={cn('group relative block overflow-hidden', className)}
      >
        {placeholder ? (
          <span
            aria-hidden="true"
            data-testid="image-placeholder"
            className="absolute inset-0 flex items-center justify-center group-data-[state=loaded]:hidden"
          >
            {placeholder}
          </span>
        ) : null}
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, fixed-size portrait */}
          <img {...imageProps} alt={alt} loading="lazy" className="relative block h-full w-full object-cover" />
        </noscript>
      </span>
    </ScriptIsland>
  );
}
