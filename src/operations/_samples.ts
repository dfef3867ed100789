/**
 * What the operations' samples share: docs/FAIRNESS.md's two seeds, and the giveaway that the
 * register's two operations show (announced, then looked up).
 *
 * @module
 */

/** The first seed of docs/FAIRNESS.md's vectors. */
export const SEED_A = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

/** The second seed of docs/FAIRNESS.md's vectors. */
export const SEED_B = "f00df00df00df00df00df00df00df00df00df00df00df00df00df00df00df00d";

/** A giveaway as its example announces it. */
export const GIVEAWAY_ARGUMENTS = {
  game: "kr645",
  draw: 1240,
  title: "Office raffle, September 2026",
  entries: ["Ana", "Bo", "Chen", "Dana", "\u00c9mile"],
  winners: 2,
};

/** Its record, as registered on 2026-08-30 at 00:00 UTC (the test suite's clock). */
export const GIVEAWAY_RECORD = {
  id: "Y0DW-DD0G-90VY-WCS0-0EAR-786E",
  announced_at: "2026-08-30T00:00:00.000Z",
  game: "kr645",
  draw: 1240,
  date: "2026-09-05",
  due_at: "2026-09-05T11:35:00.000Z",
  title: GIVEAWAY_ARGUMENTS.title,
  entries: GIVEAWAY_ARGUMENTS.entries,
  entries_sha256: "67926ccf1d639e623694a38ced352fd28e59c2921df06110d5a87b71ea65fec3",
  winners: 2,
  label: "fairdraw-giveaway/v1\ntitle: Office raffle, September 2026\nentries: 5\n" +
    "entries-sha256: 67926ccf1d639e623694a38ced352fd28e59c2921df06110d5a87b71ea65fec3\nwinners: 2",
  link: "/g/Y0DW-DD0G-90VY-WCS0-0EAR-786E",
  status: "announced",
  result: null,
  // The first leaf of a log named localhost/log (no PUBLIC_URL), signed by the tests' key
  // (testing/server.ts TEST_LOG_KEY): the answers are live, and Ed25519 signs the same each time.
  log: {
    index: 0,
    leaf: "ZmFpcmRyYXctbG9nLWVudHJ5L3YxCmlkIFkwRFctREQwRy05MFZZLVdDUzAtMEVBUi03ODZFCmFubm91bmNl" +
      "ZF9hdCAyMDI2LTA4LTMwVDAwOjAwOjAwLjAwMFoKZmFpcmRyYXctYW5ub3VuY2VtZW50L3YxCmtyNjQ1CjEyNDAK" +
      "ZmFpcmRyYXctZ2l2ZWF3YXkvdjEKdGl0bGU6IE9mZmljZSByYWZmbGUsIFNlcHRlbWJlciAyMDI2CmVudHJpZXM6" +
      "IDUKZW50cmllcy1zaGEyNTY6IDY3OTI2Y2NmMWQ2MzllNjIzNjk0YTM4Y2VkMzUyZmQyOGU1OWMyOTIxZGYwNjEx" +
      "MGQ1YTg3YjcxZWE2NWZlYzMKd2lubmVyczogMg==",
    checkpoint: "localhost/log\n1\nHv2aifF3wfe8d4Vf+FzwJRlqFPElFNDyQ2axkLQzbiU=\n\n\u2014 " +
      "localhost/log KxDnSiFHXuHed14HpKfA5ViJqEBI7/IwzUB41u5GmrF5b70N24ldcHs+x8WBeVJgM866aavoJj0f" +
      "8cs/D8iWfaUn2AI=\n",
    inclusion: [],
  },
};
