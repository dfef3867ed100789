import { assertEquals } from "@std/assert";
import { KR645_LINES, KR645_MAX_GAMES, readKr645Ticket } from "../src/pages/js/kr645_qr.js";

/**
 * The ticket forms, as printed on real tickets (issue 29): today's `qr.` host, a one-game ticket
 * padded with `n000000000000`, the marks `q`, `m` and `s`, and the serial at the end.
 */
const ONE_GAME = "1251q060825263845n000000000000n000000000000n000000000000n0000000000001234567890";
const MIXED = "1251q030715273340m041120213645s010913223444q021826313740m0517283641440819384756";
/** Issue 20's older code: draw 868, five manual games, serial 1293818248, on the `m.` host. */
const FIVE = "0868m041120213645m010306132438m142933354042m021823262731m1217284143441293818248";

Deno.test("kr645 QR: a one-game ticket of today, padded games said as empty", () => {
  const expected = {
    ok: true,
    draw: 1251,
    games: [{ line: "A", kind: "automatic", numbers: [6, 8, 25, 26, 38, 45] }],
    empty: ["B", "C", "D", "E"],
    serial: "1234567890",
  };
  for (
    const text of [
      `http://qr.dhlottery.co.kr/?v=${ONE_GAME}`,
      `https://qr.dhlottery.co.kr/?v=${ONE_GAME}`,
      `qr.dhlottery.co.kr/?v=${ONE_GAME}`,
      `HTTP://QR.DHLOTTERY.CO.KR/?v=${ONE_GAME}`,
      ` ${ONE_GAME}\n`,
      `v=${ONE_GAME}`,
    ]
  ) {
    assertEquals(readKr645Ticket(text), expected, text);
  }
});

Deno.test("kr645 QR: every mark (q automatic, m manual, s semi-automatic) in one ticket", () => {
  assertEquals(readKr645Ticket(`http://qr.dhlottery.co.kr/?v=${MIXED}`), {
    ok: true,
    draw: 1251,
    games: [
      { line: "A", kind: "automatic", numbers: [3, 7, 15, 27, 33, 40] },
      { line: "B", kind: "manual", numbers: [4, 11, 20, 21, 36, 45] },
      { line: "C", kind: "semi-automatic", numbers: [1, 9, 13, 22, 34, 44] },
      { line: "D", kind: "automatic", numbers: [2, 18, 26, 31, 37, 40] },
      { line: "E", kind: "manual", numbers: [5, 17, 28, 36, 41, 44] },
    ],
    empty: [],
    serial: "0819384756",
  });
  // Three games and two padded: the lines keep their letters.
  const three = readKr645Ticket(
    "http://qr.dhlottery.co.kr/?v=1252s010203040506m070809101112q131415161718" +
      "n000000000000n0000000000009988776655",
  );
  assertEquals(three.ok && three.games.map((g) => `${g.line}:${g.kind}`), [
    "A:semi-automatic",
    "B:manual",
    "C:automatic",
  ]);
  assertEquals(three.ok && three.empty, ["D", "E"]);
  assertEquals(three.ok && three.serial, "9988776655");
  assertEquals(KR645_LINES.length, KR645_MAX_GAMES);
});

Deno.test("kr645 QR: older codes (m. and www. hosts, no padding) still read", () => {
  const expected = {
    ok: true,
    draw: 868,
    games: [
      { line: "A", kind: "manual", numbers: [4, 11, 20, 21, 36, 45] },
      { line: "B", kind: "manual", numbers: [1, 3, 6, 13, 24, 38] },
      { line: "C", kind: "manual", numbers: [14, 29, 33, 35, 40, 42] },
      { line: "D", kind: "manual", numbers: [2, 18, 23, 26, 27, 31] },
      { line: "E", kind: "manual", numbers: [12, 17, 28, 41, 43, 44] },
    ],
    empty: [],
    serial: "1293818248",
  };
  for (
    const text of [
      `http://m.dhlottery.co.kr/?v=${FIVE}`,
      `https://www.dhlottery.co.kr/qr.do?method=winQr&v=${FIVE}`,
      `http://dhlottery.co.kr/?v=${FIVE}`,
    ]
  ) {
    assertEquals(readKr645Ticket(text), expected, text);
  }
  // One game with no padding and no serial; `n` with numbers is an older, unmarked game.
  assertEquals(readKr645Ticket("1239q010203040545"), {
    ok: true,
    draw: 1239,
    games: [{ line: "A", kind: "automatic", numbers: [1, 2, 3, 4, 5, 45] }],
    empty: [],
    serial: "",
  });
  const unmarked = readKr645Ticket("1240n131415161718");
  assertEquals(unmarked.ok && unmarked.games[0]?.kind, "unmarked");
});

Deno.test("kr645 QR: a number outside 1-45 or repeated is refused with its line", () => {
  assertEquals(readKr645Ticket("1239q010203040546"), {
    ok: false,
    problem: "outOfRange",
    line: "A",
    number: 46,
  });
  assertEquals(readKr645Ticket("1239q010203040506n000000000000m000203040506"), {
    ok: false,
    problem: "outOfRange",
    line: "C",
    number: 0,
  });
  assertEquals(readKr645Ticket("1239q010203040506q010203040599"), {
    ok: false,
    problem: "outOfRange",
    line: "B",
    number: 99,
  });
  assertEquals(readKr645Ticket("1239m101010203040"), {
    ok: false,
    problem: "repeated",
    line: "A",
    number: 10,
  });
});

Deno.test("kr645 QR: another dhlottery ticket is named, not called damaged", () => {
  assertEquals(readKr645Ticket("http://qr.dhlottery.co.kr/?v=pd35310202034100155061"), {
    ok: false,
    problem: "otherTicket",
    ticket: "pension720",
  });
  assertEquals(readKr645Ticket("pd35310202034100155061"), {
    ok: false,
    problem: "otherTicket",
    ticket: "pension720",
  });
  for (const text of ["http://qr.dhlottery.co.kr/?v=sp123", "https://dhlottery.co.kr/"]) {
    assertEquals(readKr645Ticket(text), { ok: false, problem: "otherTicket", ticket: null }, text);
  }
});

Deno.test("kr645 QR: anything else is not a kr645 ticket's code", () => {
  for (
    const text of [
      "",
      "hello",
      "https://example.com/?v=" + ONE_GAME,
      "http://qr.dhlottery.co.kr.evil.test/?v=" + ONE_GAME,
      "http://evil-dhlottery.co.kr/?v=" + ONE_GAME,
      "http://[/?v=1",
      "0868", // no game
      "868m041120213645", // a 3-digit draw
      "0000m041120213645", // draw 0
      "0868x041120213645", // an unknown mark
      "0868m04112021364", // 11 digits
      "0868m04112021364a",
      "1251n000000000000n000000000000", // padding alone
      FIVE + "m010203040506", // a game after the serial
      "0868" + "m010203040506".repeat(6), // six games
      "0868M041120213645", // marks are lower case
      "\u0660868m041120213645", // Arabic-Indic digits
    ]
  ) {
    assertEquals(readKr645Ticket(text), { ok: false, problem: "notTicket" }, text);
  }
});
