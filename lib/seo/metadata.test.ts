import { buildMetadata, notFoundMetadata, pageMetadata } from './metadata';
import { loadMessages } from '../i18n/messages';

const origin = 'https://www.fyrtorn.example';

type Image = { url: string; width: number; height: number; alt: string; type: string };

function firstImage(images: unknown): Image {
  expect(Array.isArray(images)).toBe(true);
  return (images as Image[])[0];
}

describe('buildMetadata for the Swedish home page', () => {
  const metadata = buildMetadata({
    locale: 'sv',
    path: '/',
    title: 'Fyrtorn – ekonomi, lön och HR som tjänst',
    description: 'Beskrivning',
    keywords: 'ekonomi, lön , ,HR',
    absoluteTitle: true,
  });

  it('uses the bare origin, without trailing slash, as canonical', () => {
    expect(metadata.alternates?.canonical).toBe(origin);
  });

  it('lists sv, en and x-default (= Swedish) alternates', () => {
    expect(metadata.alternates?.languages).toEqual({
      sv: origin,
      en: `${origin}/en`,
      'x-default': origin,
    });
  });

  it('keeps the title absolute when asked', () => {
    expect(metadata.title).toEqual({ absolute: 'Fyrtorn – ekonomi, lön och HR som tjänst' });
  });

  it('splits keywords into a trimmed list without blanks', () => {
    expect(metadata.keywords).toEqual(['ekonomi', 'lön', 'HR']);
  });

  it("fills OpenGraph with the canonical URL, Swedish locale and the page's own 1200x630 image", () => {
    const og = metadata.openGraph as Record<string, unknown>;
    expect(og.url).toBe(origin);
    expect(og.locale).toBe('sv_SE');
    expect(og.alternateLocale).toEqual(['en_GB']);
    const image = firstImage(og.images);
    expect(image.url).toBe(`${origin}/og/sv/home.png`);
    expect(image.alt).toBe(metadata.openGraph?.title);
    expect(image.width).toBe(1200);
    expect(image.height).toBe(630);
  });

  it('uses a large-image Twitter card with the same image', () => {
    const twitter = metadata.twitter as Record<string, unknown>;
    expect(twitter.card).toBe('summary_large_image');
    expect(firstImage(twitter.images)).toEqual({ url: `${origin}/og/sv/home.png`, alt: metadata.openGraph?.title });
  });

  it('is indexable', () => {
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });
});

describe('buildMetadata for an English page', () => {
  const metadata = buildMetadata({ locale: 'en', path: '/fdaas', title: 'FDaaS', description: 'Finance department' });

  it('points the canonical at the /en twin', () => {
    expect(metadata.alternates?.canonical).toBe(`${origin}/en/fdaas`);
    expect(metadata.alternates?.languages).toEqual({
      sv: `${origin}/fdaas`,
      en: `${origin}/en/fdaas`,
      'x-default': `${origin}/fdaas`,
    });
  });

  it("uses the English OpenGraph locale and the page's own English image", () => {
    const og = metadata.openGraph as Record<string, unknown>;
    expect(og.url).toBe(`${origin}/en/fdaas`);
    expect(og.locale).toBe('en_GB');
    expect(firstImage(og.images)).toMatchObject({ url: `${origin}/og/en/fdaas.png`, alt: 'FDaaS' });
  });

  it('gets the plain title (the layout adds the suffix) and no keywords when none are given', () => {
    expect(metadata.title).toBe('FDaaS');
    expect(metadata.keywords).toBeUndefined();
  });
});

describe('buildMetadata for a Swedish-only forwarding page', () => {
  const input = {
    locale: 'sv' as const,
    path: '/priser',
    title: 'Priser',
    description: 'Flyttad',
    canonicalPath: '/vara-abonnemang',
    noindex: true,
  };

  it('has no hreflang alternates and points the canonical at the target', () => {
    const metadata = buildMetadata(input);
    expect(metadata.alternates?.languages).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe(`${origin}/vara-abonnemang`);
    expect((metadata.openGraph as Record<string, unknown>).alternateLocale).toBeUndefined();
  });

  it('is noindex but still followed', () => {
    expect(buildMetadata(input).robots).toEqual({ index: false, follow: true });
  });

  it('is nofollow too when asked', () => {
    expect(buildMetadata({ ...input, nofollow: true }).robots).toEqual({ index: false, follow: false });
  });

  it("shows its language's social image, not one of its own", () => {
    const image = firstImage((buildMetadata(input).openGraph as Record<string, unknown>).images);
    expect(image.url).toBe(`${origin}/og/sv.png`);
    expect(image.alt).toBe('Fyrtorn – ekonomi, lön och HR som tjänst');
  });
});

describe('buildMetadata for a Swedish-only page without canonical override', () => {
  it('has no alternates and its own canonical', () => {
    const metadata = buildMetadata({ locale: 'sv', path: '/prislista', title: 'Prislista', description: 'x' });
    expect(metadata.alternates?.languages).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe(`${origin}/prislista`);
  });
});

describe('buildMetadata for a noindex page with an English twin', () => {
  it('has no hreflang alternates: search engines are pointed at no page they may not index', () => {
    const metadata = buildMetadata({ locale: 'en', path: '/fdaas', title: 'x', description: 'x', noindex: true });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.languages).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe(`${origin}/en/fdaas`);
  });

  it.each(['sv', 'en'] as const)(
    "makes the route table's unlisted %s search page noindex, without hreflang",
    (locale) => {
      const metadata = buildMetadata({ locale, path: '/sok', title: 'x', description: 'x' });
      expect(metadata.robots).toEqual({ index: false, follow: true });
      expect(metadata.alternates?.languages).toBeUndefined();
    },
  );
});

describe('pageMetadata', () => {
  it("gives what buildMetadata gives with the namespace's meta from the catalog of the page's language", () => {
    const { meta } = loadMessages('en').Fdaas;
    expect(pageMetadata('Fdaas', { locale: 'en', path: '/fdaas' })).toEqual(
      buildMetadata({ locale: 'en', path: '/fdaas', ...meta }),
    );
    expect(pageMetadata('Fdaas', { locale: 'en', path: '/fdaas' }).title).toBe(meta.title);
  });

  it('passes the page options on: a noindex page with its canonical elsewhere', () => {
    const metadata = pageMetadata('Search', {
      locale: 'sv',
      path: '/sok',
      canonicalPath: '/vara-abonnemang',
      noindex: true,
    });
    expect(metadata.title).toBe(loadMessages('sv').Search.meta.title);
    expect(metadata.alternates?.canonical).toBe(`${origin}/vara-abonnemang`);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('notFoundMetadata', () => {
  it.each(['sv', 'en'] as const)(
    'titles the %s 404 page from its catalog and keeps it out of search results',
    (locale) => {
      expect(notFoundMetadata(locale)).toEqual({
        title: loadMessages(locale).NotFound.title,
        robots: { index: false, follow: true },
      });
    },
  );
});
