import {
  SEED_A,
  SEED_B
} from "./chunk-d4a28e12.js";
import {
  answerInteger,
  answerSeed,
  at,
  defineOperation,
  integer,
  seed
} from "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import {
  openSeeded,
  sampleIndices
} from "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import {
  array,
  description,
  nullable,
  optional,
  picklist,
  pipe,
  rawTransform,
  strictObject
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import {
  GAMES
} from "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/pick_numbers.ts
var CUSTOM_ARGUMENTS = [
  "count",
  "min",
  "max",
  "extra_count",
  "extra_max"
];
function pickInputSchemaFor(games) {
  const ids = [
    ...games.map((game) => game.id),
    "custom"
  ];
  const formats = new Map(games.map((game) => [
    game.id,
    game.pick
  ]));
  return pipe(strictObject({
    game: optional(pipe(picklist(ids, `one of ${ids.join(", ")}`), description("The game whose format to use, or custom. May be left out when count and max are given."))),
    sets: optional(integer(1, 10, "How many sets of numbers to pick."), 1),
    count: optional(integer(1, 50, "custom only: main numbers per set.")),
    max: optional(integer(1, 1e3, "custom only: the largest main number.")),
    min: optional(integer(0, 1e3, "custom only: the smallest main number (default 1).")),
    extra_count: optional(integer(0, 10, "custom only: extra (bonus) numbers per set, drawn apart (default 0).")),
    extra_max: optional(integer(1, 1e3, "custom only: the largest extra number; extras start at 1.")),
    seed
  }), rawTransform(({ dataset, addIssue, NEVER }) => {
    const { game, sets, seed: seed2, ...custom } = dataset.value;
    const named = game !== void 0 && game !== "custom" ? game : void 0;
    if (named !== void 0) {
      const given = CUSTOM_ARGUMENTS.find((name) => custom[name] !== void 0);
      if (given === void 0) return {
        game: named,
        format: formats.get(named),
        sets,
        seed: seed2
      };
      addIssue({
        message: `${given} cannot be given with game ${named}, which has its own format; use game custom for a format of your own`,
        path: at(given)
      });
      return NEVER;
    }
    const problem = customProblem(custom, game);
    if (problem !== void 0) {
      addIssue({
        ...problem,
        path: at(problem.field)
      });
      return NEVER;
    }
    const { count, max, min = 1, extra_count = 0, extra_max } = custom;
    const format = {
      count,
      min,
      max,
      extra_count,
      extra_max: extra_count > 0 ? extra_max : null
    };
    return {
      game: "custom",
      format,
      sets,
      seed: seed2
    };
  }));
}
function customProblem(custom, game) {
  const { count, max, min = 1, extra_count = 0, extra_max } = custom;
  if (game === void 0 && count === void 0 && max === void 0) {
    return missing("game", "game is required, unless count and max are given");
  }
  if (count === void 0) return missing("count", "count is required for a custom format");
  if (max === void 0) return missing("max", "max is required for a custom format");
  if (min > max) return {
    field: "min",
    message: `min must be at most max (${max}), got ${min}`
  };
  if (count > max - min + 1) {
    return {
      field: "count",
      message: `count must be at most ${max - min + 1} (the numbers from ${min} to ${max}), got ${count}`
    };
  }
  if (extra_count > 0 && extra_max === void 0) {
    return missing("extra_max", "extra_max is required when extra_count is above 0");
  }
  if (extra_count === 0 && extra_max !== void 0) {
    return {
      field: "extra_max",
      message: "extra_max may be given only when extra_count is above 0"
    };
  }
  if (extra_max !== void 0 && extra_count > extra_max) {
    return {
      field: "extra_count",
      message: `extra_count must be at most ${extra_max} (the extras from 1 to ${extra_max}), got ${extra_count}`
    };
  }
  return void 0;
}
function missing(field, message) {
  return {
    field,
    message,
    received: "undefined"
  };
}
var numbers = pipe(array(answerInteger), description("Sorted ascending."));
function pickOutputSchemaFor(games) {
  return strictObject({
    game: picklist([
      ...games.map((game) => game.id),
      "custom"
    ]),
    format: strictObject({
      count: answerInteger,
      min: answerInteger,
      max: answerInteger,
      extra_count: answerInteger,
      extra_max: nullable(answerInteger)
    }),
    sets: array(strictObject({
      numbers,
      extra_numbers: numbers
    })),
    seed: answerSeed
  });
}
function pickNumbersFor(games = GAMES) {
  return defineOperation({
    title: "Pick lottery numbers",
    description: `Pick random lottery numbers (quick picks) for a named game (${games.map((game) => game.id).join(", ")}) in its own format, or for a custom format (count numbers from min to max, plus extra_count extras from 1 to extra_max). The answer carries a seed; passing it back with the same arguments gives the same numbers, which lets anyone verify the pick.`,
    external: false,
    input: pickInputSchemaFor(games),
    output: pickOutputSchemaFor(games),
    samples: {
      examples: [
        {
          name: "kr645",
          summary: "kr645",
          arguments: {
            game: "kr645",
            seed: SEED_A
          }
        },
        {
          name: "powerball_two_sets",
          summary: "powerball, two sets",
          arguments: {
            game: "powerball",
            sets: 2,
            seed: SEED_A
          }
        },
        {
          name: "euromillions",
          summary: "euromillions",
          arguments: {
            game: "euromillions",
            seed: SEED_B
          }
        },
        {
          name: "custom",
          summary: "custom, with extras and min 0",
          arguments: {
            count: 3,
            min: 0,
            max: 9,
            extra_count: 2,
            extra_max: 5,
            sets: 2,
            seed: SEED_B
          }
        }
      ],
      valid: [
        {
          game: "powerball",
          sets: 2
        },
        {
          count: 6,
          max: 49,
          extra_count: 1,
          extra_max: 10
        }
      ],
      refused: [
        {
          arguments: {
            game: "powerball",
            count: 3
          },
          code: "invalid_argument",
          field: "count"
        },
        {
          arguments: {
            game: "lotto"
          },
          code: "invalid_argument",
          field: "game"
        },
        {
          arguments: {
            game: "kr645",
            sets: 11
          },
          code: "invalid_argument",
          field: "sets"
        },
        {
          arguments: {
            count: 3
          },
          code: "missing_argument",
          field: "max"
        },
        {
          arguments: {},
          code: "missing_argument",
          field: "game"
        }
      ]
    },
    handler({ game, format, sets, seed: seed2 }, context) {
      const seeded = openSeeded(seed2, context.freshSeed);
      const picked = [];
      for (let i = 0; i < sets; i++) picked.push(pickSet(seeded.stream, format));
      return {
        game,
        format,
        sets: picked,
        seed: seeded.seed
      };
    }
  });
}
function pickSet(stream, format) {
  const main = sampleIndices(stream, format.max - format.min + 1, format.count);
  const extras = format.extra_max === null ? [] : sampleIndices(stream, format.extra_max, format.extra_count);
  return {
    numbers: sortedFrom(main, format.min),
    extra_numbers: sortedFrom(extras, 1)
  };
}
function sortedFrom(offsets, base) {
  for (let i = 0; i < offsets.length; i++) {
    const value = offsets[i] + base;
    let j = i;
    for (; j > 0 && offsets[j - 1] > value; j--) offsets[j] = offsets[j - 1];
    offsets[j] = value;
  }
  return offsets;
}
export {
  pickInputSchemaFor,
  pickNumbersFor,
  pickOutputSchemaFor,
  pickSet
};
