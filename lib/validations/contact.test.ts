import {
  additionalServiceOptions,
  blockedEmailDomains,
  contactLimits,
  enquiryLocales,
  isBlockedEmailDomain,
  serviceOptions,
  type ValidationKind,
} from '@/supabase/functions/_shared/contact-constants';
import { emptyContactForm } from '@/components/contact/contact-form';
import { locales } from '@/lib/i18n/locales';
import { contactEnquirySchema, hasControlCharacter, hasLoneSurrogate } from './contact';
import { validEnquiry } from './valid-enquiry.fixture';

const valid = validEnquiry;

/** The issues of one parse as "field: kind" strings. */
function issuesOf(input: unknown): string[] {
  const result = contactEnquirySchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

const kindOf = (field: string, value: unknown): string[] =>
  issuesOf({ ...valid, [field]: value })
    .filter((issue) => issue.startsWith(`${field}:`) || issue.startsWith(`${field}.`))
    .map((issue) => issue.split(': ')[1]);

describe('contactEnquirySchema', () => {
  it('accepts a complete enquiry and trims the text', () => {
    const parsed = contactEnquirySchema.parse({ ...valid, firstName: '  Anna ', email: ' anna.berg@foretaget.se ' });
    expect(parsed.firstName).toBe('Anna');
    expect(parsed.email).toBe('anna.berg@foretaget.se');
    expect(parsed.additionalServices).toEqual(['radgivning']);
  });

  it('accepts the minimum: no orgNumber, no additional services, no id, campaign or source', () => {
    const { orgNumber: _o, additionalServices: _a, ...minimum } = valid;
    const parsed = contactEnquirySchema.parse(minimum);
    expect(parsed.additionalServices).toEqual([]);
    expect(parsed.orgNumber).toBeUndefined();
    expect(parsed.id).toBeUndefined();
  });

  it.each([
    ['firstName', contactLimits.firstName.max],
    ['lastName', contactLimits.lastName.max],
    ['phone', contactLimits.phone.max],
    ['company', contactLimits.company.max],
  ] as const)('%s: required (also when blank), at most %i characters', (field, max) => {
    expect(kindOf(field, '')).toEqual<ValidationKind[]>(['required']);
    expect(kindOf(field, '   ')).toEqual<ValidationKind[]>(['required']);
    expect(kindOf(field, undefined)).toEqual<ValidationKind[]>(['required']);
    expect(kindOf(field, 42)).toEqual<ValidationKind[]>(['required']);
    expect(kindOf(field, 'x'.repeat(max))).toEqual([]);
    expect(kindOf(field, 'x'.repeat(max + 1))).toEqual<ValidationKind[]>(['max']);
    // Surrounding spaces do not count against the limit.
    expect(kindOf(field, ` ${'x'.repeat(max)} `)).toEqual([]);
  });

  it('email: required, valid, at most 255 characters, a company address', () => {
    expect(kindOf('email', '')).toEqual(['required']);
    expect(kindOf('email', 'not-an-address')).toEqual(['invalid']);
    expect(kindOf('email', 'anna@')).toEqual(['invalid']);
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.se`;
    expect(long.length).toBeGreaterThan(contactLimits.email.max);
    expect(kindOf('email', long)).toEqual(['max']);
    expect(kindOf('email', 'anna@gmail.com')).toEqual(['emailCorporate']);
    expect(kindOf('email', 'anna@gmail.company.se')).toEqual([]);
  });

  it('orgNumber: optional, free format, at most 20 characters; blank becomes undefined', () => {
    expect(kindOf('orgNumber', 'anything 123')).toEqual([]);
    expect(contactEnquirySchema.parse({ ...valid, orgNumber: '   ' }).orgNumber).toBeUndefined();
    expect(kindOf('orgNumber', 'x'.repeat(21))).toEqual(['max']);
  });

  it('service: one of the four choices', () => {
    expect(serviceOptions).toHaveLength(4);
    for (const service of serviceOptions) expect(kindOf('service', service)).toEqual([]);
    expect(kindOf('service', '')).toEqual(['serviceRequired']);
    expect(kindOf('service', undefined)).toEqual(['serviceRequired']);
    expect(kindOf('service', 'FDaaS')).toEqual(['serviceRequired']);
  });

  it('additionalServices: optional list of the three ids', () => {
    expect(additionalServiceOptions).toEqual(['radgivning', 'hr-tjanster', 'skatteradgivning']);
    expect(kindOf('additionalServices', [...additionalServiceOptions])).toEqual([]);
    expect(kindOf('additionalServices', ['bokforing'])).toEqual(['invalid']);
    expect(kindOf('additionalServices', 'radgivning')).toEqual(['invalid']);
    expect(kindOf('additionalServices', ['radgivning', 'radgivning', 'radgivning', 'radgivning'])).toEqual(['max']);
  });

  it('message: required, 10 to 1000 characters after trimming', () => {
    expect(kindOf('message', '')).toEqual(['required']);
    expect(kindOf('message', '   ')).toEqual(['required']);
    expect(kindOf('message', 'x'.repeat(9))).toEqual(['min']);
    expect(kindOf('message', `  ${'x'.repeat(9)}  `)).toEqual(['min']);
    expect(kindOf('message', 'x'.repeat(10))).toEqual([]);
    expect(kindOf('message', 'x'.repeat(1000))).toEqual([]);
    expect(kindOf('message', 'x'.repeat(1001))).toEqual(['max']);
  });

  it('gdprConsent: must be true', () => {
    expect(kindOf('gdprConsent', false)).toEqual(['gdprRequired']);
    expect(kindOf('gdprConsent', 'true')).toEqual(['gdprRequired']);
    expect(kindOf('gdprConsent', undefined)).toEqual(['gdprRequired']);
  });

  it('id: optional uuid (the client id of a double submit)', () => {
    expect(kindOf('id', '6a1f4f0e-3c1e-4a55-9a55-3f6f7e8e1a11')).toEqual([]);
    expect(kindOf('id', 'not-a-uuid')).toEqual(['invalid']);
  });

  it('campaign and source: optional plain text, at most 100 characters', () => {
    for (const field of ['campaign', 'source'] as const) {
      expect(kindOf(field, 'spring-2025')).toEqual([]);
      expect(kindOf(field, 'x'.repeat(101))).toEqual(['max']);
      expect(kindOf(field, 7)).toEqual(['invalid']);
    }
  });

  it('names every invalid field of an empty enquiry with its kind', () => {
    expect(issuesOf({})).toEqual([
      'firstName: required',
      'lastName: required',
      'email: required',
      'phone: required',
      'company: required',
      'service: serviceRequired',
      'message: required',
      'gdprConsent: gdprRequired',
      'locale: invalid',
    ]);
  });

  it('locale: the language of the page, sv or en, as the site has them', () => {
    expect([...enquiryLocales]).toEqual([...locales]);
    for (const locale of enquiryLocales) expect(kindOf('locale', locale)).toEqual([]);
    expect(kindOf('locale', undefined)).toEqual(['invalid']);
    expect(kindOf('locale', 'de')).toEqual(['invalid']);
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'company', 'orgNumber', 'message', 'campaign', 'source'])(
    '%s: a control character (NUL, escape, DEL, C1) is the kind control',
    (field) => {
      const base = field === 'email' ? 'anna@foretaget.se' : field === 'message' ? valid.message : 'Text';
      for (const control of ['\u0000', '\u001b', '\u007f', '\u0085']) {
        expect(kindOf(field, `${base}${control}`)).toEqual(['control']);
      }
    },
  );

  it.each(['firstName', 'lastName', 'email', 'phone', 'company', 'orgNumber', 'message', 'campaign', 'source'])(
    '%s: half of a surrogate pair (high or low alone, or the two reversed) is the kind loneSurrogate',
    (field) => {
      const base = field === 'email' ? 'anna@foretaget.se' : field === 'message' ? valid.message : 'Text';
      for (const broken of ['\ud800', '\udfff', '\ude00\ud83d']) {
        expect(kindOf(field, `${base}${broken}`)).toEqual(['loneSurrogate']);
      }
    },
  );

  it('a whole surrogate pair (an emoji) is text; JSON escapes of half a pair are caught after parsing', () => {
    expect(hasLoneSurrogate('Anna 😀')).toBe(false);
    expect(kindOf('firstName', 'Anna 😀')).toEqual([]);
    expect(hasLoneSurrogate(JSON.parse('"Anna\\ud800"'))).toBe(true);
    expect(hasLoneSurrogate('\ud83d')).toBe(true);
    expect(hasLoneSurrogate('😀\ude00')).toBe(true);
    expect(hasLoneSurrogate('')).toBe(false);
  });

  it('tab and line breaks are text, not control characters', () => {
    expect(hasControlCharacter('Rad ett\r\nRad två\n\tindragen')).toBe(false);
    expect(kindOf('message', 'Rad ett\r\nRad två\n\tindragen')).toEqual([]);
    expect(hasControlCharacter('a\u0000b')).toBe(true);
  });

  it('refuses the form empty state as it is (nothing chosen, no consent)', () => {
    expect(contactEnquirySchema.safeParse(emptyContactForm).success).toBe(false);
  });
});

describe('blocked free-mail domains', () => {
  const domains = [
    'gmail.com',
    'googlemail.com',
    'hotmail.com',
    'hotmail.se',
    'hotmail.co.uk',
    'outlook.com',
    'outlook.se',
    'yahoo.com',
    'yahoo.se',
    'yahoo.co.uk',
    'live.com',
    'live.se',
    'msn.com',
    'icloud.com',
    'me.com',
    'mac.com',
    'aol.com',
    'protonmail.com',
  ];

  it('are exactly the 18 free-mail providers', () => {
    expect([...blockedEmailDomains].sort()).toEqual([...domains].sort());
  });

  it.each(domains)('%s is refused in any letter case, as emailCorporate', (domain) => {
    for (const variant of [domain, domain.toUpperCase(), domain[0].toUpperCase() + domain.slice(1)]) {
      expect(isBlockedEmailDomain(`anna@${variant}`)).toBe(true);
      expect(kindOf('email', `Anna.Berg@${variant}`)).toEqual(['emailCorporate']);
    }
  });

  it('compares the part after the last @ only, and lets company domains through', () => {
    expect(isBlockedEmailDomain('"anna@gmail.com"@foretaget.se')).toBe(false);
    expect(isBlockedEmailDomain('anna@foretaget.se')).toBe(false);
    expect(isBlockedEmailDomain('anna@mail.gmail.com')).toBe(false);
    expect(isBlockedEmailDomain('anna@gmail.com.foretaget.se')).toBe(false);
    expect(isBlockedEmailDomain('anna@foretaget.gmail.com.se')).toBe(false);
  });
});
