/**
 * Test helper: a small PNG decoder (8-bit RGB or RGBA, not interlaced: what Chromium's
 * screenshots are), so that a test can look at the pixels of a screenshot rather than trust it.
 *
 * @module
 */

/** A decoded image: RGBA bytes, row by row. */
export interface Image {
  /** Width in pixels. */
  width: number;
  /** Height in pixels. */
  height: number;
  /** Four bytes per pixel: red, green, blue, alpha. */
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Decodes a PNG; throws on anything it does not support. */
export async function decodePng(bytes: Uint8Array): Promise<Image> {
  if (!SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new Error("not a PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0, height = 0, channels = 0;
  const data: Uint8Array[] = [];
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(bytes.subarray(offset + 4, offset + 8));
    const chunk = bytes.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
    if (type === "IHDR") {
      const header = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      width = header.getUint32(0);
      height = header.getUint32(4);
      const [depth, colorType, , , interlace] = chunk.subarray(8, 13);
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`unsupported PNG: depth ${depth}, color type ${colorType}`);
      }
    } else if (type === "IDAT") data.push(chunk);
    else if (type === "IEND") break;
  }
  const inflated = await inflate(data);
  const stride = width * channels;
  if (inflated.length !== height * (stride + 1)) throw new Error("PNG data has the wrong size");
  const rgba = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = inflated[y * (stride + 1)]!;
    const row = inflated.slice(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    unfilter(filter, row, previous, channels);
    for (let x = 0; x < width; x++) {
      const target = (y * width + x) * 4;
      rgba[target] = row[x * channels]!;
      rgba[target + 1] = row[x * channels + 1]!;
      rgba[target + 2] = row[x * channels + 2]!;
      rgba[target + 3] = channels === 4 ? row[x * channels + 3]! : 255;
    }
    previous = row;
  }
  return { width, height, rgba };
}

async function inflate(parts: Uint8Array[]): Promise<Uint8Array> {
  // IDAT holds one zlib stream, which is what DecompressionStream calls "deflate".
  const stream = new Blob(parts as BlobPart[]).stream().pipeThrough(
    new DecompressionStream("deflate"),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function unfilter(filter: number, row: Uint8Array, above: Uint8Array, bpp: number): void {
  for (let i = 0; i < row.length; i++) {
    const left = i >= bpp ? row[i - bpp]! : 0;
    const up = above[i]!;
    const upLeft = i >= bpp ? above[i - bpp]! : 0;
    let add: number;
    switch (filter) {
      case 0:
        add = 0;
        break;
      case 1:
        add = left;
        break;
      case 2:
        add = up;
        break;
      case 3:
        add = (left + up) >> 1;
        break;
      case 4:
        add = paeth(left, up, upLeft);
        break;
      default:
        throw new Error(`unknown PNG filter ${filter}`);
    }
    row[i] = (row[i]! + add) & 0xff;
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** How varied an image is: its distinct colours, and the share of its most common one. */
export function colorStats(image: Image): { distinct: number; dominantShare: number } {
  const counts = new Map<number, number>();
  for (let i = 0; i < image.rgba.length; i += 4) {
    const key = (image.rgba[i]! << 16) | (image.rgba[i + 1]! << 8) | image.rgba[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const dominant = Math.max(...counts.values());
  return { distinct: counts.size, dominantShare: dominant / (image.width * image.height) };
}

/** How many pixels are within `tolerance` (per channel) of a colour given as `#rrggbb`. */
export function countNear(image: Image, hex: string, tolerance = 24): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < image.rgba.length; i += 4) {
    if (
      Math.abs(image.rgba[i]! - r!) <= tolerance &&
      Math.abs(image.rgba[i + 1]! - g!) <= tolerance &&
      Math.abs(image.rgba[i + 2]! - b!) <= tolerance
    ) count++;
  }
  return count;
}
