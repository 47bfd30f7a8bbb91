import type { Page } from '@playwright/test';

// The header's menu on small screens, a native <details> disclosure: its toggle is the <summary>,
// named by what a press does (open the menu, close it), and the panel is #main-menu. On wide screens
// the same links stand inline in the navigation and the disclosure is not shown.
export const menuToggle = (page: Page) => page.locator('header nav summary');
export const menuDisclosure = (page: Page) => page.locator('header nav details');
export const menuPanel = (page: Page) => page.locator('#main-menu');
/** The navigation's links a visitor sees at the page's width (the wide list, or the open panel's). */
export const visibleNavLinks = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).locator('a').filter({ visible: true });
