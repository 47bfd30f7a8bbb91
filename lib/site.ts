import { siteUrl } from './env.mjs';

// Every brand and external fact of the site, in one place. The claims the texts make (founding year,
// prices, response time) are in messages/facts.json, read through lib/facts.mjs; what each package
// includes and the price lists' lines in messages/offer.json (lib/offer.mjs).
export const site = {
  name: 'Fyrtorn',
  legalName: 'Fyrtorn Ekonomi AB',
  url: siteUrl,
  email: 'hej@fyrtorn.example',
  supportEmail: 'support@fyrtorn.example',
  registrationNumber: '559000-0000',
  /** The country the company serves, by name (schema.org's areaServed). */
  country: 'Sweden',
  portal: { name: 'MyFyrtorn', route: '/myfyrtorn', url: 'https://portal.fyrtorn.example' },
  social: {
    instagram: 'https://www.instagram.com/fyrtorn',
    linkedin: 'https://www.linkedin.com/company/fyrtorn',
    facebook: 'https://www.facebook.com/fyrtorn',
  },
  onlineAccountingUrl: 'https://online-accounting.example',
  bookkeepingVendorPriceUrl: 'https://bookkeeping-vendor.example/priser',
  logoPath: '/logo.svg',
  ogImage: { width: 1200, height: 630 },
} as const;

export type SocialNetwork = keyof typeof site.social;
