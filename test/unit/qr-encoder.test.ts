import * as fc from 'fast-check';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  encodeSegments,
  encodeText,
  type Segment,
  segmentsBitLength,
  segmentText,
} from '../../lib/pix/qr-encoder.js';
import { brCodesOfEveryLength, mixedText, printableAscii } from '../support/qr-inputs.js';

/** The library's symbol at level M, and its segments in this encoder's terms. */
function library(text: string): { version: number; modules: Uint8Array; segments: Segment[] } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const segments = qr.segments.map((segment): Segment => {
    switch (segment.mode.id) {
      case 'Numeric':
        return { mode: 'numeric', data: segment.data as string };
      case 'Alphanumeric':
        return { mode: 'alphanumeric', data: segment.data as string };
      case 'Byte':
        return { mode: 'byte', data: segment.data as Uint8Array };
      default:
        throw new Error(`unexpected ${segment.mode.id} segment`);
    }
  });
  return { version: qr.version, modules: qr.modules.data, segments };
}

/** The bytes a reader returns for the segments, concatenated. */
const segmentBytes = (segments: readonly Segment[]): Buffer =>
  Buffer.concat(segments.map((s) => (s.mode === 'byte' ? s.data : Buffer.from(s.data, 'latin1'))));

/**
 * Inputs that reach every version 1–40 at level M: payloads from both ends of each mode's range,
 * ASCII that mixes modes, and long runs of digits and of the alphanumeric set.
 */
function inputsOfEveryVersion(): string[] {
  const inputs = [...brCodesOfEveryLength()];
  for (let length = 1; length <= 2331; length += length < 300 ? 7 : 61)
    inputs.push(printableAscii(length, length));
  inputs.push(printableAscii(2331, 1));
  for (let length = 1; length <= 5596; length += 211)
    inputs.push('31415926535897932384626433'.repeat(216).slice(0, length));
  for (let length = 1; length <= 3391; length += 173)
    inputs.push('HTTPS://PIX.EXEMPLO.COM.BR/QR/V2/'.repeat(103).slice(0, length));
  for (let length = 1; length <= 700; length += 29)
    inputs.push([...'açaí€😀 Pedido 12345 '.repeat(40)].slice(0, length).join(''));
  return inputs;
}

describe('the QR encoder, against the qrcode library', () => {
  it('given the same segments, draws the same symbol bit for bit, in every version', () => {
    const versions = new Set<number>();
    for (const text of inputsOfEveryVersion()) {
      const expected = library(text);
      const symbol = encodeSegments(expected.segments);
      versions.add(symbol.version);
      expect(symbol.version, text).toBe(expected.version);
      expect(symbol.size).toBe(expected.version * 4 + 17);
      // toEqual on typed arrays reports the first differing index, not 30,000 lines.
      expect(Buffer.from(symbol.modules).equals(Buffer.from(expected.modules)), text).toBe(true);
    }
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('given the same segments, draws the same symbol for any mix of digits, letters and Unicode', () => {
    fc.assert(
      fc.property(mixedText(400), (text) => {
        const expected = library(text);
        const symbol = encodeSegments(expected.segments);
        expect(symbol.version).toBe(expected.version);
        expect(Buffer.from(symbol.modules).equals(Buffer.from(expected.modules))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('segments every text into its exact UTF-8 bytes, never in more bits or a larger version than the library', () => {
    const check = (text: string): void => {
      const expected = library(text);
      const { segments, version } = segmentText(text);
      expect(segmentBytes(segments).equals(Buffer.from(text, 'utf8')), text).toBe(true);
      expect(version, text).toBeLessThanOrEqual(expected.version);
      expect(segmentsBitLength(segments, version), text).toBeLessThanOrEqual(
        segmentsBitLength(expected.segments, expected.version),
      );
      // encodeText draws what segmentText chose.
      expect(encodeText(text).version).toBe(version);
    };
    for (const text of inputsOfEveryVersion()) check(text);
    fc.assert(fc.property(mixedText(400), check), { numRuns: 300 });
  });

  it('switches mode exactly where the bits saved exceed the new segment header', () => {
    // In versions 1–9 a byte segment's header is 4 + 8 bits, a numeric one's 4 + 10. Five digits
    // inside bytes: 4 + 8 + 7 × 8 = 68 bits, against 20 + (14 + 17) + 20 = 71 split three ways.
    expect(segmentText('a12345a').segments.map((s) => s.mode)).toEqual(['byte']);
    expect(segmentsBitLength(segmentText('a12345a').segments, 1)).toBe(68);
    // Six: 4 + 8 + 8 × 8 = 76 bits in one byte segment, 20 + (14 + 20) + 20 = 74 split.
    const { segments } = segmentText('a123456a');
    expect(segments.map((s) => s.mode)).toEqual(['byte', 'numeric', 'byte']);
    expect(segmentsBitLength(segments, 1)).toBe(74);
    // Alphanumeric pays over bytes from the first character when the whole text fits it.
    expect(segmentText('PIX').segments.map((s) => s.mode)).toEqual(['alphanumeric']);
  });
});

describe('the QR encoder, on input no symbol holds', () => {
  it('throws a clear error past the capacity of version 40 at level M, and takes what fits', () => {
    expect(encodeText('a'.repeat(2331)).version).toBe(40);
    expect(() => encodeText('a'.repeat(2332))).toThrow(/version 40 symbol holds at error correction level M/);
    expect(encodeText('7'.repeat(5596)).version).toBe(40);
    expect(() => encodeText('7'.repeat(5597))).toThrow(/version 40/);
    expect(() => encodeSegments([{ mode: 'byte', data: new Uint8Array(2332) }])).toThrow(/version 40/);
  });

  it('refuses an empty text and segments whose characters their mode cannot carry', () => {
    expect(() => encodeText('')).toThrow(/no text/);
    expect(() => encodeSegments([{ mode: 'numeric', data: '12a' }])).toThrow(/numeric/);
    expect(() => encodeSegments([{ mode: 'alphanumeric', data: 'abc' }])).toThrow(/alphanumeric/);
  });
});
