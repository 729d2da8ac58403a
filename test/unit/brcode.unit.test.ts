import fc from 'fast-check';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { brCodeText, buildBrCode, crc16, foldToAscii, formatAmount } from '../../lib/domain/brcode.js';

/**
 * CRC16-CCITT-FALSE computed another way than the builder (a precomputed table over UTF-8 bytes),
 * so a shared mistake in the bit loop cannot make both agree.
 */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = (c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1) & 0xffff;
  return c;
});
function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8'))
    crc = ((crc << 8) & 0xffff) ^ (TABLE[((crc >> 8) ^ byte) & 0xff] as number);
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Reads the top-level TLV fields, checking every length on the way. */
function tlv(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    expect(code.slice(at + 2, at + 4)).toMatch(/^\d\d$/);
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  expect(at).toBe(code.length);
  return fields;
}

// Banco Central, Manual de Padrões para Iniciação do Pix: the static example without amount.
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// pix-utils' README: static code with amount and a description inside template 26.
const PIX_UTILS_EXAMPLE =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6';

describe('buildBrCode against published codes', () => {
  it('reproduces the Banco Central manual example (no amount, txid ***)', () => {
    expect(
      buildBrCode({
        pixKey: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
      }),
    ).toBe(BCB_EXAMPLE);
  });

  it("reproduces pix-utils' example (amount R$ 10,00 and a description)", () => {
    expect(
      buildBrCode({
        pixKey: 'thalesog@me.com',
        merchantName: 'THALES OGLIARI',
        merchantCity: 'SAO MIGUEL DO O',
        amountCents: 1000,
        txid: '***',
        description: 'Pedido 123',
      }),
    ).toBe(PIX_UTILS_EXAMPLE);
  });

  it('the published CRCs agree with the independent CRC', () => {
    for (const code of [BCB_EXAMPLE, PIX_UTILS_EXAMPLE]) {
      expect(referenceCrc(code.slice(0, -4))).toBe(code.slice(-4));
      expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
    }
  });
});

describe('BR Code text and amounts', () => {
  it('folds accented names and cities to ASCII and cuts them to 25 and 15 characters', () => {
    const code = buildBrCode({
      pixKey: '+5511987654321',
      merchantName: 'Padaria São João & Filhos Ltda.',
      merchantCity: 'São Miguel do Oeste',
      amountCents: 1990,
      txid: 'abc123',
    });
    const fields = tlv(code);
    expect(fields.get('59')).toBe('Padaria Sao Joao & Filhos');
    expect(fields.get('60')).toBe('Sao Miguel do O');
    expect(fields.get('54')).toBe('19.90');
    expect(code).toMatch(/^[\x20-\x7E]+$/);
  });

  it('folds ligatures, full-width forms and letters without a decomposition; drops what has no ASCII form', () => {
    expect(foldToAscii('Ｃａｆé ﬁno')).toBe('Cafe fino');
    expect(foldToAscii('Straße Ærø Łódź')).toBe('Strasse AEro Lodz');
    expect(foldToAscii('Loja 🍕\u00a0\tPizza  日本')).toBe('Loja Pizza');
    expect(foldToAscii('日本')).toBe('');
  });

  it('does not leave a trailing space where the cut falls after a word', () => {
    expect(brCodeText('Rio Grande da Serra', 11)).toBe('Rio Grande');
  });

  it('formats cents without floating point', () => {
    expect(formatAmount(1)).toBe('0.01');
    expect(formatAmount(10)).toBe('0.10');
    expect(formatAmount(100)).toBe('1.00');
    expect(formatAmount(1990)).toBe('19.90');
    // 0.29 * 100 is 28.999999999999996 in floating point; string arithmetic never goes there.
    expect(formatAmount(29)).toBe('0.29');
    expect(formatAmount(100_000_000)).toBe('1000000.00');
    expect(() => formatAmount(0)).toThrow(RangeError);
    expect(() => formatAmount(1.5)).toThrow(RangeError);
    expect(() => formatAmount(-100)).toThrow(RangeError);
  });

  it('refuses what would break the format instead of emitting a code a bank rejects', () => {
    const base = { pixKey: 'a@b.co', merchantName: 'Loja', merchantCity: 'Recife', txid: 'T1' };
    expect(() => buildBrCode({ ...base, txid: '' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'a'.repeat(26) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'with-dash' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, merchantName: '日本' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, merchantCity: '   ' })).toThrow(RangeError);
    // Template 26 holds the GUI (18) and the key field (4 + key): a key over 77 characters cannot fit.
    expect(buildBrCode({ ...base, pixKey: `${'a'.repeat(72)}@b.co` })).toContain(
      `0177${'a'.repeat(72)}@b.co`,
    );
    expect(() => buildBrCode({ ...base, pixKey: `${'a'.repeat(73)}@b.co` })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, pixKey: 'jo\u00e3o@b.co' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, amountCents: 10 ** 13 })).toThrow(RangeError);
    expect(buildBrCode({ ...base, amountCents: 999_999_999_999 })).toContain('54139999999999.99');
  });

  it('cuts the description to the room left in template 26', () => {
    const key = `${'k'.repeat(60)}@b.co`; // 65 characters: 99 - 18 - 69 - 4 = 8 left for the description
    const code = buildBrCode({
      pixKey: key,
      merchantName: 'Loja',
      merchantCity: 'Recife',
      txid: 'T1',
      description: 'Descrição longa do pedido',
    });
    expect(tlv(code).get('26')).toBe(`0014br.gov.bcb.pix0165${key}0208Descrica`);
  });
});

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const ACCENTED = [...'áàâãäéêíóôõöúüçÁÀÂÃÉÊÍÓÔÕÚÇñÑ'];
const textArb = (maxLength: number) =>
  fc
    .tuple(
      fc.constantFrom(...LETTERS),
      fc.string({ unit: fc.constantFrom(...LETTERS, ...ACCENTED, ' ', '-', '.', '&', "'"), maxLength }),
    )
    .map(([first, rest]) => first + rest);

const cpfArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((digits) => {
  const dv = (body: number[]) => {
    const sum = body.reduce((acc, d, i) => acc + d * (body.length + 1 - i), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const first = dv(digits);
  return [...digits, first, dv([...digits, first])].join('');
});

const keyArb = fc.oneof(
  fc.uuid(),
  fc.emailAddress().filter((email) => email.length <= 77),
  fc.stringMatching(/^\+55[1-9][0-9]9[0-9]{8}$/),
  cpfArb,
);

const txidArb = fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), fc.constant('***'));

describe('buildBrCode, property-based, with pix-utils as the oracle', () => {
  it('every generated code parses back to what was put in, with a valid CRC', () => {
    fc.assert(
      fc.property(
        keyArb,
        textArb(40),
        textArb(30),
        fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: undefined }),
        txidArb,
        fc.option(textArb(60), { nil: undefined }),
        (pixKey, merchantName, merchantCity, amountCents, txid, description) => {
          const code = buildBrCode({ pixKey, merchantName, merchantCity, amountCents, txid, description });

          expect(code).toMatch(/^[\x20-\x7E]+$/);
          expect(code.slice(-8, -4)).toBe('6304');
          expect(referenceCrc(code.slice(0, -4))).toBe(code.slice(-4));
          const fields = tlv(code);
          expect([...fields.keys()]).toEqual([
            '00',
            '26',
            '52',
            '53',
            ...(amountCents === undefined ? [] : ['54']),
            '58',
            '59',
            '60',
            '62',
            '63',
          ]);
          for (const value of fields.values()) expect(value.length).toBeLessThanOrEqual(99);
          if (amountCents !== undefined) expect(fields.get('54')).toBe((amountCents / 100).toFixed(2));

          const result = parsePix(code);
          if (hasError(result)) throw new Error(`pix-utils rejects ${code}: ${result.message}`);
          if (!isStaticPix(result)) throw new Error(`pix-utils reads ${code} as ${result.type}`);
          const parsed = result;
          expect(parsed.pixKey).toBe(pixKey);
          expect(parsed.merchantName).toBe(brCodeText(merchantName, 25));
          expect(parsed.merchantName.length).toBeLessThanOrEqual(25);
          expect(parsed.merchantCity).toBe(brCodeText(merchantCity, 15));
          expect(parsed.merchantCity.length).toBeLessThanOrEqual(15);
          expect(parsed.txid).toBe(txid);
          expect(parsed.transactionAmount).toBe(amountCents === undefined ? 0 : amountCents / 100);
          expect(parsed.infoAdicional ?? '').toBe(
            description === undefined
              ? ''
              : brCodeText(description, Math.max(0, 99 - 18 - 4 - pixKey.length - 4)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
