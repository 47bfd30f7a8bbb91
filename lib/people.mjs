// Which portrait belongs to which person on /referenser and /vision-team. The people's names and
// texts are in the message catalogs (References.testimonials.items, VisionTeam.team.members), in
// the same order; the images are drawn by scripts/build/make-portraits.mjs into public/people/.
// Plain .mjs so that the Node script reads the same list as the pages.

/** Square portrait files in these pixel sizes: `/people/<slug>-<size>.webp`. */
export const portraitSizes = /** @type {const} */ ([96, 192]);

/** One slug per testimonial on /referenser, in catalog order. */
export const testimonialPortraits = /** @type {const} */ ([
  'maja-forsberg',
  'henrik-dahl',
  'leila-rostami',
  'erik-nystrom',
  'lina-sjoberg',
  'oskar-palm',
]);

/** One entry per team member on /vision-team, in catalog order; null: no photo, initials only. */
export const teamPortraits = /** @type {const} */ ([
  'karin-holm',
  'david-sund',
  'elin-aberg',
  'ahmed-karimi',
  'sofia-wallin',
  null,
  null,
]);

/** @type {string[]} */
export const portraitSlugs = [...testimonialPortraits, ...teamPortraits.filter((slug) => slug !== null)];

/**
 * The image for a slug: the small file as src, both sizes in srcset.
 * @param {string} slug
 * @returns {{ src: string; srcSet: string; width: number; height: number }}
 */
export function portrait(slug) {
  const [small] = portraitSizes;
  return {
    src: `/people/${slug}-${small}.webp`,
    srcSet: portraitSizes.map((size) => `/people/${slug}-${size}.webp ${size}w`).join(', '),
    width: small,
    height: small,
  };
}

/**
 * "Elin Åberg" → "EÅ": shown until the photo has loaded, and for members without one.
 * @param {string} name
 */
export function initialsOf(name) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0].toLocaleUpperCase('sv')).join('');
}
