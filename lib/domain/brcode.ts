/**
 * The Pix BR Code ("copia e cola"): the Banco Central's profile of EMV QRCPS-MPM, a flat list of
 * TLV fields `IDLLvalue` (two-digit id, two-digit length, value) where the merchant account (26)
 * and additional data (62) templates nest the same format. Built here, without a dependency,
 * because it is a few lines and every byte of it ends up under a CRC that a bank app checks.
 *
 * Rules from the BCB manual (Manual de Padrões para Iniciação do Pix, BR Code) that matter here:
 * - every length is two decimal digits, so no value (template included) exceeds 99 characters;
 * - 59 (merchant name) is at most 25 characters, 60 (city) at most 15, 54 (amount) at most 13;
 * - values are printable ASCII: several banks reject anything else in 59/60, and the CRC is
 *   computed over bytes, so a non-ASCII character would make the CRC depend on the encoding;
 * - 62/05 (txid) is 1–25 letters and digits, or `***` for "no txid" (static codes);
 * - 63 is CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) over everything before it, `6304` included.
 */

export interface BrCodeInput {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** Integer cents; absent for a code where the payer types the amount. */
  amountCents?: number | undefined;
  /** 1–25 letters and digits, or `***` (no txid). */
  txid: string;
  /** Optional text shown to the payer (26/02); folded to ASCII and cut to the room left in 26. */
  description?: string | undefined;
}

export const PIX_GUI = 'br.gov.bcb.pix';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
const FIELD_MAX = 99;
const AMOUNT_MAX = 13;

const TXID = /^(?:[A-Za-z0-9]{1,25}|\*\*\*)$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Letters that Unicode decomposition does not reduce to a base letter plus marks. */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/**
 * ASCII folding for BR Code text: compatibility decomposition (ligatures, full-width forms),
 * accents dropped (`São João` → `Sao Joao`), a few letters spelled out, anything else that is not
 * printable ASCII removed, whitespace collapsed. May return '' for text with no Latin content.
 */
export function foldToAscii(text: string): string {
  // Printable ASCII (most names, keys and descriptions) has nothing to decompose or drop.
  const ascii = PRINTABLE_ASCII.test(text)
    ? text
    : text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[^\x20-\x7E]/g, (char) => SPECIAL_FOLDS[char] ?? (/\s/.test(char) ? ' ' : ''));
  return ascii.replace(/ {2,}/g, ' ').trim();
}

/** Folded and cut to `max` characters, without a trailing space left by the cut. */
export const brCodeText = (text: string, max: number): string => foldToAscii(text).slice(0, max).trimEnd();

/** `1990` → `19.90`, by string arithmetic: no floating point between cents and the code. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError('amount must be a positive integer of cents');
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** One TLV field; the caller's value must already be ASCII and short enough. */
function field(id: string, value: string): string {
  if (value.length === 0 || value.length > FIELD_MAX) {
    throw new RangeError(`BR Code field ${id} must have 1 to ${FIELD_MAX} characters, got ${value.length}`);
  }
  if (!PRINTABLE_ASCII.test(value)) throw new RangeError(`BR Code field ${id} must be printable ASCII`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE of an ASCII string, as 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++)
    crc = ((crc << 8) & 0xffff) ^ CRC16_TABLE[((crc >> 8) ^ payload.charCodeAt(i)) & 0xff]!;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The CRC of each byte value alone (a byte at a time instead of a bit at a time). */
const CRC16_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/**
 * The BR Code of one payment. Throws RangeError for input the caller should have validated
 * (a key longer than template 26 allows, a bad txid, a name or city with nothing left after
 * folding): these are programming errors, not payer-facing ones.
 */
export function buildBrCode(input: BrCodeInput): string {
  if (!TXID.test(input.txid)) throw new RangeError('txid must be 1 to 25 letters and digits, or ***');
  const name = brCodeText(input.merchantName, MERCHANT_NAME_MAX);
  const city = brCodeText(input.merchantCity, MERCHANT_CITY_MAX);
  if (name === '') throw new RangeError('merchant name has no ASCII content');
  if (city === '') throw new RangeError('merchant city has no ASCII content');

  const gui = field('00', PIX_GUI);
  const key = field('01', input.pixKey);
  let account = gui + key;
  if (input.description !== undefined) {
    // What is left of template 26's 99 characters, minus the 4 of the description's own id and length.
    const room = FIELD_MAX - account.length - 4;
    const description = room > 0 ? brCodeText(input.description, room) : '';
    if (description !== '') account += field('02', description);
  }

  let payload = field('00', '01') + field('26', account) + field('52', '0000') + field('53', '986');
  if (input.amountCents !== undefined) {
    const amount = formatAmount(input.amountCents);
    if (amount.length > AMOUNT_MAX) throw new RangeError('amount too large for a BR Code');
    payload += field('54', amount);
  }
  payload += field('58', 'BR') + field('59', name) + field('60', city) + field('62', field('05', input.txid));
  payload += '6304';
  return payload + crc16(payload);
}
