import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from './locales';

/**
 * Head-script source that sets `s` to the visitor's stored language choice, 'sv', 'en' or null: the
 * localStorage entry, else the language cookie. The cookie is read only where localStorage cannot be read
 * or holds something that is no choice. The English pages write the two together, so with localStorage
 * working and empty there is no cookie of ours either, and reading `document.cookie` asks the browser's
 * cookie store synchronously while the page waits to be painted (docs/performance.md, "Levers measured").
 */
export function storedChoiceScript(): string {
  const cookie = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(sv|en)(?:;|$)`).source;
  return [
    `var s;try{s=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}`,
    `if(s!=='sv'&&s!=='en'){var m=s===null?null:document.cookie.match(/${cookie}/);s=m?m[1]:null}`,
  ].join('');
}
