// @ts-check
/**
 * Canonical text (the lead's contract A, issue 18 section 2): the rules that `seed_from_draw`'s label, a
 * giveaway's title and each of its entries must follow, so that no two texts that look the same
 * give different seeds and winners. A text is canonical when it is well-formed Unicode, in NFC,
 * and holds no control character (a label may hold U+000A LINE FEED), no format character, no
 * U+2028 or U+2029; a title and an entry also have no white space at either end.
 *
 * The API refuses a text that breaks a rule and never changes what it is sent; the page
 * normalizes to NFC and trims before hashing. Plain JavaScript typed by JSDoc, with no imports,
 * so that the page can load this very file and the server import it.
 *
 * @module
 */

/**
 * What a text is, which decides its rules and how a message names where a character is.
 *
 * @typedef {"label" | "title" | "entry"} TextKind
 */

/**
 * The rule a text breaks:
 * - `surrogate`: a lone surrogate, which UTF-8 cannot hold;
 * - `control`: a control character (General Category Cc);
 * - `line_feed`: U+000A in a title or an entry, which are one line;
 * - `format`: a format character (General Category Cf);
 * - `separator`: U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR;
 * - `leading_space`, `trailing_space`: White_Space at the start or the end of a title or entry;
 * - `not_nfc`: the text is not in Unicode NFC; the character is the first not in NFC form.
 *
 * @typedef {"surrogate" | "control" | "line_feed" | "format" | "separator" | "leading_space" |
 *   "trailing_space" | "not_nfc"} TextRule
 */

/**
 * Why a text is not canonical: the rule, the character and where it is.
 *
 * @typedef {{ rule: TextRule, codePoint: number, position: number }} TextProblem
 *   `position` counts code points from 1.
 */

/**
 * The names of the characters a refusal most often names: the C0 controls by their aliases, the
 * format characters, the spaces, and the combining marks of decomposed accents. Any other
 * character is named by its kind ({@linkcode characterKind}).
 *
 * @type {ReadonlyMap<number, string>}
 */
const NAMES = new Map([
  [0x0000, "NULL"],
  [0x0001, "START OF HEADING"],
  [0x0002, "START OF TEXT"],
  [0x0003, "END OF TEXT"],
  [0x0004, "END OF TRANSMISSION"],
  [0x0005, "ENQUIRY"],
  [0x0006, "ACKNOWLEDGE"],
  [0x0007, "ALERT"],
  [0x0008, "BACKSPACE"],
  [0x0009, "CHARACTER TABULATION"],
  [0x000a, "LINE FEED"],
  [0x000b, "LINE TABULATION"],
  [0x000c, "FORM FEED"],
  [0x000d, "CARRIAGE RETURN"],
  [0x000e, "SHIFT OUT"],
  [0x000f, "SHIFT IN"],
  [0x0010, "DATA LINK ESCAPE"],
  [0x0011, "DEVICE CONTROL ONE"],
  [0x0012, "DEVICE CONTROL TWO"],
  [0x0013, "DEVICE CONTROL THREE"],
  [0x0014, "DEVICE CONTROL FOUR"],
  [0x0015, "NEGATIVE ACKNOWLEDGE"],
  [0x0016, "SYNCHRONOUS IDLE"],
  [0x0017, "END OF TRANSMISSION BLOCK"],
  [0x0018, "CANCEL"],
  [0x0019, "END OF MEDIUM"],
  [0x001a, "SUBSTITUTE"],
  [0x001b, "ESCAPE"],
  [0x001c, "INFORMATION SEPARATOR FOUR"],
  [0x001d, "INFORMATION SEPARATOR THREE"],
  [0x001e, "INFORMATION SEPARATOR TWO"],
  [0x001f, "INFORMATION SEPARATOR ONE"],
  [0x0020, "SPACE"],
  [0x007f, "DELETE"],
  [0x0085, "NEXT LINE"],
  [0x00a0, "NO-BREAK SPACE"],
  [0x00ad, "SOFT HYPHEN"],
  [0x0300, "COMBINING GRAVE ACCENT"],
  [0x0301, "COMBINING ACUTE ACCENT"],
  [0x0302, "COMBINING CIRCUMFLEX ACCENT"],
  [0x0303, "COMBINING TILDE"],
  [0x0304, "COMBINING MACRON"],
  [0x0306, "COMBINING BREVE"],
  [0x0307, "COMBINING DOT ABOVE"],
  [0x0308, "COMBINING DIAERESIS"],
  [0x030a, "COMBINING RING ABOVE"],
  [0x030b, "COMBINING DOUBLE ACUTE ACCENT"],
  [0x030c, "COMBINING CARON"],
  [0x0323, "COMBINING DOT BELOW"],
  [0x0327, "COMBINING CEDILLA"],
  [0x0328, "COMBINING OGONEK"],
  [0x061c, "ARABIC LETTER MARK"],
  [0x1161, "HANGUL JUNGSEONG A"],
  [0x11a8, "HANGUL JONGSEONG KIYEOK"],
  [0x1680, "OGHAM SPACE MARK"],
  [0x180e, "MONGOLIAN VOWEL SEPARATOR"],
  [0x2000, "EN QUAD"],
  [0x2001, "EM QUAD"],
  [0x2002, "EN SPACE"],
  [0x2003, "EM SPACE"],
  [0x2004, "THREE-PER-EM SPACE"],
  [0x2005, "FOUR-PER-EM SPACE"],
  [0x2006, "SIX-PER-EM SPACE"],
  [0x2007, "FIGURE SPACE"],
  [0x2008, "PUNCTUATION SPACE"],
  [0x2009, "THIN SPACE"],
  [0x200a, "HAIR SPACE"],
  [0x200b, "ZERO WIDTH SPACE"],
  [0x200c, "ZERO WIDTH NON-JOINER"],
  [0x200d, "ZERO WIDTH JOINER"],
  [0x200e, "LEFT-TO-RIGHT MARK"],
  [0x200f, "RIGHT-TO-LEFT MARK"],
  [0x2028, "LINE SEPARATOR"],
  [0x2029, "PARAGRAPH SEPARATOR"],
  [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
  [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
  [0x202c, "POP DIRECTIONAL FORMATTING"],
  [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
  [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
  [0x202f, "NARROW NO-BREAK SPACE"],
  [0x205f, "MEDIUM MATHEMATICAL SPACE"],
  [0x2060, "WORD JOINER"],
  [0x2061, "FUNCTION APPLICATION"],
  [0x2062, "INVISIBLE TIMES"],
  [0x2063, "INVISIBLE SEPARATOR"],
  [0x2064, "INVISIBLE PLUS"],
  [0x2066, "LEFT-TO-RIGHT ISOLATE"],
  [0x2067, "RIGHT-TO-LEFT ISOLATE"],
  [0x2068, "FIRST STRONG ISOLATE"],
  [0x2069, "POP DIRECTIONAL ISOLATE"],
  [0x2126, "OHM SIGN"],
  [0x212a, "KELVIN SIGN"],
  [0x212b, "ANGSTROM SIGN"],
  [0x3000, "IDEOGRAPHIC SPACE"],
  [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);

/** The kinds of character by General Category, for characters without a name in the table. */
const KINDS = /** @type {const} */ ([
  [/^\p{Cc}$/u, "a control character"],
  [/^\p{Cf}$/u, "a format character"],
  [/^\p{Cs}$/u, "a lone surrogate"],
  [/^\p{Co}$/u, "a private-use character"],
  [/^\p{Cn}$/u, "an unassigned code point"],
  [/^\p{M}$/u, "a combining mark"],
  [/^\p{Zs}$/u, "a space character"],
  [/^\p{Zl}$/u, "a line separator"],
  [/^\p{Zp}$/u, "a paragraph separator"],
  [/^\p{L}$/u, "a letter"],
  [/^\p{N}$/u, "a number"],
  [/^\p{P}$/u, "a punctuation mark"],
  [/^\p{S}$/u, "a symbol"],
]);

/** The first character a label may not hold: Cc but LF, Cf, a lone surrogate, U+2028, U+2029. */
// deno-lint-ignore no-control-regex -- control characters are what it finds.
const LABEL_BAD = /[\0-\x09\x0b-\x1f\x7f-\x9f\p{Cf}\p{Cs}\u2028\u2029]/u;
/** The first character a title or an entry may not hold: the label's, and LF. */
const LINE_BAD = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;
const LEADING_SPACE = /^\p{White_Space}/u;
const TRAILING_SPACE = /\p{White_Space}$/u;

/**
 * The number of Unicode code points in a text (a lone surrogate counts as one).
 *
 * @param {string} text
 * @returns {number}
 */
export function codePointLength(text) {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/**
 * Why a text is not canonical for its kind, or null when it is. The rules are checked in one
 * order, so the same text always gets the same answer: the characters a text may not hold (first
 * one first), then white space at the ends (title and entry), then NFC.
 *
 * @param {string} text
 * @param {TextKind} kind
 * @returns {TextProblem | null}
 */
export function textProblem(text, kind) {
  const bad = (kind === "label" ? LABEL_BAD : LINE_BAD).exec(text);
  if (bad !== null) {
    const codePoint = /** @type {number} */ (bad[0].codePointAt(0));
    const position = codePointLength(text.slice(0, bad.index)) + 1;
    return { rule: ruleOf(codePoint), codePoint, position };
  }
  if (kind !== "label" && text !== "") {
    if (LEADING_SPACE.test(text)) {
      return {
        rule: "leading_space",
        codePoint: /** @type {number} */ (text.codePointAt(0)),
        position: 1,
      };
    }
    if (TRAILING_SPACE.test(text)) {
      const last = /** @type {string} */ (Array.from(text).at(-1));
      return {
        rule: "trailing_space",
        codePoint: /** @type {number} */ (last.codePointAt(0)),
        position: codePointLength(text),
      };
    }
  }
  if (text.normalize("NFC") !== text) return firstNotNfc(text);
  return null;
}

/**
 * The rule a character that a text may not hold breaks.
 *
 * @param {number} codePoint
 * @returns {TextRule}
 */
function ruleOf(codePoint) {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return "surrogate";
  if (codePoint === 0x0a) return "line_feed";
  if (codePoint === 0x2028 || codePoint === 0x2029) return "separator";
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) return "control";
  return "format";
}

/**
 * The first character of a text (well-formed, not in NFC) that is not in NFC form: the end of the
 * shortest prefix, cut between code points, that NFC changes. A prefix that NFC changes stays
 * changed whatever follows it, so that character is where the text first leaves NFC: the accent
 * of a decomposed e-acute, the vowel of a decomposed Hangul syllable, or a character that NFC always
 * replaces (U+212B ANGSTROM SIGN). Run only for a text already known not to be in NFC.
 *
 * @param {string} text
 * @returns {TextProblem}
 */
function firstNotNfc(text) {
  let end = 0;
  let position = 0;
  for (const char of text) {
    end += char.length;
    position++;
    const prefix = text.slice(0, end);
    if (prefix.normalize("NFC") !== prefix) {
      return { rule: "not_nfc", codePoint: /** @type {number} */ (char.codePointAt(0)), position };
    }
  }
  // Not reached for a text that NFC changes; kept so that the type holds.
  return { rule: "not_nfc", codePoint: /** @type {number} */ (text.codePointAt(0)), position: 1 };
}

/**
 * A character's kind, in words, e.g. "a format character".
 *
 * @param {number} codePoint
 * @returns {string}
 */
export function characterKind(codePoint) {
  const char = codePoint >= 0xd800 && codePoint <= 0xdfff
    ? String.fromCharCode(codePoint)
    : String.fromCodePoint(codePoint);
  for (const [pattern, kind] of KINDS) if (pattern.test(char)) return kind;
  return "a character";
}

/**
 * A character as a message names it: `U+200B ZERO WIDTH SPACE`, or, for one not in the table,
 * `U+E0001 (a format character)`.
 *
 * @param {number} codePoint
 * @returns {string}
 */
export function characterName(codePoint) {
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = NAMES.get(codePoint);
  return name === undefined ? `${code} (${characterKind(codePoint)})` : `${code} ${name}`;
}

/**
 * Where a text is, as a message says it: `the label`, `the title`, `entry 3` (1-based).
 *
 * @param {TextKind} kind
 * @param {number} [entry] the entry's number, from 1
 * @returns {string}
 */
export function textPlace(kind, entry) {
  return kind === "entry" ? `entry ${entry ?? 1}` : `the ${kind}`;
}

/**
 * The sentence that refuses a text: the character, where it is, and the rule, e.g.
 * `U+200B ZERO WIDTH SPACE in entry 3 (character 5): format characters ... are not allowed`.
 *
 * @param {TextProblem} problem
 * @param {TextKind} kind
 * @param {number} [entry] the entry's number, from 1, when the text is an entry
 * @returns {string}
 */
export function textProblemMessage(problem, kind, entry) {
  const place = textPlace(kind, entry);
  const name = characterName(problem.codePoint);
  const at = `in ${place} (character ${problem.position})`;
  switch (problem.rule) {
    case "surrogate":
      return `${name} ${at}: the text must be well-formed Unicode`;
    case "control":
      return `${name} ${at}: control characters are not allowed` +
        (kind === "label" ? " (U+000A LINE FEED between lines is the one exception)" : "");
    case "line_feed":
      return `${name} ${at}: ${kind === "title" ? "a title" : "an entry"} is one line`;
    case "format":
      return `${name} ${at}: format characters (zero-width characters, bidi controls, soft ` +
        "hyphen, U+FEFF and the like) are not allowed";
    case "separator":
      return `${name} ${at}: U+2028 and U+2029 are not allowed`;
    case "leading_space":
    case "trailing_space":
      return `${name} at the ${problem.rule === "leading_space" ? "start" : "end"} of ${place}: ` +
        `${kind === "title" ? "a title" : "an entry"} may not begin or end with white space`;
    case "not_nfc":
      return `${name} ${at} is not in Unicode NFC form: send ${place} in NFC ` +
        `(text.normalize("NFC")), in which it is composed or reordered`;
  }
}

/**
 * Whether a text is canonical for its kind.
 *
 * @param {string} text
 * @param {TextKind} kind
 * @returns {boolean}
 */
export function isCanonical(text, kind) {
  return textProblem(text, kind) === null;
}
