import { test as base } from '@playwright/test';
import type { Engine, EngineDriver } from './driver';
import { launchChromium, launchFirefox } from './puppeteer-driver';
import { enginePort, sharedSite, startSiteServer } from './site-server';
import { Visitor } from './visitor';
import { launchWebKit } from './webkit';

export { expect } from '@playwright/test';

export type EngineOptions = {
  /** The engine a project drives. */
  engine: Engine;
  /** The browser tells the page its visitor prefers reduced motion (the screenshots: no fade-ins). */
  prefersReducedMotion: boolean;
  /** The page's own scripts run (false: a browser with JavaScript switched off; the lane's calls still run). */
  javaScript: boolean;
};

const launchers: Record<Engine, (options: { reducedMotion: boolean; javaScript: boolean }) => Promise<EngineDriver>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/**
 * Playwright's test with a worker-scoped `visitor`: the project's engine, launched once per worker and
 * shared by its tests, on the engine's own server of the export.
 */
export const test = base.extend<object, EngineOptions & { visitor: Visitor }>({
  engine: ['firefox', { scope: 'worker', option: true }],
  prefersReducedMotion: [false, { scope: 'worker', option: true }],
  javaScript: [true, { scope: 'worker', option: true }],
  visitor: [
    async ({ engine, prefersReducedMotion, javaScript }, use) => {
      const site = javaScript ? await startSiteServer(enginePort(engine)) : sharedSite();
      try {
        const driver = await launchers[engine]({ reducedMotion: prefersReducedMotion, javaScript });
        console.log(`${engine}: ${driver.version}`);
        try {
          await use(new Visitor(driver, site));
        } finally {
          await driver.close();
        }
      } finally {
        await site.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
