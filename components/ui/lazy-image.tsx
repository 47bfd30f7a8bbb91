'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

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

/** Share of the frame that must be on screen before the image is requested. */
export const VISIBILITY_THRESHOLD = 0.1;

type State = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that loads once it scrolls into view: the placeholder first, then the image fades in.
 * The fade is skipped for visitors who prefer reduced motion; without JavaScript the <noscript>
 * image is shown as usual.
 */
export function LazyImage({ src, srcSet, sizes, alt, width, height, className, placeholder }: LazyImageProps) {
  const [state, setState] = useState<State>('waiting');

  // A ref callback rather than an effect: the observer lives exactly as long as the frame.
  const frame = useCallback((node: HTMLSpanElement | null) => {
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState((current) => (current === 'waiting' ? 'loading' : current));
          observer.disconnect();
        }
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // A cached image can be complete before React attaches onLoad.
  const imageRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, []);

  const imageProps = { src, srcSet, sizes, width, height, decoding: 'async' as const };
  const loaded = state === 'loaded';

  return (
    <span ref={frame} data-state={state} className={cn('relative block overflow-hidden', className)}>
      {placeholder && !loaded ? (
        <span
          aria-hidden="true"
          data-testid="image-placeholder"
          className="absolute inset-0 flex items-center justify-center"
        >
          {placeholder}
        </span>
      ) : null}
      {state === 'waiting' ? (
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, fixed-size portrait */}
          <img {...imageProps} alt={alt} loading="lazy" className="relative block h-full w-full object-cover" />
        </noscript>
      ) : state === 'failed' ? null : (
        // eslint-disable-next-line @next/next/no-img-element -- static export, fixed-size portrait
        <img
          {...imageProps}
          alt={alt}
          ref={imageRef}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cn(
            'relative block h-full w-full object-cover transition-opacity duration-500 ease-out motion-reduce:transition-none',
            loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </span>
  );
}
