/**
 * The listing of a draw's announcements: one KV entry per announcement under its game and draw,
 * keyed by its leaf index (so a range read gives them in log order), and a count per draw, both
 * written in the same atomic operation as the record and its leaf. Like the log, the listing is
 * kept for good: an announcement, once listed, stays listed after its record expires.
 *
 * KV keys: `["giveaways_by_draw", game, draw, index]` (an {@linkcode ListedAnnouncement}) and
 * `["giveaways_count", game, draw]` (a `Deno.KvU64`), `draw` as text (kr645's number in decimal).
 *
 * @module
 */
import { entriesSha256 } from "./announcement.js";

/** One announcement as the listing gives it. */
export interface ListedAnnouncement {
  /** Its ID. */
  id: string;
  /** Its title. */
  title: string;
  /** The SHA-256 of its entries, hex. */
  entries_sha256: string;
  /** How many winners. */
  winners: number;
  /** When it was registered. */
  announced_at: string;
  /** Its leaf's index in the log. */
  index: number;
}

/** A page of a draw's listing. */
export interface DrawListing {
  /** How many announcements the draw has in all. */
  count: number;
  /** This page's, in log order. */
  announcements: ListedAnnouncement[];
  /** The index to continue after, or null when this page is the last. */
  next: number | null;
}

const listKey = (game: string, draw: string, index: number): Deno.KvKey => [
  "giveaways_by_draw",
  game,
  draw,
  index,
];
const countKey = (game: string, draw: string): Deno.KvKey => ["giveaways_count", game, draw];

/** A giveaway's lines in its draw's listing, added to the atomic operation that registers it. */
export async function listingWrites(
  operation: Deno.AtomicOperation,
  id: string,
  giveaway: {
    game: string;
    draw: number | string;
    title: string;
    entries: readonly string[];
    winners: number;
    announced_at: string;
  },
  index: number,
): Promise<void> {
  const draw = String(giveaway.draw);
  const listed: ListedAnnouncement = {
    id,
    title: giveaway.title,
    entries_sha256: await entriesSha256(giveaway.entries),
    winners: giveaway.winners,
    announced_at: giveaway.announced_at,
    index,
  };
  operation.set(listKey(giveaway.game, draw, index), listed)
    .sum(countKey(giveaway.game, draw), new Deno.KvU64(1n).value);
}

/**
 * The announcements of a draw with a leaf index above `after` (-1 for the first page), at most
 * `limit`, and the draw's count.
 */
export async function listDraw(
  db: Deno.Kv,
  game: string,
  draw: string,
  after: number,
  limit: number,
): Promise<DrawListing> {
  const announcements: ListedAnnouncement[] = [];
  const [count] = await db.getMany<[Deno.KvU64]>([countKey(game, draw)]);
  for await (
    const entry of db.list<ListedAnnouncement>({
      start: listKey(game, draw, after + 1),
      end: listKey(game, draw, Number.MAX_SAFE_INTEGER),
    }, { limit: limit + 1 })
  ) {
    announcements.push(entry.value);
  }
  const more = announcements.length > limit;
  if (more) announcements.length = limit;
  return {
    count: Number(count?.value?.value ?? 0n),
    announcements,
    next: more ? announcements[announcements.length - 1]!.index : null,
  };
}
