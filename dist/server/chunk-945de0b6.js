import {
  addCosignatures,
  appendLeaf,
  checkpointFor,
  checkpointText,
  entryBundle,
  hashTile,
  inclusionOf,
  latestCheckpoint,
  leafOf
} from "./chunk-2aa92824.js";
import {
  lazy
} from "./chunk-9718ce8c.js";
import {
  DrawNotFoundError,
  SourceUnavailableError
} from "./chunk-8a11dbd4.js";
import {
  retryingKv
} from "./chunk-e5abcffa.js";

// npm:valibot/1.5.0/dist/index.mjs
var store$4;
var DEFAULT_CONFIG = {
  lang: void 0,
  message: void 0,
  abortEarly: void 0,
  abortPipeEarly: void 0
};
// @__NO_SIDE_EFFECTS__
function getGlobalConfig(config$1) {
  if (!config$1 && !store$4) return DEFAULT_CONFIG;
  return {
    lang: config$1?.lang ?? store$4?.lang,
    message: config$1?.message,
    abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
    abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
  };
}
var store$3;
// @__NO_SIDE_EFFECTS__
function getGlobalMessage(lang) {
  return store$3?.get(lang);
}
var store$2;
// @__NO_SIDE_EFFECTS__
function getSchemaMessage(lang) {
  return store$2?.get(lang);
}
var store$1;
// @__NO_SIDE_EFFECTS__
function getSpecificMessage(reference, lang) {
  return store$1?.get(reference)?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function _stringify(input) {
  const type = typeof input;
  if (type === "string") return `"${input}"`;
  if (type === "number" || type === "bigint" || type === "boolean") return `${input}`;
  if (type === "object" || type === "function") return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null";
  return type;
}
function _addIssue(context, label, dataset, config$1, other) {
  const input = other && "input" in other ? other.input : dataset.value;
  const expected = other?.expected ?? context.expects ?? null;
  const received = other?.received ?? /* @__PURE__ */ _stringify(input);
  const issue = {
    kind: context.kind,
    type: context.type,
    input,
    expected,
    received,
    message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : "R"}eceived ${received}`,
    requirement: context.requirement,
    path: other?.path,
    issues: other?.issues,
    lang: config$1.lang,
    abortEarly: config$1.abortEarly,
    abortPipeEarly: config$1.abortPipeEarly
  };
  const isSchema = context.kind === "schema";
  const message$1 = other?.message ?? context.message ?? /* @__PURE__ */ getSpecificMessage(context.reference, issue.lang) ?? (isSchema ? /* @__PURE__ */ getSchemaMessage(issue.lang) : null) ?? config$1.message ?? /* @__PURE__ */ getGlobalMessage(issue.lang);
  if (message$1 !== void 0) issue.message = typeof message$1 === "function" ? message$1(issue) : message$1;
  if (isSchema) dataset.typed = false;
  if (dataset.issues) dataset.issues.push(issue);
  else dataset.issues = [
    issue
  ];
}
// @__NO_SIDE_EFFECTS__
function _isSameValueZero(value1, value2) {
  return value1 === value2 || Number.isNaN(value1) && Number.isNaN(value2);
}
// @__NO_SIDE_EFFECTS__
function _joinExpects(values$1, separator) {
  const list = [
    ...new Set(values$1)
  ];
  if (list.length > 1) return `(${list.join(` ${separator} `)})`;
  return list[0] ?? "never";
}
function _standardSchema(schema) {
  schema["~standard"] = {
    version: 1,
    vendor: "valibot",
    validate: (value$1) => schema["~run"]({
      value: value$1
    }, /* @__PURE__ */ getGlobalConfig())
  };
  return schema;
}
// @__NO_SIDE_EFFECTS__
function description(description_) {
  return {
    kind: "metadata",
    type: "description",
    reference: description,
    description: description_
  };
}
// @__NO_SIDE_EFFECTS__
function integer(message$1) {
  return {
    kind: "validation",
    type: "integer",
    reference: integer,
    async: false,
    expects: null,
    requirement: Number.isInteger,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "integer", dataset, config$1);
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function maxLength(requirement, message$1) {
  return {
    kind: "validation",
    type: "max_length",
    reference: maxLength,
    async: false,
    expects: `<=${requirement}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && dataset.value.length > this.requirement) _addIssue(this, "length", dataset, config$1, {
        received: `${dataset.value.length}`
      });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function maxValue(requirement, message$1) {
  return {
    kind: "validation",
    type: "max_value",
    reference: maxValue,
    async: false,
    expects: `<=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !(dataset.value <= this.requirement)) _addIssue(this, "value", dataset, config$1, {
        received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value)
      });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function metadata(metadata_) {
  return {
    kind: "metadata",
    type: "metadata",
    reference: metadata,
    metadata: metadata_
  };
}
// @__NO_SIDE_EFFECTS__
function minLength(requirement, message$1) {
  return {
    kind: "validation",
    type: "min_length",
    reference: minLength,
    async: false,
    expects: `>=${requirement}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && dataset.value.length < this.requirement) _addIssue(this, "length", dataset, config$1, {
        received: `${dataset.value.length}`
      });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function minValue(requirement, message$1) {
  return {
    kind: "validation",
    type: "min_value",
    reference: minValue,
    async: false,
    expects: `>=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !(dataset.value >= this.requirement)) _addIssue(this, "value", dataset, config$1, {
        received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value)
      });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function rawCheck(action) {
  return {
    kind: "validation",
    type: "raw_check",
    reference: rawCheck,
    async: false,
    expects: null,
    "~run"(dataset, config$1) {
      action({
        dataset,
        config: config$1,
        addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info)
      });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function rawTransform(action) {
  return {
    kind: "transformation",
    type: "raw_transform",
    reference: rawTransform,
    async: false,
    "~run"(dataset, config$1) {
      const output = action({
        dataset,
        config: config$1,
        addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info),
        NEVER: null
      });
      if (dataset.issues) dataset.typed = false;
      else dataset.value = output;
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function regex(requirement, message$1) {
  return {
    kind: "validation",
    type: "regex",
    reference: regex,
    async: false,
    expects: `${requirement}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "format", dataset, config$1);
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function safeInteger(message$1) {
  return {
    kind: "validation",
    type: "safe_integer",
    reference: safeInteger,
    async: false,
    expects: null,
    requirement: Number.isSafeInteger,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "safe integer", dataset, config$1);
      return dataset;
    }
  };
}
var ABORT_EARLY_CONFIG = {
  abortEarly: true
};
// @__NO_SIDE_EFFECTS__
function getFallback(schema, dataset, config$1) {
  return typeof schema.fallback === "function" ? schema.fallback(dataset, config$1) : schema.fallback;
}
// @__NO_SIDE_EFFECTS__
function getDefault(schema, dataset, config$1) {
  return typeof schema.default === "function" ? schema.default(dataset, config$1) : schema.default;
}
// @__NO_SIDE_EFFECTS__
function array(item, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "array",
    reference: array,
    expects: "Array",
    async: false,
    item,
    message: message$1,
    "~run"(dataset, config$1) {
      const input = dataset.value;
      if (Array.isArray(input)) {
        dataset.typed = true;
        dataset.value = [];
        for (let key = 0; key < input.length; key++) {
          const value$1 = input[key];
          const itemDataset = this.item["~run"]({
            value: value$1
          }, config$1);
          if (itemDataset.issues) {
            const pathItem = {
              type: "array",
              origin: "value",
              input,
              key,
              value: value$1
            };
            for (const issue of itemDataset.issues) {
              if (issue.path) issue.path.unshift(pathItem);
              else issue.path = [
                pathItem
              ];
              dataset.issues?.push(issue);
            }
            if (!dataset.issues) dataset.issues = itemDataset.issues;
            if (config$1.abortEarly) {
              dataset.typed = false;
              break;
            }
          }
          if (!itemDataset.typed) dataset.typed = false;
          dataset.value.push(itemDataset.value);
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function boolean(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "boolean",
    reference: boolean,
    expects: "boolean",
    async: false,
    message: message$1,
    "~run"(dataset, config$1) {
      if (typeof dataset.value === "boolean") dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function literal(literal_, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "literal",
    reference: literal,
    expects: /* @__PURE__ */ _stringify(literal_),
    async: false,
    literal: literal_,
    message: message$1,
    "~run"(dataset, config$1) {
      if (/* @__PURE__ */ _isSameValueZero(dataset.value, this.literal)) dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function nullable(wrapped, default_) {
  return _standardSchema({
    kind: "schema",
    type: "nullable",
    reference: nullable,
    expects: `(${wrapped.expects} | null)`,
    async: false,
    wrapped,
    default: default_,
    "~run"(dataset, config$1) {
      if (dataset.value === null) {
        if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
        if (dataset.value === null) {
          dataset.typed = true;
          return dataset;
        }
      }
      return this.wrapped["~run"](dataset, config$1);
    }
  });
}
// @__NO_SIDE_EFFECTS__
function number(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "number",
    reference: number,
    expects: "number",
    async: false,
    message: message$1,
    "~run"(dataset, config$1) {
      if (typeof dataset.value === "number" && !isNaN(dataset.value)) dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function optional(wrapped, default_) {
  return _standardSchema({
    kind: "schema",
    type: "optional",
    reference: optional,
    expects: `(${wrapped.expects} | undefined)`,
    async: false,
    wrapped,
    default: default_,
    "~run"(dataset, config$1) {
      if (dataset.value === void 0) {
        if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
        if (dataset.value === void 0) {
          dataset.typed = true;
          return dataset;
        }
      }
      return this.wrapped["~run"](dataset, config$1);
    }
  });
}
// @__NO_SIDE_EFFECTS__
function picklist(options, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "picklist",
    reference: picklist,
    expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
    async: false,
    options,
    message: message$1,
    "~run"(dataset, config$1) {
      if (this.options.includes(dataset.value)) dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function strictObject(entries$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "strict_object",
    reference: strictObject,
    expects: "Object",
    async: false,
    entries: entries$1,
    message: message$1,
    "~run"(dataset, config$1) {
      const input = dataset.value;
      if (input && typeof input === "object") {
        dataset.typed = true;
        dataset.value = {};
        for (const key in this.entries) {
          const valueSchema = this.entries[key];
          if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
            const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
            const valueDataset = valueSchema["~run"]({
              value: value$1
            }, config$1);
            if (valueDataset.issues) {
              const pathItem = {
                type: "object",
                origin: "value",
                input,
                key,
                value: value$1
              };
              for (const issue of valueDataset.issues) {
                if (issue.path) issue.path.unshift(pathItem);
                else issue.path = [
                  pathItem
                ];
                dataset.issues?.push(issue);
              }
              if (!dataset.issues) dataset.issues = valueDataset.issues;
              if (config$1.abortEarly) {
                dataset.typed = false;
                break;
              }
            }
            if (!valueDataset.typed) dataset.typed = false;
            dataset.value[key] = valueDataset.value;
          } else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
          else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
            _addIssue(this, "key", dataset, config$1, {
              input: void 0,
              expected: `"${key}"`,
              path: [
                {
                  type: "object",
                  origin: "key",
                  input,
                  key,
                  value: input[key]
                }
              ]
            });
            if (config$1.abortEarly) break;
          }
        }
        if (!dataset.issues || !config$1.abortEarly) {
          for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
            _addIssue(this, "key", dataset, config$1, {
              input: key,
              expected: "never",
              path: [
                {
                  type: "object",
                  origin: "key",
                  input,
                  key,
                  value: input[key]
                }
              ]
            });
            break;
          }
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function string(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "string",
    reference: string,
    expects: "string",
    async: false,
    message: message$1,
    "~run"(dataset, config$1) {
      if (typeof dataset.value === "string") dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function _subIssues(datasets) {
  let issues;
  if (datasets) for (const dataset of datasets) if (issues) for (const issue of dataset.issues) issues.push(issue);
  else issues = dataset.issues;
  return issues;
}
// @__NO_SIDE_EFFECTS__
function union(options, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "union",
    reference: union,
    expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
    async: false,
    options,
    message: message$1,
    "~run"(dataset, config$1) {
      let validDataset;
      let typedDatasets;
      let untypedDatasets;
      for (const schema of this.options) {
        const optionDataset = schema["~run"]({
          value: dataset.value
        }, config$1);
        if (optionDataset.typed) if (optionDataset.issues) if (typedDatasets) typedDatasets.push(optionDataset);
        else typedDatasets = [
          optionDataset
        ];
        else {
          validDataset = optionDataset;
          break;
        }
        else if (untypedDatasets) untypedDatasets.push(optionDataset);
        else untypedDatasets = [
          optionDataset
        ];
      }
      if (validDataset) return validDataset;
      if (typedDatasets) {
        if (typedDatasets.length === 1) return typedDatasets[0];
        _addIssue(this, "type", dataset, config$1, {
          issues: /* @__PURE__ */ _subIssues(typedDatasets)
        });
        dataset.typed = true;
      } else if (untypedDatasets?.length === 1) return untypedDatasets[0];
      else _addIssue(this, "type", dataset, config$1, {
        issues: /* @__PURE__ */ _subIssues(untypedDatasets)
      });
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function variant(key, options, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "variant",
    reference: variant,
    expects: "Object",
    async: false,
    key,
    options,
    message: message$1,
    "~run"(dataset, config$1) {
      const input = dataset.value;
      if (input && typeof input === "object") {
        let outputDataset;
        let maxDiscriminatorPriority = 0;
        let invalidDiscriminatorKey = this.key;
        let expectedDiscriminators = [];
        const parseOptions = (variant$1, allKeys) => {
          for (const schema of variant$1.options) {
            if (schema.type === "variant") parseOptions(schema, new Set(allKeys).add(schema.key));
            else {
              let keysAreValid = true;
              let currentPriority = 0;
              for (const currentKey of allKeys) {
                const discriminatorSchema = schema.entries[currentKey];
                if (currentKey in input ? discriminatorSchema["~run"]({
                  typed: false,
                  value: input[currentKey]
                }, ABORT_EARLY_CONFIG).issues : discriminatorSchema.type !== "exact_optional" && discriminatorSchema.type !== "optional" && discriminatorSchema.type !== "nullish") {
                  keysAreValid = false;
                  if (invalidDiscriminatorKey !== currentKey && (maxDiscriminatorPriority < currentPriority || maxDiscriminatorPriority === currentPriority && currentKey in input && !(invalidDiscriminatorKey in input))) {
                    maxDiscriminatorPriority = currentPriority;
                    invalidDiscriminatorKey = currentKey;
                    expectedDiscriminators = [];
                  }
                  if (invalidDiscriminatorKey === currentKey) expectedDiscriminators.push(schema.entries[currentKey].expects);
                  break;
                }
                currentPriority++;
              }
              if (keysAreValid) {
                const optionDataset = schema["~run"]({
                  value: input
                }, config$1);
                if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
              }
            }
            if (outputDataset && !outputDataset.issues) break;
          }
        };
        parseOptions(this, /* @__PURE__ */ new Set([
          this.key
        ]));
        if (outputDataset) return outputDataset;
        _addIssue(this, "type", dataset, config$1, {
          input: input[invalidDiscriminatorKey],
          expected: /* @__PURE__ */ _joinExpects(expectedDiscriminators, "|"),
          path: [
            {
              type: "object",
              origin: "value",
              input,
              key: invalidDiscriminatorKey,
              value: input[invalidDiscriminatorKey]
            }
          ]
        });
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function pipe(...pipe$1) {
  return _standardSchema({
    ...pipe$1[0],
    pipe: pipe$1,
    "~run"(dataset, config$1) {
      for (const item of pipe$1) if (item.kind !== "metadata") {
        if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
          dataset.typed = false;
          break;
        }
        if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = item["~run"](dataset, config$1);
      }
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function safeParse(schema, input, config$1) {
  const dataset = schema["~run"]({
    value: input
  }, /* @__PURE__ */ getGlobalConfig(config$1));
  return {
    typed: dataset.typed,
    success: !dataset.issues,
    output: dataset.value,
    issues: dataset.issues
  };
}

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

// src/giveaway/announcement.js
var GIVEAWAY_METHOD = "fairdraw-giveaway/v1";
var ANNOUNCEMENT_METHOD = "fairdraw-announcement/v1";
var MAX_ENTRIES = 1e3;
var MAX_TEXT = 200;
var ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
var ID_BYTES = 15;
function hex(bytes) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
async function sha256(text) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
async function sha256Hex(text) {
  return hex(await sha256(text));
}
function entriesSha256(entries) {
  return sha256Hex(entries.join("\n"));
}
function labelOf({ title, count, entriesSha256: entriesSha2562, winners }) {
  return [
    GIVEAWAY_METHOD,
    `title: ${title}`,
    `entries: ${count}`,
    `entries-sha256: ${entriesSha2562}`,
    `winners: ${winners}`
  ].join("\n");
}
function announcementMessage({ game, draw, label }) {
  return [
    ANNOUNCEMENT_METHOD,
    game,
    String(draw),
    label
  ].join("\n");
}
function idOfBytes(bytes) {
  let characters = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < ID_BYTES; i++) {
    buffer = buffer << 8 | /** @type {number} */
    bytes[i];
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      characters += ID_ALPHABET[buffer >> bits & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return (
    /** @type {string[]} */
    characters.match(/.{4}/g).join("-")
  );
}
async function announcementId(message) {
  return idOfBytes(await sha256(message));
}
async function announce({ game, draw, title, entries, winners }) {
  const hash = await entriesSha256(entries);
  const label = labelOf({
    title,
    count: entries.length,
    entriesSha256: hash,
    winners
  });
  const message = announcementMessage({
    game,
    draw,
    label
  });
  return {
    id: await announcementId(message),
    label,
    entriesSha256: hash,
    message
  };
}
function parseId(text) {
  if (text.length > 200) return null;
  const characters = text.replace(/[- ]/g, "").toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  if (!/^[0-9A-HJKMNP-TV-Z]{24}$/.test(characters)) return null;
  return (
    /** @type {string[]} */
    characters.match(/.{4}/g).join("-")
  );
}

// npm:deno-std/1.4.0/http/status.js
var STATUS_CODE = {
  /** RFC 7231, 6.2.1 */
  Continue: 100,
  /** RFC 7231, 6.2.2 */
  SwitchingProtocols: 101,
  /** RFC 2518, 10.1 */
  Processing: 102,
  /** RFC 8297 **/
  EarlyHints: 103,
  /** RFC 7231, 6.3.1 */
  OK: 200,
  /** RFC 7231, 6.3.2 */
  Created: 201,
  /** RFC 7231, 6.3.3 */
  Accepted: 202,
  /** RFC 7231, 6.3.4 */
  NonAuthoritativeInfo: 203,
  /** RFC 7231, 6.3.5 */
  NoContent: 204,
  /** RFC 7231, 6.3.6 */
  ResetContent: 205,
  /** RFC 7233, 4.1 */
  PartialContent: 206,
  /** RFC 4918, 11.1 */
  MultiStatus: 207,
  /** RFC 5842, 7.1 */
  AlreadyReported: 208,
  /** RFC 3229, 10.4.1 */
  IMUsed: 226,
  /** RFC 7231, 6.4.1 */
  MultipleChoices: 300,
  /** RFC 7231, 6.4.2 */
  MovedPermanently: 301,
  /** RFC 7231, 6.4.3 */
  Found: 302,
  /** RFC 7231, 6.4.4 */
  SeeOther: 303,
  /** RFC 7232, 4.1 */
  NotModified: 304,
  /** RFC 7231, 6.4.5 */
  UseProxy: 305,
  /** RFC 7231, 6.4.7 */
  TemporaryRedirect: 307,
  /** RFC 7538, 3 */
  PermanentRedirect: 308,
  /** RFC 7231, 6.5.1 */
  BadRequest: 400,
  /** RFC 7235, 3.1 */
  Unauthorized: 401,
  /** RFC 7231, 6.5.2 */
  PaymentRequired: 402,
  /** RFC 7231, 6.5.3 */
  Forbidden: 403,
  /** RFC 7231, 6.5.4 */
  NotFound: 404,
  /** RFC 7231, 6.5.5 */
  MethodNotAllowed: 405,
  /** RFC 7231, 6.5.6 */
  NotAcceptable: 406,
  /** RFC 7235, 3.2 */
  ProxyAuthRequired: 407,
  /** RFC 7231, 6.5.7 */
  RequestTimeout: 408,
  /** RFC 7231, 6.5.8 */
  Conflict: 409,
  /** RFC 7231, 6.5.9 */
  Gone: 410,
  /** RFC 7231, 6.5.10 */
  LengthRequired: 411,
  /** RFC 7232, 4.2 */
  PreconditionFailed: 412,
  /** RFC 7231, 6.5.11 */
  ContentTooLarge: 413,
  /** RFC 7231, 6.5.12 */
  URITooLong: 414,
  /** RFC 7231, 6.5.13 */
  UnsupportedMediaType: 415,
  /** RFC 7233, 4.4 */
  RangeNotSatisfiable: 416,
  /** RFC 7231, 6.5.14 */
  ExpectationFailed: 417,
  /** RFC 7168, 2.3.3 */
  Teapot: 418,
  /** RFC 7540, 9.1.2 */
  MisdirectedRequest: 421,
  /** RFC 4918, 11.2 */
  UnprocessableEntity: 422,
  /** RFC 4918, 11.3 */
  Locked: 423,
  /** RFC 4918, 11.4 */
  FailedDependency: 424,
  /** RFC 8470, 5.2 */
  TooEarly: 425,
  /** RFC 7231, 6.5.15 */
  UpgradeRequired: 426,
  /** RFC 6585, 3 */
  PreconditionRequired: 428,
  /** RFC 6585, 4 */
  TooManyRequests: 429,
  /** RFC 6585, 5 */
  RequestHeaderFieldsTooLarge: 431,
  /** RFC 7725, 3 */
  UnavailableForLegalReasons: 451,
  /** RFC 7231, 6.6.1 */
  InternalServerError: 500,
  /** RFC 7231, 6.6.2 */
  NotImplemented: 501,
  /** RFC 7231, 6.6.3 */
  BadGateway: 502,
  /** RFC 7231, 6.6.4 */
  ServiceUnavailable: 503,
  /** RFC 7231, 6.6.5 */
  GatewayTimeout: 504,
  /** RFC 7231, 6.6.6 */
  HTTPVersionNotSupported: 505,
  /** RFC 2295, 8.1 */
  VariantAlsoNegotiates: 506,
  /** RFC 4918, 11.5 */
  InsufficientStorage: 507,
  /** RFC 5842, 7.2 */
  LoopDetected: 508,
  /** RFC 2774, 7 */
  NotExtended: 510,
  /** RFC 6585, 6 */
  NetworkAuthenticationRequired: 511
};
var STATUS_TEXT = {
  [STATUS_CODE.Accepted]: "Accepted",
  [STATUS_CODE.AlreadyReported]: "Already Reported",
  [STATUS_CODE.BadGateway]: "Bad Gateway",
  [STATUS_CODE.BadRequest]: "Bad Request",
  [STATUS_CODE.Conflict]: "Conflict",
  [STATUS_CODE.Continue]: "Continue",
  [STATUS_CODE.Created]: "Created",
  [STATUS_CODE.EarlyHints]: "Early Hints",
  [STATUS_CODE.ExpectationFailed]: "Expectation Failed",
  [STATUS_CODE.FailedDependency]: "Failed Dependency",
  [STATUS_CODE.Forbidden]: "Forbidden",
  [STATUS_CODE.Found]: "Found",
  [STATUS_CODE.GatewayTimeout]: "Gateway Timeout",
  [STATUS_CODE.Gone]: "Gone",
  [STATUS_CODE.HTTPVersionNotSupported]: "HTTP Version Not Supported",
  [STATUS_CODE.IMUsed]: "IM Used",
  [STATUS_CODE.InsufficientStorage]: "Insufficient Storage",
  [STATUS_CODE.InternalServerError]: "Internal Server Error",
  [STATUS_CODE.LengthRequired]: "Length Required",
  [STATUS_CODE.Locked]: "Locked",
  [STATUS_CODE.LoopDetected]: "Loop Detected",
  [STATUS_CODE.MethodNotAllowed]: "Method Not Allowed",
  [STATUS_CODE.MisdirectedRequest]: "Misdirected Request",
  [STATUS_CODE.MovedPermanently]: "Moved Permanently",
  [STATUS_CODE.MultiStatus]: "Multi Status",
  [STATUS_CODE.MultipleChoices]: "Multiple Choices",
  [STATUS_CODE.NetworkAuthenticationRequired]: "Network Authentication Required",
  [STATUS_CODE.NoContent]: "No Content",
  [STATUS_CODE.NonAuthoritativeInfo]: "Non Authoritative Info",
  [STATUS_CODE.NotAcceptable]: "Not Acceptable",
  [STATUS_CODE.NotExtended]: "Not Extended",
  [STATUS_CODE.NotFound]: "Not Found",
  [STATUS_CODE.NotImplemented]: "Not Implemented",
  [STATUS_CODE.NotModified]: "Not Modified",
  [STATUS_CODE.OK]: "OK",
  [STATUS_CODE.PartialContent]: "Partial Content",
  [STATUS_CODE.PaymentRequired]: "Payment Required",
  [STATUS_CODE.PermanentRedirect]: "Permanent Redirect",
  [STATUS_CODE.PreconditionFailed]: "Precondition Failed",
  [STATUS_CODE.PreconditionRequired]: "Precondition Required",
  [STATUS_CODE.Processing]: "Processing",
  [STATUS_CODE.ProxyAuthRequired]: "Proxy Auth Required",
  [STATUS_CODE.ContentTooLarge]: "Content Too Large",
  [STATUS_CODE.RequestHeaderFieldsTooLarge]: "Request Header Fields Too Large",
  [STATUS_CODE.RequestTimeout]: "Request Timeout",
  [STATUS_CODE.URITooLong]: "URI Too Long",
  [STATUS_CODE.RangeNotSatisfiable]: "Range Not Satisfiable",
  [STATUS_CODE.ResetContent]: "Reset Content",
  [STATUS_CODE.SeeOther]: "See Other",
  [STATUS_CODE.ServiceUnavailable]: "Service Unavailable",
  [STATUS_CODE.SwitchingProtocols]: "Switching Protocols",
  [STATUS_CODE.Teapot]: "I'm a teapot",
  [STATUS_CODE.TemporaryRedirect]: "Temporary Redirect",
  [STATUS_CODE.TooEarly]: "Too Early",
  [STATUS_CODE.TooManyRequests]: "Too Many Requests",
  [STATUS_CODE.Unauthorized]: "Unauthorized",
  [STATUS_CODE.UnavailableForLegalReasons]: "Unavailable For Legal Reasons",
  [STATUS_CODE.UnprocessableEntity]: "Unprocessable Entity",
  [STATUS_CODE.UnsupportedMediaType]: "Unsupported Media Type",
  [STATUS_CODE.UpgradeRequired]: "Upgrade Required",
  [STATUS_CODE.UseProxy]: "Use Proxy",
  [STATUS_CODE.VariantAlsoNegotiates]: "Variant Also Negotiates"
};

// src/giveaway/stored.ts
async function leafText(id, stored) {
  const { message } = await announce(stored);
  return `fairdraw-log-entry/v1
id ${id}
announced_at ${stored.announced_at}
${message}`;
}
async function through(bytes, stream) {
  return new Uint8Array(await new Response(new Blob([
    bytes
  ]).stream().pipeThrough(stream)).arrayBuffer());
}
var gzip = (bytes) => through(bytes, new CompressionStream("gzip"));
var gunzip = (bytes) => through(bytes, new DecompressionStream("gzip"));

// src/giveaway/budget.ts
var PACE_BURST = 5;
var DEFAULT_BUDGET = {
  clientRecords: 60,
  clientBytes: 2e6,
  globalRecords: 6e3,
  globalBytes: 2e8,
  perSecond: 1
};
var BUDGET_WINDOW_MS = 36e5;
var RegisterBudgetError = class extends Error {
  /** `client`: this client's budget; `global`: everyone's. */
  scope;
  /** Whole seconds until the window ends and the budget is whole again. */
  retryAfterSeconds;
  /** Makes the refusal, with the message that says which budget and until when. */
  constructor(scope, budget, retryAfterSeconds) {
    super(scope === "client" ? `this client has used its register budget for the hour (${budget.clientRecords} records or ${budget.clientBytes} stored bytes); try again in ${retryAfterSeconds} s` : `the register has taken all it takes in an hour (${budget.globalRecords} records or ${budget.globalBytes} stored bytes); try again in ${retryAfterSeconds} s`);
    this.name = "RegisterBudgetError";
    this.scope = scope;
    this.retryAfterSeconds = retryAfterSeconds;
  }
};
var SpentBudgets = class {
  budget;
  #until;
  /** Makes the memory, for one budget. */
  constructor(budget) {
    this.budget = budget;
    this.#until = /* @__PURE__ */ new Map();
    this.#tokens = PACE_BURST;
    this.#filledAt = performance.now();
  }
  /** Notes a refusal: that budget is spent until the window's end. */
  note(error, client, now) {
    const key = error.scope === "global" ? "*" : client;
    if (key === void 0) return;
    this.#until.delete(key);
    this.#until.set(key, now + error.retryAfterSeconds * 1e3);
    if (this.#until.size > MAX_REMEMBERED) this.#until.delete(this.#until.keys().next().value);
  }
  #tokens;
  #filledAt;
  /**
   * Takes a turn of the instance's pace (by the monotonic clock, not the app's): whether one was
   * left, and when the next comes (whole seconds) when not.
   */
  pace() {
    const at = performance.now();
    const perMs = this.budget.perSecond / 1e3;
    const burst = Math.max(PACE_BURST, this.budget.perSecond);
    this.#tokens = Math.min(burst, this.#tokens + (at - this.#filledAt) * perMs);
    this.#filledAt = at;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return {
        ok: true
      };
    }
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - this.#tokens) / perMs / 1e3))
    };
  }
  /** The refusal a registration by `client` would meet now, if its budget or everyone's is spent. */
  refusal(client, now) {
    for (const [key, scope] of [
      [
        "*",
        "global"
      ],
      [
        client,
        "client"
      ]
    ]) {
      if (key === void 0) continue;
      const until = this.#until.get(key);
      if (until === void 0) continue;
      if (until <= now) this.#until.delete(key);
      else return new RegisterBudgetError(scope, this.budget, Math.ceil((until - now) / 1e3));
    }
    return void 0;
  }
};
var MAX_REMEMBERED = 1e5;
async function chargeBudget(db, budget, client, bytes, now) {
  const window = Math.floor(now / BUDGET_WINDOW_MS);
  const retryAfter = Math.max(1, Math.ceil(((window + 1) * BUDGET_WINDOW_MS - now) / 1e3));
  const globalKey = [
    "budget",
    window,
    "*"
  ];
  const keys = client === void 0 ? [
    globalKey
  ] : [
    globalKey,
    [
      "budget",
      window,
      client
    ]
  ];
  const entries = await retryingKv(() => db.getMany(keys));
  const [everyone, mine] = entries.map((entry) => entry.value ?? {
    records: 0,
    bytes: 0
  });
  if (mine !== void 0 && (mine.records + 1 > budget.clientRecords || mine.bytes + bytes > budget.clientBytes)) {
    throw new RegisterBudgetError("client", budget, retryAfter);
  }
  if (everyone.records + 1 > budget.globalRecords || everyone.bytes + bytes > budget.globalBytes) {
    throw new RegisterBudgetError("global", budget, retryAfter);
  }
  return (operation) => {
    for (const entry of entries) {
      const spent = entry.value ?? {
        records: 0,
        bytes: 0
      };
      operation.check(entry).set(entry.key, {
        records: spent.records + 1,
        bytes: spent.bytes + bytes
      }, {
        expireIn: 2 * BUDGET_WINDOW_MS
      });
    }
  };
}

// src/giveaway/listing.ts
var listKey = (game, draw, index) => [
  "giveaways_by_draw",
  game,
  draw,
  index
];
var countKey = (game, draw) => [
  "giveaways_count",
  game,
  draw
];
async function listingWrites(operation, id, giveaway, index) {
  const draw = String(giveaway.draw);
  const listed = {
    id,
    title: giveaway.title,
    entries_sha256: await entriesSha256(giveaway.entries),
    winners: giveaway.winners,
    announced_at: giveaway.announced_at,
    index
  };
  operation.set(listKey(giveaway.game, draw, index), listed).sum(countKey(giveaway.game, draw), new Deno.KvU64(1n).value);
}
async function listDraw(db, game, draw, after, limit) {
  const announcements = [];
  const [count] = await db.getMany([
    countKey(game, draw)
  ]);
  for await (const entry of db.list({
    start: listKey(game, draw, after + 1),
    end: listKey(game, draw, Number.MAX_SAFE_INTEGER)
  }, {
    limit: limit + 1
  })) {
    announcements.push(entry.value);
  }
  const more = announcements.length > limit;
  if (more) announcements.length = limit;
  return {
    count: Number(count?.value?.value ?? 0n),
    announcements,
    next: more ? announcements[announcements.length - 1].index : null
  };
}

// src/giveaway/register.ts
var RegisterUnavailableError = class extends Error {
  /** Makes the error, keeping what KV threw as its cause. */
  constructor(cause) {
    super("the giveaway register's storage could not be reached; try again shortly", {
      cause
    });
    this.name = "RegisterUnavailableError";
  }
};
var RecordDamagedError = class extends Error {
  /** Makes the error, saying what failed. */
  constructor(id, what) {
    super(`the record kept under ${id} is damaged (${what}); it is not served. The log's leaf for it, if any, still holds what was announced`);
    this.name = "RecordDamagedError";
  }
};
var PART_BYTES = 6e4;
var KV_ATTEMPTS = 8;
async function retrying(work) {
  try {
    return await retryingKv(work, KV_ATTEMPTS);
  } catch (error) {
    throw new RegisterUnavailableError(error);
  }
}
var PREFIX = "giveaways";
function headKey(id) {
  return [
    PREFIX,
    id
  ];
}
function partKey(id, index) {
  return [
    PREFIX,
    id,
    index
  ];
}
function keyId(id) {
  return id.replaceAll("-", "");
}
function createGiveawayRegister(kv, now, options) {
  const opened = lazy(() => typeof kv === "function" ? kv().catch((error) => {
    throw new RegisterUnavailableError(error);
  }) : Promise.resolve(kv));
  const store = opened.get;
  const signer = lazy(async () => {
    const db = await store();
    return await retrying(() => options.signer(db));
  });
  const budget = options.budget ?? DEFAULT_BUDGET;
  const spentBudgets = new SpentBudgets(budget);
  async function proofOf(db, index, leaf) {
    const offered = await retrying(() => checkpointFor(db, index));
    if (offered === void 0) throw new Error(`no checkpoint includes leaf ${index}`);
    return await proofIn(db, index, leaf, offered.size, offered.kept);
  }
  async function proofIn(db, index, leaf, size, kept) {
    const inclusion = await retrying(() => inclusionOf(db, index, size));
    return {
      index,
      leaf: leaf.toBase64(),
      checkpoint: checkpointText(kept),
      inclusion: inclusion.map((hash) => hash.toBase64())
    };
  }
  async function witnessed(db, size, checkpoint) {
    if (options.cosign === void 0) return checkpoint;
    try {
      const lines = await options.cosign(db, size, checkpoint.note);
      if (lines.length === 0) return checkpoint;
      await retryingKv(() => addCosignatures(db, size, lines));
      return {
        ...checkpoint,
        cosignatures: lines
      };
    } catch (error) {
      console.error(JSON.stringify({
        level: "error",
        event: "cosignature_failed",
        size,
        error: String(error)
      }));
      return checkpoint;
    }
  }
  async function read(id) {
    const db = await store();
    const key = keyId(id);
    const head = await retrying(() => db.get(headKey(key)));
    if (head.value === null) return void 0;
    const { parts, bytes } = head.value;
    const chunks = await retrying(async () => {
      const found = [];
      for await (const entry of db.list({
        prefix: headKey(key)
      })) {
        found.push(entry.value);
      }
      return found;
    });
    if (chunks.length !== parts) {
      return void 0;
    }
    const whole = new Uint8Array(bytes);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    let stored;
    try {
      const json = head.value.v === 2 ? await gunzip(whole) : whole;
      stored = JSON.parse(new TextDecoder().decode(json));
    } catch {
      throw new RecordDamagedError(id, "its stored bytes do not read as a record");
    }
    if ((await announce(stored)).id !== id) {
      throw new RecordDamagedError(id, "what it holds announces another ID");
    }
    if (head.value.v === 1) return {
      stored,
      log: null
    };
    const index = head.value.index;
    const leaf = await retrying(() => leafOf(db, index));
    const expected = new TextEncoder().encode(await leafText(id, stored));
    if (leaf === void 0 || leaf.length !== expected.length || !leaf.every((b, i) => b === expected[i])) {
      throw new RecordDamagedError(id, `its log leaf ${index} says otherwise`);
    }
    return {
      stored,
      log: await proofOf(db, index, leaf)
    };
  }
  async function announce2(id, giveaway, expireAt, client) {
    const db = await store();
    const key = keyId(id);
    const first = await read(id);
    if (first !== void 0) return {
      ...first,
      created: false
    };
    const packed = await gzip(new TextEncoder().encode(JSON.stringify(giveaway)));
    const parts = Math.max(1, Math.ceil(packed.length / PART_BYTES));
    const expireIn = Math.max(1, expireAt - now());
    const leaf = new TextEncoder().encode(await leafText(id, giveaway));
    const logSigner = await signer.get();
    let outcome;
    try {
      outcome = await appendLeaf(db, logSigner, {
        leaf,
        async also(write, index2) {
          const head = {
            v: 2,
            parts,
            bytes: packed.length,
            index: index2
          };
          write.check({
            key: headKey(key),
            versionstamp: null
          }).set(headKey(key), head, {
            expireIn
          });
          for (let i = 0; i < parts; i++) {
            write.set(partKey(key, i), packed.subarray(i * PART_BYTES, (i + 1) * PART_BYTES), {
              expireIn
            });
          }
          await listingWrites(write, id, giveaway, index2);
          const charge = await chargeBudget(db, budget, client, packed.length, now());
          charge(write);
        },
        // Another instance wrote this very record meanwhile: it stands. Otherwise the race was
        // another record's (the log's size or a budget's count moved): try again on its tree.
        settled: () => read(id)
      });
    } catch (error) {
      if (error instanceof RegisterBudgetError) spentBudgets.note(error, client, now());
      if (error instanceof RegisterBudgetError || error instanceof RecordDamagedError) throw error;
      throw new RegisterUnavailableError(error);
    }
    if ("settled" in outcome) return {
      ...outcome.settled,
      created: false
    };
    const { index, checkpoint } = outcome.appended;
    const kept = await witnessed(db, index + 1, checkpoint);
    return {
      stored: giveaway,
      log: await proofIn(db, index, leaf, index + 1, kept),
      created: true
    };
  }
  async function list(game, draw, after, limit) {
    const db = await store();
    return await retrying(() => listDraw(db, game, draw, after, limit));
  }
  const log = {
    checkpoint: async () => latestCheckpoint(await store(), await signer.get()),
    vkey: async () => (await signer.get()).vkey,
    hashTile: async (level, n, width) => await retrying(async () => hashTile(await store(), level, n, width)),
    entryBundle: async (n, width) => await retrying(async () => entryBundle(await store(), n, width))
  };
  return {
    announce: announce2,
    read,
    list,
    log,
    admit(client) {
      const spent = spentBudgets.refusal(client, now());
      if (spent !== void 0) return spent;
      const turn = spentBudgets.pace();
      return turn.ok ? void 0 : {
        pace: turn.retryAfterSeconds
      };
    }
  };
}

// src/http/errors.ts
var ERROR_STATUS = {
  invalid_argument: STATUS_CODE.BadRequest,
  missing_argument: STATUS_CODE.BadRequest,
  unknown_argument: STATUS_CODE.BadRequest,
  invalid_json: STATUS_CODE.BadRequest,
  draw_not_found: STATUS_CODE.BadRequest,
  too_late: STATUS_CODE.BadRequest,
  not_found: STATUS_CODE.NotFound,
  origin_not_allowed: STATUS_CODE.Forbidden,
  method_not_allowed: STATUS_CODE.MethodNotAllowed,
  payload_too_large: STATUS_CODE.ContentTooLarge,
  unsupported_media_type: STATUS_CODE.UnsupportedMediaType,
  rate_limited: STATUS_CODE.TooManyRequests,
  source_unavailable: STATUS_CODE.ServiceUnavailable,
  request_timeout: STATUS_CODE.ServiceUnavailable,
  register_unavailable: STATUS_CODE.ServiceUnavailable,
  record_damaged: STATUS_CODE.InternalServerError,
  internal: STATUS_CODE.InternalServerError
};
var ErrorBodySchema = pipe(strictObject({
  error: strictObject({
    code: pipe(picklist(Object.keys(ERROR_STATUS)), description("What went wrong, for programs: e.g. invalid_argument, source_unavailable.")),
    message: pipe(string(), description("What was wrong and what is allowed, for people.")),
    field: pipe(nullable(string()), description("The argument at fault, or null when no one argument is."))
  })
}), description("Every error, whatever its status, has this body."));
var HttpError = class extends Error {
  /** The error code. */
  code;
  /** The argument at fault, or null. */
  field;
  /** Extra headers of the answer. */
  headers;
  /**
   * Makes an error with a code from {@linkcode ERROR_STATUS} and a message for people. A lone
   * surrogate in the message or the field (both may hold what the caller sent) becomes U+FFFD:
   * strict JSON parsers refuse an answer that holds one, even as a `\ud83d` escape.
   */
  constructor(code, message, options = {}) {
    super(message.toWellFormed());
    this.name = "HttpError";
    this.code = code;
    this.field = options.field?.toWellFormed() ?? null;
    this.headers = options.headers ?? {};
  }
  /** The HTTP status of this error. */
  get status() {
    return ERROR_STATUS[this.code];
  }
  /** The JSON body of this error. */
  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        field: this.field
      }
    };
  }
};
function invalidArgument(field, message) {
  return new HttpError("invalid_argument", message, {
    field
  });
}
var ClientAbortError = class extends Error {
  /** Makes the error, keeping what the runtime threw as its cause. */
  constructor(cause) {
    super("the client went away before its request body was whole", {
      cause
    });
    this.name = "ClientAbortError";
  }
};
function asHttpError(error, logInternal = (error2) => console.error("internal error:", error2)) {
  if (error instanceof HttpError) return error;
  if (error instanceof DrawNotFoundError) {
    return new HttpError("draw_not_found", error.message, {
      field: "draw"
    });
  }
  if (error instanceof RegisterUnavailableError) {
    console.error("register unavailable:", error.cause);
    return new HttpError("register_unavailable", error.message, {
      headers: {
        "retry-after": "5"
      }
    });
  }
  if (error instanceof RegisterBudgetError) {
    return new HttpError(error.scope === "client" ? "rate_limited" : "register_unavailable", error.message, {
      headers: {
        "retry-after": String(error.retryAfterSeconds)
      }
    });
  }
  if (error instanceof RecordDamagedError) {
    console.error(JSON.stringify({
      level: "error",
      event: "record_damaged",
      error: error.message
    }));
    return new HttpError("record_damaged", error.message, {
      field: "id"
    });
  }
  if (error instanceof SourceUnavailableError) {
    return new HttpError("source_unavailable", error.message, {
      headers: {
        "retry-after": String(error.retryAfterSeconds)
      }
    });
  }
  if (error instanceof ClientAbortError) {
    return new HttpError("invalid_json", error.message);
  }
  logInternal(error);
  return new HttpError("internal", "internal error; it has been logged");
}

export {
  STATUS_TEXT,
  description,
  integer,
  maxLength,
  maxValue,
  metadata,
  minLength,
  minValue,
  rawCheck,
  rawTransform,
  regex,
  safeInteger,
  array,
  boolean,
  literal,
  nullable,
  number,
  optional,
  picklist,
  strictObject,
  string,
  union,
  variant,
  pipe,
  safeParse,
  codePointLength,
  textProblem,
  textProblemMessage,
  MAX_ENTRIES,
  MAX_TEXT,
  sha256Hex,
  announce,
  parseId,
  createGiveawayRegister,
  ERROR_STATUS,
  ErrorBodySchema,
  HttpError,
  invalidArgument,
  ClientAbortError,
  asHttpError
};
