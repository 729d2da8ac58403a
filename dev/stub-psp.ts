import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createDynamicPix, hasError } from 'pix-utils';
import type { StubCertificates } from './stub-psp-certs.js';

/**
 * A stub PSP speaking the part of the API Pix (release 2.9.0) the live provider uses, on
 * 127.0.0.1 over mutual TLS: OAuth client credentials (`POST /oauth/token`), `PUT|GET|PATCH
 * /cob/{txid}` and `/cobv/{txid}`, `GET /pix/{e2eid}`, `PUT /pix/{e2eid}/devolucao/{id}` and
 * `PUT /webhook/{chave}`.
 * It can pay a cob and send the payment notice (`POST <webhookUrl>/pix`), and inject the faults a
 * real PSP has: 5xx, answers that never come, tokens that expire mid-flight, repeated notices.
 *
 * What it does not do: settle anything, check Pix keys in the DICT, compute a cobv's amount for the
 * day (a test pays the amount it means to), lotes/recurrence,
 * pagination of `GET /cob`, or the webhook's mutual TLS towards our API (it posts to a local
 * http URL). Tests validate its bodies against the Banco Central's schemas (`onExchange`).
 */

export interface StubCob {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; txid: string; location: string; tipoCob: 'cob'; criacao: string };
  location: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  pix?: StubPix[];
}

/** A charge with a due date (`CobVGerada`/`CobVCompleta`); the fields we send come back as sent. */
export interface StubCobv {
  calendario: { criacao: string; dataDeVencimento: string; validadeAposVencimento: number };
  txid: string;
  revisao: number;
  loc: { id: number; txid: string; location: string; tipoCob: 'cobv'; criacao: string };
  location: string;
  status: StubCob['status'];
  devedor: { cpf?: string; cnpj?: string; nome: string };
  recebedor: { cnpj: string; nome: string; logradouro: string; cidade: string; uf: string; cep: string };
  valor: { original: string } & Record<string, unknown>;
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  pix?: StubPix[];
}

export interface StubDevolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
}

export interface StubPix {
  endToEndId: string;
  txid?: string;
  valor: string;
  horario: string;
  infoPagador?: string;
  devolucoes?: StubDevolucao[];
}

/** One request the stub answered, with the bodies as sent, for tests to inspect and validate. */
export interface Exchange {
  method: string;
  path: string;
  /** The spec's path template: `/cob/{txid}`, `/pix/{e2eid}/devolucao/{id}`, … */
  operation: string;
  requestBody: unknown;
  status: number;
  responseBody: unknown;
}

export type Fault =
  /** Answer 500 (or `status`) without doing anything. */
  | { kind: 'error'; status?: number }
  /** Never answer (the client's timeout ends it) and do nothing. */
  | { kind: 'hang' }
  /** Do the work, then never answer: the client cannot know it happened. */
  | { kind: 'lose-answer' };

interface PendingFault {
  method: string;
  operation: string;
  fault: Fault;
  times: number;
}

export interface StubPspOptions {
  certificates: StubCertificates;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued tokens in seconds (`expires_in`). */
  tokenLifetimeSeconds?: number;
  /** Called after every answered request (tests validate bodies against the spec here). */
  onExchange?: (exchange: Exchange) => void;
  /**
   * Delivers a notice body to a webhook URL; default an HTTP(S) POST. Tests pass the API's own
   * dispatcher so notices go through the real route without a socket.
   */
  deliver?: (url: string, body: string) => Promise<number>;
  /**
   * `npm start` only: `POST /stub/cob/{txid}/pagar` (outside the API Pix, same mutual TLS) pays
   * the cob as a payer would and sends its notice, so a person can watch a live charge settle.
   */
  payRoute?: boolean;
}

const ROUTES: { method: string; pattern: RegExp; operation: string }[] = [
  { method: 'POST', pattern: /^\/oauth\/token$/, operation: '/oauth/token' },
  { method: 'PUT', pattern: /^\/api\/v2\/cob\/([^/]+)$/, operation: '/cob/{txid}' },
  { method: 'GET', pattern: /^\/api\/v2\/cob\/([^/]+)$/, operation: '/cob/{txid}' },
  { method: 'PATCH', pattern: /^\/api\/v2\/cob\/([^/]+)$/, operation: '/cob/{txid}' },
  { method: 'PUT', pattern: /^\/api\/v2\/cobv\/([^/]+)$/, operation: '/cobv/{txid}' },
  { method: 'GET', pattern: /^\/api\/v2\/cobv\/([^/]+)$/, operation: '/cobv/{txid}' },
  { method: 'PATCH', pattern: /^\/api\/v2\/cobv\/([^/]+)$/, operation: '/cobv/{txid}' },
  { method: 'GET', pattern: /^\/api\/v2\/pix\/([^/]+)$/, operation: '/pix/{e2eid}' },
  {
    method: 'PUT',
    pattern: /^\/api\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/,
    operation: '/pix/{e2eid}/devolucao/{id}',
  },
  { method: 'PUT', pattern: /^\/api\/v2\/webhook\/([^/]+)$/, operation: '/webhook/{chave}' },
  { method: 'POST', pattern: /^\/stub\/cob\/([^/]+)\/pagar$/, operation: '/stub/cob/{txid}/pagar' },
];

const PAY_OPERATION = '/stub/cob/{txid}/pagar';
const TXID = /^[a-zA-Z0-9]{26,35}$/;
const E2EID = /^[a-zA-Z0-9]{32}$/;
const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;
const ISPB = '99999999';

const problem = (status: number, type: string, title: string, detail?: string) => ({
  type: `https://pix.bcb.gov.br/api/v2/error/${type}`,
  title,
  status,
  ...(detail ? { detail } : {}),
});

const alnum = (length: number): string => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
};

const cents = (valor: string): number => {
  const [units, fraction] = valor.split('.');
  return Number(units) * 100 + Number(fraction);
};

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class StubPsp {
  readonly clientId: string;
  readonly clientSecret: string;
  tokenLifetimeSeconds: number;
  readonly cobs = new Map<string, StubCob>();
  readonly cobvs = new Map<string, StubCobv>();
  readonly pixes = new Map<string, StubPix>();
  readonly webhooks = new Map<string, string>();
  readonly exchanges: Exchange[] = [];
  private readonly tokens = new Map<string, number>();
  private readonly faults: PendingFault[] = [];
  private readonly hung = new Set<ServerResponse>();
  private server: Server | undefined;
  private nextLocation = 1;
  url = '';

  constructor(private readonly options: StubPspOptions) {
    this.clientId = options.clientId ?? 'stub-client';
    this.clientSecret = options.clientSecret ?? 'stub-secret';
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3600;
  }

  /** The API Pix root (`…/api/v2`) and the token URL, for the client's settings. */
  get baseUrl(): string {
    return `${this.url}/api/v2`;
  }

  get tokenUrl(): string {
    return `${this.url}/oauth/token`;
  }

  async start(port = 0): Promise<this> {
    const { certificates } = this.options;
    this.server = createServer(
      {
        cert: certificates.serverCert,
        key: certificates.serverKey,
        ca: certificates.ca,
        // Mutual TLS: no client certificate signed by the CA, no connection.
        requestCert: true,
        rejectUnauthorized: true,
      },
      (request, response) => {
        this.handle(request, response).catch((error: unknown) => {
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/problem+json' });
          response.end(JSON.stringify(problem(500, 'ErroInternoDoServidor', String(error))));
        });
      },
    );
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    const address = this.server.address();
    this.url = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const response of this.hung) response.destroy();
    this.hung.clear();
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The next `times` requests of `method operation` get `fault`. */
  inject(method: string, operation: string, fault: Fault, times = 1): void {
    this.faults.push({ method, operation, fault, times });
  }

  /**
   * The payer's bank answers a devolução: `DEVOLVIDO` (the money went back) or `NAO_REALIZADO`. A
   * devolução stays `EM_PROCESSAMENTO` until then, as at a real PSP.
   */
  finishDevolucao(id: string, status: 'DEVOLVIDO' | 'NAO_REALIZADO'): StubDevolucao {
    for (const pix of this.pixes.values()) {
      const devolucao = pix.devolucoes?.find((each) => each.id === id);
      if (!devolucao) continue;
      devolucao.status = status;
      if (status === 'DEVOLVIDO') devolucao.horario.liquidacao = new Date().toISOString();
      return devolucao;
    }
    throw new Error(`stub PSP: no devolução ${id}`);
  }

  /** Every token issued so far stops working (as when a PSP rotates or expires them early). */
  expireTokens(): void {
    this.tokens.clear();
  }

  get tokensIssued(): number {
    return this.exchanges.filter((exchange) => exchange.operation === '/oauth/token').length;
  }

  /**
   * A payer pays the cob (or cobv): it becomes `CONCLUIDA` with a received Pix (the original
   * amount unless `valor` says otherwise; a cobv's payer pays what its bank computed for the day).
   * Returns the Pix; `notify` sends it.
   */
  pay(txid: string, valor?: string): StubPix {
    const cob = this.cobs.get(txid) ?? this.cobvs.get(txid);
    if (!cob) throw new Error(`stub PSP: no cob ${txid}`);
    if (cob.status !== 'ATIVA') throw new Error(`stub PSP: cob ${txid} is ${cob.status}`);
    const now = new Date();
    const stamp = now.toISOString().replace(/\D/g, '').slice(0, 12);
    const pix: StubPix = {
      endToEndId: `E${ISPB}${stamp}${alnum(11)}`,
      txid,
      valor: valor ?? cob.valor.original,
      horario: now.toISOString(),
      infoPagador: 'Pagamento de teste',
    };
    cob.status = 'CONCLUIDA';
    cob.pix = [pix];
    this.pixes.set(pix.endToEndId, pix);
    return pix;
  }

  /** A Pix with this txid that the PSP received without a cob (a forged or stray notice's twin). */
  receive(pix: StubPix): void {
    this.pixes.set(pix.endToEndId, pix);
  }

  /** The notice body the PSP sends for these Pix: `{"pix": [...]}`. */
  noticeBody(pixes: StubPix[]): string {
    return JSON.stringify({ pix: pixes.map(({ devolucoes: _, ...pix }) => pix) });
  }

  /** POSTs a notice of `pixes` to the webhook registered for `chave` (`<webhookUrl>/pix`). */
  async notify(chave: string, pixes: StubPix[]): Promise<number> {
    const webhookUrl = this.webhooks.get(chave);
    if (!webhookUrl) throw new Error(`stub PSP: no webhook for ${chave}`);
    const url = `${webhookUrl.replace(/\/$/, '')}/pix`;
    const body = this.noticeBody(pixes);
    return (this.options.deliver ?? ((target, payload) => this.post(target, payload)))(url, body);
  }

  /** The local pay route: pays the cob, sends the notice, answers the Pix and the webhook's status. */
  private async payAndNotify(txid: string): Promise<[number, unknown]> {
    const cob = this.cobs.get(txid) ?? this.cobvs.get(txid);
    if (!cob) return [404, problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada')];
    if (cob.status !== 'ATIVA') {
      return [400, problem(400, 'CobOperacaoInvalida', 'Cobrança não está ATIVA.', cob.status)];
    }
    const pix = this.pay(txid);
    const webhookStatus = this.webhooks.has(cob.chave) ? await this.notify(cob.chave, [pix]) : null;
    return [200, { pix, webhookStatus }];
  }

  private post(url: string, body: string): Promise<number> {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const { certificates } = this.options;
    return new Promise((resolve, reject) => {
      const request = send(
        target,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          // Towards an https webhook the PSP presents its certificate (mutual TLS on our side).
          ...(target.protocol === 'https:'
            ? { cert: certificates.serverCert, key: certificates.serverKey, ca: certificates.ca }
            : {}),
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0]!;
    const route = ROUTES.find(
      (candidate) =>
        candidate.method === method &&
        candidate.pattern.test(path) &&
        (candidate.operation !== PAY_OPERATION || this.options.payRoute === true),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const answer = (status: number, body: unknown): void => {
      const json = body === undefined ? '' : JSON.stringify(body);
      const type = status >= 400 ? 'application/problem+json' : 'application/json';
      this.exchanges.push({
        method,
        path,
        operation: route?.operation ?? path,
        requestBody: parse(text, request.headers['content-type']),
        status,
        responseBody: body,
      });
      if (route) this.options.onExchange?.(this.exchanges.at(-1)!);
      response.writeHead(status, json ? { 'content-type': type } : {});
      response.end(json);
    };

    if (!route) return answer(404, problem(404, 'NaoEncontrado', 'Não encontrado'));
    const fault = this.takeFault(method, route.operation);
    if (fault?.kind === 'error') {
      const status = fault.status ?? 500;
      return answer(status, problem(status, 'ServicoIndisponivel', 'Serviço indisponível'));
    }
    if (fault?.kind === 'hang') {
      this.hung.add(response);
      return;
    }

    const params = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
    let status: number;
    let body: unknown;
    if (route.operation === '/oauth/token') {
      [status, body] = this.token(request, text);
    } else if (route.operation === PAY_OPERATION) {
      [status, body] = await this.payAndNotify(params[0]!);
    } else if (!this.authorized(request)) {
      [status, body] = [401, problem(401, 'AcessoNegado', 'Token ausente, inválido ou expirado')];
    } else {
      [status, body] = this.operate(method, route.operation, params, parse(text, 'application/json'));
    }
    if (fault?.kind === 'lose-answer') {
      this.hung.add(response);
      return;
    }
    answer(status, body);
  }

  private takeFault(method: string, operation: string): Fault | undefined {
    const index = this.faults.findIndex((f) => f.method === method && f.operation === operation);
    if (index === -1) return undefined;
    const pending = this.faults[index]!;
    pending.times -= 1;
    if (pending.times <= 0) this.faults.splice(index, 1);
    return pending.fault;
  }

  private token(request: IncomingMessage, text: string): [number, unknown] {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':') : [];
    const form = new URLSearchParams(text);
    if (form.get('grant_type') !== 'client_credentials') {
      return [400, { error: 'unsupported_grant_type' }];
    }
    if (id !== this.clientId || secret === undefined || !sameSecret(secret, this.clientSecret)) {
      return [401, { error: 'invalid_client' }];
    }
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    return [
      200,
      {
        access_token: token,
        token_type: 'Bearer',
        expires_in: this.tokenLifetimeSeconds,
        scope: form.get('scope') ?? '',
      },
    ];
  }

  private authorized(request: IncomingMessage): boolean {
    // The TLS layer already refused connections without a client certificate of our CA.
    if (!(request.socket as TLSSocket).authorized) return false;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = bearer ? this.tokens.get(bearer[1]!) : undefined;
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  private operate(method: string, operation: string, params: string[], body: unknown): [number, unknown] {
    const [first, second] = params as [string, string | undefined];
    switch (`${method} ${operation}`) {
      case 'PUT /cob/{txid}':
        return this.createCob(first, body);
      case 'GET /cob/{txid}': {
        const cob = this.cobs.get(first);
        return cob ? [200, cob] : [404, problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada')];
      }
      case 'PATCH /cob/{txid}':
        return this.reviseCob(this.cobs.get(first), body);
      case 'PUT /cobv/{txid}':
        return this.createCobv(first, body);
      case 'GET /cobv/{txid}': {
        const cobv = this.cobvs.get(first);
        return cobv ? [200, cobv] : [404, problem(404, 'CobVNaoEncontrada', 'Cobrança não encontrada')];
      }
      case 'PATCH /cobv/{txid}':
        return this.reviseCob(this.cobvs.get(first), body);
      case 'GET /pix/{e2eid}': {
        const pix = this.pixes.get(first);
        return pix ? [200, pix] : [404, problem(404, 'PixNaoEncontrado', 'Pix não encontrado')];
      }
      case 'PUT /pix/{e2eid}/devolucao/{id}':
        return this.refund(first, second!, body);
      case 'PUT /webhook/{chave}': {
        const url = (body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
        if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
          return [400, problem(400, 'WebhookOperacaoInvalida', 'Webhook inválido')];
        }
        this.webhooks.set(first, url);
        return [200, undefined];
      }
      default:
        return [404, problem(404, 'NaoEncontrado', 'Não encontrado')];
    }
  }

  private createCob(txid: string, body: unknown): [number, unknown] {
    const input = body as Partial<StubCob> | undefined;
    const invalid = (detail: string): [number, unknown] => [
      400,
      problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', detail),
    ];
    if (!TXID.test(txid)) return invalid('O txid deve ter de 26 a 35 letras ou dígitos.');
    if (this.cobs.has(txid)) return invalid('Já existe uma cobrança com este txid.');
    if (!input || typeof input.chave !== 'string' || input.chave.length === 0) {
      return invalid('O campo cob.chave é obrigatório.');
    }
    const original = input.valor?.original;
    if (typeof original !== 'string' || !VALOR.test(original) || cents(original) === 0) {
      return invalid('O campo cob.valor.original não respeita o schema.');
    }
    const expiracao = input.calendario?.expiracao ?? 86400;
    const now = new Date().toISOString();
    const id = this.nextLocation++;
    const location = `${this.url}/qr/v2/${alnum(32)}`;
    // The BR Code carries the location without its scheme (Manual de Padrões para Iniciação do Pix).
    const brCode = createDynamicPix({
      merchantName: 'LOJA TESTE',
      merchantCity: 'SAO PAULO',
      url: location.replace(/^https:\/\//, ''),
    });
    if (hasError(brCode)) throw new Error('stub PSP: BR Code');
    const cob: StubCob = {
      calendario: { criacao: now, expiracao },
      txid,
      revisao: 0,
      loc: { id, txid, location, tipoCob: 'cob', criacao: now },
      location,
      status: 'ATIVA',
      valor: { original },
      chave: input.chave,
      ...(input.solicitacaoPagador ? { solicitacaoPagador: input.solicitacaoPagador } : {}),
      pixCopiaECola: brCode.toBRCode(),
    };
    this.cobs.set(txid, cob);
    return [201, cob];
  }

  private createCobv(txid: string, body: unknown): [number, unknown] {
    const input = body as Partial<StubCobv> | undefined;
    const invalid = (detail: string): [number, unknown] => [
      400,
      problem(400, 'CobVOperacaoInvalida', 'Cobrança inválida.', detail),
    ];
    if (!TXID.test(txid)) return invalid('O txid deve ter de 26 a 35 letras ou dígitos.');
    if (this.cobs.has(txid) || this.cobvs.has(txid)) return invalid('Já existe uma cobrança com este txid.');
    if (!input || typeof input.chave !== 'string' || input.chave.length === 0) {
      return invalid('O campo cobv.chave não respeita o schema.');
    }
    const original = input.valor?.original;
    if (typeof original !== 'string' || !VALOR.test(original) || cents(original) === 0) {
      return invalid('O campo cobv.valor.original não respeita o schema.');
    }
    const { dataDeVencimento, validadeAposVencimento } = input.calendario ?? {};
    const now = new Date().toISOString();
    if (typeof dataDeVencimento !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dataDeVencimento)) {
      return invalid('O campo cobv.calendario.dataDeVencimento não respeita o schema.');
    }
    // Brasília's date (UTC−3, no daylight saving time since 2019), as the PSP's calendar.
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    if (dataDeVencimento < today) {
      return invalid('O campo cobv.calendario.dataDeVencimento é anterior à data de criação da cobrança.');
    }
    if (
      validadeAposVencimento !== undefined &&
      !(Number.isInteger(validadeAposVencimento) && validadeAposVencimento >= 0)
    ) {
      return invalid('O campo cobv.calendario.validadeAposVencimento é menor do que zero.');
    }
    const devedor = input.devedor;
    if (!devedor || typeof devedor.nome !== 'string' || !(devedor.cpf ?? devedor.cnpj)) {
      return invalid('O objeto cobv.devedor não respeita o schema.');
    }
    const id = this.nextLocation++;
    const location = `${this.url}/qr/v2/cobv/${alnum(32)}`;
    const brCode = createDynamicPix({
      merchantName: 'LOJA TESTE',
      merchantCity: 'SAO PAULO',
      url: location.replace(/^https:\/\//, ''),
    });
    if (hasError(brCode)) throw new Error('stub PSP: BR Code');
    const cobv: StubCobv = {
      calendario: { criacao: now, dataDeVencimento, validadeAposVencimento: validadeAposVencimento ?? 30 },
      txid,
      revisao: 0,
      loc: { id, txid, location, tipoCob: 'cobv', criacao: now },
      location,
      status: 'ATIVA',
      devedor,
      recebedor: {
        cnpj: '12345678000195',
        nome: 'LOJA TESTE LTDA',
        logradouro: 'Rua Teste, 1',
        cidade: 'Sao Paulo',
        uf: 'SP',
        cep: '01001000',
      },
      valor: { ...input.valor, original },
      chave: input.chave,
      ...(input.solicitacaoPagador ? { solicitacaoPagador: input.solicitacaoPagador } : {}),
      pixCopiaECola: brCode.toBRCode(),
    };
    this.cobvs.set(txid, cobv);
    return [201, cobv];
  }

  private reviseCob(cob: StubCob | StubCobv | undefined, body: unknown): [number, unknown] {
    if (!cob) return [404, problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada')];
    const status = (body as { status?: unknown } | undefined)?.status;
    if (status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR') {
      return [400, problem(400, 'CobOperacaoInvalida', 'Operação inválida.')];
    }
    if (cob.status === 'CONCLUIDA') {
      return [400, problem(400, 'CobOperacaoInvalida', 'Operação inválida.', 'A cobrança já foi paga.')];
    }
    if (cob.status === 'ATIVA') {
      cob.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
      cob.revisao += 1;
    }
    return [200, cob];
  }

  private refund(e2eid: string, id: string, body: unknown): [number, unknown] {
    if (!E2EID.test(e2eid) || !DEVOLUCAO_ID.test(id)) {
      return [400, problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.')];
    }
    const pix = this.pixes.get(e2eid);
    if (!pix) return [404, problem(404, 'PixNaoEncontrado', 'Pix não encontrado')];
    const existing = pix.devolucoes?.find((devolucao) => devolucao.id === id);
    if (existing) return [201, existing];
    const valor = (body as { valor?: unknown } | undefined)?.valor;
    if (typeof valor !== 'string' || !VALOR.test(valor)) {
      return [400, problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.', 'valor')];
    }
    const refunded = (pix.devolucoes ?? [])
      .filter((devolucao) => devolucao.status !== 'NAO_REALIZADO')
      .reduce((sum, devolucao) => sum + cents(devolucao.valor), 0);
    if (refunded + cents(valor) > cents(pix.valor)) {
      return [400, problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.', 'Valor acima do disponível.')];
    }
    const now = new Date().toISOString();
    const devolucao: StubDevolucao = {
      id,
      rtrId: `D${ISPB}${now.replace(/\D/g, '').slice(0, 12)}${alnum(11)}`,
      valor,
      horario: { solicitacao: now },
      status: 'EM_PROCESSAMENTO',
    };
    pix.devolucoes = [...(pix.devolucoes ?? []), devolucao];
    return [201, devolucao];
  }
}

function parse(text: string, contentType: string | undefined): unknown {
  if (!text) return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
