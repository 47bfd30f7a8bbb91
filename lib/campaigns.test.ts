import campaign from '@/messages/pages/Campaign.json';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from './i18n/locales';
import { paths } from './routes';
import {
  HERO_LOCALE_ATTRIBUTE,
  campaignContent,
  campaignHref,
  campaignPath,
  campaigns,
  ctaSection,
  findCampaign,
  heroLocaleScript,
  textSection,
} from './campaigns';

const example = findCampaign('example-campaign')!;

describe('campaigns', () => {
  it('has the example campaign on its route', () => {
    expect(example).toBeDefined();
    expect(campaignPath(example)).toBe(paths.campaign);
    expect(findCampaign('nope')).toBeUndefined();
  });

  it('adds campaign and source to tracked links only, in the link language', () => {
    expect(campaignHref('sv', example, { href: paths.contact, tracked: true })).toBe(
      '/kontakt?campaign=example-campaign&source=lp',
    );
    expect(campaignHref('en', example, { href: paths.contact, tracked: true })).toBe(
      '/en/kontakt?campaign=example-campaign&source=lp',
    );
    expect(campaignHref('sv', example, { href: paths.fdaas })).toBe('/fdaas');
  });

  it('sends its hero and call-to-action buttons to the contact page (tracked) and to /fdaas', () => {
    expect(example.hero.primary).toEqual({ href: paths.contact, tracked: true });
    expect(example.hero.secondary).toEqual({ href: paths.fdaas });
    const cta = example.sections.find((s) => s.type === 'cta');
    expect(cta).toMatchObject({ primary: { href: paths.contact, tracked: true }, secondary: { href: paths.fdaas } });
  });

  it.each(['sv', 'en'] as const)('finds text of the right shape in the %s catalog for every section', (locale) => {
    for (const campaign of campaigns) {
      const content = campaignContent(locale, campaign);
      for (const section of campaign.sections) {
        const text = section.type === 'text' ? textSection(content, section.id) : ctaSection(content, section.id);
        expect(text.heading.trim()).not.toBe('');
      }
      expect(Object.keys(content.sections).sort()).toEqual(campaign.sections.map((s) => s.id).sort());
    }
  });

  it('stops the build with the section name when its text is missing or of the wrong type', () => {
    const content = campaignContent('sv', example);
    expect(() => textSection(content, 'kom-igang')).toThrow(/kom-igang/);
    expect(() => ctaSection(content, 'saknas')).toThrow(/saknas/);
  });

  it('offers 3 months of free Pro access with no commitment, in both languages', () => {
    expect(campaign.sv.Campaign['example-campaign'].hero.title).toMatch(/3 månader/);
    expect(campaign.sv.Campaign['example-campaign'].hero.description).toMatch(/ingen bindningstid/i);
    expect(campaign.en.Campaign['example-campaign'].hero.title).toMatch(/3 months/);
    expect(campaign.en.Campaign['example-campaign'].hero.description).toMatch(/no commitment/i);
  });
});

describe('heroLocaleScript', () => {
  const run = () => new Function(heroLocaleScript())();
  const heroLocale = () => document.documentElement.getAttribute(HERO_LOCALE_ATTRIBUTE);

  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
    document.documentElement.removeAttribute(HERO_LOCALE_ATTRIBUTE);
  });

  it('keeps the Swedish hero with no stored choice or a Swedish one', () => {
    run();
    expect(heroLocale()).toBeNull();
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'sv');
    document.cookie = `${LOCALE_COOKIE}=en; path=/`;
    run();
    expect(heroLocale()).toBeNull();
  });

  it('shows the English hero for a stored English choice: from storage, or from the cookie where storage is blocked', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    run();
    expect(heroLocale()).toBe('en');
    document.documentElement.removeAttribute(HERO_LOCALE_ATTRIBUTE);
    window.localStorage.clear();
    document.cookie = `${LOCALE_COOKIE}=en; path=/`;
    const blocked = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      run();
    } finally {
      blocked.mockRestore();
    }
    expect(heroLocale()).toBe('en');
  });
});
