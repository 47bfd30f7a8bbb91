import { NextResponse, type NextRequest } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing, LOCALE_COOKIE } from './lib/i18n/routing';
import { decideLocaleRedirect, parseAcceptLanguage } from './lib/i18n/detection';
import { bilingualPaths, paths } from './lib/routes';

// Edge target only (the static export has no server code; scripts/build.mjs sets it aside there).
const intl = createIntlMiddleware(routing);

export default function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  if (pathname === paths.prices || pathname === `${paths.prices}/`) {
    return NextResponse.redirect(new URL(`${paths.subscriptions}${search}`, request.url), 308);
  }

  const target = decideLocaleRedirect({
    pathname,
    stored: request.cookies.get(LOCALE_COOKIE)?.value,
    browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
    userAgent: request.headers.get('user-agent') ?? '',
    bilingualPaths,
  });
  if (target) {
    const response = NextResponse.redirect(new URL(`${target}${search}`, request.url), 307);
    response.headers.set('Vary', 'Accept-Language, Cookie');
    return response;
  }

  const response = intl(request);
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
}

export const config = {
  // Pages only: not Next's assets, metadata files or anything with a file extension.
  matcher: ['/((?!_next|_vercel|.*\\..*).*)'],
};
