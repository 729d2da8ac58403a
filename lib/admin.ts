import { z } from 'zod';
import { config, type Environment } from './config.js';
import { createApiKey, listApiKeys, revokeApiKey } from './db/apiKeys.js';
import { createMerchant, findMerchant, listMerchants } from './db/merchants.js';
import type { ApiKeyRecord } from './domain/apiKey.js';
import type { Permission } from './http/routes.js';

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

export async function adminCreateMerchant(name: string) {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 150)
    throw new AdminError('merchant name must have 1 to 150 characters');
  const merchant = await createMerchant(trimmed);
  return { id: merchant.id, name: merchant.name };
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
  if (!(await findMerchant(options.merchantId))) throw new AdminError(`no merchant ${options.merchantId}`);
  const { key, record } = await createApiKey({
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
