import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request as httpsRequest, type RequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import { DEFAULT_SCOPE, type ApiPixSettings } from './settings.js';

/** What a client needs of the settings: all but the notice secret, which routes our notices. */
export type ApiPixClientSettings = Omit<ApiPixSettings, 'webhookSecret'>;
import { VALOR } from './money.js';
import { bareHost } from '../../public-address.js';
import { beforeWrite } from '../../write-gate.js';

/**
 * A client of the Banco Central's standard API Pix (release 2.9.0), the part we use: immediate
 * charges (`/cob/{txid}`), charges with a due date (`/cobv/{txid}`), received Pix
 * (`/pix/{e2eid}`), refunds (`/pix/{e2eid}/devolucao/{id}`) and the payment-notice webhook
 * (`/webhook/{chave}`); Pix Automático's calls go through the same exchange (`recurrence-client.ts`).
 * Every call goes over mutual TLS with the deployment's client certificate and carries an OAuth 2.0
 * client-credentials token, cached until shortly before it expires and fetched again once when the
 * PSP says it is no longer valid.
 */

/** The PSP could not be reached or failed (network, timeout, 5xx, 429): try again later. */
export class PspUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PspUnavailableError';
  }
}

/** The PSP refused the request (4xx); `problem` is its RFC 7807 body when it sent one. */
export class PspRequestError extends Error {
  constructor(
    readonly status: number,
    readonly problem: { type?: string; title?: string; detail?: string } | undefined,
  ) {
    super(`PSP answered ${status}: ${problem?.title ?? ''} ${problem?.detail ?? ''}`.trim());
    this.name = 'PspRequestError';
  }
}

// Built on first use (z.lazy): every charge and checkout function bundles this client, and only a
// live deployment's requests parse a PSP answer, so a sandbox function never pays for these.
const tokenSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    access_token: z.string().check(z.minLength(1)),
    expires_in: z.optional(z.coerce.number().check(z.positive())),
  }),
);

const valorSchema = /* @__PURE__ */ z.lazy(() => z.string().check(z.regex(VALOR)));

export const DEVOLUCAO_STATUSES = ['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO'] as const;

/**
 * A devolução as a Pix lists it (`Devolucao`): ours or the payer's bank's (MED). `natureza` is
 * read as text, so a nature a later release adds does not make the whole Pix unreadable.
 */
export const devolucaoListadaSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: z.string().check(z.minLength(1)),
    valor: valorSchema,
    natureza: z.optional(z.string()),
    horario: z.optional(
      z.looseObject({ solicitacao: z.optional(z.string()), liquidacao: z.optional(z.string()) }),
    ),
    status: z.enum(DEVOLUCAO_STATUSES),
  }),
);
export type DevolucaoListada = z.infer<typeof devolucaoListadaSchema>;

/** What we read of a received Pix (`Pix` in the spec) and its devoluções; the rest passes through. */
export const pixSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    endToEndId: z.string().check(z.minLength(1)),
    txid: z.optional(z.string()),
    valor: valorSchema,
    horario: z.string(),
    devolucoes: z.optional(z.array(devolucaoListadaSchema)),
  }),
);
export type PixRecebido = z.infer<typeof pixSchema>;

export const COB_STATUSES = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
] as const;

/** What we read of a `cob` (`CobGerada` / `CobCompleta`). */
export const cobSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    txid: z.string(),
    status: z.enum(COB_STATUSES),
    valor: z.looseObject({ original: valorSchema }),
    chave: z.string(),
    pixCopiaECola: z.optional(z.string()),
    calendario: z.looseObject({ criacao: z.string(), expiracao: z.optional(z.coerce.number()) }),
    pix: z.optional(z.array(pixSchema)),
  }),
);
export type Cob = z.infer<typeof cobSchema>;

export const devolucaoSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: z.string(),
    rtrId: z.string(),
    valor: valorSchema,
    status: z.enum(DEVOLUCAO_STATUSES),
  }),
);
export type Devolucao = z.infer<typeof devolucaoSchema>;

/** What we read of `PixConsultados` (`GET /pix`): one page of received Pix with their devoluções. */
const pixPageSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    parametros: z.looseObject({
      paginacao: z.looseObject({ paginaAtual: z.number(), quantidadeDePaginas: z.number() }),
    }),
    pix: z.optional(z.array(pixSchema)),
  }),
);
export type PixPage = z.infer<typeof pixPageSchema>;

/** `CobSolicitada`: the body of `PUT /cob/{txid}` as we send it. */
export interface CobRequest {
  calendario: { expiracao: number };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
}

/** `CobVSolicitada`: the body of `PUT /cobv/{txid}` as we send it (values as `valorPerc` strings). */
export interface CobvRequest {
  calendario: { dataDeVencimento: string; validadeAposVencimento: number };
  devedor: { cpf: string; nome: string } | { cnpj: string; nome: string };
  valor: {
    original: string;
    multa?: { modalidade: number; valorPerc: string };
    juros?: { modalidade: number; valorPerc: string };
    abatimento?: { modalidade: number; valorPerc: string };
    desconto?: { modalidade: number; descontoDataFixa: { data: string; valorPerc: string }[] };
  };
  chave: string;
  solicitacaoPagador?: string;
}

/** An immediate charge (`/cob`) or a charge with a due date (`/cobv`): the same calls otherwise. */
export type CobKind = 'cob' | 'cobv';

/** Tokens are renewed this long before the PSP says they expire (clock skew, request time). */
const TOKEN_MARGIN_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 2_500;

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export interface ApiPixClientOptions {
  /** Attempts of a call whose PSP failed or timed out (all our calls are safe to repeat). */
  attempts?: number;
  /** Pause between attempts. */
  retryDelayMs?: number;
  now?: () => number;
  /**
   * Which addresses the PSP may be reached at, for a PSP a caller named (a merchant's own): every
   * address a name resolves to at connect time must pass, so no later DNS answer can steer a call
   * inside the network. Absent: any (the platform's PSP, which the operator configured).
   */
  addressAllowed?: (address: string) => boolean;
}

/** A name that resolves to an address the client may not reach, or an address it may not. */
export class PspAddressRefused extends Error {
  constructor(host: string) {
    super(`the PSP address ${host} is not a public address`);
    this.name = 'PspAddressRefused';
  }
}

/** A DNS lookup that fails for a name with any address `allowed` refuses. */
function guardedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (found.length === 0 || !found.every(({ address }) => allowed(address)))
        return callback(new PspAddressRefused(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

export class ApiPixClient {
  private readonly agent: Agent;
  private readonly base: URL;
  private readonly tokenUrl: URL;
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly now: () => number;
  private readonly addressAllowed: ((address: string) => boolean) | undefined;
  private token: { value: string; renewAt: number } | undefined;
  private tokenLoading: Promise<string> | undefined;

  constructor(
    readonly settings: ApiPixClientSettings,
    options: ApiPixClientOptions = {},
  ) {
    this.agent = new Agent({
      cert: settings.certificate,
      key: settings.privateKey,
      ...(settings.ca ? { ca: settings.ca } : {}),
      keepAlive: true,
      minVersion: 'TLSv1.2',
      ...(options.addressAllowed ? { lookup: guardedLookup(options.addressAllowed) } : {}),
    });
    this.addressAllowed = options.addressAllowed;
    this.base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
    this.tokenUrl = new URL(settings.tokenUrl ?? `${this.base.origin}/oauth/token`);
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.attempts = options.attempts ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 200;
    this.now = options.now ?? Date.now;
  }

  /** `PUT /cob/{txid}`. A repeat after a lost answer finds the cob already made and returns it. */
  createCob(txid: string, body: CobRequest): Promise<Cob> {
    return this.create('cob', txid, body);
  }

  /** `PUT /cobv/{txid}`, as `createCob`. What we read of a cobv is what we read of a cob. */
  createCobv(txid: string, body: CobvRequest): Promise<Cob> {
    return this.create('cobv', txid, body);
  }

  private async create(kind: CobKind, txid: string, body: CobRequest | CobvRequest): Promise<Cob> {
    return this.writeOnce(
      async () => cobSchema.parse((await this.call('PUT', `${kind}/${txid}`, body, [201])).body),
      async () => {
        // The earlier attempt may have created it: the PSP refuses a second cob with this txid.
        const existing = await this.findCob(txid, kind);
        return existing && sameCob(existing, body) ? existing : undefined;
      },
    );
  }

  /** `GET /cob/{txid}` (`/cobv/{txid}` for a charge with a due date). */
  async getCob(txid: string, kind: CobKind = 'cob'): Promise<Cob> {
    return cobSchema.parse((await this.retrying('GET', `${kind}/${txid}`, undefined, [200])).body);
  }

  /** `GET /cob/{txid}` (or `/cobv`), or undefined when the PSP has no such charge (404). */
  async findCob(txid: string, kind: CobKind = 'cob'): Promise<Cob | undefined> {
    try {
      return await this.getCob(txid, kind);
    } catch (error) {
      if (error instanceof PspRequestError && error.status === 404) return undefined;
      throw error;
    }
  }

  /** `PATCH /cob/{txid}` (or `/cobv`) to `REMOVIDA_PELO_USUARIO_RECEBEDOR`: no payment is accepted after. */
  async removeCob(txid: string, kind: CobKind = 'cob'): Promise<Cob> {
    const body = { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' };
    return cobSchema.parse((await this.retrying('PATCH', `${kind}/${txid}`, body, [200])).body);
  }

  /** `GET /pix/{e2eid}`, or undefined when the PSP received no such Pix. */
  async findPix(e2eid: string): Promise<PixRecebido | undefined> {
    try {
      return pixSchema.parse((await this.retrying('GET', `pix/${e2eid}`, undefined, [200])).body);
    } catch (error) {
      if (error instanceof PspRequestError && error.status === 404) return undefined;
      throw error;
    }
  }

  /** `GET /pix?inicio=&fim=&paginacao.paginaAtual=`: one page of the Pix received between two instants. */
  async listPix(inicio: string, fim: string, paginaAtual: number): Promise<PixPage> {
    const query = new URLSearchParams({ inicio, fim, 'paginacao.paginaAtual': String(paginaAtual) });
    return pixPageSchema.parse(
      (await this.retrying('GET', `pix?${query.toString()}`, undefined, [200])).body,
    );
  }

  /** `PUT /pix/{e2eid}/devolucao/{id}`: the same id again is the same refund, never a second one. */
  async refund(e2eid: string, id: string, valor: string, descricao?: string): Promise<Devolucao> {
    const body = { valor, ...(descricao ? { descricao } : {}) };
    return devolucaoSchema.parse(
      (await this.retrying('PUT', `pix/${e2eid}/devolucao/${id}`, body, [200, 201])).body,
    );
  }

  /** `PUT /webhook/{chave}`: the PSP will POST notices to `${webhookUrl}/pix`. */
  async registerWebhook(chave: string, webhookUrl: string): Promise<void> {
    await this.retrying('PUT', `webhook/${encodeURIComponent(chave)}`, { webhookUrl }, [200, 201, 204]);
  }

  /** Asks the PSP for a token now: the first step of checking a connection. */
  async checkToken(): Promise<void> {
    await this.accessToken(true);
  }

  close(): void {
    this.agent.destroy();
  }

  /**
   * A write repeated while the PSP is unavailable; when a repeat is refused (4xx), the earlier
   * attempt may have done it: `done` reads the PSP and returns its result, or undefined.
   */
  async writeOnce<T>(write: () => Promise<T>, done: () => Promise<T | undefined>): Promise<T> {
    let failedBefore = false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (error instanceof PspRequestError && failedBefore) {
          const existing = await done();
          if (existing) return existing;
        }
        if (!(error instanceof PspUnavailableError) || attempt >= this.attempts) throw error;
        failedBefore = true;
        await sleep(this.retryDelayMs);
      }
    }
  }

  /** A call repeated while the PSP is unavailable (for calls that are safe to repeat). */
  async retrying(method: string, path: string, body: unknown, ok: number[]): Promise<HttpAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.call(method, path, body, ok);
      } catch (error) {
        if (!(error instanceof PspUnavailableError) || attempt >= this.attempts) throw error;
        await sleep(this.retryDelayMs);
      }
    }
  }

  /** One API call with a token; a 401 (token revoked or expired early) gets one fresh token. */
  async call(method: string, path: string, body: unknown, ok: number[]): Promise<HttpAnswer> {
    // A call that changes something at the PSP is the request's work: it waits for its permission
    // (every call, retried or not, comes through here).
    if (method !== 'GET') await beforeWrite();
    const url = new URL(path, this.base);
    for (let fresh = false; ; fresh = true) {
      const token = await this.accessToken(fresh);
      const answer = await this.send(url, method, body, { authorization: `Bearer ${token}` });
      if (answer.status === 401 && !fresh) {
        this.token = undefined;
        continue;
      }
      if (ok.includes(answer.status)) return answer;
      throw errorOf(answer);
    }
  }

  private async accessToken(forceNew: boolean): Promise<string> {
    if (!forceNew && this.token && this.now() < this.token.renewAt) return this.token.value;
    // Concurrent calls of one warm function share one token request.
    this.tokenLoading ??= this.fetchToken().finally(() => {
      this.tokenLoading = undefined;
    });
    return this.tokenLoading;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret } = this.settings;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: this.settings.scope ?? DEFAULT_SCOPE,
    }).toString();
    const answer = await this.send(this.tokenUrl, 'POST', form, {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    if (answer.status !== 200) throw errorOf(answer);
    const token = tokenSchema.parse(answer.body);
    const lifetimeMs = (token.expires_in ?? 300) * 1000;
    this.token = {
      value: token.access_token,
      renewAt: this.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    return token.access_token;
  }

  private send(
    url: URL,
    method: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const options: RequestOptions = {
      method,
      agent: this.agent,
      headers: {
        accept: 'application/json',
        ...(payload !== undefined
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {}),
        ...headers,
      },
      timeout: this.timeoutMs,
    };
    // An address in the URL is connected to without a lookup: it is judged here.
    const literal = bareHost(url.hostname);
    if (this.addressAllowed && isIP(literal) !== 0 && !this.addressAllowed(literal))
      return Promise.reject(new PspUnavailableError(new PspAddressRefused(literal).message));
    return new Promise((resolve, reject) => {
      const request = httpsRequest(url, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new PspUnavailableError(error.message)));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: parseJson(text) });
        });
      });
      // The whole exchange, not only socket idleness: a PSP that trickles bytes is as stuck.
      const deadline = setTimeout(() => request.destroy(new Error('timeout')), this.timeoutMs);
      request.on('close', () => clearTimeout(deadline));
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) =>
        reject(new PspUnavailableError(`PSP ${method} ${url.pathname}: ${error.message}`)),
      );
      request.end(payload);
    });
  }
}

/** A body that is not JSON (an HTML error page of a proxy) reads as no body. */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function errorOf(answer: HttpAnswer): Error {
  if (answer.status >= 500 || answer.status === 429 || answer.status === 0) {
    return new PspUnavailableError(`PSP answered ${answer.status}`, answer.status);
  }
  const problem = (answer.body && typeof answer.body === 'object' ? answer.body : undefined) as
    { type?: string; title?: string; detail?: string } | undefined;
  return new PspRequestError(answer.status, problem);
}

/** Whether a cob found at the PSP is the one we asked for (a retry must not adopt another). */
function sameCob(cob: Cob, asked: CobRequest | CobvRequest): boolean {
  return cob.valor.original === asked.valor.original && cob.chave === asked.chave;
}
