import { assertEquals } from "@std/assert";
import { KR645_MAX_GAMES, readKr645Ticket } from "../src/pages/js/kr645_qr.js";

/** The example of issue 20: draw 868, five manual games, serial 1293818248. */
const FIVE = "0868m041120213645m010306132438m142933354042m021823262731m1217284143441293818248";

Deno.test("kr645 QR: a five-game ticket, from its address or its bare value", () => {
  const expected = {
    ok: true,
    draw: 868,
    games: [
      { kind: "manual", numbers: [4, 11, 20, 21, 36, 45] },
      { kind: "manual", numbers: [1, 3, 6, 13, 24, 38] },
      { kind: "manual", numbers: [14, 29, 33, 35, 40, 42] },
      { kind: "manual", numbers: [2, 18, 23, 26, 27, 31] },
      { kind: "manual", numbers: [12, 17, 28, 41, 43, 44] },
    ],
    serial: "1293818248",
  };
  assertEquals(KR645_MAX_GAMES, 5);
  for (
    const text of [
      `http://m.dhlottery.co.kr/?v=${FIVE}`,
      `https://m.dhlottery.co.kr/?v=${FIVE}`,
      `HTTP://M.DHLOTTERY.CO.KR/?v=${FIVE}`,
      `http://www.dhlottery.co.kr/qr.do?method=winQr&v=${FIVE}`,
      `  ${FIVE}\n`,
      `v=${FIVE}`,
    ]
  ) {
    assertEquals(readKr645Ticket(text), expected, text);
  }
});

Deno.test("kr645 QR: one game of each kind; the edges 01 and 45 are numbers", () => {
  assertEquals(readKr645Ticket("1239q0102030405451234"), {
    ok: true,
    draw: 1239,
    games: [{ kind: "automatic", numbers: [1, 2, 3, 4, 5, 45] }],
    serial: "1234",
  });
  const three = readKr645Ticket("1240q010203040506m070809101112n131415161718");
  assertEquals(three.ok && three.games.map((g) => g.kind), [
    "automatic",
    "manual",
    "semi-automatic",
  ]);
  assertEquals(three.ok && three.serial, "");
});

Deno.test("kr645 QR: a number outside 1-45 or repeated is refused with its game", () => {
  assertEquals(readKr645Ticket("1239q010203040546"), {
    ok: false,
    problem: "outOfRange",
    game: 1,
    number: 46,
  });
  assertEquals(readKr645Ticket("1239q010203040506m000203040506"), {
    ok: false,
    problem: "outOfRange",
    game: 2,
    number: 0,
  });
  assertEquals(readKr645Ticket("1239q010203040506q010203040599"), {
    ok: false,
    problem: "outOfRange",
    game: 2,
    number: 99,
  });
  assertEquals(readKr645Ticket("1239m101010203040"), {
    ok: false,
    problem: "repeated",
    game: 1,
    number: 10,
  });
});

Deno.test("kr645 QR: anything else is not a kr645 ticket's code", () => {
  for (
    const text of [
      "",
      "hello",
      "https://example.com/?v=" + FIVE,
      "http://m.dhlottery.co.kr/",
      "http://m.dhlottery.co.kr/?x=" + FIVE,
      "http://m.dhlottery.co.kr.evil.test/?v=" + FIVE,
      "http://[/?v=1",
      "0868", // no game
      "868m041120213645", // a 3-digit draw
      "0000m041120213645", // draw 0
      "0868x041120213645", // an unknown letter
      "0868m04112021364", // 11 digits
      "0868m04112021364a",
      FIVE + "m010203040506", // a game after the serial
      "0868" + "m010203040506".repeat(6), // six games
      "0868M041120213645", // letters are lower case
      "\u0660868m041120213645", // Arabic-Indic digits
    ]
  ) {
    assertEquals(readKr645Ticket(text), { ok: false, problem: "notTicket" }, text);
  }
});
