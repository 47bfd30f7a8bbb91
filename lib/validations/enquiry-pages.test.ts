/** @jest-environment node */
import { ENGLISH_PREFIX, pagePaths } from '@/lib/route-table.mjs';
import {
  additionalServiceOptions,
  blockedEmailDomainPattern,
  blockedEmailDomains,
  isBlockedEmailDomain,
} from './contact-constants';
import { contactEnquirySchema } from './contact';
import {
  englishPrefix,
  enquiryPagePaths,
  enquiryPageUrl,
  failedPageSection,
  formFieldRules,
  type FormRuleField,
} from './enquiry-pages';
import { validEnquiry } from './valid-enquiry.fixture';

// What a form can post in each field: text, or (the services) a list of texts; the consent box is
// read as true when ticked, and an unticked box sends nothing.
const long = (n: number) => 'x'.repeat(n);
const textProbes = [
  '',
  '   ',
  'x',
  'Anna',
  long(21),
  long(51),
  long(101),
  long(256),
  long(1001),
  'An\u0007na',
  'a\u0000b',
  'An\nna',
  'An\u202ena',
];
const emailProbes = ['anna', 'anna@', '@foretaget.se', 'Anna@GMAIL.com', `${long(250)}@foretaget.se`, 'a\u0007@b.se'];
const probes: Record<FormRuleField, unknown[]> = {
  firstName: textProbes,
  lastName: textProbes,
  email: [...textProbes, ...emailProbes],
  phone: textProbes,
  company: textProbes,
  orgNumber: textProbes,
  service: ['', 'x', 'FDaaS', 'other '],
  additionalServices: [[''], ['bokforing'], [...additionalServiceOptions, 'radgivning'], ['radgivning', 'x\u0007']],
  message: textProbes,
  gdprConsent: [false, 'false', 'off', ''],
};

/** The kinds the schema reports for one field given one posted value. */
function kindsOf(field: FormRuleField, value: unknown): string[] {
  const result = contactEnquirySchema.safeParse({ ...validEnquiry, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("the error page's sections for a form post", () => {
  it('are at the paths the route table gives the two pages, English under the same prefix', () => {
    expect(enquiryPagePaths).toEqual({ sent: pagePaths.enquirySent, failed: pagePaths.enquiryFailed });
    expect(englishPrefix).toBe(ENGLISH_PREFIX);
    expect(enquiryPageUrl('https://www.fyrtorn.example', 'en', 'failed', 'email-invalid')).toBe(
      'https://www.fyrtorn.example/en/kontakt/fel#email-invalid',
    );
    expect(enquiryPageUrl('https://www.fyrtorn.example', 'sv', 'sent')).toBe(
      'https://www.fyrtorn.example/kontakt/tack',
    );
  });

  it.each(Object.keys(probes) as FormRuleField[])(
    '%s: every kind the schema reports for a posted value has its section, and every section is reachable',
    (field) => {
      const reported = new Set(probes[field].flatMap((value) => kindsOf(field, value)));
      for (const kind of reported) expect(formFieldRules[field]).toContain(kind);
      expect([...reported].sort()).toEqual([...formFieldRules[field]].sort());
    },
  );

  it('names the first refused field in the form order, and the general section for anything else', () => {
    expect(
      failedPageSection('invalid_fields', [
        { field: 'email', kind: 'emailCorporate' },
        { field: 'message', kind: 'min' },
      ]),
    ).toBe('email-emailCorporate');
    expect(failedPageSection('invalid_fields', [{ field: 'locale', kind: 'invalid' }])).toBe('invalid_request');
    expect(failedPageSection('invalid_fields', [{ field: 'firstName', kind: 'loneSurrogate' }])).toBe(
      'invalid_request',
    );
    expect(failedPageSection('invalid_fields', [])).toBe('invalid_request');
    for (const code of ['too_large', 'rate_limited', 'busy', 'unavailable', 'invalid_request'] as const)
      expect(failedPageSection(code)).toBe(code);
  });
});

describe("the e-mail input's pattern", () => {
  // Browsers compile a pattern with the v flag today and the u flag before it, anchored at both ends.
  it.each(['v', 'u'])('refuses exactly what isBlockedEmailDomain refuses (%s flag)', (flag) => {
    const pattern = new RegExp(`^(?:${blockedEmailDomainPattern})$`, flag);
    const addresses = [
      ...blockedEmailDomains.flatMap((domain) => [`anna@${domain}`, `Anna@${domain.toUpperCase()}`]),
      'anna@foretaget.se',
      'anna@gmail.com.foretaget.se',
      'anna@mygmail.com',
      'gmail.com@foretaget.se',
      'anna@b@hotmail.se',
    ];
    for (const address of addresses)
      expect([address, pattern.test(address)]).toEqual([address, !isBlockedEmailDomain(address)]);
  });
});
