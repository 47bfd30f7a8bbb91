import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// HTML_CodeSniffer, the engine pa11y runs by default, for what it reads differently from axe (it
// checks every form field for a name unless the field is aria-hidden, whatever CSS hides it).
const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** Puts HTML_CodeSniffer into every document the page loads (not subject to its CSP). Call before page.goto. */
export async function loadHtmlcs(page: Page): Promise<void> {
  await page.addInitScript({ content: htmlcsSource });
}

/**
 * The errors pa11y would report (WCAG2AA, type error) for the elements inside `within`, one line each:
 * the rule's code and the element's opening tag. Needs loadHtmlcs before the navigation.
 */
export async function htmlcsErrors(page: Page, within: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; element: Element };
        type Htmlcs = {
          process: (
            standard: string,
            content: Document,
            done: () => void,
            failed: () => void,
            language: string,
          ) => void;
          getMessages: () => Message[];
        };
        const htmlcs = (window as unknown as { HTMLCS?: Htmlcs }).HTMLCS;
        if (!htmlcs) return reject(new Error('HTML_CodeSniffer is not in the page: call loadHtmlcs(page) first'));
        const scope = document.querySelector(selector);
        if (!scope) return reject(new Error(`nothing matches ${selector}`));
        const ERROR = 1;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === ERROR && scope.contains(message.element))
                .map((message) => `${message.code}: ${message.element.outerHTML.replace(/>[\s\S]*$/, '>')}`),
            ),
          () => reject(new Error('HTML_CodeSniffer failed')),
          'en',
        );
      }),
    within,
  );
}
