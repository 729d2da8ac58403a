import { createPrivateKey, X509Certificate } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { runsLocally } from '../config.js';
import { checkHost, isPublicAddress, rangeOf, systemResolver, type Resolver } from '../public-address.js';
import { ApiPixClient, PspAddressRefused, PspRequestError, PspUnavailableError } from './api-pix/client.js';
import { apiPixProviderOn } from './api-pix/provider.js';
import { apiPixRecurrenceOn } from './api-pix/recurrence-provider.js';
import { registerCobrWebhook, registerRecWebhook } from './api-pix/recurrence-client.js';
import type { PixProvider, RecurrenceProvider } from './provider.js';

/**
 * A merchant's own PSP account (`OWN_ACCOUNT`), reached through the standard API Pix with the
 * merchant's credentials. The clear credentials come from the caller's `load` (which opens them
 * from their seal) and live only in the client's TLS context and token request.
 */
export interface PspConnectionSettings {
  baseUrl: string;
  tokenUrl?: string | undefined;
  clientId: string;
  clientSecret: string;
  certificate: string;
  privateKey: string;
  ca?: string | undefined;
  pixKey: string;
  /** The receiving account its recurring charges (`cobr`) name; absent: it sends no cycle. */
  account?: { conta: string; tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO'; agencia?: string | undefined };
}

/** A stored connection: its id, and a version that changes whenever its credentials do. */
export interface ConnectionRef {
  id: string;
  version: number;
}

/** How many merchants' PSP clients (TLS context and token) a warm function keeps, least used out. */
export const CONNECTIONS_KEPT = 200;
/** How long one is kept: a credential rotated at the PSP is read again within this time. */
export const CONNECTION_KEPT_MS = 60 * 60_000;

interface Kept {
  version: number;
  provider: PixProvider;
  recurrence: RecurrenceProvider;
  client: ApiPixClient | undefined;
}

/**
 * Where a merchant's PSP may be: a public address only, as a webhook URL (the merchant names it,
 * and a call inside our network would answer to the merchant); loopback too on a developer's
 * machine (`npm start`, the tests), where the stub PSPs run.
 */
export const pspAddressAllowed = (address: string): boolean =>
  isPublicAddress(address) || (runsLocally() && rangeOf(address) === 'loopback');

const kept = new LRUCache<string, Kept>({
  max: CONNECTIONS_KEPT,
  ttl: CONNECTION_KEPT_MS,
  dispose: (entry) => entry.client?.close(),
});

function keptFor(ref: ConnectionRef, load: () => Promise<PspConnectionSettings>): Kept {
  const known = kept.get(ref.id);
  if (known && known.version === ref.version) return known;
  let loading: Promise<ApiPixClient> | undefined;
  const entry: Kept = { version: ref.version, client: undefined } as Kept;
  // One load (a Decrypt at the key service) per warm function and connection; a failed one is not kept.
  const client = (): Promise<ApiPixClient> =>
    (loading ??= load()
      .then((settings) => (entry.client = new ApiPixClient(settings, { addressAllowed: pspAddressAllowed })))
      .catch((error: unknown) => {
        loading = undefined;
        throw new PspUnavailableError(`connection ${ref.id} could not be opened: ${(error as Error).name}`);
      }));
  entry.provider = apiPixProviderOn({
    client,
    connectionId: ref.id,
    // A connection's notices are routed by its own secret before a provider is asked (the area).
    noticeSecret: async () => undefined,
  });
  entry.recurrence = apiPixRecurrenceOn(client);
  kept.set(ref.id, entry);
  return entry;
}

/** The provider on a merchant's own PSP connection, kept per warm function. */
export function connectionProvider(
  ref: ConnectionRef,
  load: () => Promise<PspConnectionSettings>,
): PixProvider {
  return keptFor(ref, load).provider;
}

/** The subscriptions part on a merchant's own PSP connection. */
export function connectionRecurrence(
  ref: ConnectionRef,
  load: () => Promise<PspConnectionSettings>,
): RecurrenceProvider {
  return keptFor(ref, load).recurrence;
}

/** Forgets every connection's client (tests; a removed connection is simply never asked again). */
export function resetConnections(): void {
  kept.clear();
}

/** The steps of checking a connection, in order. */
export type ConnectionStep =
  'certificate' | 'address' | 'token' | 'read' | 'webhook' | 'webhookrec' | 'webhookcobr';

/** A step of the check failed: which, and what the PSP answered (never a credential). */
export class ConnectionCheckFailed extends Error {
  constructor(
    readonly step: ConnectionStep,
    readonly pspStatus: number | undefined,
    readonly pspAnswer: string,
  ) {
    super(`pix connection check failed at ${step}: ${pspAnswer}`);
    this.name = 'ConnectionCheckFailed';
  }
}

/** What the client certificate says of itself. */
export interface CertificateInfo {
  subject: string;
  expiresAt: string;
}

const ANSWER_MAX = 300;

/** What a PSP's failure shows: its status and problem's title and detail, without the secret. */
function answerOf(error: unknown, secret: string): { status: number | undefined; text: string } {
  let status: number | undefined;
  let text: string;
  if (error instanceof PspRequestError) {
    status = error.status;
    text = [error.problem?.title, error.problem?.detail].filter(Boolean).join(': ') || `HTTP ${status}`;
  } else if (error instanceof PspUnavailableError) {
    status = error.status;
    text = error.message;
  } else {
    text = (error as Error).message;
  }
  return { status, text: text.split(secret).join('***').slice(0, ANSWER_MAX) };
}

/** The certificate's subject and expiry; refuses one that does not parse, is expired or is not the key's. */
export function certificateInfo(
  settings: Pick<PspConnectionSettings, 'certificate' | 'privateKey'>,
  now: Date,
): CertificateInfo {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(settings.certificate);
  } catch {
    throw new ConnectionCheckFailed('certificate', undefined, 'certificate is not a PEM X.509 certificate');
  }
  let matches = false;
  try {
    matches = certificate.checkPrivateKey(createPrivateKey(settings.privateKey));
  } catch {
    // A key that does not parse matches nothing.
  }
  if (!matches)
    throw new ConnectionCheckFailed('certificate', undefined, 'privateKey is not the certificate key');
  const expiresAt = new Date(certificate.validTo).toISOString();
  if (Date.parse(expiresAt) <= now.getTime())
    throw new ConnectionCheckFailed('certificate', undefined, `certificate expired at ${expiresAt}`);
  return { subject: certificate.subject.split('\n').join(', '), expiresAt };
}

/** Every address the PSP's URLs name or resolve to passes `pspAddressAllowed`; throws otherwise. */
async function checkAddresses(settings: PspConnectionSettings, resolve: Resolver): Promise<void> {
  for (const text of [settings.baseUrl, settings.tokenUrl]) {
    if (text === undefined) continue;
    const checked = await checkHost(new URL(text).hostname, pspAddressAllowed, resolve);
    if (checked.refusal === 'unresolvable') throw new Error(`${checked.host} does not resolve`);
    if (checked.refusal === 'address_not_allowed') throw new PspAddressRefused(checked.host);
  }
}

/**
 * Checks a connection before it is saved, each step only after the one before: the certificate,
 * the PSP's addresses (public only), an OAuth token over mutual TLS, a read at the PSP (`GET /pix` of the last hour), the payment
 * notices registered (`PUT /webhook/{chave}`) at `noticeUrl` and, with a receiving account, the
 * Pix Automático ones (`PUT /webhookrec`, `PUT /webhookcobr`) there too. Throws `ConnectionCheckFailed`.
 */
export async function checkConnection(
  settings: PspConnectionSettings,
  noticeUrl: string,
  now: Date = new Date(),
  resolve: Resolver = systemResolver,
): Promise<CertificateInfo> {
  const certificate = certificateInfo(settings, now);
  const step = async (name: ConnectionStep, call: () => Promise<unknown>): Promise<void> => {
    try {
      await call();
    } catch (error) {
      const { status, text } = answerOf(error, settings.clientSecret);
      throw new ConnectionCheckFailed(name, status, text);
    }
  };
  await step('address', () => checkAddresses(settings, resolve));
  const client = new ApiPixClient(settings, { attempts: 1, addressAllowed: pspAddressAllowed });
  try {
    await step('token', () => client.checkToken());
    const start = new Date(now.getTime() - 3_600_000).toISOString();
    await step('read', () => client.listPix(start, now.toISOString(), 0));
    await step('webhook', () => client.registerWebhook(settings.pixKey, noticeUrl));
    // With a receiving account the connection takes subscriptions: their notices come there too.
    if (settings.account) {
      await step('webhookrec', () => registerRecWebhook(client, noticeUrl));
      await step('webhookcobr', () => registerCobrWebhook(client, noticeUrl));
    }
  } finally {
    client.close();
  }
  return certificate;
}
