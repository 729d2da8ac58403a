import * as fc from 'fast-check';
import { constants, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateQrRows, huffmanLengths, MARGIN, SCALE } from '../../lib/pix/qr-deflate.js';
import { encodeText } from '../../lib/pix/qr-encoder.js';
import { brCodesOfEveryLength } from '../support/qr-inputs.js';

/**
 * The PNG scanlines of a symbol, laid out pixel by pixel: a pixel per bit (0 dark), MARGIN light
 * modules around, SCALE pixels a module, the row's last bits light; the first pixel row of each
 * module row filtered None, the others Up (all zeros), as `deflateQrRows` describes them.
 */
function scanlines(modules: Uint8Array, size: number): Buffer {
  const width = (size + 2 * MARGIN) * SCALE;
  const bytes = Math.ceil(width / 8);
  const rows = Buffer.alloc((bytes + 1) * width);
  for (let y = 0; y < width; y++) {
    const row = Math.floor(y / SCALE) - MARGIN;
    const up = y % SCALE !== 0;
    rows[y * (bytes + 1)] = up ? 2 : 0;
    if (up) continue;
    for (let x = 0; x < bytes * 8; x++) {
      const column = Math.floor(x / SCALE) - MARGIN;
      const dark =
        row >= 0 && row < size && column >= 0 && column < size && modules[row * size + column] === 1;
      if (!dark) rows[y * (bytes + 1) + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return rows;
}

/** Every symbol size, versions 1–40. */
const sizes = Array.from({ length: 40 }, (_, i) => 21 + 4 * i);

describe('deflateQrRows', () => {
  it('inflates (zlib, Adler-32 checked) to exactly the scanlines, for every symbol size', () => {
    for (const size of sizes) {
      const patterns: Uint8Array[] = [
        Uint8Array.from({ length: size * size }, () => (Math.random() < 0.5 ? 1 : 0)),
        new Uint8Array(size * size), // all light: rows repeat, long matches
        new Uint8Array(size * size).fill(1), // all dark
        Uint8Array.from({ length: size * size }, (_, i) => (Math.floor(i / size) % 2 === 0 ? 1 : i % 2)),
      ];
      for (const modules of patterns) {
        expect(
          inflateSync(deflateQrRows(modules, size)).equals(scanlines(modules, size)),
          `size ${size}`,
        ).toBe(true);
      }
    }
  });

  it('compresses about as well as zlib at its best, for BR Codes of every length', () => {
    for (const code of brCodesOfEveryLength()) {
      const { size, modules } = encodeText(code);
      const rows = scanlines(modules, size);
      const ours = deflateQrRows(modules, size).length;
      // Smaller than zlib's run-length strategy (what the image used before), and within a few
      // percent of its full search: it finds no more than the module row above to repeat.
      expect(ours, code).toBeLessThan(deflateSync(rows, { level: 9, strategy: constants.Z_RLE }).length);
      expect(ours, code).toBeLessThan(deflateSync(rows, { level: 9 }).length * 1.05);
    }
  });
});

describe('huffmanLengths', () => {
  it('is a complete prefix code within the limit, for any frequencies', () => {
    fc.assert(
      fc.property(
        // The two codes deflate builds: code lengths (19 symbols, ≤ 7 bits), literals (≤ 15 bits).
        fc.oneof(
          fc.tuple(fc.array(fc.oneof(fc.constant(0), fc.nat(1_000_000)), { maxLength: 19 }), fc.constant(7)),
          fc.tuple(
            fc.array(fc.oneof(fc.constant(0), fc.nat(1_000_000)), { maxLength: 286 }),
            fc.constant(15),
          ),
        ),
        ([frequencies, limit]) => {
          const lengths = huffmanLengths(frequencies, limit);
          // Kraft: a complete code sums to exactly 1 (zlib refuses an incomplete one).
          const kraft = lengths.reduce((sum, length) => sum + (length > 0 ? 2 ** -length : 0), 0);
          expect(kraft).toBe(1);
          expect(Math.max(...lengths)).toBeLessThanOrEqual(limit);
          // Every symbol that occurs has a code.
          frequencies.forEach((frequency, symbol) => {
            if (frequency > 0) expect(lengths[symbol]).toBeGreaterThan(0);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
