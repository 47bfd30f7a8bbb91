import { languageDetectionPaths } from '../routes';
import { decideLocaleRedirect } from './detection';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from './locales';
import { storedChoiceScript } from './stored-choice';

/** The language cookie's attributes: the whole site, a year, sent on the site's own navigations. */
const COOKIE_ATTRIBUTES = '; path=/; max-age=31536000; samesite=lax';

/**
 * The static target's language detection (docs/architecture.md): a tiny head script on Swedish pages that
 * runs before first paint and sends the visitor to the English twin when decideLocaleRedirect says so.
 */
export function localeRedirectScript(): string {
  return [
    '(function(){try{',
    storedChoiceScript(),
    `var decide=${decideLocaleRedirect.toString()};`,
    'var n=navigator,l=n.languages&&n.languages.length?n.languages:[n.language||""];',
    `var t=decide({pathname:location.pathname,stored:s,browserLanguages:l,userAgent:n.userAgent,bilingualPaths:${JSON.stringify(languageDetectionPaths)}});`,
    'if(t){document.documentElement.style.visibility="hidden";location.replace(t+location.search+location.hash)}',
    '}catch(e){}})()',
  ].join('');
}

/**
 * The English pages' head script: the page's language is saved as the visitor's choice (localStorage,
 * and the NEXT_LOCALE cookie for the edge target's middleware) before anything else runs, so a visitor
 * who leaves /en at once has it. A click on a link to a Swedish page of the same content (the language
 * toggle, `hreflang="sv"`) saves Swedish before the browser leaves, or the Swedish page would read "en"
 * and send the visitor back. Both work before the page has hydrated.
 */
export function localeSaveScript(): string {
  return [
    '(function(){function s(l){',
    `try{localStorage.setItem(${JSON.stringify(LOCALE_STORAGE_KEY)},l)}catch(e){}`,
    `document.cookie=${JSON.stringify(`${LOCALE_COOKIE}=`)}+l+${JSON.stringify(COOKIE_ATTRIBUTES)}}`,
    's("en");',
    `document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest('a[hreflang="sv"]'))s("sv")})`,
    '})()',
  ].join('');
}
