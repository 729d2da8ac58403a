/**
 * The zlib stream (RFC 1950/1951) of a QR symbol's PNG scanlines, written straight from the
 * modules. Written here rather than with `node:zlib` because the image's shape is known in advance:
 * each module row is one pixel row of data (PNG filter None) and three rows identical to the one
 * above (filter Up: all zeros), which are the previous module row's three at distance 4 rows, so
 * the only literals are the data rows' bytes (two modules each: 00, 0F, F0 or FF). zlib found the
 * same matches but spent more setting up a stream than compressing (~0.1 ms of a charge create,
 * while the merchant's Pix identity is read); this writes one dynamic-Huffman block in a pass.
 */

/** Quiet zone (modules) and pixels per module: 4 pixels at 1 bit each are half a byte. */
export const MARGIN = 4;
export const SCALE = 4;

// RFC 1951 3.2.5: length symbols 257–285 and distance codes 0–29, with their extra bits.
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** The order code-length code lengths are sent in (3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const END_OF_BLOCK = 256;
const MAX_MATCH = 258;

/** The last index of `table` whose base is at most `value`. */
function baseIndex(table: readonly number[], value: number): number {
  let i = table.length - 1;
  while (table[i]! > value) i--;
  return i;
}

/**
 * Code lengths of a Huffman code for `frequencies`, none longer than `limit`. A code of one
 * symbol gets a second, unused one so the code is complete (zlib refuses an incomplete one). Too
 * deep a tree is rebuilt from flattened frequencies, which converges on a balanced one.
 */
export function huffmanLengths(frequencies: ArrayLike<number>, limit: number): Uint8Array {
  const weights = Array.from(frequencies);
  const used = weights.flatMap((weight, symbol) => (weight > 0 ? [symbol] : []));
  if (used.length > 2 ** limit) throw new RangeError(`${used.length} symbols need more than ${limit} bits`);
  if (used.length === 0) weights[0] = weights[1] = 1;
  else if (used.length === 1) weights[used[0] === 0 ? 1 : 0] = 1;
  for (;;) {
    const lengths = treeDepths(weights);
    if (lengths.every((length) => length <= limit)) return lengths;
    for (let i = 0; i < weights.length; i++)
      if (weights[i]! > 0) weights[i] = Math.max(1, Math.floor(weights[i]! / 2));
  }
}

/** Depth of each symbol in a Huffman tree of its weight (0 for weight 0). At most ~30 symbols. */
function treeDepths(weights: readonly number[]): Uint8Array {
  const depths = new Uint8Array(weights.length);
  // Each node: its weight and the symbols under it; merging two deepens both sets by one.
  let nodes = weights.flatMap((weight, symbol) => (weight > 0 ? [{ weight, symbols: [symbol] }] : []));
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.weight - b.weight);
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    for (const symbol of a.symbols) depths[symbol]!++;
    for (const symbol of b.symbols) depths[symbol]!++;
    nodes = [{ weight: a.weight + b.weight, symbols: [...a.symbols, ...b.symbols] }, ...nodes.slice(2)];
  }
  return depths;
}

/** Canonical codes for `lengths` (3.2.2), bit-reversed: the stream is written least bit first. */
function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const count = new Uint16Array(16);
  for (const length of lengths) count[length]!++;
  count[0] = 0;
  const next = new Uint16Array(16);
  for (let bits = 1, code = 0; bits < 16; bits++) {
    code = (code + count[bits - 1]!) << 1;
    next[bits] = code;
  }
  const codes = new Uint16Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol]!;
    if (length === 0) continue;
    let code = next[length]!++;
    let reversed = 0;
    for (let bit = 0; bit < length; bit++, code >>= 1) reversed = (reversed << 1) | (code & 1);
    codes[symbol] = reversed;
  }
  return codes;
}

/** Least-significant-bit-first bit writer into a buffer sized by the caller for the worst case. */
class Bits {
  at = 0;
  private buffer = 0;
  private count = 0;
  constructor(readonly bytes: Uint8Array) {}

  /** `bits` ≤ 16: with at most 15 pending (after `writeAll`), the buffer holds at most 31 bits. */
  write(value: number, bits: number): void {
    this.buffer |= value << this.count;
    this.count += bits;
    while (this.count >= 8) {
      this.bytes[this.at++] = this.buffer & 0xff;
      this.buffer >>>= 8;
      this.count -= 8;
    }
  }

  /** Each of `symbols` in a code (lengths ≤ 15): a data row's literals, in one tight loop. */
  writeAll(symbols: Uint8Array, codes: Uint16Array, lengths: Uint8Array): void {
    let { buffer, count, at } = this;
    const bytes = this.bytes;
    for (let i = 0; i < symbols.length; i++) {
      const symbol = symbols[i]!;
      buffer |= codes[symbol]! << count;
      count += lengths[symbol]!;
      if (count >= 16) {
        bytes[at++] = buffer & 0xff;
        bytes[at++] = (buffer >>> 8) & 0xff;
        buffer >>>= 16;
        count -= 16;
      }
    }
    this.buffer = buffer;
    this.count = count;
    this.at = at;
  }

  /** Pads to a byte boundary with zero bits. */
  align(): void {
    if (this.count > 0) this.write(0, 8 - this.count);
  }
}

/** Length symbol index (0–28) of each match length 3–258. */
const LENGTH_INDEX = Uint8Array.from({ length: MAX_MATCH + 1 }, (_, length) =>
  length < 3 ? 0 : baseIndex(LENGTH_BASE, length),
);

/**
 * The Huffman codes an image of `size` modules is written with, and its block header. One code per
 * size, from weights of what such an image holds rather than its own counts: building a code per
 * image cost more than the image saves (a few dozen bytes). Data bytes dominate: 00 and FF (two
 * dark or two light modules, quiet zone included) a little more often than 0F and F0; then the
 * one filter-Up match per module row. Every other length and the three distances used (1 along a
 * quiet row, a pixel row back, a module row back) get a code too: any image of the size is written.
 */
interface Code {
  literalLengths: Uint8Array;
  literalCodes: Uint16Array;
  distanceLengths: Uint8Array;
  distanceCodes: Uint16Array;
  /** The block header's writes, from BFINAL to the last code length. */
  header: [value: number, bits: number][];
}

const codes = new Map<number, Code>();

function codeFor(size: number): Code {
  let code = codes.get(size);
  if (code !== undefined) return code;
  const { stride, group } = geometry(size);
  const literalWeights = new Uint32Array(286);
  literalWeights[0x00] = 300;
  literalWeights[0xff] = 300;
  literalWeights[0x0f] = 200;
  literalWeights[0xf0] = 200;
  literalWeights[0x02] = 1;
  literalWeights[END_OF_BLOCK] = 1;
  for (let symbol = 257; symbol < 286; symbol++) literalWeights[symbol] = 1;
  literalWeights[257 + LENGTH_INDEX[Math.min((SCALE - 1) * stride, MAX_MATCH)]!]! += 40;
  const distanceWeights = new Uint32Array(30);
  distanceWeights[baseIndex(DISTANCE_BASE, group)]! += 40;
  distanceWeights[0]! += 4;
  distanceWeights[baseIndex(DISTANCE_BASE, stride)]! += 1;
  const literalLengths = huffmanLengths(literalWeights, 15);
  const distanceLengths = huffmanLengths(distanceWeights, 15);
  const header = new Recorder();
  header.write(1, 1); // BFINAL
  header.write(2, 2); // BTYPE: dynamic Huffman
  writeCodeLengths(header, literalLengths, distanceLengths);
  code = {
    literalLengths,
    literalCodes: canonicalCodes(literalLengths),
    distanceLengths,
    distanceCodes: canonicalCodes(distanceLengths),
    header: header.writes,
  };
  codes.set(size, code);
  return code;
}

/** Bytes a scanline holds, with its filter byte, and a module row's SCALE scanlines. */
function geometry(size: number): { bytes: number; stride: number; group: number } {
  const bytes = Math.ceil(((size + 2 * MARGIN) * SCALE) / 8);
  return { bytes, stride: bytes + 1, group: SCALE * (bytes + 1) };
}

/** The stream's bytes, reused: the caller copies them out (into the PNG) before the next image. */
let scratch = new Uint8Array(0);

/**
 * The zlib stream of the symbol's scanlines: `size` × `size` modules (1 dark), a light quiet zone
 * of MARGIN modules, SCALE × SCALE pixels each, 1 bit a pixel (0 dark); bits past the width in a
 * row's last byte (an odd number of modules) light. Inflated, it is those rows exactly. A view
 * of a buffer the next call overwrites.
 */
export function deflateQrRows(modules: Uint8Array, size: number): Uint8Array {
  const modulesWide = size + 2 * MARGIN;
  const { bytes, stride, group } = geometry(size);
  const { literalLengths, literalCodes, distanceLengths, distanceCodes, header } = codeFor(size);
  // At most 15 bits a literal and 48 a match piece (length code and extra, distance code and
  // extra), a data row's literals and a few pieces a module row, the header and the checksum:
  // within 2 bytes per literal and 32 per row, plus 256.
  const bound = modulesWide * (2 * stride + 8 * 4) + 256;
  if (scratch.length < bound) scratch = new Uint8Array(bound);
  const out = new Bits(scratch);
  out.write(0x78, 8); // CMF: deflate, 32 KiB window
  out.write(0xda, 8); // FLG: maximum compression, check bits making CMF·256 + FLG a multiple of 31
  for (const [value, bits] of header) out.write(value, bits);
  const literal = (byte: number): void => out.write(literalCodes[byte]!, literalLengths[byte]!);
  const match = (length: number, distance: number): void => {
    const d = baseIndex(DISTANCE_BASE, distance);
    for (let left = length; left > 0;) {
      // Pieces of at most 258, none shorter than 3.
      const piece = left <= MAX_MATCH ? left : left - MAX_MATCH < 3 ? MAX_MATCH - 3 : MAX_MATCH;
      const l = LENGTH_INDEX[piece]!;
      out.write(literalCodes[257 + l]!, literalLengths[257 + l]!);
      if (LENGTH_EXTRA[l]! > 0) out.write(piece - LENGTH_BASE[l]!, LENGTH_EXTRA[l]!);
      out.write(distanceCodes[d]!, distanceLengths[d]!);
      if (DISTANCE_EXTRA[d]! > 0) out.write(distance - DISTANCE_BASE[d]!, DISTANCE_EXTRA[d]!);
      left -= piece;
    }
  };

  // Adler-32 of the scanlines, summed as they are described; reduced once a row (a row of the
  // largest symbol adds ~2^25 to b, far from overflowing a double's integers).
  let a = 1;
  let b = 0;
  let line = new Uint8Array(bytes).fill(0xff);
  let previous = new Uint8Array(bytes);
  // A symbol row's bytes: the quiet zone's two, then two modules each (high nibble first; MARGIN
  // is even), a last half-filled byte light in its low nibble. Without branches: masked data is
  // noise, and a branch per module mispredicts half the time.
  const first = MARGIN >> 1;
  const pairs = size >> 1;
  for (let row = 0; row < modulesWide; row++) {
    const moduleRow = row - MARGIN;
    const inside = moduleRow >= 0 && moduleRow < size;
    if (inside) {
      const at = moduleRow * size;
      for (let pair = 0; pair < pairs; pair++) {
        line[first + pair] =
          ((1 - modules[at + 2 * pair]!) * 0xf0) | ((1 - modules[at + 2 * pair + 1]!) * 0x0f);
      }
      line[first + pairs] = size & 1 ? ((1 - modules[at + size - 1]!) * 0xf0) | 0x0f : 0xff;
    } else {
      line.fill(0xff);
    }
    let same = row > 0;
    b += a; // the filter byte, 0
    for (let byte = 0; byte < bytes; byte++) {
      a += line[byte]!;
      b += a;
      if (line[byte] !== previous[byte]) same = false;
    }
    for (let up = 1; up < SCALE; up++) {
      a += 2;
      b += a * (bytes + 1);
    }
    a %= 65521;
    b %= 65521;

    if (same) {
      // The whole module row again: the one above, SCALE pixel rows back.
      match(group, group);
    } else {
      literal(0); // filter None
      if (inside) {
        out.writeAll(line, literalCodes, literalLengths);
      } else {
        literal(0xff);
        match(bytes - 1, 1);
      }
      if (row > 0) {
        // Filter Up rows: the module row above's, SCALE pixel rows back.
        match((SCALE - 1) * stride, group);
      } else {
        literal(2);
        literal(0);
        match(bytes - 1, 1);
        match((SCALE - 2) * stride, stride);
      }
    }
    [line, previous] = [previous, line];
  }
  literal(END_OF_BLOCK);
  out.align();
  for (const byte of [b >>> 8, b & 0xff, a >>> 8, a & 0xff]) out.write(byte, 8);
  return out.bytes.subarray(0, out.at);
}

/** Records writes, to be replayed into each stream (the block header of a size). */
class Recorder {
  writes: [number, number][] = [];
  write(value: number, bits: number): void {
    this.writes.push([value, bits]);
  }
}

/**
 * The dynamic block's header after BTYPE (3.2.7): HLIT, HDIST, HCLEN, the code-length code, then
 * both codes' lengths in it, runs of zeros as 17/18 and repeats as 16.
 */
function writeCodeLengths(out: Recorder, literalLengths: Uint8Array, distanceLengths: Uint8Array): void {
  let literals = 286;
  while (literals > 257 && literalLengths[literals - 1] === 0) literals--;
  let distances = 30;
  while (distances > 1 && distanceLengths[distances - 1] === 0) distances--;
  const lengths = [...literalLengths.subarray(0, literals), ...distanceLengths.subarray(0, distances)];

  // Each entry: [symbol, extra value, extra bits].
  const runs: [number, number, number][] = [];
  for (let i = 0; i < lengths.length;) {
    const value = lengths[i]!;
    let run = 1;
    while (i + run < lengths.length && lengths[i + run] === value) run++;
    i += run;
    if (value === 0) {
      for (; run >= 11; run -= Math.min(run, 138)) runs.push([18, Math.min(run, 138) - 11, 7]);
      if (run >= 3) runs.push([17, run - 3, 3]);
      else for (; run > 0; run--) runs.push([0, 0, 0]);
      continue;
    }
    runs.push([value, 0, 0]);
    for (run--; run >= 3; run -= Math.min(run, 6)) runs.push([16, Math.min(run, 6) - 3, 2]);
    for (; run > 0; run--) runs.push([value, 0, 0]);
  }

  const frequencies = new Uint32Array(19);
  for (const [symbol] of runs) frequencies[symbol]!++;
  const codeLengths = huffmanLengths(frequencies, 7);
  const codes = canonicalCodes(codeLengths);
  let sent = 19;
  while (sent > 4 && codeLengths[CODE_LENGTH_ORDER[sent - 1]!] === 0) sent--;

  out.write(literals - 257, 5);
  out.write(distances - 1, 5);
  out.write(sent - 4, 4);
  for (let i = 0; i < sent; i++) out.write(codeLengths[CODE_LENGTH_ORDER[i]!]!, 3);
  for (const [symbol, extra, bits] of runs) {
    out.write(codes[symbol]!, codeLengths[symbol]!);
    if (bits > 0) out.write(extra, bits);
  }
}
