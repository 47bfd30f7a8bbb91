import { act, fireEvent, render, screen } from '@testing-library/react';
import cookieBanner from '@/messages/pages/CookieBanner.json';
import { paths } from '@/lib/routes';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { CookieBanner } from './cookie-banner';

const catalogs = cookieBanner;
const { sv, en } = catalogs;

/** Renders the banner as SiteShell does: texts from the catalog, the cookie notice in the page's language. */
function renderBanner(locale: Locale = 'sv') {
  return render(
    <CookieBanner text={catalogs[locale].CookieBanner} infoHref={localizedPath(locale, paths.cookieNotice)} />,
  );
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function banner() {
  return screen.queryByRole('region', { name: 'Cookies' });
}

/** Renders with nothing stored and waits until the banner shows. */
function showBanner() {
  renderBanner();
  advance(1000);
  expect(banner()).toBeInTheDocument();
}

// jsdom has no ResizeObserver (every browser the site supports has): this one reports each observed
// element once, as a browser does when observing starts, and the banner's height as 120 px.
class ResizeObserverOfJsdom {
  constructor(private readonly report: () => void) {}
  observe() {
    this.report();
  }
  disconnect() {}
}

beforeAll(() => {
  window.ResizeObserver = ResizeObserverOfJsdom as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'cookie-banner' ? 120 : 0;
  });
  jest.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CookieBanner with nothing stored', () => {
  it('appears only after 1000 ms', () => {
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
    advance(999);
    expect(banner()).not.toBeInTheDocument();
    advance(1);
    expect(banner()).toBeInTheDocument();
    expect(banner()).toHaveTextContent(sv.CookieBanner.text);
  });

  it("keeps room for itself while open: its height goes to the page's CSS, and away once closed", () => {
    const height = () => document.documentElement.style.getPropertyValue('--cookie-banner-height');
    renderBanner();
    expect(height()).toBe('');
    advance(1000);
    expect(height()).toBe('120px');
    fireEvent.click(screen.getByRole('button', { name: sv.CookieBanner.accept }));
    expect(height()).toBe('');
  });

  it('offers OK, Avvisa, Anpassa and an Information link opening the cookie notice in a new tab', () => {
    showBanner();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avvisa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anpassa' })).toBeInTheDocument();
    const info = screen.getByRole('link', { name: 'Information' });
    expect(info).toHaveAttribute('href', '/cookie-notice');
    expect(info).toHaveAttribute('target', '_blank');
    const rel = (info.getAttribute('rel') ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('OK closes the banner and stores accepted', () => {
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
  });

  it('Avvisa closes the banner and stores declined', () => {
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Avvisa' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBe('declined');
  });

  it('Anpassa alerts that customisation is coming, then stores customized and closes', () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Anpassa' }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(sv.CookieBanner.customizeComingSoon);
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBe('customized');
  });

  it('stays closed after a choice, however long the visitor stays', () => {
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Avvisa' }));
    advance(5000);
    expect(banner()).not.toBeInTheDocument();
  });

  it('appears when the stored value is not a known consent', () => {
    window.localStorage.setItem('cookie-consent', 'garbage');
    renderBanner();
    advance(1000);
    expect(banner()).toBeInTheDocument();
  });
});

describe('CookieBanner in English', () => {
  it('uses the English texts and the English cookie notice', () => {
    renderBanner('en');
    advance(1000);
    expect(screen.getByRole('region', { name: en.CookieBanner.label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.CookieBanner.decline })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.CookieBanner.info })).toHaveAttribute('href', '/en/cookie-notice');
  });
});

describe('CookieBanner with a stored choice', () => {
  it.each(['accepted', 'declined', 'customized'])('never appears when %s is stored, and keeps it', (stored) => {
    window.localStorage.setItem('cookie-consent', stored);
    renderBanner();
    advance(5000);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBe(stored);
  });
});
