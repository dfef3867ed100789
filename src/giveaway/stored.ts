/**
 * A giveaway as the register keeps it, the bytes it is kept as (its JSON, gzip-compressed: a
 * record of 1000 entries compresses well), and its leaf in the register's log.
 *
 * @module
 */
import { announce as announcement } from "./announcement.js";

/** A giveaway as the register keeps it; everything else in its record is derived from this. */
export interface StoredGiveaway {
  /** When it was first registered, as an ISO time (the server's clock). */
  announced_at: string;
  /** The game whose draw gives the seed. */
  game: string;
  /** The draw: kr645 its number; the others its date. */
  draw: number | string;
  /** The title. */
  title: string;
  /** The entries, in order. */
  entries: string[];
  /** How many winners. */
  winners: number;
}

/** The leaf of a record (docs/FAIRNESS.md): its ID, announced_at and announcement message. */
export async function leafText(id: string, stored: StoredGiveaway): Promise<string> {
  const { message } = await announcement(stored);
  return `fairdraw-log-entry/v1\nid ${id}\nannounced_at ${stored.announced_at}\n${message}`;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  return new Uint8Array(
    await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream))
      .arrayBuffer(),
  );
}

/** Gzip-compressed bytes. */
export const gzip = (bytes: Uint8Array) => through(bytes, new CompressionStream("gzip"));
/** Bytes gzip-decompressed. */
export const gunzip = (bytes: Uint8Array) => through(bytes, new DecompressionStream("gzip"));
