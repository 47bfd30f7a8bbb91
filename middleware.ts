import { NextResponse, type NextRequest } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing, LOCALE_COOKIE } from './lib/i18n/routing';
import { decideLocaleRedirect, parseAcceptLanguage } from './lib/i18n/detection';
import { languageDetectionPaths } from './lib/routes';
import { canonicalPath, isMissingEnglishPage, movedPageTarget, notFoundPageFor } from './lib/route-table.mjs';

// Edge target only (the static export has no server code; scripts/build/build.mjs sets it aside there).
const intl = createIntlMiddleware(routing);

export default function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // The route table's rules first: a moved page, then the canonical form of a page URL (/x.html → /x;
  // Next itself strips a trailing slash). One hop: /priser.html goes straight to the new page.
  const clean = canonicalPath(pathname);
  const target = movedPageTarget(clean) ?? (clean === pathname || `${clean}/` === pathname ? null : clean);
  if (target) return NextResponse.redirect(new URL(`${target}${search}`, request.url), 308);

  // An English URL without a page gets the English 404 page (Next's own fallback is Swedish), as it
  // was pre-rendered, so the same bytes and the same CSP answer every such miss.
  if (isMissingEnglishPage(clean)) {
    return NextResponse.rewrite(new URL(notFoundPageFor(clean), request.url), { status: 404 });
  }

  const localized = decideLocaleRedirect({
    pathname,
    stored: request.cookies.get(LOCALE_COOKIE)?.value,
    browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
    userAgent: request.headers.get('user-agent') ?? '',
    bilingualPaths: languageDetectionPaths,
  });
  if (localized) {
    const response = NextResponse.redirect(new URL(`${localized}${search}`, request.url), 307);
    response.headers.set('Vary', 'Accept-Language, Cookie');
    return response;
  }

  const response = intl(request);
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
}

export const config = {
  // Pages only: not Next's assets, metadata files or anything with a file extension but .html.
  matcher: ['/((?!_next|_vercel|.*\\..*).*)', '/((?!_next|_vercel).*\\.html)'],
};
