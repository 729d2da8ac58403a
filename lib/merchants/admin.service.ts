import * as z from 'zod';
import { config, MAX_RATE_LIMIT, type Environment } from '../config.js';
import { createApiKey, listApiKeys, revokeApiKey, setKeysRateLimit } from './api-keys.storage.js';
import {
  createMerchant,
  findMerchant,
  listMerchants,
  setMerchantRateLimit,
  updateMerchantPixSettings,
  type Merchant,
} from './merchants.storage.js';
import type { ApiKeyRecord, Permission } from '../domain/api-key.js';
import {
  pixIdentityOf,
  hasAsciiContent,
  PIX_CITY_MAX,
  PIX_DISPLAY_NAME_MAX,
  SANDBOX_PIX_KEY,
} from '../domain/pix-identity.js';
import { parsePixKey } from '../domain/pix-key.js';
import { foldToAscii } from '../domain/brcode.js';

/**
 * Operator actions on merchants and keys. There is no HTTP route for these: they run from the
 * admin CLI (and the local server's first-run demo data) against the same table as the functions.
 */
export class AdminError extends Error {}

const keyView = (record: ApiKeyRecord) => ({
  id: record.keyId,
  merchantId: record.merchantId,
  permission: record.permission,
  environment: record.environment,
  status: record.status,
  expiresAt: record.expiresAt,
  createdAt: record.createdAt,
});

/**
 * A merchant's own name has up to 150 characters; payers see a name a BR Code holds whole (25
 * once folded to ASCII), or their bank app would show it cut while the page shows it whole. A
 * longer name needs `displayName`, the name payers see (`merchants update --name` later).
 */
export async function adminCreateMerchant(name: string, options: { displayName?: string | undefined } = {}) {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 150)
    throw new AdminError('merchant name must have 1 to 150 characters');
  const displayName =
    options.displayName === undefined ? undefined : pixText(options.displayName, PIX_DISPLAY_NAME_MAX);
  if (displayName === null)
    throw new AdminError(
      `--display-name must have 1 to ${PIX_DISPLAY_NAME_MAX} characters without accents, with letters or digits: the BR Code holds ${PIX_DISPLAY_NAME_MAX}, and a bank app would show a longer name cut`,
    );
  const folded = foldToAscii(trimmed).length;
  if (displayName === undefined && folded > PIX_DISPLAY_NAME_MAX)
    throw new AdminError(
      `--name has ${folded} characters without accents, and the BR Code holds ${PIX_DISPLAY_NAME_MAX}: a bank app would show it cut. ` +
        `Give --display-name with the name payers see (1 to ${PIX_DISPLAY_NAME_MAX} characters)`,
    );
  const merchant = await createMerchant(trimmed, displayName);
  return { id: merchant.id, name: merchant.name, displayName: pixIdentityOf(merchant, 'test').merchantName };
}

export interface CreateKeyOptions {
  merchantId: string;
  permission: string;
  environment?: string | undefined;
  expiresAt?: string | undefined;
}

export async function adminListMerchants() {
  return (await listMerchants()).map(({ id, name, createdAt }) => ({ id, name, createdAt }));
}

/** What an operator should know before using a key this command would create. */
export function keyWarnings(environment: string | undefined): string[] {
  const deployment = config().environment;
  const requested = environment?.toLowerCase() ?? deployment;
  return requested !== deployment && (requested === 'live' || requested === 'test')
    ? [
        `warning: a ${requested} key on this ${deployment} deployment (APP_ENV=${deployment}): ` +
          `its API answers 401 to it. Create it against the ${requested} table instead.`,
      ]
    : [];
}

export async function adminCreateKey(options: CreateKeyOptions) {
  // Operators type read_only as often as READ_ONLY: the case carries no meaning here.
  const permission = z
    .enum(['FULL_ACCESS', 'READ_ONLY'])
    .safeParse(options.permission.trim().toUpperCase().replaceAll('-', '_'));
  if (!permission.success) throw new AdminError('--permission must be FULL_ACCESS or READ_ONLY');
  const environment = z
    .enum(['test', 'live'])
    .safeParse((options.environment ?? config().environment).trim().toLowerCase());
  if (!environment.success) throw new AdminError('--environment must be test or live');
  let expiresAt: string | null = null;
  if (options.expiresAt !== undefined) {
    const parsed = z.iso.datetime({ offset: true }).safeParse(options.expiresAt);
    if (!parsed.success)
      throw new AdminError(
        '--expires-at must be an ISO 8601 date-time with offset, e.g. 2027-01-01T00:00:00Z',
      );
    expiresAt = new Date(parsed.data).toISOString();
  }
  const merchant = await findMerchant(options.merchantId);
  if (!merchant) throw new AdminError(`no merchant ${options.merchantId}`);
  const { key, record } = await createApiKey({
    rateLimit: merchant.rateLimit,
    merchantId: options.merchantId,
    permission: permission.data as Permission,
    environment: environment.data as Environment,
    expiresAt,
    prefix: config().keyPrefix,
  });
  return {
    id: record.keyId,
    key,
    merchantId: record.merchantId,
    permission: record.permission,
    environment: record.environment,
    expiresAt: record.expiresAt,
  };
}

export async function adminRevokeKey(keyId: string) {
  const record = await revokeApiKey(keyId);
  if (!record) throw new AdminError(`no key ${keyId}`);
  return keyView(record);
}

export async function adminListKeys(merchantId: string) {
  if (!(await findMerchant(merchantId))) throw new AdminError(`no merchant ${merchantId}`);
  // lastFour matches a leaked key to its id; null for keys created before it was stored.
  return (await listApiKeys(merchantId)).map((record) => ({ ...keyView(record), lastFour: record.lastFour }));
}

// --- Merchant Pix settings (`merchants update`) ---

export interface UpdateMerchantOptions {
  /** The name shown to payers in the BR Code (tag 59); the merchant's own name stays as it is. */
  name?: string | undefined;
  pixKey?: string | undefined;
  city?: string | undefined;
  /** `<n>/s` (or `<n>`): requests a second per API key for this merchant; `default` removes it. */
  rateLimit?: string | undefined;
}

/** The merchant with the Pix identity its charges get (defaults filled in); no secret in it. */
function merchantView(merchant: Merchant) {
  // The name and city its charges carry, by the same rule the charges use.
  const { merchantName, merchantCity } = pixIdentityOf(merchant, 'test');
  return {
    id: merchant.id,
    name: merchant.name,
    pix: {
      key: merchant.pixKey,
      keyType: merchant.pixKeyType,
      displayName: merchantName,
      city: merchantCity,
      /** What every `test` charge uses, whatever `key` is; `live` charges are refused until one is set. */
      sandboxKey: SANDBOX_PIX_KEY,
    },
    /** Requests a second per API key; null: the stage's default (`RATE_LIMIT_TEST`, `RATE_LIMIT_LIVE`). */
    rateLimit: merchant.rateLimit,
  };
}

/**
 * Trimmed, spaces collapsed; null when it is not 1 to `max` characters once folded to ASCII (as
 * the BR Code carries it) with a letter or digit in it.
 */
function pixText(value: string, max: number): string | null {
  const text = value.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return text !== '' && foldToAscii(text).length <= max && hasAsciiContent(text) ? text : null;
}

/** Whether `value` has content but more characters than `max` once folded to ASCII. */
const tooLong = (value: string, max: number): boolean =>
  hasAsciiContent(value) && foldToAscii(value.normalize('NFC').trim().replace(/\s+/gu, ' ')).length > max;

/** Validates every option first and reports all problems at once; writes nothing if one is bad. */
export async function adminUpdateMerchant(merchantId: string, options: UpdateMerchantOptions) {
  if (
    options.name === undefined &&
    options.pixKey === undefined &&
    options.city === undefined &&
    options.rateLimit === undefined
  )
    throw new AdminError('nothing to update: give --name, --pix-key, --city or --rate-limit');
  const name = options.name === undefined ? undefined : pixText(options.name, PIX_DISPLAY_NAME_MAX);
  const city = options.city === undefined ? undefined : pixText(options.city, PIX_CITY_MAX);
  const pixKey = options.pixKey === undefined ? undefined : parsePixKey(options.pixKey);
  const rate = options.rateLimit === undefined ? undefined : parseRate(options.rateLimit);
  const problems = [
    rate === false &&
      `--rate-limit must be <n>/s with n a whole number from 1 to ${MAX_RATE_LIMIT}, or default`,
    name === null &&
      `--name must have 1 to ${PIX_DISPLAY_NAME_MAX} characters without accents, with letters or digits: the BR Code holds ${PIX_DISPLAY_NAME_MAX}, and a bank app would show a longer name cut`,
    city === null &&
      `--city must have 1 to ${PIX_CITY_MAX} characters without accents, with letters or digits: the BR Code holds ${PIX_CITY_MAX}, and a bank app would show a longer city cut` +
        (tooLong(options.city!, PIX_CITY_MAX)
          ? '. Abbreviate it as the Correios do (Sao Jose dos Campos -> S J DOS CAMPOS, Santo Antonio -> STO ANTONIO)'
          : ''),
    pixKey === null &&
      '--pix-key must be a valid CPF, CNPJ, e-mail, +55DDNNNNNNNNN mobile number or random (UUID) key',
  ].filter((problem) => problem !== false);
  if (problems.length > 0) throw new AdminError(problems.join('\n'));
  let merchant: Merchant | undefined;
  if (pixKey || name || city) {
    merchant = await updateMerchantPixSettings(merchantId, {
      ...(pixKey && { pixKey }),
      ...(name && { pixDisplayName: name }),
      ...(city && { pixCity: city }),
    });
    if (!merchant) throw new AdminError(`no merchant ${merchantId}`);
  }
  if (rate !== undefined && rate !== false) {
    // The merchant first: a key created meanwhile copies the new rate from it.
    merchant = await setMerchantRateLimit(merchantId, rate);
    if (!merchant) throw new AdminError(`no merchant ${merchantId}`);
    await setKeysRateLimit(merchantId, rate);
  }
  return merchantView(merchant!);
}

/** `25/s` or `25` to a rate, `default` to null (the stage's default); false when neither. */
function parseRate(text: string): number | null | false {
  const value = text.trim().toLowerCase();
  if (value === 'default') return null;
  const match = /^(\d{1,6})(\/s)?$/.exec(value);
  const rate = match ? Number(match[1]) : NaN;
  return Number.isInteger(rate) && rate >= 1 && rate <= MAX_RATE_LIMIT ? rate : false;
}
