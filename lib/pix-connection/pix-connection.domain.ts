import * as z from 'zod/mini';
import { pixConnectionMessages } from './pix-connection.messages.js';

/**
 * A merchant's own PSP account, reached through the standard API Pix with the merchant's
 * credentials (`OWN_ACCOUNT`); a merchant without one receives on the platform's (`PLATFORM`).
 */
export type PixConnectionMode = 'PLATFORM' | 'OWN_ACCOUNT';
export type PixConnectionStatus = 'ACTIVE' | 'FAILING';

/** A PEM file travels as the base64 of its bytes: request text holds no line breaks. */
const PEM_BASE64_MAX = 22_000;
/** A PEM file's text from the base64 it was sent as. */
export const pemOf = (base64: string): string => Buffer.from(base64, 'base64').toString('utf8');
const pem = () =>
  z.string().check(
    z.maxLength(PEM_BASE64_MAX),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: pixConnectionMessages.pem }),
    z.refine((text) => pemOf(text).startsWith('-----BEGIN '), { error: pixConnectionMessages.pem }),
  );
const httpsUrl = () =>
  z.url({ protocol: /^https$/, error: pixConnectionMessages.https }).check(z.maxLength(500));

/**
 * The receiving account at the merchant's PSP that a recurring charge names (the API Pix's
 * `recebedor` of a `cobr`): the account number, its type and, when the PSP has branches, the branch.
 */
export interface ReceivingAccount {
  conta: string;
  tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO';
  agencia?: string | undefined;
}

const accountSchema = () =>
  z.strictObject({
    conta: z
      .string()
      .check(
        z.maxLength(20, { error: pixConnectionMessages.account.conta, abort: true }),
        z.regex(/^\d{1,20}$/, { error: pixConnectionMessages.account.conta }),
      ),
    tipoConta: z.enum(['CORRENTE', 'POUPANCA', 'PAGAMENTO'], {
      error: pixConnectionMessages.account.tipoConta,
    }),
    agencia: z.optional(
      z
        .string()
        .check(
          z.maxLength(4, { error: pixConnectionMessages.account.agencia, abort: true }),
          z.regex(/^\d{1,4}$/, { error: pixConnectionMessages.account.agencia }),
        ),
    ),
  });

/** `PUT /v1/pix-connection`: what the merchant's PSP issued it. */
export const putPixConnectionSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    baseUrl: httpsUrl(),
    tokenUrl: z.optional(httpsUrl()),
    clientId: z.string().check(z.minLength(1), z.maxLength(200)),
    clientSecret: z.string().check(z.minLength(1), z.maxLength(1_000)),
    certificate: pem(),
    privateKey: pem(),
    ca: z.optional(pem()),
    pixKey: z.string().check(z.minLength(1), z.maxLength(77)),
    /** Our extension: the receiving account, which subscriptions (Pix Automático) need. */
    account: z.optional(accountSchema()),
  }),
);
export type PutPixConnection = z.output<typeof putPixConnectionSchema>;

/** `GET` and `DELETE /v1/pix-connection` take no query parameter. */
export const noQuerySchema = /* @__PURE__ */ z.lazy(() => z.strictObject({}));

/** The parts of a connection that are secret: sealed together, never shown. */
export interface PixConnectionCredentials {
  clientSecret: string;
  certificate: string;
  privateKey: string;
  ca?: string | undefined;
}

/**
 * The purpose in a credential data key's encryption context (with the merchant's id): here rather
 * than beside the KMS client, so the stack conditions its grants on it without loading the client.
 */
export const DATA_KEY_PURPOSE = 'pix-connection-credentials';

/** A failure of the connection's PSP, as last seen: the call that failed and what we saw. */
export interface PixConnectionError {
  step: string | null;
  message: string;
  at: string;
}

/** A stored connection; `sealedCredentials` is never shown. */
export interface PixConnection {
  id: string;
  merchantId: string;
  baseUrl: string;
  tokenUrl: string | null;
  clientId: string;
  pixKey: string;
  /** The receiving account of its recurring charges; absent: it takes no subscription. */
  account?: ReceivingAccount | undefined;
  certificateSubject: string;
  certificateExpiresAt: string;
  verifiedAt: string;
  status: PixConnectionStatus;
  lastError: PixConnectionError | null;
  /** The credentials, sealed per merchant (`credentials.ts`). */
  sealedCredentials: string;
  /** SHA-256 of the secret segment of the connection's own notice URL. */
  noticeSecretHash: string;
  createdAt: string;
  /** When `pix_connection.expiring` was raised for this connection's certificate (once). */
  expiringNotifiedAt?: string | undefined;
  /** Set on the kept copy once the merchant disconnected or replaced it. */
  removedAt?: string | undefined;
}

/** What `GET /v1/pix-connection` shows: never a secret or key. */
export function pixConnectionView(connection: PixConnection | undefined) {
  if (!connection)
    return {
      mode: 'PLATFORM' as PixConnectionMode,
      baseUrl: null,
      tokenUrl: null,
      pixKey: null,
      account: null,
      clientId: null,
      certificate: null,
      verifiedAt: null,
      status: null,
      lastError: null,
    };
  return {
    mode: 'OWN_ACCOUNT' as PixConnectionMode,
    baseUrl: connection.baseUrl,
    tokenUrl: connection.tokenUrl,
    pixKey: connection.pixKey,
    account: (connection.account ?? null) as ReceivingAccount | null,
    clientId: connection.clientId,
    certificate: { subject: connection.certificateSubject, expiresAt: connection.certificateExpiresAt },
    verifiedAt: connection.verifiedAt,
    status: connection.status as PixConnectionStatus | null,
    lastError: connection.lastError,
  };
}
export type PixConnectionView = ReturnType<typeof pixConnectionView>;

/** A certificate expiring within this many days raises `pix_connection.expiring`. */
export const EXPIRING_WITHIN_DAYS = 30;

export const expiresSoon = (connection: Pick<PixConnection, 'certificateExpiresAt'>, now: Date): boolean =>
  Date.parse(connection.certificateExpiresAt) - now.getTime() <= EXPIRING_WITHIN_DAYS * 86_400_000;
