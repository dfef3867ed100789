#!/usr/bin/env python3
"""Checks a fairdraw answer without fairdraw.

Usage:
    python3 fairdraw_verify.py FILE      (FILE may be - for standard input)

FILE holds one JSON object:

    {"operation": "<operation id>", "arguments": {...}, "answer": {...}}

The operation id is pick_numbers, roll_dice, flip_coin, random_integer, pick_from_list,
shuffle_list or seed_from_draw (the same ids ending in _post mean the same), or giveaway. The
arguments are those of the call, as the JSON body of its POST form takes them ("arguments" may be
left out when there were none); the answer is the body fairdraw gave.

The answer is computed again from the arguments, and from the answer's seed when the arguments
gave none, by the algorithm of fairdraw's docs/FAIRNESS.md (version 1), and compared with the
answer field by field, in order. Prints "reproduced" and exits 0 when every field agrees; else
prints the first difference and exits 1. A file that is not such a document exits 2.

Python 3.11 or later, standard library only: this one file is all it takes.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Callable
from datetime import date as Date
from datetime import timedelta

# --------------------------------------------------------------------------------------------
# Outcomes


class BadInput(Exception):
    """The file is not a document that can be checked (exit 2)."""


class Difference(Exception):
    """The answer is not the one its arguments give (exit 1)."""

    def __init__(self, path: str, expected: str, got: str):
        super().__init__(path)
        self.path = path
        self.expected = expected
        self.got = got


# --------------------------------------------------------------------------------------------
# FAIRNESS.md section 2: the ChaCha20 keystream of RFC 8439, read as 32-bit little-endian words

MASK32 = 0xFFFFFFFF
CHACHA_CONSTANTS = (0x61707865, 0x3320646E, 0x79622D32, 0x6B206574)


def _rotl32(value: int, bits: int) -> int:
    return ((value << bits) & MASK32) | (value >> (32 - bits))


def _quarter_round(state: list[int], a: int, b: int, c: int, d: int) -> None:
    state[a] = (state[a] + state[b]) & MASK32
    state[d] = _rotl32(state[d] ^ state[a], 16)
    state[c] = (state[c] + state[d]) & MASK32
    state[b] = _rotl32(state[b] ^ state[c], 12)
    state[a] = (state[a] + state[b]) & MASK32
    state[d] = _rotl32(state[d] ^ state[a], 8)
    state[c] = (state[c] + state[d]) & MASK32
    state[b] = _rotl32(state[b] ^ state[c], 7)


def _le_words(data: bytes) -> list[int]:
    return [int.from_bytes(data[i : i + 4], "little") for i in range(0, len(data), 4)]


def chacha20_block(key: bytes, counter: int, nonce: bytes) -> bytes:
    """One 64-byte block of the ChaCha20 keystream (RFC 8439, section 2.3)."""
    if len(key) != 32 or len(nonce) != 12:
        raise ValueError("ChaCha20 takes a 32-byte key and a 12-byte nonce")
    initial = [*CHACHA_CONSTANTS, *_le_words(key), counter & MASK32, *_le_words(nonce)]
    state = list(initial)
    for _ in range(10):  # 20 rounds: a column round and a diagonal round, ten times
        _quarter_round(state, 0, 4, 8, 12)
        _quarter_round(state, 1, 5, 9, 13)
        _quarter_round(state, 2, 6, 10, 14)
        _quarter_round(state, 3, 7, 11, 15)
        _quarter_round(state, 0, 5, 10, 15)
        _quarter_round(state, 1, 6, 11, 12)
        _quarter_round(state, 2, 7, 8, 13)
        _quarter_round(state, 3, 4, 9, 14)
    return b"".join(((s + i) & MASK32).to_bytes(4, "little") for s, i in zip(state, initial))


class Stream:
    """The words of a seed's keystream (nonce all zeros, counter from 0), and below and sample."""

    def __init__(self, seed: bytes):
        self._key = seed
        self._counter = 0
        self._words: list[int] = []
        self._next = 0

    def next_word(self) -> int:
        """The next 32-bit word: the next 4 keystream bytes, little-endian."""
        if self._next == len(self._words):
            self._words = _le_words(chacha20_block(self._key, self._counter, bytes(12)))
            self._counter += 1
            self._next = 0
        word = self._words[self._next]
        self._next += 1
        return word

    def below(self, n: int) -> int:
        """FAIRNESS.md section 3: a uniform integer from 0 to n - 1, for n from 1 to 2^32."""
        if not 1 <= n <= 2**32:
            raise ValueError(f"below takes n from 1 to 2^32, got {n}")
        limit = 2**32 - (2**32 % n)
        while True:
            word = self.next_word()
            if word < limit:
                return word % n

    def sample(self, n: int, k: int) -> list[int]:
        """FAIRNESS.md section 4: k distinct values of 0 .. n - 1, in draw order."""
        moved: dict[int, int] = {}  # the positions of 0 .. n - 1 not holding their own value
        drawn = []
        for i in range(k):
            j = i + self.below(n - i)
            value = moved.get(j, j)
            drawn.append(value)
            moved[j] = moved.get(i, i)
            moved[i] = value
        return drawn


def open_stream(seed_hex: str) -> Stream:
    return Stream(bytes.fromhex(seed_hex))


# --------------------------------------------------------------------------------------------
# FAIRNESS.md section 5, "How an answer is written": JSON.stringify, compact, in UTF-8

SHORT_ESCAPES = {
    '"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r",
}


def _write_string(text: str) -> str:
    out = ['"']
    for char in text:
        code = ord(char)
        if char in SHORT_ESCAPES:
            out.append(SHORT_ESCAPES[char])
        elif code < 0x20 or 0xD800 <= code <= 0xDFFF:  # controls and lone surrogates
            out.append(f"\\u{code:04x}")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def write_json(value: object) -> str:
    """A value as fairdraw writes it: compact JSON, strings escaped as JSON.stringify does."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() and abs(value) < 1e21 else repr(value)
    if isinstance(value, str):
        return _write_string(value)
    if isinstance(value, list):
        return "[" + ",".join(write_json(item) for item in value) + "]"
    if isinstance(value, dict):
        members = (_write_string(key) + ":" + write_json(item) for key, item in value.items())
        return "{" + ",".join(members) + "}"
    raise TypeError(f"not a JSON value: {value!r}")


# --------------------------------------------------------------------------------------------
# Reading the document

JSON_WHITESPACE = " \t\n\r"
MISSING = object()


def describe(value: object) -> str:
    return "nothing" if value is MISSING else write_json(value)


def _object_without_repeats(pairs: list[tuple[str, object]]) -> dict[str, object]:
    obj: dict[str, object] = {}
    for key, value in pairs:
        if key in obj:
            raise BadInput(f"the key {write_json(key)} appears twice in one object")
        obj[key] = value
    return obj


def _no_constant(name: str) -> object:
    raise BadInput(f"{name} is not JSON")


DECODER = json.JSONDecoder(object_pairs_hook=_object_without_repeats, parse_constant=_no_constant)


def parse_json(text: str) -> object:
    """Strict JSON: no NaN or Infinity, no key twice in one object."""
    try:
        return DECODER.decode(text)
    except json.JSONDecodeError as error:
        raise BadInput(f"not JSON: {error}") from None


def member_texts(text: str) -> dict[str, str]:
    """The text, as written, of each member's value in a JSON object's text (already parsed)."""

    def skip(i: int) -> int:
        while i < len(text) and text[i] in JSON_WHITESPACE:
            i += 1
        return i

    members: dict[str, str] = {}
    i = skip(0)
    if text[i : i + 1] != "{" or text[skip(i + 1)] == "}":
        return members
    i = skip(i + 1)
    while True:
        key, i = json.decoder.scanstring(text, i + 1)
        i = skip(skip(i) + 1)  # past the colon
        _, end = DECODER.raw_decode(text, i)
        members[key] = text[i:end]
        i = skip(end)
        if text[i] == "}":
            return members
        i = skip(i + 1)  # past the comma


def is_compact(text: str) -> bool:
    """Whether JSON text has no whitespace outside its strings."""
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in JSON_WHITESPACE:
            return False
    return True


# --------------------------------------------------------------------------------------------
# Arguments: FAIRNESS.md section 5, "Arguments and their defaults"

SEED_PATTERN = re.compile(r"[0-9a-fA-F]{64}")
SAFE_INTEGER = 2**53 - 1
REQUIRED = object()


def is_integer(value: object) -> bool:
    """A JSON number with an integer value (1 and 1.0 are the same number in JSON)."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def code_points(text: str) -> int:
    return len(text)  # a Python string is a sequence of code points, astral ones included


def has_lone_surrogate(text: str) -> bool:
    return any(0xD800 <= ord(char) <= 0xDFFF for char in text)


class Arguments:
    """An operation's arguments, each read with its bounds and default."""

    def __init__(self, operation: str, given: dict[str, object], takes: tuple[str, ...]):
        for name in given:
            if name not in takes:
                raise BadInput(f"{operation} takes no argument {write_json(name)}")
        self._operation = operation
        self._given = given

    def has(self, name: str) -> bool:
        return name in self._given

    def raw(self, name: str) -> object:
        """The value as given; a required argument must be there."""
        if name not in self._given:
            raise BadInput(f"arguments.{name} is required for {self._operation}")
        return self._given[name]

    def bad(self, name: str, allowed: str) -> BadInput:
        got = describe(self._given.get(name, MISSING))
        return BadInput(f"arguments.{name} must be {allowed}, got {got}")

    def integer(self, name: str, low: int, high: int, default: object = REQUIRED) -> int:
        if default is not REQUIRED and name not in self._given:
            return default  # type: ignore[return-value]
        value = self.raw(name)
        if not is_integer(value) or not low <= value <= high:  # type: ignore[operator]
            raise self.bad(name, f"an integer from {low} to {high}")
        return int(value)  # type: ignore[call-overload]

    def boolean(self, name: str, default: bool) -> bool:
        value = self._given.get(name, default)
        if not isinstance(value, bool):
            raise self.bad(name, "true or false")
        return value

    def text(self, name: str, default: object = REQUIRED) -> str:
        if default is not REQUIRED and name not in self._given:
            return default  # type: ignore[return-value]
        value = self.raw(name)
        if not isinstance(value, str):
            raise self.bad(name, "a string")
        return value

    def choice(self, name: str, allowed: tuple[str, ...]) -> str:
        value = self.raw(name)
        if value not in allowed:
            raise self.bad(name, "one of " + ", ".join(allowed))
        return value  # type: ignore[return-value]

    def items(self, name: str) -> list[str]:
        """A list of 1 to 1000 strings of 1 to 200 characters."""
        value = self.raw(name)
        if not isinstance(value, list) or not 1 <= len(value) <= 1000:
            raise self.bad(name, "a list of 1 to 1000 strings")
        for index, item in enumerate(value):
            if not isinstance(item, str) or not 1 <= code_points(item) <= 200:
                raise BadInput(
                    f"arguments.{name}[{index}] must be a string of 1 to 200 characters, "
                    f"got {describe(item)}"
                )
        return value

    def seed(self) -> str | None:
        """The seed argument in lower case (the same bytes), or None when none was given."""
        if "seed" not in self._given:
            return None
        value = self._given["seed"]
        if not isinstance(value, str) or not SEED_PATTERN.fullmatch(value):
            raise self.bad("seed", "64 hexadecimal characters")
        return value.lower()


def seed_of(arguments: Arguments, answer: dict[str, object]) -> str:
    """The seed that must reproduce the answer: the argument's, else the one the answer carries."""
    given = arguments.seed()
    if given is not None:
        return given
    carried = answer.get("seed", MISSING)
    if isinstance(carried, str) and SEED_PATTERN.fullmatch(carried):
        return carried.lower()
    raise Difference("answer.seed", "64 lower-case hexadecimal characters", describe(carried))


# --------------------------------------------------------------------------------------------
# FAIRNESS.md section 5: each operation, its arguments and its answer (fields in order)

Answer = dict[str, object]


def roll_dice(arguments: Arguments, answer: Answer) -> Answer:
    sides = arguments.integer("sides", 2, 1000, 6)
    count = arguments.integer("count", 1, 100, 1)
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    rolls = [1 + stream.below(sides) for _ in range(count)]
    return {"sides": sides, "count": count, "rolls": rolls, "total": sum(rolls), "seed": seed}


def flip_coin(arguments: Arguments, answer: Answer) -> Answer:
    count = arguments.integer("count", 1, 100, 1)
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    flips = ["heads" if stream.below(2) == 0 else "tails" for _ in range(count)]
    heads = flips.count("heads")
    return {"count": count, "flips": flips, "heads": heads, "tails": count - heads, "seed": seed}


def random_integer(arguments: Arguments, answer: Answer) -> Answer:
    low = arguments.integer("min", -SAFE_INTEGER, SAFE_INTEGER)
    high = arguments.integer("max", -SAFE_INTEGER, SAFE_INTEGER)
    count = arguments.integer("count", 1, 1000, 1)
    unique = arguments.boolean("unique", False)
    size = high - low + 1
    if low > high:
        raise BadInput(f"arguments.min must be at most max ({high}), got {low}")
    if size > 2**32:
        raise BadInput(f"the range from min to max may hold at most 2^32 values, got {size}")
    if unique and count > size:
        raise BadInput(f"arguments.count must be at most {size} when unique is true, got {count}")
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    offsets = stream.sample(size, count) if unique else [stream.below(size) for _ in range(count)]
    values = [low + offset for offset in offsets]
    return {
        "min": low, "max": high, "count": count, "unique": unique, "values": values, "seed": seed,
    }


def pick_from_list(arguments: Arguments, answer: Answer) -> Answer:
    items = arguments.items("items")
    count = arguments.integer("count", 1, 1000, 1)
    unique = arguments.boolean("unique", True)
    n = len(items)
    if unique and count > n:
        raise BadInput(
            f"arguments.count must be at most {n} (the list's length) when unique is true, "
            f"got {count}"
        )
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    positions = stream.sample(n, count) if unique else [stream.below(n) for _ in range(count)]
    return {"count": count, "unique": unique, "picks": [items[i] for i in positions], "seed": seed}


def shuffle_list(arguments: Arguments, answer: Answer) -> Answer:
    items = arguments.items("items")
    seed = seed_of(arguments, answer)
    positions = open_stream(seed).sample(len(items), len(items))
    return {"shuffled": [items[i] for i in positions], "seed": seed}


GAME_FORMATS: dict[str, dict[str, int | None]] = {
    "kr645": {"count": 6, "min": 1, "max": 45, "extra_count": 0, "extra_max": None},
    "powerball": {"count": 5, "min": 1, "max": 69, "extra_count": 1, "extra_max": 26},
    "megamillions": {"count": 5, "min": 1, "max": 70, "extra_count": 1, "extra_max": 24},
    "euromillions": {"count": 5, "min": 1, "max": 50, "extra_count": 2, "extra_max": 12},
    "uk_lotto": {"count": 6, "min": 1, "max": 59, "extra_count": 0, "extra_max": None},
    "jp_loto6": {"count": 6, "min": 1, "max": 43, "extra_count": 0, "extra_max": None},
    "jp_loto7": {"count": 7, "min": 1, "max": 37, "extra_count": 0, "extra_max": None},
}
CUSTOM_ARGUMENTS = ("count", "min", "max", "extra_count", "extra_max")


def lottery_format(arguments: Arguments) -> tuple[str, dict[str, int | None]]:
    """The answer's game and format: a named game's own, or a custom one."""
    game = arguments.choice("game", (*GAME_FORMATS, "custom")) if arguments.has("game") else None
    if game is not None and game != "custom":
        for name in CUSTOM_ARGUMENTS:
            if arguments.has(name):
                raise BadInput(f"arguments.{name} cannot be given with game {game}")
        return game, dict(GAME_FORMATS[game])
    if game is None and not arguments.has("count") and not arguments.has("max"):
        raise BadInput("arguments.game is required, unless count and max are given")
    count = arguments.integer("count", 1, 50)
    high = arguments.integer("max", 1, 1000)
    low = arguments.integer("min", 0, 1000, 1)
    extra_count = arguments.integer("extra_count", 0, 10, 0)
    extra_max = arguments.integer("extra_max", 1, 1000) if arguments.has("extra_max") else None
    if low > high:
        raise BadInput(f"arguments.min must be at most max ({high}), got {low}")
    if count > high - low + 1:
        raise BadInput(f"arguments.count must be at most {high - low + 1}, got {count}")
    if extra_count > 0 and extra_max is None:
        raise BadInput("arguments.extra_max is required when extra_count is above 0")
    if extra_count == 0 and extra_max is not None:
        raise BadInput("arguments.extra_max may be given only when extra_count is above 0")
    if extra_max is not None and extra_count > extra_max:
        raise BadInput(f"arguments.extra_count must be at most {extra_max}, got {extra_count}")
    format_ = {"count": count, "min": low, "max": high, "extra_count": extra_count}
    return "custom", {**format_, "extra_max": extra_max}


def pick_numbers(arguments: Arguments, answer: Answer) -> Answer:
    game, format_ = lottery_format(arguments)
    sets_count = arguments.integer("sets", 1, 10, 1)
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    count, low, high = format_["count"], format_["min"], format_["max"]
    extra_count, extra_max = format_["extra_count"], format_["extra_max"]
    assert count is not None and low is not None and high is not None and extra_count is not None
    sets = []
    for _ in range(sets_count):
        numbers = sorted(low + v for v in stream.sample(high - low + 1, count))
        extras: list[int] = []
        if extra_max is not None:  # a format without extras reads no words for them
            extras = sorted(1 + v for v in stream.sample(extra_max, extra_count))
        sets.append({"numbers": numbers, "extra_numbers": extras})
    return {"game": game, "format": format_, "sets": sets, "seed": seed}


Operation = Callable[[Arguments, Answer], Answer]

RANDOM_OPERATIONS: dict[str, tuple[tuple[str, ...], Operation]] = {
    "roll_dice": (("sides", "count", "seed"), roll_dice),
    "flip_coin": (("count", "seed"), flip_coin),
    "random_integer": (("min", "max", "count", "unique", "seed"), random_integer),
    "pick_from_list": (("items", "count", "unique", "seed"), pick_from_list),
    "shuffle_list": (("items", "seed"), shuffle_list),
    "pick_numbers": (("game", "sets", *CUSTOM_ARGUMENTS, "seed"), pick_numbers),
}

# --------------------------------------------------------------------------------------------
# FAIRNESS.md section 9: seeds from official draws, and giveaways

SEED_METHOD = "fairdraw-seed-from-draw/v1"
GIVEAWAY_METHOD = "fairdraw-giveaway/v1"
DRAW_GAMES = ("kr645", "powerball", "megamillions")
MAIN_NUMBERS = {"kr645": 6, "powerball": 5, "megamillions": 5}
OFFICIAL_SOURCES = {
    "kr645": "the official Korean lottery site, https://www.dhlottery.co.kr",
    "powerball": "New York State's open data, https://data.ny.gov (Lottery Powerball Winning "
    "Numbers, https://data.ny.gov/resource/d6yy-54nr.json)",
    "megamillions": "New York State's open data, https://data.ny.gov (Lottery Mega Millions "
    "Winning Numbers, https://data.ny.gov/resource/5xaw-6ayf.json)",
}
DATE_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
KR645_DRAW_TEXT = re.compile(r"[1-9][0-9]*")
LINE_BREAKS = ("\n", "\r")
GIVEAWAY_PARTS = ["seed_from_draw", "pick_from_list"]


def parse_date(text: object) -> Date | None:
    """A real calendar date written YYYY-MM-DD, or None."""
    if not isinstance(text, str) or not DATE_PATTERN.fullmatch(text):
        return None
    try:
        return Date.fromisoformat(text)
    except ValueError:
        return None


def seed_message(game: str, draw: int | str, numbers: list[int], extra: int, label: str) -> str:
    """The six lines whose SHA-256 is the seed."""
    main = ",".join(str(n) for n in sorted(numbers))
    return "\n".join([SEED_METHOD, game, str(draw), main, str(extra), label])


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def draw_argument(arguments: Arguments, game: str) -> int | str:
    """The draw as the answer names it: for kr645 a number, for the others a date YYYY-MM-DD."""
    if not arguments.has("draw"):
        raise BadInput("arguments.draw is required: a seed must name its draw in advance")
    value = arguments.raw("draw")
    if game != "kr645":
        if parse_date(value) is None:
            raise arguments.bad("draw", f"a {game} draw date YYYY-MM-DD")
        return value  # type: ignore[return-value]
    if is_integer(value) and 1 <= value <= SAFE_INTEGER:  # type: ignore[operator]
        return int(value)  # type: ignore[call-overload]
    if isinstance(value, str) and KR645_DRAW_TEXT.fullmatch(value) and int(value) <= SAFE_INTEGER:
        return int(value)
    raise arguments.bad("draw", "a kr645 draw number (a whole number from 1)")


def label_argument(arguments: Arguments) -> str:
    label = arguments.text("label", "")
    if code_points(label) > 1000:
        raise BadInput(f"arguments.label must be at most 1000 characters, got {code_points(label)}")
    if has_lone_surrogate(label):
        raise BadInput("arguments.label holds a lone surrogate, which UTF-8 cannot encode")
    return label


def stated(answer: Answer, name: str, valid: bool, allowed: str) -> object:
    """A field that the answer states and the arguments cannot give: checked in its form only."""
    if not valid:
        raise Difference(f"answer.{name}", allowed, describe(answer.get(name, MISSING)))
    return answer[name]


def next_draw_valid(game: str, draw: int | str, day: object, value: object) -> bool:
    """`{"draw", "date"}` of a later draw within the week: kr645 the next number."""
    if not isinstance(value, dict) or list(value) != ["draw", "date"]:
        return False
    this_day, next_day = parse_date(day), parse_date(value["date"])
    if this_day is None or next_day is None or not this_day < next_day <= this_day + timedelta(7):
        return False
    if isinstance(draw, int):
        return type(value["draw"]) is int and value["draw"] == draw + 1
    return value["draw"] == value["date"]


def expected_seed_answer(game: str, draw: int | str, label: str, answer: Answer) -> Answer:
    """The seed_from_draw answer for these arguments and the winning numbers the answer states."""
    count = MAIN_NUMBERS[game]
    numbers = answer.get("numbers")
    valid_numbers = (
        isinstance(numbers, list)
        and len(numbers) == count
        and all(is_integer(n) and n >= 1 for n in numbers)
        and len(set(numbers)) == count
    )
    stated(answer, "numbers", valid_numbers, f"{count} different whole numbers from 1")
    main = sorted(int(n) for n in numbers)  # type: ignore[union-attr]
    extra = answer.get("extra_number")
    valid_extra = is_integer(extra) and extra >= 1  # type: ignore[operator]
    if game == "kr645":  # the bonus is drawn from the balls left after the main numbers
        valid_extra = valid_extra and extra not in main
    stated(answer, "extra_number", valid_extra, "a whole number from 1, not one of numbers")
    if game == "kr645":
        valid_date = parse_date(answer.get("date")) is not None
        day = stated(answer, "date", valid_date, "a date YYYY-MM-DD")
    else:
        day = draw
    message = seed_message(game, draw, main, int(extra), label)  # type: ignore[call-overload]
    next_draw = f"kr645 draw {draw + 1}" if isinstance(draw, int) else "the draw named by its date"
    return {
        "game": game,
        "draw": draw,
        "date": day,
        "numbers": main,
        "extra_number": int(extra),  # type: ignore[call-overload]
        "label": label,
        "method": SEED_METHOD,
        "message": message,
        "seed": sha256_hex(message),
        "stale": stated(answer, "stale", isinstance(answer.get("stale"), bool), "true or false"),
        "fetched_at": stated(
            answer, "fetched_at", isinstance(answer.get("fetched_at"), str), "a time, as a string"
        ),
        "next_draw": stated(
            answer,
            "next_draw",
            next_draw_valid(game, draw, day, answer.get("next_draw")),
            f'{{"draw","date"}} of the next draw ({next_draw}), within the week after this one',
        ),
    }


def seed_from_draw(arguments: Arguments, answer: Answer) -> Answer:
    game = arguments.choice("game", DRAW_GAMES)
    draw = draw_argument(arguments, game)
    return expected_seed_answer(game, draw, label_argument(arguments), answer)


def official_source_note(game: str, draw: object) -> str:
    return (
        f"note: the seed follows from the winning numbers that the answer states for {game} draw "
        f"{draw}; that they are the official ones is yours to check, at {OFFICIAL_SOURCES[game]}."
    )


def giveaway_label(title: str, entries: list[str], winners: int) -> str:
    """The five lines that bind a seed to one giveaway."""
    return "\n".join([
        GIVEAWAY_METHOD,
        f"title: {title}",
        f"entries: {len(entries)}",
        f"entries-sha256: {sha256_hex(chr(10).join(entries))}",
        f"winners: {winners}",
    ])


def is_line(text: str) -> bool:
    return not any(b in text for b in LINE_BREAKS) and not has_lone_surrogate(text)


def giveaway_arguments(arguments: Arguments) -> tuple[str, int | str, str, list[str], int]:
    """game, draw, title, entries and winners, checked by the rules of a giveaway."""
    game = arguments.choice("game", DRAW_GAMES)
    draw = draw_argument(arguments, game)
    title = arguments.text("title")
    if code_points(title) > 200 or not is_line(title):
        raise arguments.bad("title", "one line of at most 200 characters")
    entries = arguments.items("entries")
    for index, entry in enumerate(entries):
        if not is_line(entry):
            raise BadInput(f"arguments.entries[{index}] must be one line, got {describe(entry)}")
    winners = arguments.integer("winners", 1, len(entries))
    return game, draw, title, entries, winners


# --------------------------------------------------------------------------------------------
# Comparing


def fields_in_order(names: list[str]) -> str:
    return "the fields " + ", ".join(names) + " in this order"


def first_difference(expected: object, got: object, path: str) -> Difference | None:
    """The first place, in the order the service writes an answer, where `got` is not `expected`."""
    if isinstance(expected, dict):
        if not isinstance(got, dict):
            return Difference(path, "an object", describe(got))
        want, have = list(expected), list(got)
        for index, key in enumerate(want):
            if key not in got:
                missing = "nothing (the field is missing)"
                return Difference(f"{path}.{key}", describe(expected[key]), missing)
            if index >= len(have) or have[index] != key:
                return Difference(path, fields_in_order(want), ", ".join(have))
            found = first_difference(expected[key], got[key], f"{path}.{key}")
            if found is not None:
                return found
        if len(have) > len(want):
            extra = have[len(want)]
            return Difference(f"{path}.{extra}", "nothing (no such field)", describe(got[extra]))
        return None
    if isinstance(expected, list):
        if not isinstance(got, list):
            return Difference(path, "a list", describe(got))
        for index, (want_item, got_item) in enumerate(zip(expected, got)):
            found = first_difference(want_item, got_item, f"{path}[{index}]")
            if found is not None:
                return found
        if len(expected) != len(got):
            return Difference(path, f"{len(expected)} items", f"{len(got)} items")
        return None
    if any(isinstance(x, (bool, str, list, dict)) or x is None for x in (expected, got)):
        same = type(expected) is type(got) and expected == got
    else:  # two numbers: 5 and 5.0 are the same JSON number (and the text check tells them apart)
        same = expected == got
    return None if same else Difference(path, describe(expected), describe(got))


def check(expected: Answer, got: Answer, written: str | None, path: str) -> None:
    """Raises the first difference between the expected answer and the one given, as parsed and
    as written: a compact answer is the service's own text, so it must be the expected one byte
    for byte."""
    found = first_difference(expected, got, path)
    if found is not None:
        raise found
    if written is None or not is_compact(written):
        return  # spaced out (pretty-printed), so not the service's own text: only values compare
    wanted = write_json(expected)
    if written != wanted:
        shorter = min(len(wanted), len(written))
        at = next((i for i, (a, b) in enumerate(zip(wanted, written)) if a != b), shorter)
        raise Difference(
            f"{path} as written: its values agree, but its text differs from character {at} on",
            wanted[at : at + 32],
            written[at : at + 32],
        )


# --------------------------------------------------------------------------------------------
# The document


def json_object(value: object, what: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise BadInput(f"{what} must be a JSON object, got {describe(value)}")
    return value


def verify(text: str) -> list[str]:
    """Checks a document; returns the lines to print when its answer is reproduced."""
    document = json_object(parse_json(text), "the file")
    for key in document:
        if key not in ("operation", "arguments", "answer"):
            raise BadInput(
                f"unknown member {write_json(key)}: a document holds operation, arguments, answer"
            )
    operation = document.get("operation", MISSING)
    if not isinstance(operation, str):
        raise BadInput(f"operation must be an operation id, got {describe(operation)}")
    operation = operation.removesuffix("_post")
    given = json_object(document.get("arguments", {}), "arguments")
    answer = json_object(document.get("answer", MISSING), "answer")
    written = member_texts(text).get("answer")

    if operation in RANDOM_OPERATIONS:
        takes, compute = RANDOM_OPERATIONS[operation]
        arguments = Arguments(operation, given, takes)
        check(compute(arguments, answer), answer, written, "answer")
        return ["reproduced"]
    if operation == "seed_from_draw":
        arguments = Arguments(operation, given, ("game", "draw", "label"))
        expected = seed_from_draw(arguments, answer)
        check(expected, answer, written, "answer")
        return ["reproduced", official_source_note(str(expected["game"]), expected["draw"])]
    if operation == "giveaway":
        arguments = Arguments(operation, given, ("game", "draw", "title", "entries", "winners"))
        return verify_giveaway(arguments, answer, written)
    if operation in ("get_draw", "check_ticket"):
        raise BadInput(f"{operation} is not random: compare its numbers with the official source")
    raise BadInput(f"unknown operation {write_json(operation)}")


def verify_giveaway(arguments: Arguments, answer: Answer, written: str | None) -> list[str]:
    """A giveaway (FAIRNESS.md section 9): the seed for its label, then the pick of its winners."""
    game, draw, title, entries, winners = giveaway_arguments(arguments)
    if sorted(answer) != sorted(GIVEAWAY_PARTS):
        raise BadInput("a giveaway's answer holds seed_from_draw and pick_from_list, nothing else")
    if list(answer) != GIVEAWAY_PARTS:
        raise Difference("answer", fields_in_order(GIVEAWAY_PARTS), ", ".join(answer))
    parts = member_texts(written) if written is not None else {}

    seed_answer = json_object(answer["seed_from_draw"], "answer.seed_from_draw")
    label = giveaway_label(title, entries, winners)
    expected_seed = expected_seed_answer(game, draw, label, seed_answer)
    check(expected_seed, seed_answer, parts.get("seed_from_draw"), "answer.seed_from_draw")

    pick_answer = json_object(answer["pick_from_list"], "answer.pick_from_list")
    pick = {"items": entries, "count": winners, "unique": True, "seed": expected_seed["seed"]}
    pick_arguments = Arguments("pick_from_list", pick, RANDOM_OPERATIONS["pick_from_list"][0])
    expected_pick = pick_from_list(pick_arguments, pick_answer)
    check(expected_pick, pick_answer, parts.get("pick_from_list"), "answer.pick_from_list")

    lines = ["reproduced", f"the winners of {write_json(title)}, in order:"]
    winners_in_order = expected_pick["picks"]
    assert isinstance(winners_in_order, list)
    lines += [f"  {place}. {winner}" for place, winner in enumerate(winners_in_order, 1)]
    return [*lines, official_source_note(game, draw)]


def main(argv: list[str]) -> int:
    for stream in (sys.stdout, sys.stderr):
        stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if len(argv) == 2 and argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        if argv[1] == "-":
            raw = sys.stdin.buffer.read()
        else:
            with open(argv[1], "rb") as file:
                raw = file.read()
    except OSError as error:
        print(f"fairdraw_verify: cannot read {argv[1]}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        try:
            text = raw.decode("utf-8").removeprefix("\ufeff")
        except UnicodeDecodeError:
            raise BadInput("the file is not UTF-8") from None
        lines = verify(text)
    except BadInput as error:
        print(f"fairdraw_verify: {error}", file=sys.stderr)
        return 2
    except Difference as difference:
        print(f"not reproduced: the first difference is at {difference.path}")
        print(f"  expected: {difference.expected}")
        print(f"  got:      {difference.got}")
        return 1
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
