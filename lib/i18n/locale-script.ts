import { languageDetectionPaths } from '../routes';
import { decideLocaleRedirect } from './detection';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from './locales';

/**
 * The static target's language detection (docs/architecture.md): a tiny head script on Swedish pages that
 * runs before first paint and sends the visitor to the English twin when decideLocaleRedirect says so.
 */
export function localeRedirectScript(): string {
  const cookie = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(sv|en)(?:;|$)`).source;
  return [
    '(function(){try{',
    `var s=null;try{s=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}`,
    `if(s!=='sv'&&s!=='en'){var m=document.cookie.match(/${cookie}/);s=m?m[1]:null}`,
    `var decide=${decideLocaleRedirect.toString()};`,
    'var n=navigator,l=n.languages&&n.languages.length?n.languages:[n.language||""];',
    `var t=decide({pathname:location.pathname,stored:s,browserLanguages:l,userAgent:n.userAgent,bilingualPaths:${JSON.stringify(languageDetectionPaths)}});`,
    'if(t){document.documentElement.style.visibility="hidden";location.replace(t+location.search+location.hash)}',
    '}catch(e){}})()',
  ].join('');
}
