import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { secretValue } from '../../secret-value.js';

/**
 * How this deployment reaches its PSP through the API Pix: base URL, OAuth client, the client
 * certificate of the mutual TLS channel, the receiving Pix key, the secret path segment of our
 * payment-notice webhook and, for Pix Automático, the receiving account a recurring charge (`cobr`)
 * names as its `recebedor` (`PIX_API_ACCOUNT`, `PIX_API_ACCOUNT_TYPE`, `PIX_API_BRANCH`). In the stack it is one Secrets Manager secret (JSON with these names),
 * read once per warm function; locally, environment variables (PEMs from files).
 */
// Built on first use (z.lazy): only a live deployment reads its settings.
export const apiPixSettingsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** The PSP's API Pix root, e.g. `https://pix.psp.example/api/v2` (paths `/cob/{txid}` follow). */
    baseUrl: z.url({ protocol: /^https$/ }),
    /** OAuth 2.0 token endpoint (client credentials); default `<baseUrl origin>/oauth/token`. */
    tokenUrl: z.optional(z.url({ protocol: /^https$/ })),
    clientId: z.string().check(z.minLength(1)),
    clientSecret: z.string().check(z.minLength(1)),
    /** PEM client certificate (chain) and key the PSP issued or registered for mutual TLS. */
    certificate: z.string().check(z.includes('-----BEGIN')),
    privateKey: z.string().check(z.includes('-----BEGIN')),
    /** PEM CA bundle for the PSP's server certificate, when it is not in Node's default store. */
    ca: z.optional(z.string().check(z.includes('-----BEGIN'))),
    /** The receiving Pix key (`chave`) registered at this PSP, used when a charge names none. */
    pixKey: z.string().check(z.minLength(1), z.maxLength(77)),
    /** The secret path segment of `/v1/psp/pix-webhook/{secret}/pix`, 32+ URL-safe characters. */
    webhookSecret: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/)),
    /** The receiving account at this PSP (`DadosBancariosRecebedor`), for recurring charges. */
    account: z.optional(
      z.object({
        conta: z.string().check(z.regex(/^\d{1,20}$/)),
        tipoConta: z.enum(['CORRENTE', 'POUPANCA', 'PAGAMENTO']),
        agencia: z.optional(z.string().check(z.regex(/^\d{1,4}$/))),
      }),
    ),
    /** Scopes to ask for; default the ones the integration uses. */
    scope: z.optional(z.string()),
    /** Per-request timeout to the PSP in milliseconds. */
    timeoutMs: z.optional(z.number().check(z.int(), z.gte(100), z.lte(30_000))),
  }),
);
export type ApiPixSettings = z.infer<typeof apiPixSettingsSchema>;

export const DEFAULT_SCOPE = [
  'cob.write cob.read pix.write pix.read webhook.write webhook.read',
  'rec.write rec.read cobr.write cobr.read payloadlocationrec.write payloadlocationrec.read',
  'webhookrec.write webhookrec.read webhookcobr.write webhookcobr.read',
].join(' ');

const file = (path: string | undefined): string | undefined =>
  path ? readFileSync(path, 'utf8') : undefined;

/** Settings from `PIX_API_*` variables (PEMs read from the files they name). */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiPixSettings {
  return apiPixSettingsSchema.parse({
    baseUrl: env.PIX_API_BASE_URL,
    tokenUrl: env.PIX_API_TOKEN_URL || undefined,
    clientId: env.PIX_API_CLIENT_ID,
    clientSecret: env.PIX_API_CLIENT_SECRET,
    certificate: file(env.PIX_API_CERT_FILE),
    privateKey: file(env.PIX_API_KEY_FILE),
    ca: file(env.PIX_API_CA_FILE),
    pixKey: env.PIX_API_PIX_KEY,
    webhookSecret: env.PIX_API_WEBHOOK_SECRET,
    account: env.PIX_API_ACCOUNT
      ? {
          conta: env.PIX_API_ACCOUNT,
          tipoConta: env.PIX_API_ACCOUNT_TYPE,
          agencia: env.PIX_API_BRANCH || undefined,
        }
      : undefined,
    scope: env.PIX_API_SCOPE || undefined,
    timeoutMs: env.PIX_API_TIMEOUT_MS ? Number(env.PIX_API_TIMEOUT_MS) : undefined,
  });
}

export async function settingsFromSecret(secretId: string): Promise<ApiPixSettings> {
  return apiPixSettingsSchema.parse(JSON.parse((await secretValue(secretId)) || '{}'));
}

let cached: Promise<ApiPixSettings> | undefined;

/**
 * The settings, loaded once per process: from the secret named by `PIX_API_SECRET_ID` when set (the
 * stack), otherwise from the environment. A failed load is not cached, so the next request retries.
 */
export function apiPixSettings(): Promise<ApiPixSettings> {
  if (!cached) {
    const secretId = process.env.PIX_API_SECRET_ID;
    const loading = secretId ? settingsFromSecret(secretId) : Promise.resolve().then(() => settingsFromEnv());
    cached = loading.catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  }
  return cached;
}

/** For tests and `npm start`, which point the process at another PSP. */
export function resetApiPixSettings(): void {
  cached = undefined;
}
