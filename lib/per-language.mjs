// What the catalog check builds from a data file (the facts, the glossary) for one language: built on first
// use and kept while that parsed file lives, since the check asks for it once for every text.

/**
 * `build` remembered per object and language.
 * @template {object} T
 * @template {string} L
 * @template R
 * @param {(value: T, locale: L) => R} build
 * @returns {(value: T, locale: L) => R}
 */
export function perLanguage(build) {
  /** @type {WeakMap<T, Map<L, R>>} */
  const built = new WeakMap();
  return (value, locale) => {
    let byLocale = built.get(value);
    if (!byLocale) built.set(value, (byLocale = new Map()));
    if (!byLocale.has(locale)) byLocale.set(locale, build(value, locale));
    return /** @type {R} */ (byLocale.get(locale));
  };
}
