/**
 * QR Code Model 2 symbols (ISO/IEC 18004:2015) at error correction level M, for the BR Code's
 * image. Written here rather than taken from `qrcode` because a charge response pays for the
 * encoder on every call: the library spends most of its time scoring the eight masks through
 * per-module method calls and finding segments through a generic graph search (dijkstrajs). This
 * keeps the symbol in typed arrays, precomputes per version what does not depend on the text
 * (function patterns, placement order, masks), and scores a mask on the symbol packed a bit per
 * module, rows and columns, 32 modules per operation. Its choices are the library's
 * (test/unit/qr-encoder.test.ts compares the modules bit for bit given the same segments), except
 * segmentation, which is optimal here.
 */

/** A run of the text in one mode ("Modes"): digits, the 45-character alphanumeric set, or bytes. */
export type Segment =
  | { mode: 'numeric'; data: string }
  | { mode: 'alphanumeric'; data: string }
  | { mode: 'byte'; data: Uint8Array };

/** A symbol: `modules[row * size + column]` is 1 for a dark module, 0 for a light one. */
export interface QrSymbol {
  version: number;
  size: number;
  mask: number;
  modules: Uint8Array;
}

const NUMERIC = 0;
const ALPHANUMERIC = 1;
const BYTE = 2;
type Mode = typeof NUMERIC | typeof ALPHANUMERIC | typeof BYTE;
const MODE_NAMES = ['numeric', 'alphanumeric', 'byte'] as const;

/** Mode indicators ("Data encodation", table of mode indicators). */
const MODE_INDICATOR = [0b0001, 0b0010, 0b0100];

/**
 * Character count indicator lengths ("Data encodation") for versions 1–9, 10–26 and 27–40: the
 * three version groups within which the bit length of a segment list does not change.
 */
const COUNT_BITS = [
  [10, 9, 8],
  [12, 11, 16],
  [14, 13, 16],
];
const GROUP_VERSIONS = [
  [1, 9],
  [10, 26],
  [27, 40],
] as const;
const groupOf = (version: number): number => (version < 10 ? 0 : version < 27 ? 1 : 2);

/**
 * Error correction codewords per block and number of blocks at level M ("Error correction", the
 * table of error correction characteristics).
 */
const EC_PER_BLOCK = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const BLOCKS = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
  31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];

/** Codewords of a symbol ("Symbol versions and sizes"): its modules less the function patterns, over 8. */
function totalCodewords(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    modules -= (25 * align - 10) * align - 55;
    if (version >= 7) modules -= 36;
  }
  return modules >> 3;
}

const dataCodewords = (version: number): number =>
  totalCodewords(version) - (EC_PER_BLOCK[version] as number) * (BLOCKS[version] as number);

const ALPHANUMERIC_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
/** Value of each ASCII code in the alphanumeric set ("Alphanumeric mode"), -1 outside it. */
const ALPHANUMERIC_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHANUMERIC_CHARS.length; i++) ALPHANUMERIC_VALUE[ALPHANUMERIC_CHARS.charCodeAt(i)] = i;

/** Bits of `count` characters in a mode, without the header ("Numeric", "Alphanumeric", "Byte mode"). */
function dataBits(mode: Mode, count: number): number {
  if (mode === NUMERIC) return 10 * Math.floor(count / 3) + [0, 4, 7][count % 3]!;
  if (mode === ALPHANUMERIC) return 11 * (count >> 1) + 6 * (count & 1);
  return 8 * count;
}

const segmentMode = (segment: Segment): Mode =>
  segment.mode === 'numeric' ? NUMERIC : segment.mode === 'alphanumeric' ? ALPHANUMERIC : BYTE;

/** Bit length of the segments in a symbol of the version: headers and data, no terminator. */
export function segmentsBitLength(segments: readonly Segment[], version: number): number {
  const counts = COUNT_BITS[groupOf(version)]!;
  let bits = 0;
  for (const segment of segments) {
    const mode = segmentMode(segment);
    bits += 4 + counts[mode]! + dataBits(mode, segment.data.length);
  }
  return bits;
}

/** The smallest version whose data capacity holds the segments, or 0 if none does. */
function smallestVersion(segments: readonly Segment[]): number {
  for (let version = 1; version <= 40; version++) {
    if (segmentsBitLength(segments, version) <= dataCodewords(version) * 8) return version;
  }
  return 0;
}

const tooLong = (bits: number): Error =>
  new Error(
    `QR code: the text needs ${bits} bits of data, over the ${dataCodewords(40) * 8} a version 40 ` +
      'symbol holds at error correction level M',
  );

/**
 * Segments the text with the fewest bits (what the standard's annex "Optimization of bit stream
 * length" approaches by rules of thumb, done exactly by dynamic programming) and picks the
 * smallest version that holds them. The count indicator lengths change with the version group, so
 * each group is tried in turn, smallest first. The BR Code is printable ASCII; anything else goes
 * in byte mode as UTF-8, which is what readers assume without an ECI.
 */
export function segmentText(text: string): { segments: Segment[]; version: number } {
  const { modes, bytes, starts } = characters(text);
  let bits = 0;
  for (let group = 0; group < 3; group++) {
    const chosen = optimalModes(modes, bytes, COUNT_BITS[group]!);
    const segments = toSegments(text, chosen, starts);
    const [from, to] = GROUP_VERSIONS[group]!;
    bits = segmentsBitLength(segments, from);
    for (let version: number = from; version <= to; version++) {
      if (bits <= dataCodewords(version) * 8) return { segments, version };
    }
  }
  throw tooLong(bits);
}

/**
 * Per code point: the cheapest mode it may take (0 numeric, 1 alphanumeric, 2 byte only), its
 * UTF-8 length, and where it starts in the string.
 */
function characters(text: string): { modes: Uint8Array; bytes: Uint8Array; starts: Uint32Array } {
  const modes = new Uint8Array(text.length);
  const bytes = new Uint8Array(text.length);
  const starts = new Uint32Array(text.length + 1);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    starts[n] = i;
    if (code < 128) {
      const value = ALPHANUMERIC_VALUE[code]!;
      modes[n] = value < 0 ? BYTE : value < 10 ? NUMERIC : ALPHANUMERIC;
      bytes[n] = 1;
    } else {
      modes[n] = BYTE;
      const next = text.charCodeAt(i + 1);
      if (code >= 0xd800 && code < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
        bytes[n] = 4;
        i++;
      } else {
        // A lone surrogate becomes U+FFFD (3 bytes), as TextEncoder writes it.
        bytes[n] = code < 0x800 ? 2 : 3;
      }
    }
    n++;
  }
  starts[n] = text.length;
  return { modes: modes.subarray(0, n), bytes: bytes.subarray(0, n), starts: starts.subarray(0, n + 1) };
}

/**
 * The mode of each code point that minimises the total bit length, for one version group's count
 * indicator lengths. Costs are in sixths of a bit so a digit (10/3 bits) and an alphanumeric
 * character (11/2 bits) are whole; a segment's cost is rounded up to whole bits when it ends,
 * which is exactly its length ("Numeric mode", "Alphanumeric mode"), so the minimum found is
 * the true minimum.
 */
function optimalModes(modes: Uint8Array, bytes: Uint8Array, countBits: number[]): Uint8Array {
  const n = modes.length;
  const head = [(4 + countBits[0]!) * 6, (4 + countBits[1]!) * 6, (4 + countBits[2]!) * 6];
  // c0, c1, c2: the cheapest cost of the text so far that ends in an open numeric, alphanumeric
  // or byte segment; from[i * 3 + m]: the mode of character i on the cheapest path to state m.
  const from = new Uint8Array(n * 3);
  let c0 = head[0]!;
  let c1 = head[1]!;
  let c2 = head[2]!;
  for (let i = 0; i < n; i++) {
    const cheapest = modes[i]!;
    const e0 = cheapest === NUMERIC ? c0 + 20 : Infinity;
    const e1 = cheapest <= ALPHANUMERIC ? c1 + 33 : Infinity;
    const e2 = c2 + bytes[i]! * 48;
    // Ending a segment after this character: its cost rounded up to whole bits.
    const end0 = Math.ceil(e0 / 6) * 6;
    const end1 = Math.ceil(e1 / 6) * 6;
    const end2 = e2;
    c0 = e0;
    c1 = e1;
    c2 = e2;
    let f0: Mode = NUMERIC;
    let f1: Mode = ALPHANUMERIC;
    let f2: Mode = BYTE;
    // Switching to a new (empty) segment of another mode.
    if (end1 + head[0]! < c0) [c0, f0] = [end1 + head[0]!, ALPHANUMERIC];
    if (end2 + head[0]! < c0) [c0, f0] = [end2 + head[0]!, BYTE];
    if (end0 + head[1]! < c1) [c1, f1] = [end0 + head[1]!, NUMERIC];
    if (end2 + head[1]! < c1) [c1, f1] = [end2 + head[1]!, BYTE];
    if (end0 + head[2]! < c2) [c2, f2] = [end0 + head[2]!, NUMERIC];
    if (end1 + head[2]! < c2) [c2, f2] = [end1 + head[2]!, ALPHANUMERIC];
    from[i * 3] = f0;
    from[i * 3 + 1] = f1;
    from[i * 3 + 2] = f2;
  }
  const final = [Math.ceil(c0 / 6), Math.ceil(c1 / 6), c2 / 6];
  let state = final[0]! <= final[1]! ? (final[0]! <= final[2]! ? 0 : 2) : final[1]! <= final[2]! ? 1 : 2;
  const chosen = new Uint8Array(n);
  for (let i = n - 1; i >= 0; i--) {
    state = from[i * 3 + state]!;
    chosen[i] = state;
  }
  return chosen;
}

function toSegments(text: string, chosen: Uint8Array, starts: Uint32Array): Segment[] {
  const segments: Segment[] = [];
  let first = 0;
  for (let i = 1; i <= chosen.length; i++) {
    if (i < chosen.length && chosen[i] === chosen[first]) continue;
    const data = text.slice(starts[first], starts[i]);
    const mode = chosen[first]!;
    segments.push(
      mode === BYTE
        ? { mode: 'byte', data: encoder.encode(data) }
        : { mode: MODE_NAMES[mode] as 'numeric' | 'alphanumeric', data },
    );
    first = i;
  }
  return segments;
}

const encoder = new TextEncoder();

/** The symbol of a text: optimal segments, smallest version, best mask. */
export function encodeText(text: string): QrSymbol {
  // A BR Code is never empty: an empty string is a caller's bug, not a symbol to draw.
  if (text === '') throw new Error('QR code: no text to encode');
  const { segments, version } = segmentText(text);
  return encodeSegmentsAt(segments, version);
}

/**
 * The symbol of given segments in the smallest version that holds them: with the segments the
 * `qrcode` library chose, the same symbol as the library's.
 */
export function encodeSegments(segments: readonly Segment[]): QrSymbol {
  const version = smallestVersion(segments);
  if (version === 0) throw tooLong(segmentsBitLength(segments, 40));
  return encodeSegmentsAt(segments, version);
}

function encodeSegmentsAt(segments: readonly Segment[], version: number): QrSymbol {
  const codewords = interleave(dataCodewordsOf(segments, version), version);
  const layout = layoutOf(version);
  const base = layout.template.slice();
  const order = layout.order;
  // Data modules are light in the template, so each takes its bit; no branch on noisy data.
  for (let i = 0; i < codewords.length; i++) {
    const byte = codewords[i]!;
    for (let bit = 0; bit < 8; bit++) base[order[i * 8 + bit]!] = (byte >> (7 - bit)) & 1;
  }
  const mask = bestMask(base, layout);
  return { version, size: layout.size, mask, modules: applyMask(base, layout, mask) };
}

/**
 * The data codewords ("Terminator", "Bit stream to codeword conversion"): each segment's mode
 * indicator, character count and data, the terminator (up to four zero bits), zero bits to a byte
 * boundary, then the pad codewords 11101100 and 00010001 in turn up to the version's capacity.
 */
function dataCodewordsOf(segments: readonly Segment[], version: number): Uint8Array {
  const capacity = dataCodewords(version);
  const out = new Uint8Array(capacity);
  const counts = COUNT_BITS[groupOf(version)]!;
  let position = 0;
  const put = (value: number, length: number): void => {
    for (let bit = length - 1; bit >= 0; bit--, position++) {
      if ((value >>> bit) & 1) out[position >> 3]! |= 0x80 >> (position & 7);
    }
  };
  for (const segment of segments) {
    const mode = segmentMode(segment);
    const count = segment.data.length;
    if (count >= 1 << counts[mode]!)
      throw new Error(`QR code: a ${segment.mode} segment of ${count} is too long`);
    put(MODE_INDICATOR[mode]!, 4);
    put(count, counts[mode]!);
    if (segment.mode === 'byte') {
      for (const byte of segment.data) put(byte, 8);
    } else if (segment.mode === 'numeric') {
      const digits = segment.data;
      if (!/^[0-9]*$/.test(digits)) throw new Error('QR code: a numeric segment holds a non-digit');
      for (let i = 0; i < count; i += 3) {
        const group = digits.slice(i, i + 3);
        put(Number(group), group.length * 3 + 1);
      }
    } else {
      const text = segment.data;
      for (let i = 0; i < count; i += 2) {
        const first = alphanumericValue(text, i);
        if (i + 1 < count) put(first * 45 + alphanumericValue(text, i + 1), 11);
        else put(first, 6);
      }
    }
  }
  if (position > capacity * 8) throw tooLong(position);
  position = Math.min(position + 4, capacity * 8);
  position = (position + 7) & ~7;
  for (let i = position >> 3, pad = 0xec; i < capacity; i++, pad ^= 0xec ^ 0x11) out[i] = pad;
  return out;
}

function alphanumericValue(text: string, index: number): number {
  const code = text.charCodeAt(index);
  const value = code < 128 ? ALPHANUMERIC_VALUE[code]! : -1;
  if (value < 0) throw new Error('QR code: an alphanumeric segment holds a character outside its set');
  return value;
}

// --- Error correction ----------------------------------------------------------------------------

/**
 * GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1 ("Generating the error correction
 * codewords"): exponentials and logarithms.
 */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;

/**
 * Logarithms of the generator polynomial's coefficients (annex "Error correction generator
 * polynomials"), highest degree first
 * without the leading 1: (x − α⁰)(x − α¹)…(x − α^(degree−1)). Every coefficient is non-zero.
 */
const generators = new Map<number, Uint8Array>();
function generatorLogs(degree: number): Uint8Array {
  let logs = generators.get(degree);
  if (logs) return logs;
  const poly = new Uint8Array(degree + 1);
  poly[0] = 1;
  for (let root = 0; root < degree; root++) {
    // Multiply by (x + α^root): poly[k] is the coefficient of x^k, updated from the highest
    // down so each reads its lower neighbour's old value.
    for (let j = root + 1; j >= 1; j--) {
      const term = poly[j]! === 0 ? 0 : EXP[LOG[poly[j]!]! + root]!;
      poly[j] = poly[j - 1]! ^ term;
    }
    poly[0] = poly[0] === 0 ? 0 : EXP[LOG[poly[0]]! + root]!;
  }
  logs = new Uint8Array(degree);
  for (let i = 0; i < degree; i++) logs[i] = LOG[poly[degree - 1 - i]!]!;
  generators.set(degree, logs);
  return logs;
}

/** The remainder of data·x^degree divided by the generator: the block's error correction codewords. */
function remainder(data: Uint8Array, degree: number): Uint8Array {
  const logs = generatorLogs(degree);
  const result = new Uint8Array(degree);
  const last = degree - 1;
  for (let d = 0; d < data.length; d++) {
    const factor = data[d]! ^ result[0]!;
    // Shift by one and add factor × generator in one pass: a copyWithin per codeword cost more.
    if (factor === 0) {
      for (let i = 0; i < last; i++) result[i] = result[i + 1]!;
      result[last] = 0;
      continue;
    }
    const logFactor = LOG[factor]!;
    for (let i = 0; i < last; i++) result[i] = result[i + 1]! ^ EXP[logs[i]! + logFactor]!;
    result[last] = EXP[logs[last]! + logFactor]!;
  }
  return result;
}

/**
 * Splits the data into the version's blocks (shorter blocks first), computes each block's error
 * correction, then interleaves data codewords, then error correction codewords, block by block
 * ("Constructing the final message codeword sequence").
 */
function interleave(data: Uint8Array, version: number): Uint8Array {
  const blocks = BLOCKS[version]!;
  const ecLength = EC_PER_BLOCK[version]!;
  const total = totalCodewords(version);
  const longBlocks = total % blocks;
  const shortData = Math.floor(total / blocks) - ecLength;
  const out = new Uint8Array(total);
  const dataTotal = data.length;
  let offset = 0;
  for (let b = 0; b < blocks; b++) {
    const length = shortData + (b >= blocks - longBlocks ? 1 : 0);
    const block = data.subarray(offset, offset + length);
    for (let i = 0; i < length; i++) {
      // The last codeword of a long block comes after the short blocks' last ones.
      const at = i < shortData ? i * blocks + b : shortData * blocks + (b - (blocks - longBlocks));
      out[at] = block[i]!;
    }
    const ec = remainder(block, ecLength);
    for (let i = 0; i < ecLength; i++) out[dataTotal + i * blocks + b] = ec[i]!;
    offset += length;
  }
  return out;
}

// --- Function patterns, placement and masks -----------------------------

/** What a symbol of one version is made of before its data, computed once per version. */
interface Layout {
  size: number;
  /** Function patterns and version information; data, remainder and format modules light. */
  template: Uint8Array;
  /** Module index of each data bit in placement order, remainder bits included. */
  order: Uint16Array;
  /** Bit k set where mask k inverts a module: data and remainder modules only. */
  masks: Uint8Array;
  /** Module indices of format information bit i: `format[2i]` and `format[2i + 1]`. */
  format: Uint16Array;
  /** 32-bit words per row or column when packed a bit per module, module j at bit j % 32. */
  words: number;
  /**
   * Per mask, packed rows then packed columns of what the mask changes on the template: its
   * pattern on data modules and its format information (light in the template, so XOR sets it).
   */
  packedMasks: Int32Array[];
}

const layouts = new Map<number, Layout>();

function layoutOf(version: number): Layout {
  let layout = layouts.get(version);
  if (!layout) {
    layout = buildLayout(version);
    layouts.set(version, layout);
  }
  return layout;
}

function buildLayout(version: number): Layout {
  const size = version * 4 + 17;
  const template = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = (row: number, column: number, dark: boolean): void => {
    template[row * size + column] = dark ? 1 : 0;
    reserved[row * size + column] = 1;
  };

  // Finder patterns with their separators ("Finder pattern", "Separator"), clipped at the edge.
  for (const [top, left] of [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ] as const) {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const row = top + r;
        const column = left + c;
        if (row < 0 || row >= size || column < 0 || column >= size) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(row, column, ring !== 2 && ring !== 4);
      }
    }
  }
  // Timing patterns ("Timing pattern").
  for (let i = 8; i < size - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  // Alignment patterns ("Alignment patterns"), all but the three the finder patterns occupy.
  const centres = alignmentCentres(version);
  for (let i = 0; i < centres.length; i++) {
    for (let j = 0; j < centres.length; j++) {
      const last = centres.length - 1;
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      for (let r = -2; r <= 2; r++) {
        for (let c = -2; c <= 2; c++) {
          set(centres[i]! + r, centres[j]! + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
        }
      }
    }
  }
  // Format information ("Format information"): both copies, 15 bits each, bit 0 least significant; the dark
  // module beside the lower copy is always dark.
  const format = new Uint16Array(30);
  for (let i = 0; i < 15; i++) {
    const vertical = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    const horizontal = i < 8 ? size - 1 - i : i === 8 ? 7 : 14 - i;
    format[2 * i] = vertical * size + 8;
    format[2 * i + 1] = 8 * size + horizontal;
    set(vertical, 8, false);
    set(8, horizontal, false);
  }
  set(size - 8, 8, true);
  // Version information from version 7 ("Version information"): 6 × 3 modules beside each of two finders.
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >> i) & 1) === 1;
      const a = Math.floor(i / 3);
      const b = (i % 3) + size - 11;
      set(a, b, dark);
      set(b, a, dark);
    }
  }

  // Placement ("Symbol character placement"): two-module columns from the right, upwards then
  // downwards, skipping the vertical timing pattern's column.
  const order = new Uint16Array(size * size);
  let count = 0;
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let c = 0; c < 2; c++) {
        const index = row * size + right - c;
        if (!reserved[index]) order[count++] = index;
      }
    }
    upward = !upward;
  }

  // Data mask patterns ("Data masking"), i the row and j the column: all repeat every 12 rows
  // and columns, so the conditions are evaluated on a 12 × 12 tile, bit k for mask k.
  const tile = new Uint8Array(144);
  for (let i = 0; i < 12; i++) {
    for (let j = 0; j < 12; j++) {
      const conditions = [
        (i + j) % 2 === 0,
        i % 2 === 0,
        j % 3 === 0,
        (i + j) % 3 === 0,
        (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
        ((i * j) % 2) + ((i * j) % 3) === 0,
        (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
        (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
      ];
      for (let k = 0; k < 8; k++) if (conditions[k]) tile[i * 12 + j]! |= 1 << k;
    }
  }
  const masks = new Uint8Array(size * size);
  for (let row = 0, index = 0; row < size; row++) {
    const tileRow = (row % 12) * 12;
    for (let column = 0; column < size; column++, index++) {
      if (!reserved[index]) masks[index] = tile[tileRow + (column % 12)]!;
    }
  }
  const words = (size + 31) >> 5;
  const packedMasks = FORMAT_BITS.map((bits, mask) => {
    const changes = new Uint8Array(size * size);
    for (let index = 0; index < size * size; index++) changes[index] = (masks[index]! >> mask) & 1;
    for (let i = 0; i < 15; i++) {
      changes[format[2 * i]!] = (bits >> i) & 1;
      changes[format[2 * i + 1]!] = (bits >> i) & 1;
    }
    const packed = new Int32Array(2 * size * words);
    pack(changes, size, words, packed);
    return packed;
  });
  return { size, template, order: order.subarray(0, count), masks, format, words, packedMasks };
}

/** Row and column coordinates of alignment pattern centres (annex "Position of alignment patterns"). */
function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let position = version * 4 + 10; centres.length < count; position -= step)
    centres.splice(1, 0, position);
  return centres;
}

/** BCH(15,5) of the level and mask, XORed with 101010000010010 ("Format information"); M is 00. */
const FORMAT_BITS = Array.from({ length: 8 }, (_, mask) => {
  let remainderBits = mask << 10;
  for (let bit = 14; bit >= 10; bit--) if ((remainderBits >> bit) & 1) remainderBits ^= 0x537 << (bit - 10);
  return ((mask << 10) | remainderBits) ^ 0x5412;
});

/** BCH(18,6) of the version ("Version information"). */
function versionBits(version: number): number {
  let remainderBits = version << 12;
  for (let bit = 17; bit >= 12; bit--) if ((remainderBits >> bit) & 1) remainderBits ^= 0x1f25 << (bit - 12);
  return (version << 12) | remainderBits;
}

/** The base XOR the mask, with that mask's format information. */
function applyMask(base: Uint8Array, layout: Layout, mask: number): Uint8Array {
  const { size, format, masks } = layout;
  const out = new Uint8Array(size * size);
  for (let i = 0; i < out.length; i++) out[i] = base[i]! ^ ((masks[i]! >> mask) & 1);
  const bits = FORMAT_BITS[mask]!;
  for (let i = 0; i < 15; i++) {
    const dark = (bits >> i) & 1;
    out[format[2 * i]!] = dark;
    out[format[2 * i + 1]!] = dark;
  }
  return out;
}

/** Packs a matrix a bit per module: rows into `out`, then columns after them. */
function pack(m: Uint8Array, size: number, words: number, out: Int32Array): void {
  out.fill(0);
  const columns = size * words;
  for (let row = 0, index = 0; row < size; row++) {
    const rowWord = row * words;
    const rowBit = row & 31;
    const columnWord = columns + (row >> 5);
    for (let column = 0; column < size; column++, index++) {
      const v = m[index]!;
      out[rowWord + (column >> 5)]! |= v << (column & 31);
      out[columnWord + column * words]! |= v << rowBit;
    }
  }
}

let packedBase = new Int32Array(0);
let packedSymbol = new Int32Array(0);

/**
 * The mask with the lowest penalty ("Evaluation of data masking results"), the lowest-numbered on
 * a tie. Scored as the `qrcode` library (and Kazuhiko Arase's encoder it derives from) scores, so
 * a symbol is the library's own: N1 3 + (run − 5) per run of five or more same-colour modules in a
 * row or column; N2 3 per 2 × 2 same-colour block, overlapping blocks counted; N3 40 per 1:1:3:1:1
 * pattern with four light modules on one side, inside the symbol only (the quiet zone is not
 * looked at); N4 10 × |⌈dark % / 5⌉ − 10|, which already costs 10 at 50.1 % dark where the
 * standard's steps of 5 % would not. Any mask gives a valid symbol; the rules only pick one that
 * reads easily.
 *
 * Scored 32 modules at a time: the symbol is packed a bit per module once, by rows and by columns,
 * and each mask is a XOR of packed words. Scoring module by module cost three times more, most of
 * it in mispredicted branches: masked data is noise.
 */
function bestMask(base: Uint8Array, layout: Layout): number {
  const { size, words, packedMasks } = layout;
  const length = 2 * size * words;
  if (packedBase.length !== length) {
    packedBase = new Int32Array(length);
    packedSymbol = new Int32Array(length);
  }
  pack(base, size, words, packedBase);
  let best = 0;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const changes = packedMasks[mask]!;
    for (let i = 0; i < length; i++) packedSymbol[i] = packedBase[i]! ^ changes[i]!;
    const score = penalty(packedSymbol, size, words, lowest);
    if (score < lowest) {
      lowest = score;
      best = mask;
    }
  }
  return best;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Bits of word k set for positions 32k + b below `limit`. */
function below(k: number, limit: number): number {
  const bits = limit - 32 * k;
  return bits >= 32 ? -1 : bits <= 0 ? 0 : (1 << bits) - 1;
}

/**
 * Penalty of a packed symbol: rows (N1, N3, N2 against the row below, dark count), then columns
 * (N1, N3). Returns early, with a value at least `limit`, once it cannot beat it.
 */
function penalty(packed: Int32Array, size: number, words: number, limit: number): number {
  let score = 0;
  let blocks = 0;
  let dark = 0;
  for (let row = 0; row < size; row++) {
    const at = row * words;
    score += line(packed, at, words, size);
    for (let k = 0; k < words; k++) dark += popcount(packed[at + k]!);
    if (row === size - 1) break;
    // Blocks at i: modules i and i + 1 alike in this row, and each alike with the one below.
    for (let k = 0; k < words; k++) {
      const a = packed[at + k]!;
      const b = packed[at + words + k]!;
      const last = k + 1 === words;
      const a1 = (a >>> 1) | (last ? 0 : packed[at + k + 1]! << 31);
      const b1 = (b >>> 1) | (last ? 0 : packed[at + words + k + 1]! << 31);
      const block = ~(a ^ b) & ~(a1 ^ b1) & ~(a ^ a1) & below(k, size - 1);
      if (block !== 0) blocks += popcount(block);
    }
  }
  score += blocks * 3 + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
  if (score >= limit) return score;
  for (let column = 0; column < size; column++) score += line(packed, (size + column) * words, words, size);
  return score;
}

/**
 * N1 and N3 points of one packed row or column of `size` modules from word `at`. With s[j] the
 * line shifted by j (bit i is module i + j): five alike from i gives a window of N1, and a window
 * that starts a run of them 2 more (a run of n ≥ 5 has n − 4 windows: 3 + (n − 5) points); the two
 * 11-module N3 patterns are a conjunction of the 11 shifts.
 */
function line(packed: Int32Array, at: number, words: number, size: number): number {
  let score = 0;
  let previous = 0;
  for (let k = 0; k < words; k++) {
    const word = packed[at + k]!;
    const next = k + 1 < words ? packed[at + k + 1]! : 0;
    const s1 = (word >>> 1) | (next << 31);
    const s2 = (word >>> 2) | (next << 30);
    const s3 = (word >>> 3) | (next << 29);
    const s4 = (word >>> 4) | (next << 28);
    const five = ((word & s1 & s2 & s3 & s4) | ~(word | s1 | s2 | s3 | s4)) & below(k, size - 4);
    if (five !== 0) {
      const starts = five & ~((five << 1) | (previous >>> 31));
      score += popcount(five) + 2 * popcount(starts);
    }
    previous = five;
    const s5 = (word >>> 5) | (next << 27);
    const s6 = (word >>> 6) | (next << 26);
    const s7 = (word >>> 7) | (next << 25);
    const s8 = (word >>> 8) | (next << 24);
    const s9 = (word >>> 9) | (next << 23);
    const s10 = (word >>> 10) | (next << 22);
    // Dark, light, dark × 3, light, dark, then four light; or four light first. Disjoint: the
    // first module is dark in one, light in the other.
    const after = word & ~s1 & s2 & s3 & s4 & ~s5 & s6 & ~(s7 | s8 | s9 | s10);
    const before = ~(word | s1 | s2 | s3) & s4 & ~s5 & s6 & s7 & s8 & ~s9 & s10;
    const patterns = (after | before) & below(k, size - 10);
    if (patterns !== 0) score += 40 * popcount(patterns);
  }
  return score;
}
