// src/games/schedule.js
var MINUTE = 6e4;
var DAY = 24 * 60 * MINUTE;
function remembered(compute) {
  const table = /* @__PURE__ */ new Map();
  let size = 0;
  return (text, value) => {
    let row = table.get(text);
    if (row === void 0) {
      if (size >= REMEMBERED_MAX) {
        table.clear();
        size = 0;
      }
      row = /* @__PURE__ */ new Map();
      table.set(text, row);
    }
    let result = row.get(value);
    if (result === void 0) {
      result = compute(text, value);
      row.set(value, result);
      size++;
    }
    return result;
  };
}
var REMEMBERED_MAX = 1e4;
var addDays = remembered((date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10));
var midnightOf = remembered((date) => Date.parse(`${date}T00:00:00Z`));
var dateOfDay = remembered((_, day) => new Date(day * DAY).toISOString().slice(0, 10));
var weekdays = remembered((date) => (/* @__PURE__ */ new Date(`${date}T00:00:00Z`)).getUTCDay());
function daysBetween(from, to) {
  return Math.round((midnightOf(to, 0) - midnightOf(from, 0)) / DAY);
}
function weekday(date) {
  return weekdays(date, 0);
}
function weekdaysOn(facts, date) {
  let found = (
    /** @type {NonNullable<DrawFacts["schedule"]["days"][0]>} */
    facts.schedule.days[0].weekdays
  );
  for (const days of facts.schedule.days) if (days.from <= date) found = days.weekdays;
  return found;
}
function isDrawDay(facts, date) {
  return date >= facts.first.date && weekdaysOn(facts, date).includes(weekday(date));
}
function nextDrawDate(facts, date) {
  if (date < facts.first.date) return facts.first.date;
  for (let days = 1; days <= 7; days++) {
    const next = addDays(date, days);
    if (isDrawDay(facts, next)) return next;
  }
  throw new Error(`no draw day in the week after ${date}`);
}
var formats = /* @__PURE__ */ new Map();
function zoneOffset(zone, instant) {
  return offsetsByQuarter(zone, Math.floor(instant / QUARTER_HOUR));
}
var QUARTER_HOUR = 15 * MINUTE;
var offsetsByQuarter = remembered((zone, quarter) => zoneOffsetAt(zone, quarter * QUARTER_HOUR));
function zoneOffsetAt(zone, instant) {
  let format = formats.get(zone);
  if (format === void 0) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      timeZoneName: "longOffset"
    });
    formats.set(zone, format);
  }
  const name = format.formatToParts(new Date(instant)).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /^GMT([+-])([0-9]{2}):([0-9]{2})$/.exec(name);
  if (match === null) return 0;
  const size = (Number(match[2]) * 60 + Number(match[3])) * MINUTE;
  return match[1] === "-" ? -size : size;
}
function zonedInstant(zone, date, time) {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - zoneOffset(zone, wall);
  const offset = zoneOffset(zone, guess);
  return wall - offset;
}
function zonedDate(zone, instant) {
  return dateOfDay("", Math.floor((instant + zoneOffset(zone, instant)) / DAY));
}
function drawnAt(facts, date) {
  return zonedInstant(facts.schedule.zone, date, facts.schedule.drawTime);
}
function publishedAt(facts, date) {
  return zonedInstant(facts.schedule.zone, date, facts.schedule.publishedFrom);
}
function latestDrawDate(facts, now) {
  let date = zonedDate(facts.schedule.zone, now);
  if (isDrawDay(facts, date) && now >= publishedAt(facts, date)) return date;
  for (let days = 1; days <= 7; days++) {
    date = addDays(date, -1);
    if (date < facts.first.date) return void 0;
    if (isDrawDay(facts, date)) return date;
  }
  return void 0;
}
function drawsThrough(facts, date) {
  if (date < facts.first.date) return 0;
  const days = daysBetween(facts.first.date, date);
  const weekdays2 = firstWeekdays(facts);
  let count = Math.floor(days / 7) * weekdays2.length;
  for (let rest = days - days % 7; rest <= days; rest++) {
    if (weekdays2.includes(weekday(addDays(facts.first.date, rest)))) count++;
  }
  return count;
}
function firstWeekdays(facts) {
  return (
    /** @type {NonNullable<DrawFacts["schedule"]["days"][0]>} */
    facts.schedule.days[0].weekdays
  );
}
function latestDrawNumber(facts, now) {
  const date = latestDrawDate(facts, now);
  return date === void 0 ? 0 : drawNumberOn(facts, date);
}
function drawNumberOn(facts, date) {
  return (facts.first.number ?? 1) - 1 + drawsThrough(facts, date);
}
function drawDateOf(facts, number) {
  const weekdays2 = firstWeekdays(facts);
  const index = number - (facts.first.number ?? 1);
  let date = addDays(facts.first.date, Math.floor(index / weekdays2.length) * 7);
  for (let left = index % weekdays2.length; left > 0; left--) date = nextDrawDate(facts, date);
  return date;
}

// src/games/_game.ts
function defineGame(game) {
  return game;
}

// src/games/euromillions.ts
var euromillions = defineGame({
  id: "euromillions",
  names: {
    en: "EuroMillions",
    ko: "\uC720\uB85C\uBC00\uB9AC\uC5B8",
    ja: "\u30E6\u30FC\u30ED\u30DF\u30EA\u30AA\u30F3\u30BA"
  },
  pick: {
    count: 5,
    min: 1,
    max: 50,
    extra_count: 2,
    extra_max: 12
  },
  extraName: {
    en: "Lucky Star",
    ko: "\uB7ED\uD0A4 \uC2A4\uD0C0",
    ja: "\u30E9\u30C3\u30AD\u30FC\u30B9\u30BF\u30FC"
  },
  look: {
    main: [
      {
        upTo: 50,
        colour: "#1d4e9e"
      }
    ],
    extra: "#ffd200",
    extraShape: "star"
  }
});

// src/games/jp_loto6.ts
var jpLoto6 = defineGame({
  id: "jp_loto6",
  names: {
    en: "Loto 6 (Japan)",
    ko: "\uC77C\uBCF8 \uB85C\uB610 6",
    ja: "\u30ED\u30C86"
  },
  pick: {
    count: 6,
    min: 1,
    max: 43,
    extra_count: 0,
    extra_max: null
  },
  extraName: null,
  look: {
    main: [
      {
        upTo: 43,
        colour: "#e60012"
      }
    ],
    extra: "#e60012",
    extraShape: "ball"
  }
});

// src/games/jp_loto7.ts
var jpLoto7 = defineGame({
  id: "jp_loto7",
  names: {
    en: "Loto 7 (Japan)",
    ko: "\uC77C\uBCF8 \uB85C\uB610 7",
    ja: "\u30ED\u30C87"
  },
  pick: {
    count: 7,
    min: 1,
    max: 37,
    extra_count: 0,
    extra_max: null
  },
  extraName: null,
  look: {
    main: [
      {
        upTo: 37,
        colour: "#0068b7"
      }
    ],
    extra: "#0068b7",
    extraShape: "ball"
  }
});

// src/games/kr645.ts
var kr645 = defineGame({
  id: "kr645",
  names: {
    en: "Lotto 6/45 (Korea)",
    ko: "\uB85C\uB610 6/45",
    ja: "\u30ED\u30C86/45\uFF08\u97D3\u56FD\uFF09"
  },
  pick: {
    count: 6,
    min: 1,
    max: 45,
    extra_count: 0,
    extra_max: null
  },
  extraName: {
    en: "bonus",
    ko: "\uBCF4\uB108\uC2A4",
    ja: "\u30DC\u30FC\u30CA\u30B9"
  },
  // The official colours by range: 1-10 yellow, 11-20 blue, 21-30 red, 31-40 grey, 41-45 green.
  look: {
    main: [
      {
        upTo: 10,
        colour: "#fbc400"
      },
      {
        upTo: 20,
        colour: "#69c8f2"
      },
      {
        upTo: 30,
        colour: "#ff7272"
      },
      {
        upTo: 40,
        colour: "#aaaaaa"
      },
      {
        upTo: 45,
        colour: "#b0d840"
      }
    ],
    extra: "#e0e0e0",
    extraShape: "ball"
  },
  draws: {
    id: "number",
    first: {
      date: "2002-12-07",
      number: 1
    },
    // The bonus is drawn from the same 45 balls.
    matrices: [
      {
        from: "2002-12-07",
        count: 6,
        max: 45,
        extraMax: 45
      }
    ],
    // Drawn at about 20:35 KST every Saturday; read as published from 21:00 KST.
    schedule: {
      zone: "Asia/Seoul",
      zoneName: "KST",
      days: [
        {
          from: "2002-12-07",
          weekdays: [
            6
          ]
        }
      ],
      drawTime: "20:35",
      publishedFrom: "21:00"
    },
    prizeKind: "rank",
    currency: "KRW",
    // 1st = 6 numbers; 2nd = 5 + the bonus; 3rd = 5; 4th = 4; 5th = 3.
    prizes: [
      {
        name: 1,
        main: 6,
        extra: false
      },
      {
        name: 2,
        main: 5,
        extra: true
      },
      {
        name: 3,
        main: 5,
        extra: false
      },
      {
        name: 4,
        main: 4,
        extra: false
      },
      {
        name: 5,
        main: 3,
        extra: false
      }
    ],
    officialUrl: (draw) => `https://www.dhlottery.co.kr/lt645/selectPstLt645Info.do?srchLtEpsd=${draw}`
  }
});

// src/games/powerball.ts
var US_TIERS = [
  [
    5,
    true
  ],
  [
    5,
    false
  ],
  [
    4,
    true
  ],
  [
    4,
    false
  ],
  [
    3,
    true
  ],
  [
    3,
    false
  ],
  [
    2,
    true
  ],
  [
    1,
    true
  ],
  [
    0,
    true
  ]
].map(([main, extra]) => ({
  name: `${main}+${extra ? 1 : 0}`,
  main: +main,
  extra: !!extra
}));
var powerball = defineGame({
  id: "powerball",
  names: {
    en: "Powerball",
    ko: "\uD30C\uC6CC\uBCFC",
    ja: "\u30D1\u30EF\u30FC\u30DC\u30FC\u30EB"
  },
  pick: {
    count: 5,
    min: 1,
    max: 69,
    extra_count: 1,
    extra_max: 26
  },
  extraName: {
    en: "Powerball",
    ko: "\uD30C\uC6CC\uBCFC",
    ja: "\u30D1\u30EF\u30FC\u30DC\u30FC\u30EB"
  },
  look: {
    main: [
      {
        upTo: 69,
        colour: "#ffffff"
      }
    ],
    extra: "#e4002b",
    extraShape: "ball"
  },
  draws: {
    id: "date",
    first: {
      date: "2010-02-03"
    },
    // The matrices before 2015 are the game's published history; the dataset reaches back that far.
    matrices: [
      {
        from: "2009-01-07",
        count: 5,
        max: 59,
        extraMax: 39
      },
      {
        from: "2012-01-15",
        count: 5,
        max: 59,
        extraMax: 35
      },
      {
        from: "2015-10-07",
        count: 5,
        max: 69,
        extraMax: 26
      }
    ],
    // Drawn at 22:59 ET on Wednesdays and Saturdays, and on Mondays too since 2021-08-23.
    schedule: {
      zone: "America/New_York",
      zoneName: "ET",
      days: [
        {
          from: "2010-02-03",
          weekdays: [
            3,
            6
          ]
        },
        {
          from: "2021-08-23",
          weekdays: [
            1,
            3,
            6
          ]
        }
      ],
      drawTime: "22:59",
      publishedFrom: "23:00"
    },
    prizeKind: "tier",
    currency: "USD",
    prizes: US_TIERS,
    officialUrl: (draw) => `https://data.ny.gov/resource/d6yy-54nr.json?draw_date=${draw}T00:00:00.000`
  }
});

// src/games/megamillions.ts
var megamillions = defineGame({
  id: "megamillions",
  names: {
    en: "Mega Millions",
    ko: "\uBA54\uAC00\uBC00\uB9AC\uC5B8",
    ja: "\u30E1\u30AC\u30DF\u30EA\u30AA\u30F3\u30BA"
  },
  pick: {
    count: 5,
    min: 1,
    max: 70,
    extra_count: 1,
    extra_max: 24
  },
  extraName: {
    en: "Mega Ball",
    ko: "\uBA54\uAC00\uBCFC",
    ja: "\u30E1\u30AC\u30DC\u30FC\u30EB"
  },
  look: {
    main: [
      {
        upTo: 70,
        colour: "#ffffff"
      }
    ],
    extra: "#f5c518",
    extraShape: "ball"
  },
  draws: {
    id: "date",
    first: {
      date: "2002-05-17"
    },
    // The first matrix (5/52 + 1/52) is the game's published history.
    matrices: [
      {
        from: "2002-05-15",
        count: 5,
        max: 52,
        extraMax: 52
      },
      {
        from: "2005-06-22",
        count: 5,
        max: 56,
        extraMax: 46
      },
      {
        from: "2013-10-22",
        count: 5,
        max: 75,
        extraMax: 15
      },
      {
        from: "2017-10-31",
        count: 5,
        max: 70,
        extraMax: 25
      },
      {
        from: "2025-04-08",
        count: 5,
        max: 70,
        extraMax: 24
      }
    ],
    // Drawn at 23:00 ET on Tuesdays and Fridays.
    schedule: {
      zone: "America/New_York",
      zoneName: "ET",
      days: [
        {
          from: "2002-05-17",
          weekdays: [
            2,
            5
          ]
        }
      ],
      drawTime: "23:00",
      publishedFrom: "23:00"
    },
    prizeKind: "tier",
    currency: "USD",
    prizes: US_TIERS,
    officialUrl: (draw) => `https://data.ny.gov/resource/5xaw-6ayf.json?draw_date=${draw}T00:00:00.000`
  }
});

// src/games/uk_lotto.ts
var ukLotto = defineGame({
  id: "uk_lotto",
  names: {
    en: "UK Lotto",
    ko: "\uC601\uAD6D \uB85C\uB610",
    ja: "UK\u30ED\u30C8"
  },
  pick: {
    count: 6,
    min: 1,
    max: 59,
    extra_count: 0,
    extra_max: null
  },
  extraName: null,
  look: {
    main: [
      {
        upTo: 59,
        colour: "#d4145a"
      }
    ],
    extra: "#d4145a",
    extraShape: "ball"
  }
});

// src/games/mod.ts
var DECLARED = [
  kr645,
  powerball,
  megamillions,
  euromillions,
  ukLotto,
  jpLoto6,
  jpLoto7
];
var GAMES = DECLARED;
var BY_ID = new Map(GAMES.map((game) => [
  game.id,
  game
]));
var NAMED_GAMES = GAMES.map((game) => game.id);
var DRAW_GAMES = GAMES.filter((game) => game.draws !== void 0).map((game) => game.id);
var RANK_GAMES = DRAW_GAMES.filter((id) => drawFacts(id).prizeKind === "rank");
var TIER_GAMES = DRAW_GAMES.filter((id) => drawFacts(id).prizeKind === "tier");
function gameOf(id) {
  return BY_ID.get(id);
}
var GAME_FORMATS = Object.fromEntries(GAMES.map((game) => [
  game.id,
  game.pick
]));
function drawFacts(id) {
  return BY_ID.get(id).draws;
}
function matrixOn(id, date) {
  const matrices = drawFacts(id).matrices;
  let found = matrices[0];
  for (const matrix of matrices) if (matrix.from <= date) found = matrix;
  return found;
}
function currentMatrix(id) {
  const matrices = drawFacts(id).matrices;
  return matrices[matrices.length - 1];
}
function prizeLevel(id, main, extraMatched) {
  return drawFacts(id).prizes.find((level) => level.main === main && (level.extra ? extraMatched : true));
}

export {
  isDrawDay,
  nextDrawDate,
  zonedDate,
  drawnAt,
  publishedAt,
  latestDrawDate,
  latestDrawNumber,
  drawNumberOn,
  drawDateOf,
  GAMES,
  DRAW_GAMES,
  RANK_GAMES,
  TIER_GAMES,
  gameOf,
  drawFacts,
  matrixOn,
  currentMatrix,
  prizeLevel
};
