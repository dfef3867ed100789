import {
  array,
  description,
  maxLength,
  metadata,
  minLength,
  pipe,
  rawCheck,
  string
} from "./chunk-f63a4449.js";

// src/giveaway/text.js
var NAMES = /* @__PURE__ */ new Map([
  [
    0,
    "NULL"
  ],
  [
    1,
    "START OF HEADING"
  ],
  [
    2,
    "START OF TEXT"
  ],
  [
    3,
    "END OF TEXT"
  ],
  [
    4,
    "END OF TRANSMISSION"
  ],
  [
    5,
    "ENQUIRY"
  ],
  [
    6,
    "ACKNOWLEDGE"
  ],
  [
    7,
    "ALERT"
  ],
  [
    8,
    "BACKSPACE"
  ],
  [
    9,
    "CHARACTER TABULATION"
  ],
  [
    10,
    "LINE FEED"
  ],
  [
    11,
    "LINE TABULATION"
  ],
  [
    12,
    "FORM FEED"
  ],
  [
    13,
    "CARRIAGE RETURN"
  ],
  [
    14,
    "SHIFT OUT"
  ],
  [
    15,
    "SHIFT IN"
  ],
  [
    16,
    "DATA LINK ESCAPE"
  ],
  [
    17,
    "DEVICE CONTROL ONE"
  ],
  [
    18,
    "DEVICE CONTROL TWO"
  ],
  [
    19,
    "DEVICE CONTROL THREE"
  ],
  [
    20,
    "DEVICE CONTROL FOUR"
  ],
  [
    21,
    "NEGATIVE ACKNOWLEDGE"
  ],
  [
    22,
    "SYNCHRONOUS IDLE"
  ],
  [
    23,
    "END OF TRANSMISSION BLOCK"
  ],
  [
    24,
    "CANCEL"
  ],
  [
    25,
    "END OF MEDIUM"
  ],
  [
    26,
    "SUBSTITUTE"
  ],
  [
    27,
    "ESCAPE"
  ],
  [
    28,
    "INFORMATION SEPARATOR FOUR"
  ],
  [
    29,
    "INFORMATION SEPARATOR THREE"
  ],
  [
    30,
    "INFORMATION SEPARATOR TWO"
  ],
  [
    31,
    "INFORMATION SEPARATOR ONE"
  ],
  [
    32,
    "SPACE"
  ],
  [
    127,
    "DELETE"
  ],
  [
    133,
    "NEXT LINE"
  ],
  [
    160,
    "NO-BREAK SPACE"
  ],
  [
    173,
    "SOFT HYPHEN"
  ],
  [
    768,
    "COMBINING GRAVE ACCENT"
  ],
  [
    769,
    "COMBINING ACUTE ACCENT"
  ],
  [
    770,
    "COMBINING CIRCUMFLEX ACCENT"
  ],
  [
    771,
    "COMBINING TILDE"
  ],
  [
    772,
    "COMBINING MACRON"
  ],
  [
    774,
    "COMBINING BREVE"
  ],
  [
    775,
    "COMBINING DOT ABOVE"
  ],
  [
    776,
    "COMBINING DIAERESIS"
  ],
  [
    778,
    "COMBINING RING ABOVE"
  ],
  [
    779,
    "COMBINING DOUBLE ACUTE ACCENT"
  ],
  [
    780,
    "COMBINING CARON"
  ],
  [
    803,
    "COMBINING DOT BELOW"
  ],
  [
    807,
    "COMBINING CEDILLA"
  ],
  [
    808,
    "COMBINING OGONEK"
  ],
  [
    1564,
    "ARABIC LETTER MARK"
  ],
  [
    4449,
    "HANGUL JUNGSEONG A"
  ],
  [
    4520,
    "HANGUL JONGSEONG KIYEOK"
  ],
  [
    5760,
    "OGHAM SPACE MARK"
  ],
  [
    6158,
    "MONGOLIAN VOWEL SEPARATOR"
  ],
  [
    8192,
    "EN QUAD"
  ],
  [
    8193,
    "EM QUAD"
  ],
  [
    8194,
    "EN SPACE"
  ],
  [
    8195,
    "EM SPACE"
  ],
  [
    8196,
    "THREE-PER-EM SPACE"
  ],
  [
    8197,
    "FOUR-PER-EM SPACE"
  ],
  [
    8198,
    "SIX-PER-EM SPACE"
  ],
  [
    8199,
    "FIGURE SPACE"
  ],
  [
    8200,
    "PUNCTUATION SPACE"
  ],
  [
    8201,
    "THIN SPACE"
  ],
  [
    8202,
    "HAIR SPACE"
  ],
  [
    8203,
    "ZERO WIDTH SPACE"
  ],
  [
    8204,
    "ZERO WIDTH NON-JOINER"
  ],
  [
    8205,
    "ZERO WIDTH JOINER"
  ],
  [
    8206,
    "LEFT-TO-RIGHT MARK"
  ],
  [
    8207,
    "RIGHT-TO-LEFT MARK"
  ],
  [
    8232,
    "LINE SEPARATOR"
  ],
  [
    8233,
    "PARAGRAPH SEPARATOR"
  ],
  [
    8234,
    "LEFT-TO-RIGHT EMBEDDING"
  ],
  [
    8235,
    "RIGHT-TO-LEFT EMBEDDING"
  ],
  [
    8236,
    "POP DIRECTIONAL FORMATTING"
  ],
  [
    8237,
    "LEFT-TO-RIGHT OVERRIDE"
  ],
  [
    8238,
    "RIGHT-TO-LEFT OVERRIDE"
  ],
  [
    8239,
    "NARROW NO-BREAK SPACE"
  ],
  [
    8287,
    "MEDIUM MATHEMATICAL SPACE"
  ],
  [
    8288,
    "WORD JOINER"
  ],
  [
    8289,
    "FUNCTION APPLICATION"
  ],
  [
    8290,
    "INVISIBLE TIMES"
  ],
  [
    8291,
    "INVISIBLE SEPARATOR"
  ],
  [
    8292,
    "INVISIBLE PLUS"
  ],
  [
    8294,
    "LEFT-TO-RIGHT ISOLATE"
  ],
  [
    8295,
    "RIGHT-TO-LEFT ISOLATE"
  ],
  [
    8296,
    "FIRST STRONG ISOLATE"
  ],
  [
    8297,
    "POP DIRECTIONAL ISOLATE"
  ],
  [
    8486,
    "OHM SIGN"
  ],
  [
    8490,
    "KELVIN SIGN"
  ],
  [
    8491,
    "ANGSTROM SIGN"
  ],
  [
    12288,
    "IDEOGRAPHIC SPACE"
  ],
  [
    65279,
    "ZERO WIDTH NO-BREAK SPACE"
  ]
]);
var KINDS = (
  /** @type {const} */
  [
    [
      /^\p{Cc}$/u,
      "a control character"
    ],
    [
      /^\p{Cf}$/u,
      "a format character"
    ],
    [
      /^\p{Cs}$/u,
      "a lone surrogate"
    ],
    [
      /^\p{Co}$/u,
      "a private-use character"
    ],
    [
      /^\p{Cn}$/u,
      "an unassigned code point"
    ],
    [
      /^\p{M}$/u,
      "a combining mark"
    ],
    [
      /^\p{Zs}$/u,
      "a space character"
    ],
    [
      /^\p{Zl}$/u,
      "a line separator"
    ],
    [
      /^\p{Zp}$/u,
      "a paragraph separator"
    ],
    [
      /^\p{L}$/u,
      "a letter"
    ],
    [
      /^\p{N}$/u,
      "a number"
    ],
    [
      /^\p{P}$/u,
      "a punctuation mark"
    ],
    [
      /^\p{S}$/u,
      "a symbol"
    ]
  ]
);
var LABEL_BAD = /[\0-\x09\x0b-\x1f\x7f-\x9f\p{Cf}\p{Cs}\u2028\u2029]/u;
var LINE_BAD = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;
var LEADING_SPACE = /^\p{White_Space}/u;
var TRAILING_SPACE = /\p{White_Space}$/u;
function codePointLength(text) {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
function textProblem(text, kind) {
  const bad = (kind === "label" ? LABEL_BAD : LINE_BAD).exec(text);
  if (bad !== null) {
    const codePoint = (
      /** @type {number} */
      bad[0].codePointAt(0)
    );
    const position = codePointLength(text.slice(0, bad.index)) + 1;
    return {
      rule: ruleOf(codePoint),
      codePoint,
      position
    };
  }
  if (kind !== "label" && text !== "") {
    if (LEADING_SPACE.test(text)) {
      return {
        rule: "leading_space",
        codePoint: (
          /** @type {number} */
          text.codePointAt(0)
        ),
        position: 1
      };
    }
    if (TRAILING_SPACE.test(text)) {
      const last = (
        /** @type {string} */
        Array.from(text).at(-1)
      );
      return {
        rule: "trailing_space",
        codePoint: (
          /** @type {number} */
          last.codePointAt(0)
        ),
        position: codePointLength(text)
      };
    }
  }
  if (text.normalize("NFC") !== text) return firstNotNfc(text);
  return null;
}
function ruleOf(codePoint) {
  if (codePoint >= 55296 && codePoint <= 57343) return "surrogate";
  if (codePoint === 10) return "line_feed";
  if (codePoint === 8232 || codePoint === 8233) return "separator";
  if (codePoint <= 31 || codePoint >= 127 && codePoint <= 159) return "control";
  return "format";
}
function firstNotNfc(text) {
  let end = 0;
  let position = 0;
  for (const char of text) {
    end += char.length;
    position++;
    const prefix = text.slice(0, end);
    if (prefix.normalize("NFC") !== prefix) {
      return {
        rule: "not_nfc",
        codePoint: (
          /** @type {number} */
          char.codePointAt(0)
        ),
        position
      };
    }
  }
  return {
    rule: "not_nfc",
    codePoint: (
      /** @type {number} */
      text.codePointAt(0)
    ),
    position: 1
  };
}
function characterKind(codePoint) {
  const char = codePoint >= 55296 && codePoint <= 57343 ? String.fromCharCode(codePoint) : String.fromCodePoint(codePoint);
  for (const [pattern, kind] of KINDS) if (pattern.test(char)) return kind;
  return "a character";
}
function characterName(codePoint) {
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = NAMES.get(codePoint);
  return name === void 0 ? `${code} (${characterKind(codePoint)})` : `${code} ${name}`;
}
function textPlace(kind, entry) {
  return kind === "entry" ? `entry ${entry ?? 1}` : `the ${kind}`;
}
function textProblemMessage(problem, kind, entry) {
  const place = textPlace(kind, entry);
  const name = characterName(problem.codePoint);
  const at = `in ${place} (character ${problem.position})`;
  switch (problem.rule) {
    case "surrogate":
      return `${name} ${at}: the text must be well-formed Unicode`;
    case "control":
      return `${name} ${at}: control characters are not allowed` + (kind === "label" ? " (U+000A LINE FEED between lines is the one exception)" : "");
    case "line_feed":
      return `${name} ${at}: ${kind === "title" ? "a title" : "an entry"} is one line`;
    case "format":
      return `${name} ${at}: format characters (zero-width characters, bidi controls, soft hyphen, U+FEFF and the like) are not allowed`;
    case "separator":
      return `${name} ${at}: U+2028 and U+2029 are not allowed`;
    case "leading_space":
    case "trailing_space":
      return `${name} at the ${problem.rule === "leading_space" ? "start" : "end"} of ${place}: ${kind === "title" ? "a title" : "an entry"} may not begin or end with white space`;
    case "not_nfc":
      return `${name} ${at} is not in Unicode NFC form: send ${place} in NFC (text.normalize("NFC")), in which it is composed or reordered`;
  }
}

// src/operations/_text.ts
var MAX_ITEMS = 1e3;
var MAX_ITEM_LENGTH = 200;
function isGoodItem(item) {
  return typeof item === "string" && item.length !== 0 && // length counts UTF-16 units, never fewer than code points: count only when over.
  (item.length <= MAX_ITEM_LENGTH || codePointLength(item) <= MAX_ITEM_LENGTH) && item.isWellFormed();
}
function isGoodList(value) {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ITEMS) return false;
  for (let i = 0; i < value.length; i++) {
    if (!isGoodItem(value[i])) return false;
  }
  return true;
}
function itemList(description2) {
  const itemAllowed = `a string of 1 to ${MAX_ITEM_LENGTH} characters`;
  const listAllowed = `a list of 1 to ${MAX_ITEMS} strings`;
  const checked = pipe(array(string(itemAllowed), listAllowed), minLength(1, listAllowed), maxLength(MAX_ITEMS, listAllowed), rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const items = dataset.value;
    const bad = items.findIndex((item2) => item2.length === 0 || // length counts UTF-16 units, never fewer than code points: count only when over.
    item2.length > MAX_ITEM_LENGTH && codePointLength(item2) > MAX_ITEM_LENGTH || !item2.isWellFormed());
    if (bad === -1) return;
    const item = items[bad];
    const path = [
      {
        type: "array",
        origin: "value",
        input: items,
        key: bad,
        value: item
      }
    ];
    if (item.isWellFormed() || codePointLength(item) > MAX_ITEM_LENGTH) {
      addIssue({
        message: itemAllowed,
        expected: itemAllowed,
        input: item,
        path
      });
    } else {
      addIssue({
        message: `items[${bad}] must be well-formed Unicode text, got a lone surrogate`,
        path
      });
    }
  }), metadata({
    itemCodePoints: {
      min: 1,
      max: MAX_ITEM_LENGTH
    }
  }), description(description2));
  const list = {
    ...checked,
    "~run"(dataset, config) {
      const value = dataset.value;
      if (!isGoodList(value)) return checked["~run"](dataset, config);
      return {
        typed: true,
        value
      };
    }
  };
  return list;
}
function canonicalText(field, max, description2) {
  const allowed = `a string of 0 to ${max} characters`;
  return pipe(string(allowed), rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const text = dataset.value;
    if (text.length > max && codePointLength(text) > max) {
      addIssue({
        message: `${field} must be ${allowed} (Unicode code points), got ${codePointLength(text)}`
      });
      return;
    }
    const problem = textProblem(text, field);
    if (problem !== null) {
      addIssue({
        message: `${field} must be canonical text: ${textProblemMessage(problem, field)}`
      });
    }
  }), metadata({
    maxLength: max
  }), description(description2));
}

export {
  codePointLength,
  textProblem,
  textProblemMessage,
  itemList,
  canonicalText
};
