/** @jest-environment node */
// app/ and components/ reach supabase/functions/_shared/ only through these modules (eslint.config.mjs):
// each hands on every export of its module, so a new one is not missed.
const doorways = [
  ['./contact', '@/supabase/functions/_shared/contact-schema'],
  ['./contact-constants', '@/supabase/functions/_shared/contact-constants'],
  ['./enquiry-answer', '@/supabase/functions/_shared/enquiry-answer'],
  ['./enquiry-pages', '@/supabase/functions/_shared/enquiry-pages'],
  ['./retention', '@/supabase/functions/_shared/retention'],
] as const;

it.each(doorways)('%s hands on every export of %s, the same values', async (doorway, shared) => {
  const [mine, theirs] = await Promise.all([import(doorway), import(shared)]);
  expect(Object.keys(mine).sort()).toEqual(Object.keys(theirs).sort());
  for (const key of Object.keys(theirs)) expect(mine[key]).toBe(theirs[key]);
});
