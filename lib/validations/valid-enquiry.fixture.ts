// A valid enquiry as the schema reads it, for the unit tests of the schema and what is built on it.
export const validEnquiry = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna.berg@foretaget.se',
  phone: '070-123 45 67',
  company: 'Företaget AB',
  orgNumber: '556123-4567',
  service: 'fdaas',
  additionalServices: ['radgivning'],
  message: 'Vi vill veta mer om era tjänster.',
  gdprConsent: true,
  locale: 'sv',
};
