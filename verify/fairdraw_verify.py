#!/usr/bin/env python3
"""Checks a fairdraw answer without fairdraw.

Usage:
    python3 fairdraw_verify.py FILE      (or - for standard input)

FILE holds one JSON object:

    {"operation": "<operation id>", "arguments": {...}, "answer": {...}}

The operation id is one of pick_numbers, roll_dice, flip_coin, random_integer, pick_from_list,
shuffle_list, seed_from_draw (or the same with _post, which means the same) or giveaway. The
arguments are those of the call, as the JSON body of its POST form takes them ("arguments" may be
left out when there were none); the answer is the body fairdraw gave.

The answer is computed again from the arguments, and from the answer's seed when the arguments
gave none, by the algorithm of fairdraw's docs/FAIRNESS.md (version 1), and compared field by
field, in order. Prints "reproduced" and exits 0 when every field agrees; otherwise prints the
first difference and exits 1. A file that cannot be read as such a document exits 2.

Python 3.11 or later, standard library only: this one file is all it takes.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from datetime import date as calendar_date
from datetime import timedelta

# ---------------------------------------------------------------------------------------------
# Outcomes


class BadInput(Exception):
    """The file is not a document this verifier can check (exit 2)."""


class Difference(Exception):
    """The answer differs from the one the arguments give (exit 1)."""

    def __init__(self, path: str, expected: str, got: str):
        super().__init__(path)
        self.path = path
        self.expected = expected
        self.got = got


# ---------------------------------------------------------------------------------------------
# FAIRNESS.md section 2: the ChaCha20 keystream (RFC 8439) as 32-bit little-endian words

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


def chacha20_block(key: bytes, counter: int, nonce: bytes) -> bytes:
    """One 64-byte ChaCha20 block (RFC 8439, section 2.3)."""
    if len(key) != 32 or len(nonce) != 12:
        raise ValueError("ChaCha20 takes a 32-byte key and a 12-byte nonce")
    initial = [
        *CHACHA_CONSTANTS,
        *(int.from_bytes(key[i : i + 4], "little") for i in range(0, 32, 4)),
        counter & MASK32,
        *(int.from_bytes(nonce[i : i + 4], "little") for i in range(0, 12, 4)),
    ]
    state = list(initial)
    for _ in range(10):
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
    """The words of a seed's keystream (nonce all zeros, counter from 0), with below and sample."""

    def __init__(self, seed: bytes):
        self._key = seed
        self._counter = 0
        self._words: list[int] = []
        self._next = 0

    def next_word(self) -> int:
        """The next 32-bit word: 4 keystream bytes, little-endian."""
        if self._next == len(self._words):
            block = chacha20_block(self._key, self._counter, bytes(12))
            self._counter += 1
            self._words = [int.from_bytes(block[i : i + 4], "little") for i in range(0, 64, 4)]
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
        """FAIRNESS.md section 4: k distinct values of 0..n-1, in draw order."""
        moved: dict[int, int] = {}
        drawn = []
        for i in range(k):
            j = i + self.below(n - i)
            value_j = moved.get(j, j)
            drawn.append(value_j)
            moved[j] = moved.get(i, i)
            moved[i] = value_j
        return drawn


# ---------------------------------------------------------------------------------------------
# FAIRNESS.md section 5: how an answer is written (JSON.stringify, compact, UTF-8)

SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _write_string(text: str) -> str:
    out = ['"']
    for char in text:
        code = ord(char)
        if char in SHORT_ESCAPES:
            out.append(SHORT_ESCAPES[char])
        elif code < 0x20 or 0xD800 <= code <= 0xDFFF:
            out.append(f"\\u{code:04x}")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def write_json(value: object) -> str:
    """A value as fairdraw writes it: compact JSON, strings escaped as JSON.stringify does."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e21:
            return str(int(value))
        return json.dumps(value)
    if isinstance(value, str):
        return _write_string(value)
    if isinstance(value, list):
        return "[" + ",".join(write_json(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(_write_string(k) + ":" + write_json(v) for k, v in value.items()) + "}"
    raise TypeError(f"not a JSON value: {value!r}")


# ---------------------------------------------------------------------------------------------
# Reading the document

JSON_WHITESPACE = " \t\n\r"


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    obj: dict[str, object] = {}
    for key, value in pairs:
        if key in obj:
            raise BadInput(f"the key {write_json(key)} appears twice in one object")
        obj[key] = value
    return obj


def _no_constant(name: str) -> object:
    raise BadInput(f"{name} is not JSON")


def parse_json(text: str) -> object:
    """Strict JSON: no NaN or Infinity, no key twice in one object."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise BadInput(f"not JSON: {error}") from None


def member_texts(text: str) -> dict[str, str]:
    """The text of each member's value of the JSON object that `text` holds, as written."""
    decoder = json.JSONDecoder(object_pairs_hook=_no_duplicates, parse_constant=_no_constant)

    def skip(i: int) -> int:
        while i < len(text) and text[i] in JSON_WHITESPACE:
            i += 1
        return i

    members: dict[str, str] = {}
    i = skip(0)
    if text[i : i + 1] != "{":
        return members
    i = skip(i + 1)
    if text[i : i + 1] == "}":
        return members
    while True:
        key, i = json.decoder.scanstring(text, i + 1)
        i = skip(skip(i) + 1)  # past the colon
        _, end = decoder.raw_decode(text, i)
        members[key] = text[i:end]
        i = skip(end)
        if text[i] == "}":
            return members
        i = skip(i + 1)  # past the comma


def is_compact(text: str) -> bool:
    """Whether JSON text has no whitespace outside its strings."""
    in_string = False
    escaped = False
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


# ---------------------------------------------------------------------------------------------
# Arguments: FAIRNESS.md section 5, "Arguments and their defaults"

SEED_PATTERN = re.compile(r"[0-9a-fA-F]{64}")
ANSWER_SEED_PATTERN = re.compile(r"[0-9a-f]{64}")
SAFE_INTEGER = 2**53 - 1
MISSING = object()


def describe(value: object) -> str:
    return "nothing" if value is MISSING else write_json(value)


def is_integer(value: object) -> bool:
    """A JSON number with an integer value (1 and 1.0 are the same number in JSON)."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def code_points(text: str) -> int:
    return len(text)  # a Python string is a sequence of code points


def has_lone_surrogate(text: str) -> bool:
    return any(0xD800 <= ord(char) <= 0xDFFF for char in text)


class Arguments:
    """An operation's arguments: each read once, checked, with its default; none left unread."""

    def __init__(self, operation: str, given: dict[str, object]):
        self._operation = operation
        self._given = dict(given)

    def _bad(self, name: str, allowed: str) -> BadInput:
        got = describe(self._given.get(name, MISSING))
        return BadInput(f"arguments.{name} must be {allowed}, got {got}")

    def has(self, name: str) -> bool:
        return name in self._given

    def integer(self, name: str, low: int, high: int, default: object = MISSING) -> int:
        if name not in self._given:
            if default is MISSING:
                raise BadInput(f"arguments.{name} is required for {self._operation}")
            return default  # type: ignore[return-value]
        value = self._given[name]
        if not is_integer(value) or not low <= value <= high:  # type: ignore[operator]
            raise self._bad(name, f"an integer from {low} to {high}")
        return int(value)  # type: ignore[arg-type]

    def boolean(self, name: str, default: bool) -> bool:
        value = self._given.get(name, default)
        if not isinstance(value, bool):
            raise self._bad(name, "true or false")
        return value

    def string(self, name: str, default: object = MISSING) -> str:
        if name not in self._given:
            if default is MISSING:
                raise BadInput(f"arguments.{name} is required for {self._operation}")
            return default  # type: ignore[return-value]
        value = self._given[name]
        if not isinstance(value, str):
            raise self._bad(name, "a string")
        return value

    def choice(self, name: str, allowed: tuple[str, ...], default: object = MISSING) -> str:
        value = self.string(name, default)
        if value not in allowed:
            raise self._bad(name, "one of " + ", ".join(allowed))
        return value

    def items(self, name: str = "items") -> list[str]:
        if name not in self._given:
            raise BadInput(f"arguments.{name} is required for {self._operation}")
        value = self._given[name]
        if not isinstance(value, list) or not 1 <= len(value) <= 1000:
            raise self._bad(name, "a list of 1 to 1000 strings")
        for index, item in enumerate(value):
            if not isinstance(item, str) or not 1 <= code_points(item) <= 200:
                raise BadInput(
                    f"arguments.{name}[{index}] must be a string of 1 to 200 characters, "
                    f"got {describe(item)}"
                )
        return value

    def seed(self) -> str | None:
        """The seed argument in lower case, or None when none was given."""
        if "seed" not in self._given:
            return None
        value = self._given["seed"]
        if not isinstance(value, str) or not SEED_PATTERN.fullmatch(value):
            raise self._bad("seed", "64 hexadecimal characters")
        return value.lower()

    def done(self, read: tuple[str, ...]) -> None:
        """Refuses any argument the operation does not take."""
        for name in self._given:
            if name not in read:
                raise BadInput(f"{self._operation} takes no argument {write_json(name)}")


def seed_of(arguments: Arguments, answer: dict[str, object]) -> str:
    """The seed that must reproduce the answer: the argument's, else the one the answer carries."""
    given = arguments.seed()
    if given is not None:
        return given
    carried = answer.get("seed", MISSING)
    if isinstance(carried, str) and SEED_PATTERN.fullmatch(carried):
        return carried.lower()
    raise Difference("answer.seed", "64 lowercase hexadecimal characters", describe(carried))


def open_stream(seed_hex: str) -> Stream:
    return Stream(bytes.fromhex(seed_hex))


# ---------------------------------------------------------------------------------------------
# FAIRNESS.md section 5: each operation

RANDOM_ARGUMENTS = {
    "roll_dice": ("sides", "count", "seed"),
    "flip_coin": ("count", "seed"),
    "random_integer": ("min", "max", "count", "unique", "seed"),
    "pick_from_list": ("items", "count", "unique", "seed"),
    "shuffle_list": ("items", "seed"),
    "pick_numbers": ("game", "sets", "count", "min", "max", "extra_count", "extra_max", "seed"),
}


def roll_dice(arguments: Arguments, answer: dict[str, object]) -> dict[str, object]:
    sides = arguments.integer("sides", 2, 1000, 6)
    count = arguments.integer("count", 1, 100, 1)
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    rolls = [1 + stream.below(sides) for _ in range(count)]
    return {"sides": sides, "count": count, "rolls": rolls, "total": sum(rolls), "seed": seed}


def flip_coin(arguments: Arguments, answer: dict[str, object]) -> dict[str, object]:
    count = arguments.integer("count", 1, 100, 1)
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    flips = ["heads" if stream.below(2) == 0 else "tails" for _ in range(count)]
    heads = flips.count("heads")
    return {"count": count, "flips": flips, "heads": heads, "tails": count - heads, "seed": seed}


def random_integer(arguments: Arguments, answer: dict[str, object]) -> dict[str, object]:
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
    return {"min": low, "max": high, "count": count, "unique": unique, "values": values, "seed": seed}


def pick_from_list(arguments: Arguments, answer: dict[str, object]) -> dict[str, object]:
    items = arguments.items()
    count = arguments.integer("count", 1, 1000, 1)
    unique = arguments.boolean("unique", True)
    if unique and count > len(items):
        raise BadInput(
            f"arguments.count must be at most {len(items)} (the list's length) when unique is "
            f"true, got {count}"
        )
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    n = len(items)
    positions = stream.sample(n, count) if unique else [stream.below(n) for _ in range(count)]
    return {"count": count, "unique": unique, "picks": [items[i] for i in positions], "seed": seed}


def shuffle_list(arguments: Arguments, answer: dict[str, object]) -> dict[str, object]:
    items = arguments.items()
    seed = seed_of(arguments, answer)
    positions = open_stream(seed).sample(len(items), len(items))
    return {"shuffled": [items[i] for i in positions], "seed": seed}


GAME_FORMATS: dict[str, tuple[int, int, int, int, int | None]] = {
    # game: (count, min, max, extra_count, extra_max)
    "kr645": (6, 1, 45, 0, None),
    "powerball": (5, 1, 69, 1, 26),
    "megamillions": (5, 1, 70, 1, 24),
    "euromillions": (5, 1, 50, 2, 12),
    "uk_lotto": (6, 1, 59, 0, None),
    "jp_loto6": (6, 1, 43, 0, None),
    "jp_loto7": (7, 1, 37, 0, None),
}
CUSTOM_ARGUMENTS = ("count", "min", "max", "extra_count", "extra_max")


def lottery_format(arguments: Arguments) -> tuple[str, dict[str, int | None]]:
    """The answer's game and format: a named game's own, or a custom one (FAIRNESS.md, section 5)."""
    game = arguments.choice("game", (*GAME_FORMATS, "custom"), None) if arguments.has("game") else None
    if game is not None and game != "custom":
        for name in CUSTOM_ARGUMENTS:
            if arguments.has(name):
                raise BadInput(f"arguments.{name} cannot be given with game {game}")
        count, low, high, extra_count, extra_max = GAME_FORMATS[game]
    else:
        if game is None and not arguments.has("count") and not arguments.has("max"):
            raise BadInput("arguments.game is required, unless count and max are given")
        count = arguments.integer("count", 1, 50)
        high = arguments.integer("max", 1, 1000)
        low = arguments.integer("min", 0, 1000, 1)
        extra_count = arguments.integer("extra_count", 0, 10, 0)
        extra_max = arguments.integer("extra_max", 1, 1000, None)
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
        game = "custom"
    return game, {"count": count, "min": low, "max": high, "extra_count": extra_count, "extra_max": extra_max}


def pick_numbers(arguments: Arguments, answer: dict[str, object]) -> dict[str, object]:
    game, format_ = lottery_format(arguments)
    sets_count = arguments.integer("sets", 1, 10, 1)
    seed = seed_of(arguments, answer)
    stream = open_stream(seed)
    count, low, high = format_["count"], format_["min"], format_["max"]
    extra_count, extra_max = format_["extra_count"], format_["extra_max"]
    sets = []
    for _ in range(sets_count):
        numbers = sorted(low + v for v in stream.sample(high - low + 1, count))  # type: ignore[operator]
        extras = [] if extra_count == 0 else sorted(1 + v for v in stream.sample(extra_max, extra_count))  # type: ignore[arg-type]
        sets.append({"numbers": numbers, "extra_numbers": extras})
    return {"game": game, "format": format_, "sets": sets, "seed": seed}


RANDOM_OPERATIONS = {
    "roll_dice": roll_dice,
    "flip_coin": flip_coin,
    "random_integer": random_integer,
    "pick_from_list": pick_from_list,
    "shuffle_list": shuffle_list,
    "pick_numbers": pick_numbers,
}

# ---------------------------------------------------------------------------------------------
# FAIRNESS.md section 9: seeds from official draws, and giveaways

SEED_METHOD = "fairdraw-seed-from-draw/v1"
GIVEAWAY_METHOD = "fairdraw-giveaway/v1"
DRAW_GAMES = ("kr645", "powerball", "megamillions")
MAIN_NUMBERS = {"kr645": 6, "powerball": 5, "megamillions": 5}
OFFICIAL_SOURCES = {
    "kr645": "the official Korean lottery site, https://www.dhlottery.co.kr",
    "powerball": "New York State's open data, https://data.ny.gov/resource/d6yy-54nr.json "
    "(Lottery Powerball Winning Numbers)",
    "megamillions": "New York State's open data, https://data.ny.gov/resource/5xaw-6ayf.json "
    "(Lottery Mega Millions Winning Numbers)",
}
SEED_ANSWER_FIELDS = (
    "game", "draw", "date", "numbers", "extra_number", "label", "method", "message", "seed",
    "stale", "fetched_at", "next_draw",
)
DATE_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
KR645_DRAW_TEXT = re.compile(r"[1-9][0-9]*")


def parse_date(text: object) -> calendar_date | None:
    """A real calendar date written YYYY-MM-DD, or None."""
    if not isinstance(text, str) or not DATE_PATTERN.fullmatch(text):
        return None
    try:
        return calendar_date.fromisoformat(text)
    except ValueError:
        return None


def seed_message(game: str, draw: int | str, numbers: list[int], extra: int, label: str) -> str:
    """The six lines whose SHA-256 is the seed."""
    main = ",".join(str(n) for n in sorted(numbers))
    return "\n".join([SEED_METHOD, game, str(draw), main, str(extra), label])


def seed_from_message(message: str) -> str:
    return hashlib.sha256(message.encode("utf-8")).hexdigest()


def draw_argument(arguments: Arguments, game: str) -> int | str:
    """The draw as the answer names it: kr645 a number, the others a date YYYY-MM-DD."""
    if not arguments.has("draw"):
        raise BadInput("arguments.draw is required: a seed must name its draw in advance")
    value = arguments._given["draw"]  # noqa: SLF001 (its type depends on the game)
    if game == "kr645":
        if is_integer(value) and 1 <= value <= SAFE_INTEGER:  # type: ignore[operator]
            return int(value)  # type: ignore[arg-type]
        if isinstance(value, str) and KR645_DRAW_TEXT.fullmatch(value) and int(value) <= SAFE_INTEGER:
            return int(value)
        raise BadInput(f"arguments.draw must be a kr645 draw number (a whole number from 1), got {describe(value)}")
    if parse_date(value) is None:
        raise BadInput(f"arguments.draw must be a {game} draw date YYYY-MM-DD, got {describe(value)}")
    return value  # type: ignore[return-value]


def label_argument(arguments: Arguments) -> str:
    label = arguments.string("label", "")
    if code_points(label) > 1000:
        raise BadInput(f"arguments.label must be at most 1000 characters, got {code_points(label)}")
    if has_lone_surrogate(label):
        raise BadInput("arguments.label holds a lone surrogate, which UTF-8 cannot encode")
    return label


def expect_field(answer: dict[str, object], name: str, valid: bool, allowed: str) -> object:
    """An answer field that the arguments do not determine, checked only in its form."""
    value = answer.get(name, MISSING)
    if not valid:
        raise Difference(f"answer.{name}", allowed, describe(value))
    return value


def expected_seed_answer(game: str, draw: int | str, label: str, answer: dict[str, object]) -> dict[str, object]:
    """The seed_from_draw answer for these arguments and the winning numbers the answer states."""
    numbers = answer.get("numbers", MISSING)
    count = MAIN_NUMBERS[game]
    valid_numbers = (
        isinstance(numbers, list)
        and len(numbers) == count
        and all(is_integer(n) and n >= 1 for n in numbers)  # type: ignore[operator]
        and len(set(numbers)) == count
    )
    expect_field(answer, "numbers", valid_numbers, f"{count} different whole numbers from 1")
    numbers = sorted(int(n) for n in numbers)  # type: ignore[union-attr]
    extra = answer.get("extra_number", MISSING)
    valid_extra = is_integer(extra) and extra >= 1 and (game != "kr645" or extra not in numbers)  # type: ignore[operator]
    expect_field(answer, "extra_number", valid_extra, "a whole number from 1" + (", not one of numbers" if game == "kr645" else ""))
    extra = int(extra)  # type: ignore[arg-type]
    if game == "kr645":
        day = expect_field(answer, "date", parse_date(answer.get("date")) is not None, "a date YYYY-MM-DD")
    else:
        day = draw
    message = seed_message(game, draw, numbers, extra, label)
    expected: dict[str, object] = {
        "game": game, "draw": draw, "date": day, "numbers": numbers, "extra_number": extra,
        "label": label, "method": SEED_METHOD, "message": message, "seed": seed_from_message(message),
    }
    expected["stale"] = expect_field(answer, "stale", isinstance(answer.get("stale"), bool), "true or false")
    expected["fetched_at"] = expect_field(
        answer, "fetched_at", isinstance(answer.get("fetched_at"), str), "the time of the fetch, a string"
    )
    expected["next_draw"] = expect_field(answer, "next_draw", next_draw_valid(game, draw, day, answer.get("next_draw")), next_draw_allowed(game, draw))
    return expected


def next_draw_valid(game: str, draw: int | str, day: object, value: object) -> bool:
    if not isinstance(value, dict) or list(value) != ["draw", "date"]:
        return False
    next_day = parse_date(value["date"])
    this_day = parse_date(day)
    if next_day is None or this_day is None or not this_day < next_day <= this_day + timedelta(days=7):
        return False
    return value["draw"] == draw + 1 if game == "kr645" else value["draw"] == value["date"]  # type: ignore[operator]


def next_draw_allowed(game: str, draw: int | str) -> str:
    which = f"draw {draw + 1}" if game == "kr645" else "draw the same as date"  # type: ignore[operator]
    return f'{{"draw","date"}} of the next draw ({which}, a date within the week after)'


def seed_from_draw(arguments: Arguments, answer: dict[str, object]) -> dict[str, object]:
    game = arguments.choice("game", DRAW_GAMES)
    draw = draw_argument(arguments, game)
    label = label_argument(arguments)
    arguments.done(("game", "draw", "label"))
    return expected_seed_answer(game, draw, label, answer)


def official_source_note(game: str, draw: object) -> str:
    return (
        f"note: the seed follows from the winning numbers that this answer states for {game} draw "
        f"{draw}; that they are the official ones is yours to check, at {OFFICIAL_SOURCES[game]}."
    )


def giveaway_label(title: str, entries: list[str], winners: int) -> str:
    """The five lines that bind a seed to one giveaway."""
    digest = hashlib.sha256("\n".join(entries).encode("utf-8")).hexdigest()
    return "\n".join([
        GIVEAWAY_METHOD, f"title: {title}", f"entries: {len(entries)}", f"entries-sha256: {digest}",
        f"winners: {winners}",
    ])


LINE_BREAKS = ("\n", "\r")


def giveaway_arguments(arguments: Arguments) -> tuple[str, int | str, str, list[str], int]:
    game = arguments.choice("game", DRAW_GAMES)
    draw = draw_argument(arguments, game)
    title = arguments.string("title")
    if any(b in title for b in LINE_BREAKS) or code_points(title) > 200 or has_lone_surrogate(title):
        raise BadInput(f"arguments.title must be one line of at most 200 characters, got {describe(title)}")
    entries = arguments._given.get("entries", MISSING)  # noqa: SLF001
    if not isinstance(entries, list) or not 1 <= len(entries) <= 1000:
        raise BadInput(f"arguments.entries must be a list of 1 to 1000 strings, got {describe(entries)}")
    for index, entry in enumerate(entries):
        if (
            not isinstance(entry, str) or not 1 <= code_points(entry) <= 200
            or any(b in entry for b in LINE_BREAKS) or has_lone_surrogate(entry)
        ):
            raise BadInput(
                f"arguments.entries[{index}] must be one line of 1 to 200 characters, got {describe(entry)}"
            )
    winners = arguments.integer("winners", 1, len(entries))
    arguments.done(("game", "draw", "title", "entries", "winners"))
    return game, draw, title, entries, winners


# ---------------------------------------------------------------------------------------------
# Comparing


def first_difference(expected: object, got: object, path: str) -> Difference | None:
    """The first place, in the order the service writes it, where `got` is not `expected`."""
    if isinstance(expected, dict):
        if not isinstance(got, dict):
            return Difference(path, "an object", describe(got))
        want, have = list(expected), list(got)
        for index, key in enumerate(want):
            if key not in got:
                return Difference(f"{path}.{key}", describe(expected[key]), "nothing (the field is missing)")
            if index >= len(have) or have[index] != key:
                return Difference(path, "the fields " + ", ".join(want) + " in this order", ", ".join(have))
            found = first_difference(expected[key], got[key], f"{path}.{key}")
            if found is not None:
                return found
        extra = [key for key in have if key not in expected]
        if extra:
            return Difference(f"{path}.{extra[0]}", "nothing (no such field)", describe(got[extra[0]]))
        return None
    if isinstance(expected, list):
        if not isinstance(got, list):
            return Difference(path, "a list", describe(got))
        for index, (want_item, got_item) in enumerate(zip(expected, got)):
            found = first_difference(want_item, got_item, f"{path}[{index}]")
            if found is not None:
                return found
        if len(expected) != len(got):
            return Difference(f"{path}", f"{len(expected)} items", f"{len(got)} items")
        return None
    if any(isinstance(x, (bool, str, list, dict)) or x is None for x in (expected, got)):
        same = type(expected) is type(got) and expected == got
    else:  # two numbers: 5 and 5.0 are the same JSON number
        same = expected == got
    return None if same else Difference(path, describe(expected), describe(got))


def check(expected: dict[str, object], got: dict[str, object], written: str | None, path: str) -> None:
    """Raises the first difference between an expected answer and the answer as parsed and written."""
    found = first_difference(expected, got, path)
    if found is not None:
        raise found
    if written is None or not is_compact(written):
        return  # spaced out (pretty-printed), so not the service's bytes: nothing to compare
    wanted = write_json(expected)
    if written != wanted:
        at = next((i for i, (a, b) in enumerate(zip(wanted, written)) if a != b), min(len(wanted), len(written)))
        raise Difference(
            f"{path} (as written, from character {at})",
            write_json(wanted[at : at + 24]) + " (compact JSON, escaped as JSON.stringify does)",
            write_json(written[at : at + 24]),
        )


# ---------------------------------------------------------------------------------------------
# The document


def answer_object(document: dict[str, object], key: str = "answer") -> dict[str, object]:
    answer = document.get(key, MISSING)
    if not isinstance(answer, dict):
        raise BadInput(f"{key} must be a JSON object, got {describe(answer)}")
    return answer


def verify(text: str) -> list[str]:
    """Checks a document; returns the lines to print when it is reproduced."""
    document = parse_json(text)
    if not isinstance(document, dict):
        raise BadInput("the file must hold one JSON object")
    for key in document:
        if key not in ("operation", "arguments", "answer"):
            raise BadInput(f"unknown key {write_json(key)}: the file holds operation, arguments and answer")
    operation = document.get("operation", MISSING)
    if not isinstance(operation, str):
        raise BadInput(f"operation must be an operation id, got {describe(operation)}")
    operation = operation.removesuffix("_post")
    given = document.get("arguments", {})
    if not isinstance(given, dict):
        raise BadInput(f"arguments must be a JSON object, got {describe(given)}")
    arguments = Arguments(operation, given)
    answer = answer_object(document)
    written = member_texts(text.lstrip("\ufeff")).get("answer")

    if operation in RANDOM_OPERATIONS:
        arguments.done(RANDOM_ARGUMENTS[operation])
        check(RANDOM_OPERATIONS[operation](arguments, answer), answer, written, "answer")
        return ["reproduced"]
    if operation == "seed_from_draw":
        check(seed_from_draw(arguments, answer), answer, written, "answer")
        return ["reproduced", official_source_note(answer["game"], answer["draw"])]  # type: ignore[arg-type]
    if operation == "giveaway":
        return verify_giveaway(arguments, answer, written)
    if operation in ("get_draw", "check_ticket"):
        raise BadInput(f"{operation} is not random: compare its numbers with the official source instead")
    raise BadInput(f"unknown operation {write_json(operation)}")


def verify_giveaway(arguments: Arguments, answer: dict[str, object], written: str | None) -> list[str]:
    game, draw, title, entries, winners = giveaway_arguments(arguments)
    for key in answer:
        if key not in ("seed_from_draw", "pick_from_list"):
            raise BadInput(f"answer.{key}: a giveaway's answer holds seed_from_draw and pick_from_list")
    if list(answer) == ["pick_from_list", "seed_from_draw"]:
        raise Difference("answer", "the fields seed_from_draw, pick_from_list in this order", ", ".join(answer))
    parts = member_texts(written) if written is not None else {}
    seed_answer = answer_object(answer, "seed_from_draw")
    label = giveaway_label(title, entries, winners)
    check(expected_seed_answer(game, draw, label, seed_answer), seed_answer, parts.get("seed_from_draw"), "answer.seed_from_draw")
    seed = seed_answer["seed"]
    pick_answer = answer_object(answer, "pick_from_list")
    pick_arguments = Arguments("pick_from_list", {"items": entries, "count": winners, "unique": True, "seed": seed})
    check(pick_from_list(pick_arguments, pick_answer), pick_answer, parts.get("pick_from_list"), "answer.pick_from_list")
    lines = ["reproduced", f"winners of {write_json(title)}:"]
    lines += [f"  {i}. {winner}" for i, winner in enumerate(pick_answer["picks"], 1)]  # type: ignore[arg-type]
    lines.append(official_source_note(game, draw))
    return lines


def main(argv: list[str]) -> int:
    sys.stdout.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    sys.stderr.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr if len(argv) != 2 else sys.stdout)
        return 2 if len(argv) != 2 else 0
    try:
        raw = sys.stdin.buffer.read() if argv[1] == "-" else open(argv[1], "rb").read()
    except OSError as error:
        print(f"fairdraw_verify: cannot read {argv[1]}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise BadInput("the file is not UTF-8") from None
        lines = verify(text.lstrip("\ufeff"))
    except BadInput as error:
        print(f"fairdraw_verify: {error}", file=sys.stderr)
        return 2
    except Difference as difference:
        print("not reproduced: the first difference is at " + difference.path)
        print("  expected: " + difference.expected)
        print("  got:      " + difference.got)
        return 1
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
