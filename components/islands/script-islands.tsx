'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { mount as backToTop } from '@/components/layout/back-to-top-script';
import { mount as mainNav } from '@/components/layout/main-nav-script';
import { mount as lazyImage } from '@/components/ui/lazy-image-script';
import { mount as reveal } from '@/components/motion/reveal-script';
import { mount as faq } from '@/components/sections/faq-script';
import { mount as jumpMenu } from '@/components/sections/jump-menu-script';
import { ISLAND_ELEMENT, type islands } from './registry.mjs';

type ScriptIslandName = {
  [N in keyof typeof islands]: (typeof islands)[N]['kind'] extends 'script' ? N : never;
}[keyof typeof islands];

/** Each script island's start, as the registry names its module. */
const mounts: Record<ScriptIslandName, (island: Element) => void> = {
  'back-to-top': backToTop,
  faq,
  'jump-menu': jumpMenu,
  'lazy-image': lazyImage,
  'main-nav': mainNav,
  reveal,
};

const mounted = new WeakSet<Element>();

/**
 * Where Next hydrates the whole page (`npm run dev`, and the full-client build the benchmarks compare): the
 * script islands started once it has, and on each page the router shows. The static export starts them
 * from the islands' loader instead, and never runs this.
 */
export function ScriptIslands() {
  const pathname = usePathname();
  useEffect(() => {
    for (const island of document.querySelectorAll(ISLAND_ELEMENT)) {
      const mount = mounts[island.getAttribute('data-island') as ScriptIslandName];
      if (!mount || mounted.has(island)) continue;
      mounted.add(island);
      mount(island);
    }
  }, [pathname]);
  return null;
}
