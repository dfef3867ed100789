// src/random/seed.ts
var SEED_BYTES = 32;
var SEED_PATTERN = /^[0-9a-fA-F]{64}$/;
var POOL_SEEDS = 128;
var pool = new Uint8Array(0);
var poolNext = 0;
function freshSeed() {
  if (poolNext === pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(SEED_BYTES * POOL_SEEDS));
    poolNext = 0;
  }
  return pool.subarray(poolNext, poolNext += SEED_BYTES);
}
var HEX_VALUES = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let digit = 0; digit < 16; digit++) {
    const text = digit.toString(16);
    values[text.charCodeAt(0)] = digit;
    values[text.toUpperCase().charCodeAt(0)] = digit;
  }
  return values;
})();
function seedFromHex(hex) {
  if (hex.length !== 2 * SEED_BYTES) throw notASeed();
  const bytes = new Array(SEED_BYTES);
  for (let i = 0; i < SEED_BYTES; i++) {
    const high = digitValue(hex.charCodeAt(2 * i));
    const low = digitValue(hex.charCodeAt(2 * i + 1));
    if ((high | low) < 0) throw notASeed();
    bytes[i] = high << 4 | low;
  }
  return bytes;
}
function digitValue(code) {
  return code < 128 ? HEX_VALUES[code] : -1;
}
function notASeed() {
  return new RangeError("a seed is 64 hexadecimal characters");
}
var HEX_PAIRS = Array.from({
  length: 256
}, (_, byte) => byte.toString(16).padStart(2, "0"));
function toHex(bytes) {
  let hex = "";
  for (let i = 0; i < bytes.length; i++) hex += HEX_PAIRS[bytes[i]];
  return hex;
}

export {
  SEED_PATTERN,
  freshSeed,
  seedFromHex,
  toHex
};
