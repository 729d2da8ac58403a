import { config } from '../config.js';
import { logger } from '../logger.js';
import {
  connectionProvider,
  connectionRecurrence,
  type ConnectionRef,
  type PspConnectionSettings,
} from '../pix/connections.js';
import type { PixProvider, RecurrenceProvider } from '../pix/provider.js';
import { providerFor as platformProvider, recurrenceFor as platformRecurrence } from '../pix/providers.js';
import { credentialBox } from './credentials.js';
import { watchedProvider, watchedRecurrence } from './connection-status.service.js';
import type { PixConnection } from './pix-connection.domain.js';
import {
  connectedMerchantPages,
  findConnectionById,
  findConnectionByNotice,
  findCurrentConnection,
} from './pix-connection.storage.js';

/**
 * Who a provider is asked for. A merchant's id: what it issues now, at its current connection
 * (`OWN_ACCOUNT`) or the platform's PSP (`PLATFORM`). A stored thing (a charge): where it was
 * issued, its `pixConnectionId` (absent: the platform's), even after the merchant disconnected or
 * connected another PSP.
 */
export type ProviderOwner = string | { merchantId: string; pixConnectionId?: string | undefined };

/** One version per connection id: a connection's credentials never change, a new PUT makes a new id. */
const refOf = (connection: Pick<PixConnection, 'id'>): ConnectionRef => ({ id: connection.id, version: 1 });

/** The credentials of a stored connection, opened from their seal when its client is first made. */
const loader = (connection: PixConnection) => async (): Promise<PspConnectionSettings> => {
  const credentials = await credentialBox().open(connection.sealedCredentials, {
    merchantId: connection.merchantId,
    connectionId: connection.id,
  });
  return {
    baseUrl: connection.baseUrl,
    tokenUrl: connection.tokenUrl ?? undefined,
    clientId: connection.clientId,
    pixKey: connection.pixKey,
    account: connection.account,
    ...credentials,
  };
};

/**
 * The provider on a stored connection (a charge's, or a notice URL's), as read: its calls record
 * the connection's status (`connection-status.service.ts`).
 */
export const providerOfConnection = (connection: PixConnection): PixProvider =>
  watchedProvider(connectionProvider(refOf(connection), loader(connection)), connection);

/** The connection a stored thing was issued at; a missing one is a bug logged, and no provider. */
async function connectionOf(connectionId: string): Promise<PixConnection | undefined> {
  const connection = await findConnectionById(connectionId);
  if (!connection) logger.error('a charge names a pix connection that does not exist', { connectionId });
  return connection;
}

/** The connection an owner's calls go to: undefined for the platform's PSP. */
async function connectionFor(owner: ProviderOwner): Promise<PixConnection | undefined | null> {
  if (typeof owner !== 'string') {
    if (owner.pixConnectionId === undefined) return undefined;
    return (await connectionOf(owner.pixConnectionId)) ?? null;
  }
  // `test` runs every merchant on the sandbox, connected or not.
  if (config().environment !== 'live') return undefined;
  return findCurrentConnection(owner);
}

/**
 * The provider that makes an owner's PSP calls (the only place one is chosen): the merchant's own
 * PSP connection, or the platform's provider (`PIX_PROVIDER`); undefined when there is none.
 */
export async function providerFor(owner: ProviderOwner): Promise<PixProvider | undefined> {
  const connection = await connectionFor(owner);
  if (connection === null) return undefined;
  if (connection) return providerOfConnection(connection);
  return platformProvider(owner);
}

/** The subscriptions part of the owner's provider (`providerFor`). */
export async function recurrenceFor(owner: ProviderOwner): Promise<RecurrenceProvider | undefined> {
  const connection = await connectionFor(owner);
  if (connection === null) return undefined;
  return connection ? recurrenceOn(connection) : platformRecurrence(owner);
}

const recurrenceOn = (connection: PixConnection): RecurrenceProvider =>
  watchedRecurrence(connectionRecurrence(refOf(connection), loader(connection)), connection);

/**
 * What a new subscription is made with, its merchant's connection read once: the provider its
 * authorization charge is issued at (`providerFor`) and the subscriptions part of it
 * (`recurrenceFor`), `'withoutAccount'` when that connection names no receiving account, which each
 * recurring charge (`cobr`) carries, so it takes no subscriptions.
 */
export async function newSubscriptionProviders(merchantId: string): Promise<{
  provider: PixProvider | undefined;
  recurrence: RecurrenceProvider | undefined | 'withoutAccount';
}> {
  const connection = await connectionFor(merchantId);
  if (!connection)
    return { provider: await platformProvider(merchantId), recurrence: await platformRecurrence(merchantId) };
  return {
    provider: providerOfConnection(connection),
    recurrence: connection.account === undefined ? 'withoutAccount' : recurrenceOn(connection),
  };
}

/** The provider of the connection whose notice URL carries `secret`; undefined when none does. */
export async function providerForNoticeSecret(secretHash: string): Promise<PixProvider | undefined> {
  if (config().environment !== 'live') return undefined;
  const connection = await findConnectionByNotice(secretHash);
  return connection && providerOfConnection(connection);
}

/**
 * Whether merchants may have PSPs of their own here (a live deployment): the sweeps then walk what
 * is due whatever the platform's provider, and ask each item's own (`providerFor`).
 */
export const connectionsPossible = (): boolean => config().environment === 'live';

/** Every merchant's current connection (the sweeper's walk), one at a time. */
export async function* liveConnections(): AsyncGenerator<PixConnection> {
  if (!connectionsPossible()) return;
  for await (const merchants of connectedMerchantPages())
    for (const merchantId of merchants) {
      // Removed since the list was read: nothing to walk.
      const connection = await findCurrentConnection(merchantId);
      if (connection) yield connection;
    }
}
