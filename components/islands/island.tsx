import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { ContactForm } from '@/components/contact/contact-form';
import type { CookieBanner } from '@/components/layout/cookie-banner';
import type { SiteSearch } from '@/components/search/site-search';
import type { ThemeToggle } from '@/components/layout/theme-toggle';
import { ISLAND_ELEMENT, type islands } from './registry.mjs';

type Islands = typeof islands;
type ReactIslandName = { [N in keyof Islands]: Islands[N]['kind'] extends 'react' ? N : never }[keyof Islands];
type ScriptIslandName = Exclude<keyof Islands, ReactIslandName>;

/** The component each react island renders on the server (components/islands/registry.mjs names its module). */
type ReactIslandComponents = {
  'theme-toggle': typeof ThemeToggle;
  'cookie-banner': typeof CookieBanner;
  'contact-form': typeof ContactForm;
  'site-search': typeof SiteSearch;
};

/** Every react island of the registry has its component here, and nothing else is one. */
type Exact<T extends Record<ReactIslandName, unknown>> = Exclude<keyof T, ReactIslandName> extends never ? T : never;

type IslandProps<N extends ReactIslandName> = {
  name: N;
  component: Exact<ReactIslandComponents>[N];
  /** What the island is hydrated with in the browser: JSON, nothing else (no functions, no elements). */
  props: ComponentProps<ReactIslandComponents[N]>;
};

/**
 * A react island: its component rendered here as part of the page, inside an element that names the island
 * and carries its props, with which the islands' loader hydrates it on a root of its own. In `npm run dev`
 * the element is inert and Next hydrates the whole page.
 */
export function Island<N extends ReactIslandName>({ name, component, props }: IslandProps<N>) {
  const Component = component as ComponentType<object>;
  return createElement(
    ISLAND_ELEMENT,
    { 'data-island': name, 'data-props': JSON.stringify(props) },
    <Component {...props} />,
  );
}

/** A script island: markup rendered here, which its script (components/islands/registry.mjs) reads and changes. */
export function ScriptIsland({ name, children }: { name: ScriptIslandName; children?: ReactNode }) {
  return createElement(ISLAND_ELEMENT, { 'data-island': name }, children);
}
