#!/usr/bin/env python3
"""Checks a fairdraw answer, a giveaway or a register record without fairdraw.

Usage:
    python3 fairdraw_verify.py [--id ID] [--register URL] [--log-key VKEY]
            [--witness-key VKEY]... [--offline] [--kr645-source URL] [--ny-source URL]
            [--timeout SECONDS] FILE

FILE (or - for standard input) holds one JSON object: a document

    {"operation": "<operation id>", "arguments": {...}, "answer": {...}}

whose operation id is pick_numbers, roll_dice, flip_coin, random_integer, pick_from_list,
shuffle_list or seed_from_draw (the same ids ending in _post mean the same), or giveaway (which
may also carry "id", "announced_at" and a register record's "log"); or a record of fairdraw's
register of giveaways, as GET /api/v1/giveaways/{id} gives it. The arguments are those of the
call, as the JSON body of its POST form takes them; the answer is the body fairdraw gave.

The answer is computed again by the algorithm of fairdraw's docs/FAIRNESS.md (version 1) and
compared with the file field by field. For a draw (seed_from_draw, giveaway, register record) the
verifier also checks the file's own facts (canonical text, a draw that exists by the game's
schedule and has been made, numbers that fit the game's matrix on that date, the announcement
ID), reads the draw at its official source itself and compares the numbers. For a giveaway it
also checks the proof that the announcement was made before the draw: the register's log.

    --id ID            the announcement ID you saw before the draw: another ID is a failure, and
                       without it nothing shows which announcement was made to you
    --register URL     a fairdraw base URL, https (http only for loopback): its record of the ID
                       must match the file; its log key (/api/v1/log/key) is trusted unless
                       --log-key is given; its listing of the draw says how many announcements
                       the draw has, naming those with the same entries or title
    --log-key VKEY     the register log's verifier key (name+id+key), the one you trust
    --witness-key VKEY a witness you trust (cosignature/v1 key; may be given again): the time is
                       then the witness's, not the log's own word
    --offline          read nothing over the network (the answer is then 3 at best, never 0)
    --kr645-source URL, --ny-source URL
                       other base URLs for the official sources (https://www.dhlottery.co.kr,
                       https://data.ny.gov), for tests
    --timeout SECONDS  the time limit of each request (default 20)

Exit codes:
  0  every check held, the official record included; for a giveaway, the announcement is also
     proven logged at least 10 minutes before the draw (by a trusted witness's cosignature, or,
     with no --witness-key, by the log's own signed word, said as such)
  1  something is wrong, and the output says what (numbers, seed, winners, a log proof that does
     not verify under the trusted key, a leaf that is not the record's, logged too late)
  2  the usage is wrong (bad flags, an http:// register that is not loopback, a URL with user@),
     or the file cannot be read or is not such a document (a result that is not an object, a
     log that is not of its form)
  3  the computation reproduces, but there is nothing to compare yet (the draw is not made or
     not published) or the official record or the register could not be reached
  4  the computation holds, but the TIME IS NOT PROVEN: no --id, no log in the record, no
     trusted log key, a checkpoint signed by another key than the trusted one, or no cosignature
     of a trusted witness when --witness-key is given (one more than 5 minutes before the log's
     own time of the leaf does not count); a line "NOT PROVEN: ..." says which

Characters that print as nothing or as another (controls, format and default-ignorable
characters, unassigned code points, white space other than the space) are printed \\u{XXXX}.
Python 3.9 or later, standard library only: this one file is all it takes.
"""

from __future__ import annotations

import base64
import bisect
import hashlib
import ipaddress
import http.client
import json
import re
import sys
import unicodedata
import urllib.error
import urllib.parse
import urllib.request
from typing import Callable, Dict, List, NamedTuple, Optional, Tuple, Union
from datetime import date as Date
from datetime import datetime, timedelta, timezone

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
    except RecursionError:
        raise BadInput("JSON nested too deep to read") from None


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

    def seed(self) -> Optional[str]:
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


GAME_FORMATS: dict[str, dict[str, Optional[int]]] = {
    "kr645": {"count": 6, "min": 1, "max": 45, "extra_count": 0, "extra_max": None},
    "powerball": {"count": 5, "min": 1, "max": 69, "extra_count": 1, "extra_max": 26},
    "megamillions": {"count": 5, "min": 1, "max": 70, "extra_count": 1, "extra_max": 24},
    "euromillions": {"count": 5, "min": 1, "max": 50, "extra_count": 2, "extra_max": 12},
    "uk_lotto": {"count": 6, "min": 1, "max": 59, "extra_count": 0, "extra_max": None},
    "jp_loto6": {"count": 6, "min": 1, "max": 43, "extra_count": 0, "extra_max": None},
    "jp_loto7": {"count": 7, "min": 1, "max": 37, "extra_count": 0, "extra_max": None},
}
CUSTOM_ARGUMENTS = ("count", "min", "max", "extra_count", "extra_max")


def lottery_format(arguments: Arguments) -> tuple[str, dict[str, Optional[int]]]:
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
    if extra_max is not None and extra_count > extra_max:
        raise BadInput(f"arguments.extra_count must be at most {extra_max}, got {extra_count}")
    format_ = {"count": count, "min": low, "max": high, "extra_count": extra_count}
    return "custom", {**format_, "extra_max": extra_max if extra_count > 0 else None}


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
DATE_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
KR645_DRAW_TEXT = re.compile(r"[1-9][0-9]*")
LINE_BREAKS = ("\n", "\r")
GIVEAWAY_PARTS = ["seed_from_draw", "pick_from_list"]


def parse_date(text: object) -> Optional[Date]:
    """A real calendar date written YYYY-MM-DD, or None."""
    if not isinstance(text, str) or not DATE_PATTERN.fullmatch(text):
        return None
    try:
        return Date.fromisoformat(text)
    except ValueError:
        return None


def seed_message(
    game: str, draw: Union[int, str], numbers: List[int], extra: int, label: str
) -> str:
    """The six lines whose SHA-256 is the seed."""
    main = ",".join(str(n) for n in sorted(numbers))
    return "\n".join([SEED_METHOD, game, str(draw), main, str(extra), label])


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def draw_argument(arguments: Arguments, game: str) -> Union[int, str]:
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


def next_draw_valid(game: str, draw: Union[int, str], day: object, value: object) -> bool:
    """`{"draw", "date"}` of a later draw within the week: kr645 the next number."""
    if not isinstance(value, dict) or list(value) != ["draw", "date"]:
        return False
    this_day, next_day = parse_date(day), parse_date(value["date"])
    if this_day is None or next_day is None or not this_day < next_day <= this_day + timedelta(7):
        return False
    if isinstance(draw, int):
        return type(value["draw"]) is int and value["draw"] == draw + 1
    return value["draw"] == value["date"]


def expected_seed_answer(game: str, draw: Union[int, str], label: str, answer: Answer) -> Answer:
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


def giveaway_arguments(arguments: Arguments) -> tuple[str, Union[int, str], str, list[str], int]:
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


def first_difference(expected: object, got: object, path: str) -> Optional[Difference]:
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


def check(expected: Answer, got: Answer, written: Optional[str], path: str) -> None:
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
# FAIRNESS.md section 10: canonical text (a label, a giveaway's title, each entry)

# BEGIN UNICODE TABLES: generated by scripts/unicode_tables.ts; do not edit
# (run `deno run --allow-read --allow-write scripts/unicode_tables.ts`)
# General Category Cc: first, last, first, last, ...
CONTROL = (
    0x0000, 0x001F, 0x007F, 0x009F,
)
# General Category Cf: first, last, first, last, ...
FORMAT = (
    0x00AD, 0x00AD, 0x0600, 0x0605, 0x061C, 0x061C, 0x06DD, 0x06DD, 0x070F, 0x070F, 0x0890, 0x0891,
    0x08E2, 0x08E2, 0x180E, 0x180E, 0x200B, 0x200F, 0x202A, 0x202E, 0x2060, 0x2064, 0x2066, 0x206F,
    0xFEFF, 0xFEFF, 0xFFF9, 0xFFFB, 0x110BD, 0x110BD, 0x110CD, 0x110CD, 0x13430, 0x1343F,
    0x1BCA0, 0x1BCA3, 0x1D173, 0x1D17A, 0xE0001, 0xE0001, 0xE0020, 0xE007F,
)
# Default_Ignorable_Code_Point and the Hangul fillers, less Cc and Cf: first, last, first, last, ...
IGNORABLE = (
    0x034F, 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B, 0x180D, 0x180F, 0x180F, 0x2065, 0x2065,
    0x3164, 0x3164, 0xFE00, 0xFE0F, 0xFFA0, 0xFFA0, 0xFFF0, 0xFFF8, 0xE0000, 0xE0000,
    0xE0002, 0xE001F, 0xE0080, 0xE0FFF,
)
# General Category Cn, less Default_Ignorable_Code_Point: first, last, first, last, ...
UNASSIGNED = (
    0x0378, 0x0379, 0x0380, 0x0383, 0x038B, 0x038B, 0x038D, 0x038D, 0x03A2, 0x03A2, 0x0530, 0x0530,
    0x0557, 0x0558, 0x058B, 0x058C, 0x0590, 0x0590, 0x05C8, 0x05CF, 0x05EB, 0x05EE, 0x05F5, 0x05FF,
    0x070E, 0x070E, 0x074B, 0x074C, 0x07B2, 0x07BF, 0x07FB, 0x07FC, 0x082E, 0x082F, 0x083F, 0x083F,
    0x085C, 0x085D, 0x085F, 0x085F, 0x086B, 0x086F, 0x088F, 0x088F, 0x0892, 0x0896, 0x0984, 0x0984,
    0x098D, 0x098E, 0x0991, 0x0992, 0x09A9, 0x09A9, 0x09B1, 0x09B1, 0x09B3, 0x09B5, 0x09BA, 0x09BB,
    0x09C5, 0x09C6, 0x09C9, 0x09CA, 0x09CF, 0x09D6, 0x09D8, 0x09DB, 0x09DE, 0x09DE, 0x09E4, 0x09E5,
    0x09FF, 0x0A00, 0x0A04, 0x0A04, 0x0A0B, 0x0A0E, 0x0A11, 0x0A12, 0x0A29, 0x0A29, 0x0A31, 0x0A31,
    0x0A34, 0x0A34, 0x0A37, 0x0A37, 0x0A3A, 0x0A3B, 0x0A3D, 0x0A3D, 0x0A43, 0x0A46, 0x0A49, 0x0A4A,
    0x0A4E, 0x0A50, 0x0A52, 0x0A58, 0x0A5D, 0x0A5D, 0x0A5F, 0x0A65, 0x0A77, 0x0A80, 0x0A84, 0x0A84,
    0x0A8E, 0x0A8E, 0x0A92, 0x0A92, 0x0AA9, 0x0AA9, 0x0AB1, 0x0AB1, 0x0AB4, 0x0AB4, 0x0ABA, 0x0ABB,
    0x0AC6, 0x0AC6, 0x0ACA, 0x0ACA, 0x0ACE, 0x0ACF, 0x0AD1, 0x0ADF, 0x0AE4, 0x0AE5, 0x0AF2, 0x0AF8,
    0x0B00, 0x0B00, 0x0B04, 0x0B04, 0x0B0D, 0x0B0E, 0x0B11, 0x0B12, 0x0B29, 0x0B29, 0x0B31, 0x0B31,
    0x0B34, 0x0B34, 0x0B3A, 0x0B3B, 0x0B45, 0x0B46, 0x0B49, 0x0B4A, 0x0B4E, 0x0B54, 0x0B58, 0x0B5B,
    0x0B5E, 0x0B5E, 0x0B64, 0x0B65, 0x0B78, 0x0B81, 0x0B84, 0x0B84, 0x0B8B, 0x0B8D, 0x0B91, 0x0B91,
    0x0B96, 0x0B98, 0x0B9B, 0x0B9B, 0x0B9D, 0x0B9D, 0x0BA0, 0x0BA2, 0x0BA5, 0x0BA7, 0x0BAB, 0x0BAD,
    0x0BBA, 0x0BBD, 0x0BC3, 0x0BC5, 0x0BC9, 0x0BC9, 0x0BCE, 0x0BCF, 0x0BD1, 0x0BD6, 0x0BD8, 0x0BE5,
    0x0BFB, 0x0BFF, 0x0C0D, 0x0C0D, 0x0C11, 0x0C11, 0x0C29, 0x0C29, 0x0C3A, 0x0C3B, 0x0C45, 0x0C45,
    0x0C49, 0x0C49, 0x0C4E, 0x0C54, 0x0C57, 0x0C57, 0x0C5B, 0x0C5C, 0x0C5E, 0x0C5F, 0x0C64, 0x0C65,
    0x0C70, 0x0C76, 0x0C8D, 0x0C8D, 0x0C91, 0x0C91, 0x0CA9, 0x0CA9, 0x0CB4, 0x0CB4, 0x0CBA, 0x0CBB,
    0x0CC5, 0x0CC5, 0x0CC9, 0x0CC9, 0x0CCE, 0x0CD4, 0x0CD7, 0x0CDC, 0x0CDF, 0x0CDF, 0x0CE4, 0x0CE5,
    0x0CF0, 0x0CF0, 0x0CF4, 0x0CFF, 0x0D0D, 0x0D0D, 0x0D11, 0x0D11, 0x0D45, 0x0D45, 0x0D49, 0x0D49,
    0x0D50, 0x0D53, 0x0D64, 0x0D65, 0x0D80, 0x0D80, 0x0D84, 0x0D84, 0x0D97, 0x0D99, 0x0DB2, 0x0DB2,
    0x0DBC, 0x0DBC, 0x0DBE, 0x0DBF, 0x0DC7, 0x0DC9, 0x0DCB, 0x0DCE, 0x0DD5, 0x0DD5, 0x0DD7, 0x0DD7,
    0x0DE0, 0x0DE5, 0x0DF0, 0x0DF1, 0x0DF5, 0x0E00, 0x0E3B, 0x0E3E, 0x0E5C, 0x0E80, 0x0E83, 0x0E83,
    0x0E85, 0x0E85, 0x0E8B, 0x0E8B, 0x0EA4, 0x0EA4, 0x0EA6, 0x0EA6, 0x0EBE, 0x0EBF, 0x0EC5, 0x0EC5,
    0x0EC7, 0x0EC7, 0x0ECF, 0x0ECF, 0x0EDA, 0x0EDB, 0x0EE0, 0x0EFF, 0x0F48, 0x0F48, 0x0F6D, 0x0F70,
    0x0F98, 0x0F98, 0x0FBD, 0x0FBD, 0x0FCD, 0x0FCD, 0x0FDB, 0x0FFF, 0x10C6, 0x10C6, 0x10C8, 0x10CC,
    0x10CE, 0x10CF, 0x1249, 0x1249, 0x124E, 0x124F, 0x1257, 0x1257, 0x1259, 0x1259, 0x125E, 0x125F,
    0x1289, 0x1289, 0x128E, 0x128F, 0x12B1, 0x12B1, 0x12B6, 0x12B7, 0x12BF, 0x12BF, 0x12C1, 0x12C1,
    0x12C6, 0x12C7, 0x12D7, 0x12D7, 0x1311, 0x1311, 0x1316, 0x1317, 0x135B, 0x135C, 0x137D, 0x137F,
    0x139A, 0x139F, 0x13F6, 0x13F7, 0x13FE, 0x13FF, 0x169D, 0x169F, 0x16F9, 0x16FF, 0x1716, 0x171E,
    0x1737, 0x173F, 0x1754, 0x175F, 0x176D, 0x176D, 0x1771, 0x1771, 0x1774, 0x177F, 0x17DE, 0x17DF,
    0x17EA, 0x17EF, 0x17FA, 0x17FF, 0x181A, 0x181F, 0x1879, 0x187F, 0x18AB, 0x18AF, 0x18F6, 0x18FF,
    0x191F, 0x191F, 0x192C, 0x192F, 0x193C, 0x193F, 0x1941, 0x1943, 0x196E, 0x196F, 0x1975, 0x197F,
    0x19AC, 0x19AF, 0x19CA, 0x19CF, 0x19DB, 0x19DD, 0x1A1C, 0x1A1D, 0x1A5F, 0x1A5F, 0x1A7D, 0x1A7E,
    0x1A8A, 0x1A8F, 0x1A9A, 0x1A9F, 0x1AAE, 0x1AAF, 0x1ACF, 0x1AFF, 0x1B4D, 0x1B4D, 0x1BF4, 0x1BFB,
    0x1C38, 0x1C3A, 0x1C4A, 0x1C4C, 0x1C8B, 0x1C8F, 0x1CBB, 0x1CBC, 0x1CC8, 0x1CCF, 0x1CFB, 0x1CFF,
    0x1F16, 0x1F17, 0x1F1E, 0x1F1F, 0x1F46, 0x1F47, 0x1F4E, 0x1F4F, 0x1F58, 0x1F58, 0x1F5A, 0x1F5A,
    0x1F5C, 0x1F5C, 0x1F5E, 0x1F5E, 0x1F7E, 0x1F7F, 0x1FB5, 0x1FB5, 0x1FC5, 0x1FC5, 0x1FD4, 0x1FD5,
    0x1FDC, 0x1FDC, 0x1FF0, 0x1FF1, 0x1FF5, 0x1FF5, 0x1FFF, 0x1FFF, 0x2072, 0x2073, 0x208F, 0x208F,
    0x209D, 0x209F, 0x20C1, 0x20CF, 0x20F1, 0x20FF, 0x218C, 0x218F, 0x242A, 0x243F, 0x244B, 0x245F,
    0x2B74, 0x2B75, 0x2B96, 0x2B96, 0x2CF4, 0x2CF8, 0x2D26, 0x2D26, 0x2D28, 0x2D2C, 0x2D2E, 0x2D2F,
    0x2D68, 0x2D6E, 0x2D71, 0x2D7E, 0x2D97, 0x2D9F, 0x2DA7, 0x2DA7, 0x2DAF, 0x2DAF, 0x2DB7, 0x2DB7,
    0x2DBF, 0x2DBF, 0x2DC7, 0x2DC7, 0x2DCF, 0x2DCF, 0x2DD7, 0x2DD7, 0x2DDF, 0x2DDF, 0x2E5E, 0x2E7F,
    0x2E9A, 0x2E9A, 0x2EF4, 0x2EFF, 0x2FD6, 0x2FEF, 0x3040, 0x3040, 0x3097, 0x3098, 0x3100, 0x3104,
    0x3130, 0x3130, 0x318F, 0x318F, 0x31E6, 0x31EE, 0x321F, 0x321F, 0xA48D, 0xA48F, 0xA4C7, 0xA4CF,
    0xA62C, 0xA63F, 0xA6F8, 0xA6FF, 0xA7CE, 0xA7CF, 0xA7D2, 0xA7D2, 0xA7D4, 0xA7D4, 0xA7DD, 0xA7F1,
    0xA82D, 0xA82F, 0xA83A, 0xA83F, 0xA878, 0xA87F, 0xA8C6, 0xA8CD, 0xA8DA, 0xA8DF, 0xA954, 0xA95E,
    0xA97D, 0xA97F, 0xA9CE, 0xA9CE, 0xA9DA, 0xA9DD, 0xA9FF, 0xA9FF, 0xAA37, 0xAA3F, 0xAA4E, 0xAA4F,
    0xAA5A, 0xAA5B, 0xAAC3, 0xAADA, 0xAAF7, 0xAB00, 0xAB07, 0xAB08, 0xAB0F, 0xAB10, 0xAB17, 0xAB1F,
    0xAB27, 0xAB27, 0xAB2F, 0xAB2F, 0xAB6C, 0xAB6F, 0xABEE, 0xABEF, 0xABFA, 0xABFF, 0xD7A4, 0xD7AF,
    0xD7C7, 0xD7CA, 0xD7FC, 0xD7FF, 0xFA6E, 0xFA6F, 0xFADA, 0xFAFF, 0xFB07, 0xFB12, 0xFB18, 0xFB1C,
    0xFB37, 0xFB37, 0xFB3D, 0xFB3D, 0xFB3F, 0xFB3F, 0xFB42, 0xFB42, 0xFB45, 0xFB45, 0xFBC3, 0xFBD2,
    0xFD90, 0xFD91, 0xFDC8, 0xFDCE, 0xFDD0, 0xFDEF, 0xFE1A, 0xFE1F, 0xFE53, 0xFE53, 0xFE67, 0xFE67,
    0xFE6C, 0xFE6F, 0xFE75, 0xFE75, 0xFEFD, 0xFEFE, 0xFF00, 0xFF00, 0xFFBF, 0xFFC1, 0xFFC8, 0xFFC9,
    0xFFD0, 0xFFD1, 0xFFD8, 0xFFD9, 0xFFDD, 0xFFDF, 0xFFE7, 0xFFE7, 0xFFEF, 0xFFEF, 0xFFFE, 0xFFFF,
    0x1000C, 0x1000C, 0x10027, 0x10027, 0x1003B, 0x1003B, 0x1003E, 0x1003E, 0x1004E, 0x1004F,
    0x1005E, 0x1007F, 0x100FB, 0x100FF, 0x10103, 0x10106, 0x10134, 0x10136, 0x1018F, 0x1018F,
    0x1019D, 0x1019F, 0x101A1, 0x101CF, 0x101FE, 0x1027F, 0x1029D, 0x1029F, 0x102D1, 0x102DF,
    0x102FC, 0x102FF, 0x10324, 0x1032C, 0x1034B, 0x1034F, 0x1037B, 0x1037F, 0x1039E, 0x1039E,
    0x103C4, 0x103C7, 0x103D6, 0x103FF, 0x1049E, 0x1049F, 0x104AA, 0x104AF, 0x104D4, 0x104D7,
    0x104FC, 0x104FF, 0x10528, 0x1052F, 0x10564, 0x1056E, 0x1057B, 0x1057B, 0x1058B, 0x1058B,
    0x10593, 0x10593, 0x10596, 0x10596, 0x105A2, 0x105A2, 0x105B2, 0x105B2, 0x105BA, 0x105BA,
    0x105BD, 0x105BF, 0x105F4, 0x105FF, 0x10737, 0x1073F, 0x10756, 0x1075F, 0x10768, 0x1077F,
    0x10786, 0x10786, 0x107B1, 0x107B1, 0x107BB, 0x107FF, 0x10806, 0x10807, 0x10809, 0x10809,
    0x10836, 0x10836, 0x10839, 0x1083B, 0x1083D, 0x1083E, 0x10856, 0x10856, 0x1089F, 0x108A6,
    0x108B0, 0x108DF, 0x108F3, 0x108F3, 0x108F6, 0x108FA, 0x1091C, 0x1091E, 0x1093A, 0x1093E,
    0x10940, 0x1097F, 0x109B8, 0x109BB, 0x109D0, 0x109D1, 0x10A04, 0x10A04, 0x10A07, 0x10A0B,
    0x10A14, 0x10A14, 0x10A18, 0x10A18, 0x10A36, 0x10A37, 0x10A3B, 0x10A3E, 0x10A49, 0x10A4F,
    0x10A59, 0x10A5F, 0x10AA0, 0x10ABF, 0x10AE7, 0x10AEA, 0x10AF7, 0x10AFF, 0x10B36, 0x10B38,
    0x10B56, 0x10B57, 0x10B73, 0x10B77, 0x10B92, 0x10B98, 0x10B9D, 0x10BA8, 0x10BB0, 0x10BFF,
    0x10C49, 0x10C7F, 0x10CB3, 0x10CBF, 0x10CF3, 0x10CF9, 0x10D28, 0x10D2F, 0x10D3A, 0x10D3F,
    0x10D66, 0x10D68, 0x10D86, 0x10D8D, 0x10D90, 0x10E5F, 0x10E7F, 0x10E7F, 0x10EAA, 0x10EAA,
    0x10EAE, 0x10EAF, 0x10EB2, 0x10EC1, 0x10EC5, 0x10EFB, 0x10F28, 0x10F2F, 0x10F5A, 0x10F6F,
    0x10F8A, 0x10FAF, 0x10FCC, 0x10FDF, 0x10FF7, 0x10FFF, 0x1104E, 0x11051, 0x11076, 0x1107E,
    0x110C3, 0x110CC, 0x110CE, 0x110CF, 0x110E9, 0x110EF, 0x110FA, 0x110FF, 0x11135, 0x11135,
    0x11148, 0x1114F, 0x11177, 0x1117F, 0x111E0, 0x111E0, 0x111F5, 0x111FF, 0x11212, 0x11212,
    0x11242, 0x1127F, 0x11287, 0x11287, 0x11289, 0x11289, 0x1128E, 0x1128E, 0x1129E, 0x1129E,
    0x112AA, 0x112AF, 0x112EB, 0x112EF, 0x112FA, 0x112FF, 0x11304, 0x11304, 0x1130D, 0x1130E,
    0x11311, 0x11312, 0x11329, 0x11329, 0x11331, 0x11331, 0x11334, 0x11334, 0x1133A, 0x1133A,
    0x11345, 0x11346, 0x11349, 0x1134A, 0x1134E, 0x1134F, 0x11351, 0x11356, 0x11358, 0x1135C,
    0x11364, 0x11365, 0x1136D, 0x1136F, 0x11375, 0x1137F, 0x1138A, 0x1138A, 0x1138C, 0x1138D,
    0x1138F, 0x1138F, 0x113B6, 0x113B6, 0x113C1, 0x113C1, 0x113C3, 0x113C4, 0x113C6, 0x113C6,
    0x113CB, 0x113CB, 0x113D6, 0x113D6, 0x113D9, 0x113E0, 0x113E3, 0x113FF, 0x1145C, 0x1145C,
    0x11462, 0x1147F, 0x114C8, 0x114CF, 0x114DA, 0x1157F, 0x115B6, 0x115B7, 0x115DE, 0x115FF,
    0x11645, 0x1164F, 0x1165A, 0x1165F, 0x1166D, 0x1167F, 0x116BA, 0x116BF, 0x116CA, 0x116CF,
    0x116E4, 0x116FF, 0x1171B, 0x1171C, 0x1172C, 0x1172F, 0x11747, 0x117FF, 0x1183C, 0x1189F,
    0x118F3, 0x118FE, 0x11907, 0x11908, 0x1190A, 0x1190B, 0x11914, 0x11914, 0x11917, 0x11917,
    0x11936, 0x11936, 0x11939, 0x1193A, 0x11947, 0x1194F, 0x1195A, 0x1199F, 0x119A8, 0x119A9,
    0x119D8, 0x119D9, 0x119E5, 0x119FF, 0x11A48, 0x11A4F, 0x11AA3, 0x11AAF, 0x11AF9, 0x11AFF,
    0x11B0A, 0x11BBF, 0x11BE2, 0x11BEF, 0x11BFA, 0x11BFF, 0x11C09, 0x11C09, 0x11C37, 0x11C37,
    0x11C46, 0x11C4F, 0x11C6D, 0x11C6F, 0x11C90, 0x11C91, 0x11CA8, 0x11CA8, 0x11CB7, 0x11CFF,
    0x11D07, 0x11D07, 0x11D0A, 0x11D0A, 0x11D37, 0x11D39, 0x11D3B, 0x11D3B, 0x11D3E, 0x11D3E,
    0x11D48, 0x11D4F, 0x11D5A, 0x11D5F, 0x11D66, 0x11D66, 0x11D69, 0x11D69, 0x11D8F, 0x11D8F,
    0x11D92, 0x11D92, 0x11D99, 0x11D9F, 0x11DAA, 0x11EDF, 0x11EF9, 0x11EFF, 0x11F11, 0x11F11,
    0x11F3B, 0x11F3D, 0x11F5B, 0x11FAF, 0x11FB1, 0x11FBF, 0x11FF2, 0x11FFE, 0x1239A, 0x123FF,
    0x1246F, 0x1246F, 0x12475, 0x1247F, 0x12544, 0x12F8F, 0x12FF3, 0x12FFF, 0x13456, 0x1345F,
    0x143FB, 0x143FF, 0x14647, 0x160FF, 0x1613A, 0x167FF, 0x16A39, 0x16A3F, 0x16A5F, 0x16A5F,
    0x16A6A, 0x16A6D, 0x16ABF, 0x16ABF, 0x16ACA, 0x16ACF, 0x16AEE, 0x16AEF, 0x16AF6, 0x16AFF,
    0x16B46, 0x16B4F, 0x16B5A, 0x16B5A, 0x16B62, 0x16B62, 0x16B78, 0x16B7C, 0x16B90, 0x16D3F,
    0x16D7A, 0x16E3F, 0x16E9B, 0x16EFF, 0x16F4B, 0x16F4E, 0x16F88, 0x16F8E, 0x16FA0, 0x16FDF,
    0x16FE5, 0x16FEF, 0x16FF2, 0x16FFF, 0x187F8, 0x187FF, 0x18CD6, 0x18CFE, 0x18D09, 0x1AFEF,
    0x1AFF4, 0x1AFF4, 0x1AFFC, 0x1AFFC, 0x1AFFF, 0x1AFFF, 0x1B123, 0x1B131, 0x1B133, 0x1B14F,
    0x1B153, 0x1B154, 0x1B156, 0x1B163, 0x1B168, 0x1B16F, 0x1B2FC, 0x1BBFF, 0x1BC6B, 0x1BC6F,
    0x1BC7D, 0x1BC7F, 0x1BC89, 0x1BC8F, 0x1BC9A, 0x1BC9B, 0x1BCA4, 0x1CBFF, 0x1CCFA, 0x1CCFF,
    0x1CEB4, 0x1CEFF, 0x1CF2E, 0x1CF2F, 0x1CF47, 0x1CF4F, 0x1CFC4, 0x1CFFF, 0x1D0F6, 0x1D0FF,
    0x1D127, 0x1D128, 0x1D1EB, 0x1D1FF, 0x1D246, 0x1D2BF, 0x1D2D4, 0x1D2DF, 0x1D2F4, 0x1D2FF,
    0x1D357, 0x1D35F, 0x1D379, 0x1D3FF, 0x1D455, 0x1D455, 0x1D49D, 0x1D49D, 0x1D4A0, 0x1D4A1,
    0x1D4A3, 0x1D4A4, 0x1D4A7, 0x1D4A8, 0x1D4AD, 0x1D4AD, 0x1D4BA, 0x1D4BA, 0x1D4BC, 0x1D4BC,
    0x1D4C4, 0x1D4C4, 0x1D506, 0x1D506, 0x1D50B, 0x1D50C, 0x1D515, 0x1D515, 0x1D51D, 0x1D51D,
    0x1D53A, 0x1D53A, 0x1D53F, 0x1D53F, 0x1D545, 0x1D545, 0x1D547, 0x1D549, 0x1D551, 0x1D551,
    0x1D6A6, 0x1D6A7, 0x1D7CC, 0x1D7CD, 0x1DA8C, 0x1DA9A, 0x1DAA0, 0x1DAA0, 0x1DAB0, 0x1DEFF,
    0x1DF1F, 0x1DF24, 0x1DF2B, 0x1DFFF, 0x1E007, 0x1E007, 0x1E019, 0x1E01A, 0x1E022, 0x1E022,
    0x1E025, 0x1E025, 0x1E02B, 0x1E02F, 0x1E06E, 0x1E08E, 0x1E090, 0x1E0FF, 0x1E12D, 0x1E12F,
    0x1E13E, 0x1E13F, 0x1E14A, 0x1E14D, 0x1E150, 0x1E28F, 0x1E2AF, 0x1E2BF, 0x1E2FA, 0x1E2FE,
    0x1E300, 0x1E4CF, 0x1E4FA, 0x1E5CF, 0x1E5FB, 0x1E5FE, 0x1E600, 0x1E7DF, 0x1E7E7, 0x1E7E7,
    0x1E7EC, 0x1E7EC, 0x1E7EF, 0x1E7EF, 0x1E7FF, 0x1E7FF, 0x1E8C5, 0x1E8C6, 0x1E8D7, 0x1E8FF,
    0x1E94C, 0x1E94F, 0x1E95A, 0x1E95D, 0x1E960, 0x1EC70, 0x1ECB5, 0x1ED00, 0x1ED3E, 0x1EDFF,
    0x1EE04, 0x1EE04, 0x1EE20, 0x1EE20, 0x1EE23, 0x1EE23, 0x1EE25, 0x1EE26, 0x1EE28, 0x1EE28,
    0x1EE33, 0x1EE33, 0x1EE38, 0x1EE38, 0x1EE3A, 0x1EE3A, 0x1EE3C, 0x1EE41, 0x1EE43, 0x1EE46,
    0x1EE48, 0x1EE48, 0x1EE4A, 0x1EE4A, 0x1EE4C, 0x1EE4C, 0x1EE50, 0x1EE50, 0x1EE53, 0x1EE53,
    0x1EE55, 0x1EE56, 0x1EE58, 0x1EE58, 0x1EE5A, 0x1EE5A, 0x1EE5C, 0x1EE5C, 0x1EE5E, 0x1EE5E,
    0x1EE60, 0x1EE60, 0x1EE63, 0x1EE63, 0x1EE65, 0x1EE66, 0x1EE6B, 0x1EE6B, 0x1EE73, 0x1EE73,
    0x1EE78, 0x1EE78, 0x1EE7D, 0x1EE7D, 0x1EE7F, 0x1EE7F, 0x1EE8A, 0x1EE8A, 0x1EE9C, 0x1EEA0,
    0x1EEA4, 0x1EEA4, 0x1EEAA, 0x1EEAA, 0x1EEBC, 0x1EEEF, 0x1EEF2, 0x1EFFF, 0x1F02C, 0x1F02F,
    0x1F094, 0x1F09F, 0x1F0AF, 0x1F0B0, 0x1F0C0, 0x1F0C0, 0x1F0D0, 0x1F0D0, 0x1F0F6, 0x1F0FF,
    0x1F1AE, 0x1F1E5, 0x1F203, 0x1F20F, 0x1F23C, 0x1F23F, 0x1F249, 0x1F24F, 0x1F252, 0x1F25F,
    0x1F266, 0x1F2FF, 0x1F6D8, 0x1F6DB, 0x1F6ED, 0x1F6EF, 0x1F6FD, 0x1F6FF, 0x1F777, 0x1F77A,
    0x1F7DA, 0x1F7DF, 0x1F7EC, 0x1F7EF, 0x1F7F1, 0x1F7FF, 0x1F80C, 0x1F80F, 0x1F848, 0x1F84F,
    0x1F85A, 0x1F85F, 0x1F888, 0x1F88F, 0x1F8AE, 0x1F8AF, 0x1F8BC, 0x1F8BF, 0x1F8C2, 0x1F8FF,
    0x1FA54, 0x1FA5F, 0x1FA6E, 0x1FA6F, 0x1FA7D, 0x1FA7F, 0x1FA8A, 0x1FA8E, 0x1FAC7, 0x1FACD,
    0x1FADD, 0x1FADE, 0x1FAEA, 0x1FAEF, 0x1FAF9, 0x1FAFF, 0x1FB93, 0x1FB93, 0x1FBFA, 0x1FFFF,
    0x2A6E0, 0x2A6FF, 0x2B73A, 0x2B73F, 0x2B81E, 0x2B81F, 0x2CEA2, 0x2CEAF, 0x2EBE1, 0x2EBEF,
    0x2EE5E, 0x2F7FF, 0x2FA1E, 0x2FFFF, 0x3134B, 0x3134F, 0x323B0, 0xDFFFF, 0xE1000, 0xEFFFF,
    0xFFFFE, 0xFFFFF, 0x10FFFE, 0x10FFFF,
)
# the White_Space property: first, last, first, last, ...
WHITE_SPACE = (
    0x0009, 0x000D, 0x0020, 0x0020, 0x0085, 0x0085, 0x00A0, 0x00A0, 0x1680, 0x1680, 0x2000, 0x200A,
    0x2028, 0x2029, 0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000,
)
# General Category Co: first, last, first, last, ...
PRIVATE_USE = (
    0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD,
)
# END UNICODE TABLES

def in_table(table: Tuple[int, ...], code: int) -> bool:
    """Whether a code point is in one of the tables above (first, last, first, last, ...)."""
    at = bisect.bisect_right(table, code)
    return at % 2 == 1 or (at > 0 and table[at - 1] == code)


def refused_kind(code: int, one_line: bool) -> Optional[str]:
    """What a character is when canonical text may not hold it anywhere, or None (FAIRNESS.md
    section 10). From the generated tables, not from unicodedata: Python 3.9 knows Unicode 13.0,
    and a character assigned since would be judged by older facts than the server's."""
    if 0x20 <= code < 0x7F:
        return None  # printable ASCII, most of any text
    if 0xD800 <= code <= 0xDFFF:
        return "a lone surrogate"
    if code == 0x0A and not one_line:
        return None  # a label's lines
    if in_table(CONTROL, code):
        return "a control character"
    if in_table(FORMAT, code):
        return "a format character, invisible"
    if code in (0x2028, 0x2029):
        return ""  # its name says what it is
    if in_table(IGNORABLE, code):
        return "a default-ignorable code point, invisible"
    if in_table(UNASSIGNED, code):
        return "an unassigned code point"
    return None


# Names of characters that Python's unicodedata does not name (controls have no Name property).
CONTROL_NAMES = {
    0x00: "NULL", 0x07: "BELL", 0x08: "BACKSPACE", 0x09: "CHARACTER TABULATION",
    0x0A: "LINE FEED", 0x0B: "LINE TABULATION", 0x0C: "FORM FEED", 0x0D: "CARRIAGE RETURN",
    0x1B: "ESCAPE", 0x7F: "DELETE", 0x85: "NEXT LINE",
}


def character_name(char: str) -> str:
    """`U+XXXX NAME`, or `U+XXXX` alone when Python's Unicode does not name it."""
    code = ord(char)
    name = CONTROL_NAMES.get(code) or unicodedata.name(char, "")
    return f"U+{code:04X} {name}" if name else f"U+{code:04X}"


def canonical_problem(text: str, where: str, one_line: bool) -> Optional[str]:
    """Why a text is not canonical (FAIRNESS.md section 10), or None when it is."""
    for index, char in enumerate(text, 1):
        kind = refused_kind(ord(char), one_line)
        if kind is not None:
            what = f" ({kind})" if kind else ""
            return f"{character_name(char)}{what} in {where}, character {index}"
    normal = unicodedata.normalize("NFC", text)
    if normal != text:
        at = next(i for i, (a, b) in enumerate(zip(text, normal)) if a != b)
        changed = (
            c for c in text[at:] if unicodedata.normalize("NFD", c) != c or unicodedata.combining(c)
        )
        culprit = next(changed, text[at])
        return (
            f"{where} is not in Unicode NFC from character {at + 1} on "
            f"({character_name(culprit)}): its NFC form looks the same and gives other winners"
        )
    ends = [("start", text[:1]), ("end", text[-1:])] if one_line else []
    for end, char in ends:
        if char and in_table(WHITE_SPACE, ord(char)):
            return f"{character_name(char)} (white space) at the {end} of {where}"
    return None


def escaped(text: str) -> str:
    """A text as the verifier prints it: every character that shows as nothing, or as something
    else, written \\u{XXXX} (controls, format and default-ignorable characters, unassigned and
    private-use code points, lone surrogates, white space other than U+0020), so that two texts
    that print alike are alike."""
    out = []
    for char in text:
        code = ord(char)
        hidden = not 0x20 <= code < 0x7F and (
            refused_kind(code, True) is not None
            or (in_table(WHITE_SPACE, code) and code != 0x20)
            or in_table(PRIVATE_USE, code)
        )
        out.append(f"\\u{{{code:04X}}}" if hidden else char)
    return "".join(out)


# --------------------------------------------------------------------------------------------
# FAIRNESS.md section 11: the announcement ID

ANNOUNCEMENT_METHOD = "fairdraw-announcement/v1"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def announcement_message(game: str, draw: Union[int, str], label: str) -> str:
    return "\n".join([ANNOUNCEMENT_METHOD, game, str(draw), label])


def announcement_id(game: str, draw: Union[int, str], label: str) -> str:
    """The first 120 bits of the message's SHA-256, in Crockford's base32, 6 groups of 4."""
    digest = hashlib.sha256(announcement_message(game, draw, label).encode("utf-8")).digest()
    value = int.from_bytes(digest[:15], "big")
    chars = "".join(CROCKFORD[(value >> (5 * (23 - i))) & 31] for i in range(24))
    return "-".join(chars[i : i + 4] for i in range(0, 24, 4))


def read_id(text: str) -> Optional[str]:
    """An ID as a person typed it, in its written form; None when it is not an ID."""
    plain = text.replace("-", "").replace(" ", "").upper()
    plain = plain.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(plain) != 24 or any(char not in CROCKFORD for char in plain):
        return None
    return "-".join(plain[i : i + 4] for i in range(0, 24, 4))


# --------------------------------------------------------------------------------------------
# FAIRNESS.md section 12: the games' facts (src/games/*.ts), and when each draw is made

UTC = timezone.utc
WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
KR645_FIRST = Date(2002, 12, 7)


class Matrix(NamedTuple):
    start: Date
    count: int
    max: int
    extra_max: int


class GameFacts(NamedTuple):
    name: str
    extra_name: str
    first: Date
    days: Tuple[Tuple[Date, Tuple[int, ...]], ...]  # (from, weekdays with 0 = Sunday)
    time: Tuple[int, int]  # the draw's local time, hours and minutes
    zone: str
    matrices: Tuple[Matrix, ...]


GAMES: Dict[str, GameFacts] = {
    "kr645": GameFacts(
        "Lotto 6/45, Korea", "bonus", KR645_FIRST, ((KR645_FIRST, (6,)),), (20, 35), "KST",
        (Matrix(KR645_FIRST, 6, 45, 45),),
    ),
    "powerball": GameFacts(
        "Powerball", "Powerball", Date(2010, 2, 3),
        ((Date(2010, 2, 3), (3, 6)), (Date(2021, 8, 23), (1, 3, 6))), (22, 59), "ET",
        (
            Matrix(Date(2009, 1, 7), 5, 59, 39),
            Matrix(Date(2012, 1, 15), 5, 59, 35),
            Matrix(Date(2015, 10, 7), 5, 69, 26),
        ),
    ),
    "megamillions": GameFacts(
        "Mega Millions", "Mega Ball", Date(2002, 5, 17), ((Date(2002, 5, 17), (2, 5)),), (23, 0),
        "ET",
        (
            Matrix(Date(2002, 5, 15), 5, 52, 52),
            Matrix(Date(2005, 6, 22), 5, 56, 46),
            Matrix(Date(2013, 10, 22), 5, 75, 15),
            Matrix(Date(2017, 10, 31), 5, 70, 25),
            Matrix(Date(2025, 4, 8), 5, 70, 24),
        ),
    ),
}


def weekday(day: Date) -> int:
    """0 = Sunday to 6 = Saturday."""
    return day.isoweekday() % 7


def matrix_on(game: str, day: Date) -> Matrix:
    found = GAMES[game].matrices[0]
    for matrix in GAMES[game].matrices:
        if matrix.start <= day:
            found = matrix
    return found


def weekdays_on(game: str, day: Date) -> Tuple[int, ...]:
    found = GAMES[game].days[0][1]
    for start, days in GAMES[game].days:
        if start <= day:
            found = days
    return found


def kr645_date(number: int) -> Optional[Date]:
    """The date of kr645 draw `number`: one draw every Saturday since 2002-12-07 (draw 1)."""
    try:
        return KR645_FIRST + timedelta(days=7 * (number - 1))
    except OverflowError:
        return None


def nth_sunday(year: int, month: int, n: int) -> Date:
    first = Date(year, month, 1)
    return first + timedelta(days=(6 - first.weekday()) % 7 + 7 * (n - 1))


def new_york_summer_time(day: Date) -> bool:
    """Whether New York keeps daylight time at 23:00 on a date (the US rules of 1987 and 2007)."""
    if day.year >= 2007:  # from 02:00 on March's second Sunday to 02:00 on November's first
        return nth_sunday(day.year, 3, 2) <= day < nth_sunday(day.year, 11, 1)
    last_october_sunday = nth_sunday(day.year, 11, 1) - timedelta(days=7)
    return nth_sunday(day.year, 4, 1) <= day < last_october_sunday


def utc_offset_hours(game: str, day: Date) -> int:
    if GAMES[game].zone == "KST":
        return 9  # Korea has kept UTC+9 all year since 1988
    return -4 if new_york_summer_time(day) else -5


def draw_instant(game: str, day: Date) -> datetime:
    """The instant of the draw of a date by the schedule, in UTC."""
    hours, minutes = GAMES[game].time
    local = datetime(day.year, day.month, day.day, hours, minutes, tzinfo=UTC)
    return local - timedelta(hours=utc_offset_hours(game, day))


def iso_instant(instant: datetime) -> str:
    """As JavaScript's toISOString writes it: 2026-08-29T11:35:00.000Z."""
    instant = instant.astimezone(UTC)
    return instant.strftime("%Y-%m-%dT%H:%M:%S.") + f"{instant.microsecond // 1000:03d}Z"


INSTANT_PATTERN = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,6}))?Z"
)


def parse_instant(text: object) -> Optional[datetime]:
    """A UTC time written as toISOString writes it, or None."""
    match = INSTANT_PATTERN.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        return None
    fraction = (match.group(7) or "0").ljust(6, "0")
    try:
        parts = [int(part) for part in match.groups()[:6]]
        return datetime(*parts, int(fraction), tzinfo=UTC)  # type: ignore[misc]
    except ValueError:
        return None


def local_time(game: str, day: Date) -> str:
    hours, minutes = GAMES[game].time
    zone = GAMES[game].zone
    if zone == "ET":
        zone = "EDT, UTC-4" if new_york_summer_time(day) else "EST, UTC-5"
    else:
        zone = "KST, UTC+9"
    return f"{hours:02d}:{minutes:02d} {zone}"


class Draw(NamedTuple):
    game: str
    draw: Union[int, str]
    day: Date
    due: datetime


def draw_facts(
    game: str, draw: Union[int, str], now: datetime, problems: List[str]
) -> Optional[Draw]:
    """The draw's date and time by the schedule; what is impossible about it goes to problems."""
    if isinstance(draw, int):
        day = kr645_date(draw)
        if day is None:
            problems.append(f"kr645 draw {draw} would be drawn after the year 9999: in the future")
            return None
    else:
        day = Date.fromisoformat(draw)
        facts = GAMES[game]
        if day < facts.first:
            problems.append(
                f"there is no {game} draw on record on {draw}: the official record begins on "
                f"{facts.first.isoformat()}"
            )
            return None
        days = weekdays_on(game, day)
        if weekday(day) not in days:
            names = " and ".join(WEEKDAYS[d] + "s" for d in days)
            problems.append(
                f"{draw} is a {WEEKDAYS[weekday(day)]}: there is no {game} draw that day "
                f"({game} draws on {names} then)"
            )
            return None
    due = draw_instant(game, day)
    if due > now:
        problems.append(
            f"{game} draw {draw} is due on {day.isoformat()} at {local_time(game, day)} "
            f"({iso_instant(due)}), in the future: no one can know its numbers yet"
        )
        return None
    return Draw(game, draw, day, due)


def numbers_problem(game: str, day: Date, numbers: List[int], extra: int) -> Optional[str]:
    """Why numbers cannot be those of a draw of a date, or None when they fit its matrix."""
    matrix = matrix_on(game, day)
    if len(numbers) != matrix.count or len(set(numbers)) != matrix.count:
        return f"a {game} draw has {matrix.count} different numbers, the file says {numbers}"
    for n in numbers:
        if not 1 <= n <= matrix.max:
            return (
                f"{n} is not a {game} number on {day.isoformat()}: they are 1 to {matrix.max} then"
            )
    if not 1 <= extra <= matrix.extra_max:
        return (
            f"{extra} is not a {GAMES[game].extra_name} on {day.isoformat()}: "
            f"it is 1 to {matrix.extra_max} then"
        )
    if game == "kr645" and extra in numbers:
        return f"the bonus {extra} is one of the numbers: it is drawn from the balls left"
    return None


def show_numbers(numbers: List[int], extra: int) -> str:
    return " ".join(str(n) for n in sorted(numbers)) + f" + {extra}"


# --------------------------------------------------------------------------------------------
# FAIRNESS.md section 13: the official record, read at its source

KR645_SOURCE = "https://www.dhlottery.co.kr"
NY_SOURCE = "https://data.ny.gov"
KR645_PATH = "/lt645/selectPstLt645Info.do"
NY_DATASETS = {"powerball": "d6yy-54nr", "megamillions": "5xaw-6ayf"}
KR645_HEADERS = {
    "accept": "application/json, text/javascript, */*; q=0.01",
    "referer": "https://www.dhlottery.co.kr/lt645/result",
    "x-requested-with": "XMLHttpRequest",
    "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
    "(KHTML, like Gecko) Chrome/124.0 Safari/537.36",
}
MAX_ANSWER = 8 * 1024 * 1024
NY_NUMBER = re.compile(r"[0-9]{1,3}")
# How long after its due time a draw missing at the source may still be on its way.
PUBLISHING_GRACE = timedelta(days=2)


class Unreachable(Exception):
    """The official record (or the register) could not be read (exit 3)."""


class Official(NamedTuple):
    numbers: List[int]
    extra: int
    day: Date
    url: str  # where it was read


def official_url(game: str, draw: Union[int, str]) -> str:
    """The per-draw address of the official record, at the real source (a person can open it)."""
    if game == "kr645":
        return f"{KR645_SOURCE}{KR645_PATH}?srchLtEpsd={draw}"
    return f"{NY_SOURCE}/resource/{NY_DATASETS[game]}.json?draw_date={draw}T00:00:00.000"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:  # type: ignore[override]
        return None  # a redirect is an error page or a block: the source failing


def get_body(url: str, headers: Dict[str, str], timeout: float) -> Tuple[int, str, bytes]:
    """The status, content type and body of a GET (a 404 has no body); Unreachable when there
    is no answer. A redirect is refused: an error page or a block, or a register sent elsewhere."""
    opener = urllib.request.build_opener(_NoRedirect)
    request = urllib.request.Request(url, headers=headers)
    try:
        with opener.open(request, timeout=timeout) as response:
            status = response.status
            kind = response.headers.get("content-type", "")
            body = response.read(MAX_ANSWER + 1)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return 404, "", b""
        raise Unreachable(f"{url} answered HTTP {error.code}") from None
    except (urllib.error.URLError, OSError, http.client.HTTPException, ValueError) as error:
        reason = getattr(error, "reason", None) or error
        raise Unreachable(f"{url} could not be read ({reason})") from None
    if len(body) > MAX_ANSWER:
        raise Unreachable(f"{url} answered more than {MAX_ANSWER} bytes")
    return status, kind, body


def get_json(url: str, headers: Dict[str, str], timeout: float) -> Tuple[int, object]:
    """The status and parsed JSON body of a GET; Unreachable when there is no JSON answer."""
    status, kind, body = get_body(url, headers, timeout)
    if status == 404:
        return 404, None
    if "json" not in kind.lower():
        kind = kind or "no content type"
        raise Unreachable(f"{url} answered {kind}, not JSON (a block or a maintenance page)")
    try:
        return status, parse_json(body.decode("utf-8"))
    except (UnicodeDecodeError, BadInput):
        raise Unreachable(f"{url} answered JSON that does not parse") from None


def _ball(value: object, high: int, what: str) -> int:
    if type(value) is not int or not 1 <= value <= high:  # noqa: E721 (a bool is no ball)
        raise Unreachable(f"{what} is {describe(value)}, not a number from 1 to {high}")
    return value  # type: ignore[return-value]


def row_number(row: Dict[str, object]) -> Optional[int]:
    """A kr645 row's ltEpsd, when it is a whole JSON number (not a bool, not 1239.0)."""
    value = row.get("ltEpsd")
    return value if type(value) is int else None  # noqa: E721


def fetch_kr645(base: str, number: int, timeout: float) -> Optional[Official]:
    """Draw `number` at the kr645 source: the row whose ltEpsd is that number; None when absent."""
    url = f"{base}{KR645_PATH}?" + urllib.parse.urlencode({"srchLtEpsd": str(number)})
    status, body = get_json(url, KR645_HEADERS, timeout)
    if status != 200 or not isinstance(body, dict) or "data" not in body:
        raise Unreachable(f"{url} answered no envelope {{\"data\": ...}}")
    data = body["data"]
    if data is None:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("list"), list):
        raise Unreachable(f"{url} answered no data.list")
    rows = [row for row in data["list"] if isinstance(row, dict) and row_number(row) == number]
    if not rows:
        return None
    if len(rows) > 1:
        raise Unreachable(f"{url} answered draw {number} twice")
    row = rows[0]
    ymd = row.get("ltRflYmd")
    eight_digits = isinstance(ymd, str) and re.fullmatch(r"[0-9]{8}", ymd) is not None
    day = parse_date(f"{ymd[:4]}-{ymd[4:6]}-{ymd[6:]}") if eight_digits else None  # type: ignore
    if day is None:
        raise Unreachable(f"{url}: draw {number} has no valid ltRflYmd ({describe(ymd)})")
    numbers = [_ball(row.get(f"tm{i}WnNo"), 45, f"{url}: tm{i}WnNo") for i in range(1, 7)]
    extra = _ball(row.get("bnsWnNo"), 45, f"{url}: bnsWnNo")
    if len(set(numbers)) != 6 or extra in numbers:
        raise Unreachable(f"{url}: draw {number} repeats a number")
    return Official(sorted(numbers), extra, day, url)


def fetch_ny(base: str, game: str, date: str, timeout: float) -> Optional[Official]:
    """The draw of a date at New York's open data: the row whose draw_date begins with the date."""
    query = urllib.parse.urlencode({"$where": f"draw_date='{date}T00:00:00.000'"})
    url = f"{base}/resource/{NY_DATASETS[game]}.json?{query}"
    status, rows = get_json(url, {"accept": "application/json"}, timeout)
    if status != 200 or not isinstance(rows, list):
        raise Unreachable(f"{url} answered no array of rows")
    found = [
        row for row in rows
        if isinstance(row, dict)
        and isinstance(row.get("draw_date"), str)
        and row["draw_date"][:10] == date  # a timestamp with no zone: its date is its start
    ]
    if not found:
        if rows:
            raise Unreachable(f"{url} answered rows of other dates than {date}")
        return None
    if len(found) > 1:
        raise Unreachable(f"{url} answered two rows for {date}")
    row = found[0]
    day = Date.fromisoformat(date)
    matrix = matrix_on(game, day)
    text = row.get("winning_numbers")
    tokens = text.split() if isinstance(text, str) else []
    wanted = matrix.count + (1 if game == "powerball" else 0)
    if len(tokens) != wanted or not all(NY_NUMBER.fullmatch(t) for t in tokens):
        raise Unreachable(f"{url}: winning_numbers {describe(text)} are not {wanted} numbers")
    if game == "powerball":  # the sixth number is the Powerball
        extra_text: object = tokens[matrix.count]
    else:  # Mega Millions: five numbers, and the Mega Ball apart
        extra_text = row.get("mega_ball")
        extra_text = extra_text.strip() if isinstance(extra_text, str) else extra_text
    if not isinstance(extra_text, str) or not NY_NUMBER.fullmatch(extra_text):
        raise Unreachable(f"{url}: no valid {GAMES[game].extra_name} ({describe(extra_text)})")
    numbers = [int(t) for t in tokens[: matrix.count]]
    extra = int(extra_text)
    problem = numbers_problem(game, day, numbers, extra)
    if problem is not None:
        raise Unreachable(f"{url} answered numbers that cannot be: {problem}")
    return Official(sorted(numbers), extra, day, url)


# --------------------------------------------------------------------------------------------
# The register's log (FAIRNESS.md, "The register's log"): Ed25519 signatures (RFC 8032),
# C2SP signed notes, checkpoints and cosignatures, RFC 9162 inclusion proofs

ED_P = 2**255 - 19
ED_L = 2**252 + 27742317777372353535851937790883648493  # the order of the base point
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_SQRT_M1 = pow(2, (ED_P - 1) // 4, ED_P)
EdPoint = Tuple[int, int, int, int]  # extended coordinates X, Y, Z, T: x = X/Z, y = Y/Z, xy = T/Z


def _ed_add(p: EdPoint, q: EdPoint) -> EdPoint:
    """RFC 8032 section 5.1.4: the sum of two points."""
    a = (p[1] - p[0]) * (q[1] - q[0]) % ED_P
    b = (p[1] + p[0]) * (q[1] + q[0]) % ED_P
    c = 2 * p[3] * q[3] * ED_D % ED_P
    d = 2 * p[2] * q[2] % ED_P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % ED_P, g * h % ED_P, f * g % ED_P, e * h % ED_P)


def _ed_multiply(scalar: int, point: EdPoint) -> EdPoint:
    result: EdPoint = (0, 1, 1, 0)  # the neutral element
    while scalar > 0:
        if scalar & 1:
            result = _ed_add(result, point)
        point = _ed_add(point, point)
        scalar >>= 1
    return result


def _ed_same(p: EdPoint, q: EdPoint) -> bool:
    return (p[0] * q[2] - q[0] * p[2]) % ED_P == 0 and (p[1] * q[2] - q[1] * p[2]) % ED_P == 0


def _ed_x(y: int, sign: int) -> Optional[int]:
    """RFC 8032 section 5.1.3: the x of the point with this y and sign of x; None if none."""
    if y >= ED_P:
        return None
    u, v = (y * y - 1) % ED_P, (ED_D * y * y + 1) % ED_P
    x = u * pow(v, 3, ED_P) * pow(u * pow(v, 7, ED_P), (ED_P - 5) // 8, ED_P) % ED_P
    if (v * x * x - u) % ED_P != 0:
        if (v * x * x + u) % ED_P != 0:
            return None
        x = x * ED_SQRT_M1 % ED_P
    if x == 0 and sign == 1:
        return None
    return ED_P - x if x & 1 != sign else x


def _ed_decode(data: bytes) -> Optional[EdPoint]:
    value = int.from_bytes(data, "little")
    y = value & ((1 << 255) - 1)
    x = _ed_x(y, value >> 255)
    return None if x is None else (x, y, 1, x * y % ED_P)


_ED_B = _ed_decode((4 * pow(5, ED_P - 2, ED_P) % ED_P).to_bytes(32, "little"))  # y = 4/5, x > 0
assert _ED_B is not None
ED_B: EdPoint = _ED_B


def ed25519_verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """Whether an Ed25519 signature of a message verifies under a public key (RFC 8032 section
    5.1.7, as its section 6 checks it: [S]B = R + [k]A, with S below L and A, R valid points)."""
    if len(public) != 32 or len(signature) != 64:
        return False
    a, r = _ed_decode(public), _ed_decode(signature[:32])
    s = int.from_bytes(signature[32:], "little")
    if a is None or r is None or s >= ED_L:
        return False
    digest = hashlib.sha512(signature[:32] + public + message).digest()
    k = int.from_bytes(digest, "little") % ED_L
    return _ed_same(_ed_multiply(s, ED_B), _ed_add(r, _ed_multiply(k, a)))


def strict_base64(text: object) -> Optional[bytes]:
    """Standard base64 (RFC 4648 section 4) written the one way it encodes, or None."""
    if not isinstance(text, str) or not re.fullmatch(r"[A-Za-z0-9+/]*={0,2}", text):
        return None
    try:
        data = base64.b64decode(text, validate=True)
    except ValueError:
        return None
    return data if base64.b64encode(data).decode("ascii") == text else None


ALG_ED25519 = 0x01  # a log's checkpoint key (c2sp.org/signed-note)
ALG_COSIGNATURE = 0x04  # a witness's cosignature/v1 key (c2sp.org/tlog-cosignature)
MAX_SIGNATURES = 100  # as Go's note.Open


class NoteKey(NamedTuple):
    """A verifier key (vkey): its name, key ID, signature type and Ed25519 public key."""

    name: str
    key_id: int
    alg: int
    public: bytes

    def __str__(self) -> str:
        return f"{self.name}+{self.key_id:08x}"


def key_id_of(name: str, alg: int, public: bytes) -> int:
    """SHA-256(name || 0x0A || type || public key), its first 4 bytes, big-endian."""
    digest = hashlib.sha256(name.encode("utf-8") + b"\n" + bytes([alg]) + public).digest()
    return int.from_bytes(digest[:4], "big")


def valid_key_name(name: str) -> bool:
    """Non-empty, with no Unicode space and no plus sign (c2sp.org/signed-note)."""
    return name != "" and "+" not in name and not any(
        in_table(WHITE_SPACE, ord(c)) or in_table(CONTROL, ord(c)) for c in name
    )


def parse_vkey(text: str, alg: int) -> NoteKey:
    """`<name>+<key ID, 8 hex>+<base64(type || 32-byte key)>`; ValueError saying what is wrong."""
    name, _, rest = text.partition("+")
    id_hex, _, key_text = rest.partition("+")
    key = strict_base64(key_text)
    kind = "0x01, an Ed25519 log key" if alg == ALG_ED25519 else "0x04, a cosignature/v1 key"
    if not valid_key_name(name) or not re.fullmatch(r"[0-9a-f]{8}", id_hex) or key is None:
        raise ValueError("a verifier key is <name>+<key ID, 8 hex digits>+<base64 key>")
    if len(key) != 33 or key[0] != alg:
        raise ValueError(f"the key is not of type {kind}")
    if key_id_of(name, alg, key[1:]) != int(id_hex, 16):
        raise ValueError(f"its key ID {id_hex} is not the ID of its name and key")
    return NoteKey(name, int(id_hex, 16), alg, key[1:])


class Note(NamedTuple):
    """A signed note: its text (ending in a newline) and its signatures (name, key ID, bytes)."""

    text: str
    signatures: List[Tuple[str, int, bytes]]


def parse_note(note: object, what: str) -> Note:
    """A signed note (c2sp.org/signed-note); BadInput when it is not one."""
    if not isinstance(note, str):
        raise BadInput(f"{what} must be a signed note (text), got {describe(note)[:80]}")
    if any(ord(c) < 0x20 and c != "\n" for c in note) or not note.endswith("\n"):
        raise BadInput(f"{what} is not a signed note: a control character, or no final newline")
    split = note.rfind("\n\n")
    if split < 0:
        raise BadInput(f"{what} is not a signed note: no blank line before its signatures")
    signatures = []
    for line in note[split + 2 : -1].split("\n"):
        name, _, encoded = line[2:].partition(" ")
        signature = strict_base64(encoded)
        if not line.startswith("\u2014 ") or not valid_key_name(name) or signature is None:
            raise BadInput(f"{what}: {describe(line)[:80]} is not a signature line")
        if len(signature) < 5:
            raise BadInput(f"{what}: the signature of {name} is too short")
        signatures.append((name, int.from_bytes(signature[:4], "big"), signature[4:]))
    if len(signatures) > MAX_SIGNATURES:
        raise BadInput(f"{what} has more than {MAX_SIGNATURES} signatures")
    return Note(note[: split + 1], signatures)


def signatures_by(note: Note, key: NoteKey) -> List[bytes]:
    """The note's signatures by a key: same name and key ID (any other is ignored, as the spec
    says)."""
    wanted = (key.name, key.key_id)
    return [sig for name, key_id, sig in note.signatures if (name, key_id) == wanted]


class Checkpoint(NamedTuple):
    origin: str
    size: int
    root: bytes


def parse_checkpoint(text: str, what: str) -> Checkpoint:
    """A checkpoint's body (c2sp.org/tlog-checkpoint): origin, tree size, root hash, then
    extension lines, none empty; BadInput when it is not one."""
    lines = text[:-1].split("\n")
    size_ok = len(lines) >= 3 and re.fullmatch(r"0|[1-9][0-9]{0,18}", lines[1]) is not None
    root = strict_base64(lines[2]) if len(lines) >= 3 else None
    if not size_ok or lines[0] == "" or root is None or len(root) != 32 or "" in lines[3:]:
        raise BadInput(
            f"{what} is not a checkpoint: an origin line, a tree size, a root hash in base64"
        )
    size = int(lines[1])
    if size >= 2**63:
        raise BadInput(f"{what} is not a checkpoint: its tree size is above 2^63 - 1")
    return Checkpoint(lines[0], size, root)


def leaf_hash(data: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + data).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def inclusion_root(index: int, size: int, leaf: bytes, path: List[bytes]) -> Optional[bytes]:
    """The root hash an inclusion proof leads to from leaf `index` in a tree of `size` leaves
    (RFC 9162 section 2.1.3.2), or None when the proof cannot be one of that leaf."""
    if index >= size:
        return None
    fn, sn, hash_ = index, size - 1, leaf_hash(leaf)
    for sibling in path:
        if sn == 0:
            return None
        if fn & 1 or fn == sn:
            hash_ = node_hash(sibling, hash_)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            hash_ = node_hash(hash_, sibling)
        fn, sn = fn >> 1, sn >> 1
    return hash_ if sn == 0 else None


class LogProof(NamedTuple):
    """A record's `log`: the leaf's index and data, the checkpoint note, the audit path."""

    index: int
    leaf: bytes
    checkpoint: str
    inclusion: List[bytes]


LOG_MEMBERS = ["index", "leaf", "checkpoint", "inclusion"]
LOG_ENTRY_METHOD = "fairdraw-log-entry/v1"


def read_log(value: object, what: str) -> LogProof:
    """A `log` member as FAIRNESS.md gives its form; BadInput (exit 2) when it is not of it."""
    form = '{"index", "leaf", "checkpoint", "inclusion"}'
    if not isinstance(value, dict) or sorted(value) != sorted(LOG_MEMBERS):
        raise BadInput(f"{what} must be an object {form}, got {describe(value)[:120]}")
    index, leaf = value["index"], strict_base64(value["leaf"])
    if type(index) is not int or not 0 <= index < 2**63:  # noqa: E721 (a bool is no index)
        raise BadInput(f"{what}.index must be a whole number from 0, got {describe(index)}")
    if leaf is None:
        raise BadInput(f"{what}.leaf must be base64, got {describe(value['leaf'])[:80]}")
    path = value["inclusion"]
    hashes = [strict_base64(item) for item in path] if isinstance(path, list) else [None]
    if len(hashes) > 64 or any(h is None or len(h) != 32 for h in hashes):
        raise BadInput(f"{what}.inclusion must be a list of base64 SHA-256 hashes")
    if not isinstance(value["checkpoint"], str):
        raise BadInput(f"{what}.checkpoint must be a signed note (text)")
    return LogProof(index, leaf, value["checkpoint"], hashes)  # type: ignore[arg-type]


def leaf_problem(leaf: bytes, case: "Giveaway") -> Tuple[Optional[str], Optional[str]]:
    """What the leaf says against the file's announcement: (a problem or None, announced_at as
    the leaf writes it). The leaf must be the text FAIRNESS.md gives, rebuilt from the file."""
    try:
        lines = leaf.decode("utf-8").split("\n", 3)
    except UnicodeDecodeError:
        return "the log's leaf is not UTF-8 text", None
    if len(lines) < 4 or lines[0] != LOG_ENTRY_METHOD or not lines[1].startswith("id "):
        return f"the log's leaf is not a {LOG_ENTRY_METHOD} entry", None
    if not lines[2].startswith("announced_at ") or parse_instant(lines[2][13:]) is None:
        return "the log's leaf has no valid announced_at line", None
    if lines[1][3:] != case.id:
        return f"the log's leaf is of ID {describe(lines[1][3:])}, not of {case.id}", None
    if lines[3] != announcement_message(case.game, case.draw, case.label):
        return (
            f"the log's leaf holds another announcement than ID {case.id}'s "
            "(its game, draw, title, entries or winners differ)",
            None,
        )
    return None, lines[2][13:]


# --------------------------------------------------------------------------------------------
# The checks of a draw's facts, of its official record and of the register

SUMMARY_WIDTH = 18
CLAIMED = "claimed, not proven by itself (the log proves it)"
ID_FORM = "24 characters of Crockford's base32, in groups of 4"


class Options(NamedTuple):
    id: Optional[str]
    register: Optional[str]
    kr645_source: str
    ny_source: str
    offline: bool
    timeout: float
    now: datetime
    log_key: Optional[NoteKey]  # --log-key
    witnesses: List[NoteKey]  # --witness-key, each trusted alone


class Report:
    """What the checks found: lines of the summary, problems (exit 1), things not reached or not
    yet there (3), what is not proven (4), and warnings that change no exit code."""

    def __init__(self) -> None:
        self.summary: List[Tuple[str, str]] = []
        self.problems: List[str] = []
        self.unreached: List[str] = []
        self.pending = False  # the draw is not made or not published yet (3, nothing wrong)
        self.not_proven: List[str] = []
        self.warnings: List[str] = []

    def row(self, name: str, value: str) -> None:
        self.summary.append((name, value))

    def lines(self) -> List[str]:
        out = []
        for name, value in self.summary:
            if name == "":
                out.append(value)
            else:
                out.append(f"  {name + ':':<{SUMMARY_WIDTH}}{value}")
        return out


def text_problems(report: Report, title: Optional[str], entries: List[str]) -> None:
    if title is not None:
        problem = canonical_problem(title, "the title", True)
        if problem is not None:
            report.problems.append("the title is not canonical text: " + problem)
    for index, entry in enumerate(entries, 1):
        problem = canonical_problem(entry, f"entry {index}", True)
        if problem is not None:
            report.problems.append(f"entry {index} is not canonical text: {problem}")


def check_official(
    report: Report, draw: Draw, numbers: Optional[List[int]], extra: Optional[int], options: Options
) -> Optional[Official]:
    """Reads the draw at its official source and compares the file's numbers with it."""
    game = draw.game
    by_hand = official_url(game, draw.draw)
    if options.offline:
        report.unreached.append(
            f"the official record was not read (--offline); compare by hand at {by_hand}"
        )
        return None
    try:
        if game == "kr645":
            base = options.kr645_source.rstrip("/")
            official = fetch_kr645(base, int(draw.draw), options.timeout)
        else:
            base = options.ny_source.rstrip("/")
            official = fetch_ny(base, game, str(draw.draw), options.timeout)
    except Unreachable as error:
        report.unreached.append(
            f"the official record could not be read: {error}; compare by hand at {by_hand}"
        )
        return None
    if official is None:
        what = f"{game} draw {draw.draw}"
        if options.now < draw.due + PUBLISHING_GRACE:
            report.pending = True
            report.unreached.append(
                f"the official source has not published {what} yet; try again later, or compare "
                f"by hand at {by_hand}"
            )
        else:
            report.problems.append(
                f"the official source has no {what}: it was never drawn, or not on that day"
            )
        return None
    if official.day != draw.day:
        report.problems.append(
            f"the official source dates {game} draw {draw.draw} {official.day.isoformat()}; "
            f"the schedule says {draw.day.isoformat()}"
        )
    stated = None if numbers is None or extra is None else (sorted(numbers), extra)
    if stated is not None and stated != (official.numbers, official.extra):
        assert numbers is not None and extra is not None
        report.problems.append(
            f"official numbers of {game} draw {draw.draw} are "
            f"{show_numbers(official.numbers, official.extra)}; "
            f"the file says {show_numbers(numbers, extra)}"
        )
    return official


REGISTER_FIELDS = ("game", "draw", "title", "entries", "winners", "label", "id")
TOO_LATE = timedelta(minutes=10)


def check_announced_at(report: Report, announced: datetime, draw: Draw, whose: str) -> None:
    if announced > draw.due - TOO_LATE:
        report.problems.append(
            f"{whose} announced_at {iso_instant(announced)} is not at least 10 minutes before the "
            f"draw ({iso_instant(draw.due)}): it may have been made knowing the numbers"
        )


def check_register(
    report: Report, case: "Giveaway", draw: Draw, options: Options
) -> Optional[Dict[str, object]]:
    """Reads the record of the ID at the register and compares it with the file; the record, its
    announced_at kept in case.registered_at. What the record says proves no time by itself: its
    `log` does (check_time)."""
    url = f"{options.register.rstrip('/')}/api/v1/giveaways/{case.id}"  # type: ignore[union-attr]
    try:
        status, record = get_json(url, {"accept": "application/json"}, options.timeout)
    except Unreachable as error:
        report.unreached.append(f"the register could not be read: {error}")
        return None
    if status == 404:
        report.problems.append(f"the register has no announcement with ID {case.id} ({url})")
        return None
    if status != 200 or not isinstance(record, dict):
        report.unreached.append(f"the register answered no record at {url}")
        return None
    mine = {
        "game": case.game, "draw": case.draw, "title": case.title, "entries": case.entries,
        "winners": case.winners, "label": case.label, "id": case.id,
    }
    for name in REGISTER_FIELDS:
        theirs = record.get(name, MISSING)
        if describe(theirs) != describe(mine[name]):
            report.problems.append(
                f"the register's record {case.id} has {name} {describe(theirs)[:200]}; "
                f"the file has {describe(mine[name])[:200]}"
            )
    announced = parse_instant(record.get("announced_at"))
    if announced is None:
        report.problems.append(f"the register's record has no valid announced_at ({url})")
        return None
    case.registered_at = announced
    check_announced_at(report, announced, draw, "the register's")
    if case.announced_at is not None and case.announced_at != announced:
        report.problems.append(
            f"the file claims announced_at {iso_instant(case.announced_at)}; the register says "
            f"{iso_instant(announced)}"
        )
    result = record.get("result")
    if isinstance(result, dict) and case.computed_winners is not None:
        if result.get("winners") != case.computed_winners:
            report.problems.append(
                f"the register's winners {describe(result.get('winners'))} are not the ones the "
                f"official numbers give: {describe(case.computed_winners)}"
            )
    return record


def trusted_log_key(report: Report, options: Options) -> Tuple[Optional[NoteKey], str]:
    """The log key the person trusts and where it comes from: --log-key, else the key the register
    serves at /api/v1/log/key (its URL is https, or loopback: parse_arguments refuses any other).
    None when there is none, the report saying why."""
    if options.log_key is not None:
        return options.log_key, "--log-key"
    if options.register is None:
        report.not_proven.append(
            "no trusted log key: give --log-key VKEY, or --register URL to read the register's"
        )
        return None, ""
    url = f"{options.register.rstrip('/')}/api/v1/log/key"
    try:
        status, _, body = get_body(url, {"accept": "text/plain"}, options.timeout)
    except Unreachable as error:
        report.unreached.append(f"the register's log key could not be read: {error}")
        return None, ""
    try:
        if status != 200:
            raise ValueError(f"HTTP {status}")
        return parse_vkey(body.decode("utf-8").strip(), ALG_ED25519), f"read at {url}"
    except (UnicodeDecodeError, ValueError) as error:
        report.not_proven.append(f"no trusted log key: {url} gives none ({error})")
        return None, ""


def check_time(
    report: Report, case: "Giveaway", draw: Draw, options: Options, log: object, whose: str
) -> None:
    """The proof of time: the record's leaf (rebuilt from the file) is in a checkpoint signed by
    the trusted log key, and was logged at least 10 minutes before the draw, by the time of a
    trusted witness's cosignature, or, with no --witness-key, by the log's own word."""
    if log is MISSING or log is None:
        hint = "" if whose != "the file" else (
            " (a register record carries one: give --register URL, or the record as the file)"
        )
        report.not_proven.append(f"no proof of time: {whose} has no `log`{hint}")
        return
    proof = read_log(log, f"{whose}'s log")
    note = parse_note(proof.checkpoint, f"{whose}'s log.checkpoint")
    checkpoint = parse_checkpoint(note.text, f"{whose}'s log.checkpoint")
    key, source = trusted_log_key(report, options)
    if key is None:
        return
    signatures = signatures_by(note, key)
    if not signatures:
        signers = ", ".join(sorted({name for name, _, _ in note.signatures}))
        report.not_proven.append(
            f"the checkpoint is not signed by the trusted log key {key} ({source}); it is signed "
            f"by {signers}"
        )
        return
    if not all(ed25519_verify(key.public, note.text.encode("utf-8"), sig) for sig in signatures):
        report.problems.append(f"the checkpoint's signature by {key} does not verify")
        return
    if checkpoint.origin != key.name:
        report.problems.append(
            f"the checkpoint is of the log {describe(checkpoint.origin)}, not of {key.name}"
        )
    root = inclusion_root(proof.index, checkpoint.size, proof.leaf, proof.inclusion)
    if root != checkpoint.root:
        report.problems.append(
            f"the inclusion proof of leaf {proof.index} does not lead to the root hash of the "
            f"checkpoint of size {checkpoint.size}: the leaf is not in the log"
        )
    problem, logged_text = leaf_problem(proof.leaf, case)
    if problem is not None:
        report.problems.append(problem)
    if report.problems or logged_text is None:
        return
    logged = parse_instant(logged_text)
    assert logged is not None
    for claimed, who in ((case.announced_at, "the file"), (case.registered_at, "the register")):
        if claimed is not None and claimed != logged:
            report.problems.append(
                f"{who} says announced_at {iso_instant(claimed)}; the log's leaf says {logged_text}"
            )
    check_announced_at(report, logged, draw, "the log's")
    report.row("log", f"leaf {proof.index} of {checkpoint.size}, {checkpoint.origin}")
    report.row("log key", f"{key}, {source}")
    if not options.witnesses:
        report.row("time", f"{logged_text}: the log's own word, no witness")
        return
    times: List[Tuple[int, str]] = []
    for witness in options.witnesses:
        for signature in signatures_by(note, witness):
            stamp = int.from_bytes(signature[:8], "big") if len(signature) == 72 else 2**63
            message = f"cosignature/v1\ntime {stamp}\n{note.text}".encode("utf-8")
            if stamp >= 2**63 or not ed25519_verify(witness.public, message, signature[8:]):
                report.problems.append(f"the cosignature of the witness {witness} does not verify")
            else:
                times.append((stamp, str(witness)))
    if report.problems:
        return
    if not times:
        names = ", ".join(str(witness) for witness in options.witnesses)
        report.not_proven.append(
            f"the checkpoint carries no cosignature of a trusted witness ({names})"
        )
        return
    # A witness cannot have seen the leaf before the log made it: a time well before the leaf's own
    # says that the witness's clock (or the log's) is wrong, and proves nothing.
    floor = logged.timestamp() - CLOCK_SKEW
    behind = [(t, name) for t, name in times if t < floor]
    times = [(t, name) for t, name in times if t >= floor]
    for t, name in behind:
        message = (
            f"the witness {name} cosigned at {iso_instant(datetime.fromtimestamp(t, UTC))}, "
            f"before the log's own time of the leaf ({logged_text}): one of their clocks is wrong"
        )
        if times:
            report.row("passed over", message)
        else:
            report.not_proven.append(message + ", and no other trusted witness cosigned")
    if not times:
        return
    stamp, witness_name = min(times)
    witnessed = datetime.fromtimestamp(min(stamp, LAST_INSTANT), UTC)  # a later one: too late
    report.row("time", f"{iso_instant(witnessed)}: cosigned by the witness {witness_name}")
    if witnessed > draw.due - TOO_LATE:
        report.problems.append(
            f"the witness {witness_name} cosigned the checkpoint at {iso_instant(witnessed)}, not "
            f"at least 10 minutes before the draw ({iso_instant(draw.due)}): the announcement may "
            "have been logged knowing the numbers"
        )


LAST_INSTANT = 253402300799  # 9999-12-31T23:59:59Z, the last time datetime holds
CLOCK_SKEW = 300  # seconds a witness's clock may be behind the log's


def folded(title: str) -> str:
    """A title folded for comparison: NFKC(lower(upper(NFKC(t)))), as FAIRNESS.md says."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", title).upper().lower())


MAX_LISTING_PAGES = 1000
NAMED_VARIANTS = 20


def check_listing(report: Report, case: "Giveaway", options: Options) -> None:
    """Every announcement the register lists for the draw (all pages): how many, and those that
    share the entries' hash or whose title folds to the same, named."""
    base = f"{options.register.rstrip('/')}/api/v1/giveaways?"  # type: ignore[union-attr]
    listed: List[Dict[str, object]] = []
    count: object = None
    cursor: object = None
    for _ in range(MAX_LISTING_PAGES):
        query = {"game": case.game, "draw": str(case.draw), "limit": "1000"}
        if cursor is not None:
            query["cursor"] = str(cursor)
        url = base + urllib.parse.urlencode(query)
        try:
            status, page = get_json(url, {"accept": "application/json"}, options.timeout)
        except Unreachable as error:
            report.unreached.append(
                f"the register's listing of the draw could not be read: {error}"
            )
            return
        items = page.get("announcements") if isinstance(page, dict) else None
        if status != 200 or not isinstance(page, dict) or not isinstance(items, list):
            report.unreached.append(f"the register answered no listing at {url}")
            return
        listed += [item for item in items if isinstance(item, dict)]
        count, cursor = page.get("count"), page.get("next_cursor")
        if not isinstance(cursor, str):
            break
    else:
        report.unreached.append(f"the register's listing ran past {MAX_LISTING_PAGES} pages")
        return
    if count != len(listed):
        report.problems.append(
            f"the register's listing of the draw says {describe(count)} announcements and lists "
            f"{len(listed)}"
        )
    if not any(item.get("id") == case.id for item in listed):
        report.problems.append(f"the register's listing of the draw does not list ID {case.id}")
    others = [item for item in listed if item.get("id") != case.id]
    alike = []
    for item in others:
        title = item.get("title")
        why = []
        if item.get("entries_sha256") == case.entries_sha256:
            why.append("the same entries")
        if isinstance(title, str) and folded(title) == folded(case.title):
            why.append("the same title")
        if why:
            alike.append(f"    {item.get('id')} {describe(title)}: {' and '.join(why)}")
    report.row("announcements", f"{len(listed)} for this draw at the register")
    if alike:
        report.warnings.append(
            f"{len(alike)} other announcement(s) for this draw share the entries or the title: an "
            "organizer who registers variants can publish the one that won; only the ID you saw "
            "before the draw (--id) tells which was announced to you"
        )
        report.row("", f"  alike ({len(alike)}):")
        report.summary += [("", line) for line in alike[:NAMED_VARIANTS]]
        if len(alike) > NAMED_VARIANTS:
            report.row("", f"  and {len(alike) - NAMED_VARIANTS} more")


def check_proof(
    report: Report, case: "Giveaway", draw: Draw, options: Options,
    record: Optional[Dict[str, object]],
) -> None:
    """What proves the announcement to whoever runs this: --id, the log's proof of time (the
    file's own `log`, else the register's record's), and the register's listing of the draw."""
    if options.id is None:
        report.not_proven.append(
            "no --id: nothing shows that this is the announcement you saw before the draw (an "
            "organizer can register variants and publish the one that won); give --id ID"
        )
    if case.log is not MISSING or record is None:
        check_time(report, case, draw, options, case.log, "the file")
    else:
        check_time(report, case, draw, options, record.get("log", MISSING), "the register's record")
    if options.register is not None:
        check_listing(report, case, options)


class Giveaway:
    """A giveaway to check, from a giveaway document or a register record."""

    def __init__(
        self, game: str, draw: Union[int, str], title: str, entries: List[str], winners: int
    ):
        self.game, self.draw, self.title = game, draw, title
        self.entries, self.winners = entries, winners
        self.label = giveaway_label(title, entries, winners)
        self.id = announcement_id(game, draw, self.label)
        self.entries_sha256 = sha256_hex("\n".join(entries))
        self.numbers: Optional[List[int]] = None  # the numbers the file states, if any
        self.extra: Optional[int] = None
        self.stated_winners: Optional[List[str]] = None
        self.claimed_id: Optional[str] = None  # the ID the file states, if any
        self.announced_at: Optional[datetime] = None  # the time the file claims, if any
        self.registered_at: Optional[datetime] = None  # the time the register's record says
        self.computed_winners: Optional[List[str]] = None
        self.log: object = MISSING  # the file's own `log`, if it has one


def winners_of(case: Giveaway, numbers: List[int], extra: int) -> List[str]:
    seed = sha256_hex(seed_message(case.game, case.draw, numbers, extra, case.label))
    stream = open_stream(seed)
    return [case.entries[i] for i in stream.sample(len(case.entries), case.winners)]


def draw_rows(
    report: Report, draw: Draw, official: Optional[Official], stated: Optional[str]
) -> None:
    """The summary's rows of a draw: when, and its numbers with where they were read."""
    game, day = draw.game, draw.day
    when = f"{draw.draw}, {day.isoformat()} at {local_time(game, day)} ({iso_instant(draw.due)})"
    report.row("game", f"{game} ({GAMES[game].name})")
    report.row("draw", when)
    if official is not None:
        numbers = show_numbers(official.numbers, official.extra)
        report.row("official numbers", f"{numbers}, read at {official.url}")
        if not official.url.startswith((KR645_SOURCE + "/", NY_SOURCE + "/")):
            report.row("", "  (a source named on the command line, not the official one)")
    else:
        shown = "not stated" if stated is None else f"{stated}, as the file says (not checked)"
        report.row("numbers", shown)
        report.row("official record", official_url(game, draw.draw))


def check_giveaway(report: Report, case: Giveaway, draw: Draw, options: Options) -> None:
    """The checks that follow the recomputation: the ID, the official record, the register."""
    if case.claimed_id is not None and read_id(case.claimed_id) != case.id:
        report.problems.append(
            f"the file states the ID {case.claimed_id}; its announcement's ID is {case.id}"
        )
    if options.id is not None and options.id != case.id:
        report.problems.append(
            f"the ID announced was {options.id}; this file's announcement has the ID {case.id}: "
            "the title, the entries, the number of winners, the game or the draw changed"
        )
    official = check_official(report, draw, case.numbers, case.extra, options)
    if official is not None:
        case.computed_winners = winners_of(case, official.numbers, official.extra)
        if case.stated_winners is not None and case.stated_winners != case.computed_winners:
            report.problems.append(
                f"with the official numbers the winners are {describe(case.computed_winners)}; "
                f"the file says {describe(case.stated_winners)}"
            )
    record = None
    if options.register is not None:
        record = check_register(report, case, draw, options)
    elif case.announced_at is not None:
        check_announced_at(report, case.announced_at, draw, "the file's")

    stated = None
    if case.numbers is not None and case.extra is not None:
        stated = show_numbers(case.numbers, case.extra)
    draw_rows(report, draw, official, stated)
    report.row("title", describe(case.title))
    report.row("entries", str(len(case.entries)))
    report.row("entries SHA-256", case.entries_sha256)
    report.row("winners", str(case.winners))
    report.row("ID", case.id)
    announced_row(report, case, options)
    check_proof(report, case, draw, options, record)
    shown = case.computed_winners if case.computed_winners is not None else case.stated_winners
    if shown is not None:
        whose = "as the file says"
        if case.computed_winners is not None:
            whose = "from the official numbers"
        report.row("", f"the winners of {describe(case.title)}, in order ({whose}):")
        report.summary += [("", f"  {place}. {winner}") for place, winner in enumerate(shown, 1)]


# --------------------------------------------------------------------------------------------
# The document


def json_object(value: object, what: str) -> Dict[str, object]:
    if not isinstance(value, dict):
        raise BadInput(f"{what} must be a JSON object, got {describe(value)}")
    return value


class Wrong(Exception):
    """Facts of the file that cannot hold, found before anything is recomputed (exit 1)."""

    def __init__(self, problems: List[str]):
        super().__init__(problems[0])
        self.problems = problems


DOCUMENT_MEMBERS = ("operation", "arguments", "answer", "id", "announced_at", "log")
RECORD_FIELDS = (
    "id", "announced_at", "game", "draw", "date", "due_at", "title", "entries", "entries_sha256",
    "winners", "label", "link", "status", "result",
)
RESULT_FIELDS = (
    "numbers", "extra_number", "seed", "winners", "official_url", "stale", "fetched_at",
)


def verify(text: str, options: Options) -> Tuple[List[str], Optional[Report]]:
    """Checks a document: the lines to print once its answer is reproduced, and for a draw, the
    report of the checks of its facts, of the official record and of the register."""
    document = json_object(parse_json(text), "the file")
    if "operation" not in document and "entries" in document and "game" in document:
        return verify_record(document, options)
    for key in document:
        if key not in DOCUMENT_MEMBERS:
            raise BadInput(
                f"unknown member {write_json(key)}: a document holds operation, arguments, answer"
            )
    operation = document.get("operation", MISSING)
    if not isinstance(operation, str):
        raise BadInput(f"operation must be an operation id, got {describe(operation)}")
    operation = operation[: -len("_post")] if operation.endswith("_post") else operation
    if operation != "giveaway" and any(name in document for name in DOCUMENT_MEMBERS[3:]):
        raise BadInput("only a giveaway document may carry id, announced_at and log")
    giveaway_only = (options.id, options.register, options.log_key, options.witnesses or None)
    if operation != "giveaway" and any(option is not None for option in giveaway_only):
        raise BadInput(
            "--id, --register, --log-key and --witness-key check a giveaway: this file is not one"
        )
    given = json_object(document.get("arguments", {}), "arguments")
    answer = json_object(document.get("answer", MISSING), "answer")
    written = member_texts(text).get("answer")

    if operation in RANDOM_OPERATIONS:
        takes, compute = RANDOM_OPERATIONS[operation]
        arguments = Arguments(operation, given, takes)
        check(compute(arguments, answer), answer, written, "answer")
        return ["reproduced"], None
    if operation == "seed_from_draw":
        arguments = Arguments(operation, given, ("game", "draw", "label"))
        return verify_seed_from_draw(arguments, answer, written, options)
    if operation == "giveaway":
        arguments = Arguments(operation, given, ("game", "draw", "title", "entries", "winners"))
        return verify_giveaway(arguments, answer, written, document, options)
    if operation in ("get_draw", "check_ticket"):
        raise BadInput(f"{operation} is not random: compare its numbers with the official source")
    raise BadInput(f"unknown operation {write_json(operation)}")


def stated_numbers(answer: Answer, game: str, day: Date, problems: List[str]) -> None:
    """The numbers an answer states must fit the game's matrix on the draw's date."""
    numbers, extra = answer.get("numbers"), answer.get("extra_number")
    if (
        isinstance(numbers, list)
        and all(is_integer(n) for n in numbers)
        and is_integer(extra)
    ):
        main = [int(n) for n in numbers]
        problem = numbers_problem(game, day, main, int(extra))  # type: ignore[call-overload]
        if problem is not None:
            problems.append(problem)


def stated_date(answer: Answer, draw: Draw, problems: List[str]) -> None:
    if draw.game == "kr645" and "date" in answer and answer["date"] != draw.day.isoformat():
        problems.append(
            f"kr645 draw {draw.draw} is drawn on {draw.day.isoformat()} (draw 1 on 2002-12-07, "
            f"one every Saturday); the file says {describe(answer['date'])}"
        )


def stated_draw(
    game: str, draw_name: Union[int, str], answer: Answer, now: datetime, problems: List[str]
) -> Draw:
    """The draw a seed answer names, with its stated numbers and date held to the schedule and the
    matrix of that date; Wrong with every problem found so far when there is any."""
    draw = draw_facts(game, draw_name, now, problems)
    if draw is not None:
        stated_numbers(answer, game, draw.day, problems)
        stated_date(answer, draw, problems)
    if problems or draw is None:
        raise Wrong(problems)
    return draw


def verify_seed_from_draw(
    arguments: Arguments, answer: Answer, written: Optional[str], options: Options
) -> Tuple[List[str], Report]:
    game = arguments.choice("game", DRAW_GAMES)
    draw_name = draw_argument(arguments, game)
    label = label_argument(arguments)
    problems: List[str] = []
    problem = canonical_problem(label, "the label", False)
    if problem is not None:
        problems.append("the label is not canonical text: " + problem)
    draw = stated_draw(game, draw_name, answer, options.now, problems)
    expected = expected_seed_answer(game, draw_name, label, answer)
    check(expected, answer, written, "answer")
    report = Report()
    numbers = expected["numbers"]
    extra = expected["extra_number"]
    assert isinstance(numbers, list) and isinstance(extra, int)
    official = check_official(report, draw, numbers, extra, options)
    draw_rows(report, draw, official, show_numbers(numbers, extra))
    report.row("label", describe(label))
    report.row("seed", str(expected["seed"]))
    return ["reproduced"], report


def verify_giveaway(
    arguments: Arguments, answer: Answer, written: Optional[str], document: Dict[str, object],
    options: Options,
) -> Tuple[List[str], Report]:
    """A giveaway (FAIRNESS.md section 9): the seed for its label, then the pick of its winners."""
    game, draw_name, title, entries, winners = giveaway_arguments(arguments)
    if sorted(answer) != sorted(GIVEAWAY_PARTS):
        raise BadInput("a giveaway's answer holds seed_from_draw and pick_from_list, nothing else")
    case = Giveaway(game, draw_name, title, entries, winners)
    if "id" in document:
        claimed = document["id"]
        if not isinstance(claimed, str) or read_id(claimed) is None:
            raise BadInput(f"id must be an announcement ID ({ID_FORM}), got {describe(claimed)}")
        case.claimed_id = claimed
    case.log = document.get("log", MISSING)
    if "announced_at" in document:
        case.announced_at = parse_instant(document["announced_at"])
        if case.announced_at is None:
            raise BadInput(
                "announced_at must be a UTC time such as 2026-08-20T12:00:00.000Z, got "
                + describe(document["announced_at"])
            )
    seed_answer = json_object(answer["seed_from_draw"], "answer.seed_from_draw")
    pick_answer = json_object(answer["pick_from_list"], "answer.pick_from_list")

    report = Report()
    text_problems(report, title, entries)
    problems = report.problems
    draw = stated_draw(game, draw_name, seed_answer, options.now, problems)

    if list(answer) != GIVEAWAY_PARTS:
        raise Difference("answer", fields_in_order(GIVEAWAY_PARTS), ", ".join(answer))
    parts = member_texts(written) if written is not None else {}
    expected_seed = expected_seed_answer(game, draw_name, case.label, seed_answer)
    check(expected_seed, seed_answer, parts.get("seed_from_draw"), "answer.seed_from_draw")
    pick = {"items": entries, "count": winners, "unique": True, "seed": expected_seed["seed"]}
    pick_arguments = Arguments("pick_from_list", pick, RANDOM_OPERATIONS["pick_from_list"][0])
    expected_pick = pick_from_list(pick_arguments, pick_answer)
    check(expected_pick, pick_answer, parts.get("pick_from_list"), "answer.pick_from_list")

    case.numbers = expected_seed["numbers"]  # type: ignore[assignment]
    case.extra = expected_seed["extra_number"]  # type: ignore[assignment]
    case.stated_winners = expected_pick["picks"]  # type: ignore[assignment]
    check_giveaway(report, case, draw, options)
    return ["reproduced"], report


def record_field(record: Dict[str, object], name: str) -> object:
    if name not in record:
        raise BadInput(f"a register record holds {name}; this one does not")
    return record[name]


def verify_record(record: Dict[str, object], options: Options) -> Tuple[List[str], Report]:
    """A record of the register (FAIRNESS.md section 11): everything in it is recomputed."""
    for name in RECORD_FIELDS:
        record_field(record, name)
    given = {name: record[name] for name in ("game", "draw", "title", "entries", "winners")}
    arguments = Arguments("giveaway", given, ("game", "draw", "title", "entries", "winners"))
    game, draw_name, title, entries, winners = giveaway_arguments(arguments)
    case = Giveaway(game, draw_name, title, entries, winners)
    claimed = record["id"]
    if not isinstance(claimed, str) or read_id(claimed) is None:
        raise BadInput(f"id must be an announcement ID, got {describe(claimed)}")
    case.claimed_id = claimed
    case.announced_at = parse_instant(record["announced_at"])
    if case.announced_at is None:
        raise BadInput(f"announced_at must be a UTC time, got {describe(record['announced_at'])}")
    status, result = record["status"], record["result"]
    if result is not None and not isinstance(result, dict):
        raise BadInput(f"result must be null or an object, got {describe(result)[:200]}")
    if status not in ("announced", "drawn") or (result is None) != (status == "announced"):
        raise BadInput('status is "announced" with result null, or "drawn" with a result')
    case.log = record.get("log", MISSING)

    report = Report()
    text_problems(report, title, entries)
    problems = report.problems
    not_drawn: List[str] = []
    draw = draw_facts(game, draw_name, options.now, not_drawn if result is None else problems)
    to_come = all("in the future" in problem for problem in not_drawn)
    if draw is None and result is None and not problems and to_come:
        # Announced, and the draw is still to come: nothing to compare with the official record.
        day = kr645_date(int(draw_name)) if game == "kr645" else Date.fromisoformat(str(draw_name))
        assert day is not None
        draw = Draw(game, draw_name, day, draw_instant(game, day))
        check_record_fields(report, record, case, draw)
        check_giveaway_offline(report, case, draw, options)
        if not report.problems:
            report.pending = True
            report.unreached.append(
                f"{game} draw {draw_name} is not drawn yet (due {iso_instant(draw.due)}): its winners "
                "can be checked once its numbers are published"
            )
        return ["the announcement reproduces"], report
    problems.extend(not_drawn)
    if problems or draw is None:
        raise Wrong(problems)
    check_record_fields(report, record, case, draw)
    if report.problems:
        raise Wrong(report.problems)
    if result is not None:
        for name in RESULT_FIELDS:
            if name not in result:
                raise BadInput(f"a drawn record's result holds {name}; this one does not")
        numbers, extra = result["numbers"], result["extra_number"]
        whole = isinstance(numbers, list) and all(is_integer(n) for n in numbers)
        if not whole or not is_integer(extra):
            raise BadInput("result.numbers must be whole numbers and result.extra_number one")
        case.numbers = [int(n) for n in numbers]  # type: ignore[union-attr]
        case.extra = int(extra)  # type: ignore[call-overload]
        problem = numbers_problem(game, draw.day, case.numbers, case.extra)
        if problem is not None:
            raise Wrong([problem])
        seed = sha256_hex(seed_message(game, draw_name, case.numbers, case.extra, case.label))
        if result["seed"] != seed:
            raise Difference("result.seed", describe(seed), describe(result["seed"]))
        case.stated_winners = winners_of(case, case.numbers, case.extra)
        if result["winners"] != case.stated_winners:
            expected = describe(case.stated_winners)
            raise Difference("result.winners", expected, describe(result["winners"]))
        if result["official_url"] != official_url(game, draw_name):
            report.problems.append(
                f"result.official_url is {describe(result['official_url'])}; the official record of "
                f"this draw is at {official_url(game, draw_name)}"
            )
    check_giveaway(report, case, draw, options)
    return ["reproduced"], report


def check_giveaway_offline(report: Report, case: Giveaway, draw: Draw, options: Options) -> None:
    """For a draw still to come: the ID, and the register when asked for."""
    if options.id is not None and options.id != case.id:
        report.problems.append(f"the ID announced was {options.id}; this record's ID is {case.id}")
    record = None
    if options.register is not None:
        record = check_register(report, case, draw, options)
    if record is None and case.announced_at is not None:
        check_announced_at(report, case.announced_at, draw, "the record's")
    draw_rows(report, draw, None, None)
    report.row("", "  (the draw is not made yet)")
    report.row("title", describe(case.title))
    report.row("entries", str(len(case.entries)))
    report.row("entries SHA-256", case.entries_sha256)
    report.row("winners", str(case.winners))
    report.row("ID", case.id)
    announced_row(report, case, options)
    check_proof(report, case, draw, options, record)


def announced_row(report: Report, case: Giveaway, options: Options) -> None:
    """The summary's announced_at: as the register's record or the file says it (the log's proof
    of it, or its absence, has rows of its own)."""
    if case.registered_at is not None:
        at = f"{iso_instant(case.registered_at)}, as the record at {options.register} says"
        report.row("announced_at", at)
    elif case.announced_at is not None:
        report.row("announced_at", f"{iso_instant(case.announced_at)}, {CLAIMED}")
    else:
        report.row("announced_at", "not stated")


def check_record_fields(
    report: Report, record: Dict[str, object], case: Giveaway, draw: Draw
) -> None:
    """The fields of a record that follow from its announcement and the schedule."""
    expected = {
        "id": case.id, "date": draw.day.isoformat(), "due_at": iso_instant(draw.due),
        "entries_sha256": case.entries_sha256, "label": case.label,
    }
    for name, value in expected.items():
        if name == "id":
            if read_id(str(record["id"])) != value:
                report.problems.append(
                    f"the record's id is {describe(record['id'])}; its announcement's ID is {value}"
                )
        elif record[name] != value:
            report.problems.append(
                f"the record's {name} is {describe(record[name])[:200]}; "
                f"it must be {describe(value)[:200]}"
            )
    link = record["link"]
    if not isinstance(link, str) or not link.endswith(f"/g/{case.id}"):
        report.problems.append(
            f"the record's link {describe(link)} is not the page of its ID, /g/{case.id}"
        )


USAGE = """usage: fairdraw_verify.py [--id ID] [--register URL] [--log-key VKEY]
                          [--witness-key VKEY]... [--offline] [--kr645-source URL]
                          [--ny-source URL] [--timeout SECONDS] FILE"""
VALUED = ("--id", "--register", "--log-key", "--kr645-source", "--ny-source", "--timeout")
HOST_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"


def base_url(text: str, flag: str, http_anywhere: bool) -> str:
    """A base URL given on the command line, checked so that the host it names is the host it
    reaches: https (or http, for a register only on loopback), a host name or an IP address, an
    optional port and path, and nothing else (no user information, query, fragment, escapes or
    backslashes, which turn https://fairdraw.example@evil/ into a request to evil)."""
    match = re.fullmatch(r"(https?)://([^/?#]*)(/[A-Za-z0-9._~/-]*)?", text)
    if match is None:
        raise BadUsage(f"{flag} takes an http:// or https:// base URL, got {text!r}")
    scheme, authority, _ = match.groups()
    if "@" in authority:
        raise BadUsage(
            f"{flag} {text!r} holds user information (before @): the host it reaches is what "
            "follows the @; give the URL without it"
        )
    parts = re.fullmatch(r"(\[[0-9A-Fa-f:.]+\]|[^:]+)(?::([0-9]{1,5}))?", authority)
    host = parts.group(1) if parts else ""
    address: Optional[Union[ipaddress.IPv4Address, ipaddress.IPv6Address]] = None
    try:
        if host.startswith("["):
            address = ipaddress.IPv6Address(host[1:-1])
        elif re.fullmatch(r"[0-9.]+", host):
            address = ipaddress.IPv4Address(host)
    except ValueError:
        host = ""
    named = re.fullmatch(rf"{HOST_LABEL}(?:\.{HOST_LABEL})*\.?", host) is not None
    numeric_tld = re.search(r"(?:^|\.)[0-9]+\.?$", host) is not None
    port = parts.group(2) if parts else None
    if address is None and (not named or numeric_tld) or (port and not 0 < int(port) < 65536):
        raise BadUsage(f"{flag} {text!r} does not name a host (a name or an IP address) and port")
    loopback = host.lower() == "localhost" or (address is not None and address.is_loopback)
    if scheme == "http" and not http_anywhere and not loopback:
        raise BadUsage(
            f"{flag} {text!r} is plain http: anyone on the way can answer for it; give its "
            "https:// URL (http:// is taken only for loopback: localhost, 127.0.0.1, [::1])"
        )
    return text


def parse_arguments(argv: List[str]) -> Tuple[str, Options]:
    """FILE and the options; BadUsage when they are not these."""
    file: Optional[str] = None
    values: Dict[str, str] = {}
    witness_texts: List[str] = []
    offline = False
    args = list(argv)
    while args:
        arg = args.pop(0)
        name, equals, value = arg.partition("=")
        if arg == "--offline":
            offline = True
        elif equals and name in (*VALUED, "--witness-key"):
            args[:0] = [name, value]
        elif arg == "--witness-key":
            if not args:
                raise BadUsage("--witness-key takes a value")
            witness_texts.append(args.pop(0))
        elif arg in VALUED:
            if not args or arg in values:
                raise BadUsage(f"{arg} takes one value, once")
            values[arg] = args.pop(0)
        elif arg.startswith("-") and arg != "-":
            raise BadUsage(f"unknown option {arg}")
        elif file is None:
            file = arg
        else:
            raise BadUsage("one FILE only")
    if file is None:
        raise BadUsage("FILE is missing")
    id_text = values.get("--id")
    announced_id = None
    if id_text is not None:
        announced_id = read_id(id_text)
        if announced_id is None:
            raise BadUsage(f"--id {id_text!r} is not an announcement ID ({ID_FORM})")
    for name in ("--register", "--kr645-source", "--ny-source"):
        if name in values:
            base_url(values[name], name, name != "--register")
    if offline and "--register" in values:
        raise BadUsage("--offline and --register exclude each other")
    try:
        timeout = float(values.get("--timeout", "20"))
    except ValueError:
        raise BadUsage("--timeout takes a number of seconds") from None
    if not 0 < timeout <= 600:
        raise BadUsage("--timeout takes a number of seconds above 0, at most 600")
    keys: List[NoteKey] = []
    for flag, text, alg in (
        [("--log-key", values["--log-key"], ALG_ED25519)] if "--log-key" in values else []
    ) + [("--witness-key", text, ALG_COSIGNATURE) for text in witness_texts]:
        try:
            keys.append(parse_vkey(text, alg))
        except ValueError as error:
            raise BadUsage(f"{flag} {text!r}: {error}") from None
    log_key = keys.pop(0) if "--log-key" in values else None
    return file, Options(
        announced_id, values.get("--register"), values.get("--kr645-source", KR645_SOURCE),
        values.get("--ny-source", NY_SOURCE), offline, timeout, datetime.now(UTC), log_key, keys,
    )


class BadUsage(Exception):
    """The command line is not one the verifier takes (exit 2)."""


def say(text: str, error: bool = False) -> None:
    """Prints text with every invisible or look-alike character escaped (escaped())."""
    print("\n".join(escaped(line) for line in text.split("\n")), file=sys.stderr if error else None)


def unreached_line(report: Report) -> str:
    """The last line of exit 3: the draw still to come is said plainly, not as a failure."""
    if report.pending and len(report.unreached) == 1:
        return (
            "the computation reproduces; the draw's numbers are not published yet, so there is "
            "nothing to compare yet: run this again once they are"
        )
    return "the computation reproduces, but not everything could be read: see the lines above"


def main(argv: List[str]) -> int:
    """The command line: argv as sys.argv, the standard streams as sys has them at the call. The
    tests call it many times in one process (tests/_verifier.ts), so it keeps nothing between
    calls: no cache, no global, the time read anew."""
    for stream in (sys.stdout, sys.stderr):
        stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if len(argv) == 2 and argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    try:
        path, options = parse_arguments(argv[1:])
    except BadUsage as error:
        say(f"fairdraw_verify: {error}\n{USAGE}\n(--help says more)", error=True)
        return 2
    try:
        if path == "-":
            raw = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as file:
                raw = file.read()
    except OSError as error:
        say(f"fairdraw_verify: cannot read {path}: {error.strerror}", error=True)
        return 2
    try:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise BadInput("the file is not UTF-8") from None
        text = text[1:] if text.startswith("\ufeff") else text
        lines, report = verify(text, options)
    except BadInput as error:
        say(f"fairdraw_verify: {error}", error=True)
        return 2
    except Difference as difference:
        say(f"not reproduced: the first difference is at {difference.path}")
        say(f"  expected: {difference.expected}")
        say(f"  got:      {difference.got}")
        return 1
    except Wrong as wrong:
        for problem in wrong.problems:
            say(f"not verified: {problem}")
        return 1
    if report is None:
        say("\n".join(lines))
        return 0
    if report.problems:
        for problem in report.problems:
            say(f"not verified: {problem}")
        say("\n".join(report.lines()))
        return 1
    say("\n".join(lines))
    for warning in report.warnings:
        say(f"WARNING: {warning}")
    for reason in report.not_proven:
        say(f"NOT PROVEN: {reason}")
    if report.unreached:
        for reason in report.unreached:
            say(f"not verified: {reason}")
        say("\n".join(report.lines()))
        say(unreached_line(report))
        return 3
    say("\n".join(report.lines()))
    if report.not_proven:
        say(
            "NOT PROVEN: the computation holds, but not that this announcement was made before "
            "the draw (the lines NOT PROVEN above say what is missing)"
        )
        return 4
    if report.summary and any(name == "time" for name, _ in report.summary):
        say("verified: every check held, the official record included, and the announcement is "
            "proven logged at least 10 minutes before the draw")
    else:
        say("verified: every check held, the official record included")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
