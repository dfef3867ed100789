// @ts-check
/**
 * Filling the page's words: `{name}` marks in a text, and plural forms. Shared by the server,
 * which renders the page's first words, and by the page's script (`/assets/words.js`).
 *
 * @module
 */

/**
 * A text with each `{name}` replaced by its value; a name without a value stays as it is.
 *
 * @param {string} text
 * @param {Readonly<Record<string, string | number>>} [values]
 * @returns {string}
 */
export function fill(text, values = {}) {
  return text.replace(/\{([a-zA-Z]+)\}/g, (mark, name) => {
    const value = values[name];
    return value === undefined ? mark : String(value);
  });
}

/** @type {Map<string, Intl.PluralRules>} */
const pluralRules = new Map();

/**
 * The key of the plural form of `base` for a count in a language: `base_one` or `base_other`
 * (the only forms English, Korean and Japanese use).
 *
 * @param {string} language
 * @param {string} base
 * @param {number} count
 * @returns {string}
 */
export function pluralKey(language, base, count) {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `${base}_${rules.select(count) === "one" ? "one" : "other"}`;
}
