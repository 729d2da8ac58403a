import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createDynamicPix, createRecurrencePix, hasError } from 'pix-utils';
import type { StubCertificates } from './stub-psp-certs.js';

/**
 * A stub PSP speaking the part of the API Pix (release 2.9.0) the live provider uses, on
 * 127.0.0.1 over mutual TLS: OAuth client credentials (`POST /oauth/token`), `PUT|GET|PATCH
 * /cob/{txid}` and `/cobv/{txid}`, `GET /pix` (paged), `GET /pix/{e2eid}`, `PUT /pix/{e2eid}/devolucao/{id}` and
 * `PUT /webhook/{chave}`; for Pix Automático, `POST /locrec`, `POST /rec`, `GET|PATCH /rec/{idRec}`
 * (`?txid=` answers the journey-3 composite BR Code), `PUT|GET|PATCH /cobr/{txid}`,
 * `POST /cobr/{txid}/retentativa/{data}`, `PUT /webhookrec` and `PUT /webhookcobr`.
 * It can pay a cob and send the payment notice (`POST <webhookUrl>/pix`), play the payer's side
 * of a recurrence (approve it by paying the journey-3 cob, reject it, revoke it) and of a
 * recurring charge (the debit of each attempt paid or refused with a catalog code), send their
 * notices (`<webhookUrl>/rec`, `<webhookUrl>/cobr`), and inject the faults a real PSP has: 5xx,
 * answers that never come, tokens that expire mid-flight, repeated notices.
 *
 * What it does not do: settle anything, check Pix keys in the DICT, compute a cobv's amount for the
 * day (a test pays the amount it means to), lotes, journeys 1 and 4 and `solicrec` (journey 2's
 * code is answered, never scanned), variable
 * amounts of a recurrence, business days (`ajusteDiaUtil`), cancel a recurrence's charges with it,
 * expire anything by the clock, pagination of `GET /cob` and the other lists (`GET /pix` pages), or the webhook's
 * mutual TLS towards our API (it posts to a local http URL). Tests validate its bodies against the
 * Banco Central's schemas (`onExchange`).
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

/** A recurrence location (`PayloadLocationRecCompleta`). */
export interface StubLocRec {
  id: number;
  location: string;
  tipo: 'rec';
  criacao: string;
  idRec?: string;
}

type Devedor = { cpf: string; nome: string } | { cnpj: string; nome: string };
type Historico<S extends string> = { status: S; data: string }[];

export type RecStatus = 'CRIADA' | 'APROVADA' | 'REJEITADA' | 'EXPIRADA' | 'CANCELADA';

/** A recurrence (`RecCompleta` without `dadosQR`, which `GET /rec/{idRec}?txid=` adds). */
export interface StubRec {
  idRec: string;
  vinculo: { objeto?: string; contrato: string; devedor: Devedor };
  calendario: { dataInicial: string; dataFinal?: string; periodicidade: string };
  valor?: { valorRec?: string };
  politicaRetentativa: 'NAO_PERMITE' | 'PERMITE_3R_7D';
  recebedor: { cnpj: string; nome: string };
  pagador?: { ispbParticipante: string; cpf?: string; cnpj?: string };
  status: RecStatus;
  loc?: StubLocRec;
  atualizacao: Historico<RecStatus>;
  ativacao: { tipoJornada: string; dadosJornada?: { txid: string } };
  encerramento?: {
    rejeicao?: { codigo: string; descricao: string };
    cancelamento?: { solicitante: string; codigo: string; descricao: string };
  };
}

export type CobrStatus = 'CRIADA' | 'ATIVA' | 'CONCLUIDA' | 'EXPIRADA' | 'REJEITADA' | 'CANCELADA';
export type TentativaStatus = 'SOLICITADA' | 'AGENDADA' | 'PAGA' | 'CANCELADA' | 'REJEITADA' | 'EXPIRADA';

/** One debit attempt of a cobr (`CobRTentativas`): the scheduled one (`AGND`) or a retry (`RIFL`). */
export interface StubTentativa {
  dataLiquidacao: string;
  tipo: 'AGND' | 'NTAG' | 'RIFL';
  status: TentativaStatus;
  endToEndId: string;
  atualizacao: Historico<TentativaStatus>;
  rejeicao?: { codigo: string; descricao: string };
}

/** A recurring charge (`CobRCompleta`). */
export interface StubCobr {
  idRec: string;
  txid: string;
  calendario: { criacao: string; dataDeVencimento: string };
  valor: { original: string };
  ajusteDiaUtil: boolean;
  infoAdicional?: string;
  politicaRetentativa: StubRec['politicaRetentativa'];
  recebedor: { cnpj: string; nome: string; conta: string; tipoConta: string; agencia?: string };
  devedor: Devedor;
  status: CobrStatus;
  atualizacao: Historico<CobrStatus>;
  tentativas?: StubTentativa[];
  pix?: { endToEndId: string; txid: string; valor: string; horario: string }[];
  encerramento?: StubRec['encerramento'];
}

const KNOWN_REJECTIONS: Record<string, string> = {
  AB10: 'Erro no participante do usuário pagador.',
  AC05: 'Conta transacional do usuário pagador encerrada.',
  AC06: 'Conta transacional do usuário pagador bloqueada.',
  AM02: 'Valor da cobrança acima do máximo estabelecido pelo usuário pagador.',
  AM09: 'Valor da cobrança não corresponde ao valor da recorrência.',
  DENC: 'CPF/CNPJ do usuário pagador não corresponde ao da recorrência.',
  DS27: 'Participante não cadastrado ou não iniciou a operação no SPI.',
};

/**
 * The rejection codes of a debit attempt (`CobRTentativas.rejeicao.codigo`) with a description
 * (the catalog's meaning where the stub knows it, the code otherwise); the ones the spec says also
 * reject the cobr are in `COBR_REJECTING`.
 */
export const TENTATIVA_REJECTIONS: Record<string, string> = Object.fromEntries(
  'AB10 AC05 AC06 AM02 AM09 DENC DS27 DTED DTNT FBRD IRNT MIDI MSUC NIEC NIPA NITX QUNT RC09 UDEI'
    .split(' ')
    .map((codigo) => [codigo, KNOWN_REJECTIONS[codigo] ?? `Tentativa rejeitada (${codigo}).`]),
);
/** `CobRTentativas`: "AC05, AM09, DENC, DS27, DTED, MIDI, MSUC, NITX, RC09 … causam a rejeição da cobrança recorrente". */
export const COBR_REJECTING = new Set([
  'AC05',
  'AM09',
  'DENC',
  'DS27',
  'DTED',
  'MIDI',
  'MSUC',
  'NITX',
  'RC09',
]);

/** `DevolucaoNatureza`: the receiver's own (`ORIGINAL`, `RETIRADA`) or the payer's bank's under MED. */
export type StubNatureza = 'ORIGINAL' | 'RETIRADA' | 'MED_OPERACIONAL' | 'MED_FRAUDE' | 'MED_PIX_AUTOMATICO';

export interface StubDevolucao {
  id: string;
  rtrId: string;
  valor: string;
  natureza?: StubNatureza;
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
   * the cob as a payer would and sends its notice, so a person can watch a live charge settle;
   * `POST /stub/pix/{e2eid}/med` (`medReturnRoute`) has the payer's bank take it back under MED.
   */
  payRoute?: boolean;
}

const MED_OPERATION = '/stub/pix/{e2eid}/med';

const ROUTES: { method: string; pattern: RegExp; operation: string }[] = [
  { method: 'POST', pattern: /^\/oauth\/token$/, operation: '/oauth/token' },
  { method: 'PUT', pattern: /^\/api\/v2\/cob\/([^/]+)$/, operation: '/cob/{txid}' },
  { method: 'GET', pattern: /^\/api\/v2\/cob\/([^/]+)$/, operation: '/cob/{txid}' },
  { method: 'PATCH', pattern: /^\/api\/v2\/cob\/([^/]+)$/, operation: '/cob/{txid}' },
  { method: 'PUT', pattern: /^\/api\/v2\/cobv\/([^/]+)$/, operation: '/cobv/{txid}' },
  { method: 'GET', pattern: /^\/api\/v2\/cobv\/([^/]+)$/, operation: '/cobv/{txid}' },
  { method: 'PATCH', pattern: /^\/api\/v2\/cobv\/([^/]+)$/, operation: '/cobv/{txid}' },
  { method: 'GET', pattern: /^\/api\/v2\/pix$/, operation: '/pix' },
  { method: 'GET', pattern: /^\/api\/v2\/pix\/([^/]+)$/, operation: '/pix/{e2eid}' },
  {
    method: 'PUT',
    pattern: /^\/api\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/,
    operation: '/pix/{e2eid}/devolucao/{id}',
  },
  { method: 'PUT', pattern: /^\/api\/v2\/webhook\/([^/]+)$/, operation: '/webhook/{chave}' },
  { method: 'POST', pattern: /^\/api\/v2\/locrec$/, operation: '/locrec' },
  { method: 'POST', pattern: /^\/api\/v2\/rec$/, operation: '/rec' },
  { method: 'GET', pattern: /^\/api\/v2\/rec\/([^/]+)$/, operation: '/rec/{idRec}' },
  { method: 'PATCH', pattern: /^\/api\/v2\/rec\/([^/]+)$/, operation: '/rec/{idRec}' },
  { method: 'PUT', pattern: /^\/api\/v2\/cobr\/([^/]+)$/, operation: '/cobr/{txid}' },
  { method: 'GET', pattern: /^\/api\/v2\/cobr\/([^/]+)$/, operation: '/cobr/{txid}' },
  { method: 'PATCH', pattern: /^\/api\/v2\/cobr\/([^/]+)$/, operation: '/cobr/{txid}' },
  {
    method: 'POST',
    pattern: /^\/api\/v2\/cobr\/([^/]+)\/retentativa\/([^/]+)$/,
    operation: '/cobr/{txid}/retentativa/{data}',
  },
  { method: 'PUT', pattern: /^\/api\/v2\/webhookrec$/, operation: '/webhookrec' },
  { method: 'PUT', pattern: /^\/api\/v2\/webhookcobr$/, operation: '/webhookcobr' },
  { method: 'POST', pattern: /^\/stub\/cob\/([^/]+)\/pagar$/, operation: '/stub/cob/{txid}/pagar' },
  { method: 'POST', pattern: /^\/stub\/pix\/([^/]+)\/med$/, operation: MED_OPERATION },
  // Efí's Pix sending (payouts), outside the API Pix.
  { method: 'PUT', pattern: /^\/v3\/gn\/pix\/([^/]+)$/, operation: '/v3/gn/pix/{idEnvio}' },
  {
    method: 'GET',
    pattern: /^\/v3\/gn\/pix\/enviados\/id-envio\/([^/]+)$/,
    operation: '/v3/gn/pix/enviados/id-envio/{idEnvio}',
  },
];

const PAY_OPERATION = '/stub/cob/{txid}/pagar';
const TXID = /^[a-zA-Z0-9]{26,35}$/;
const E2EID = /^[a-zA-Z0-9]{32}$/;
const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;
const ISPB = '99999999';
/** The payer's PSP in the simulations. */
const PAYER_ISPB = '88888888';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RECEBEDOR = { cnpj: '12345678000195', nome: 'LOJA TESTE LTDA' };
const PERIODICIDADES = ['SEMANAL', 'MENSAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'];
const TIPOS_CONTA = ['CORRENTE', 'POUPANCA', 'PAGAMENTO'];
const DAY_MS = 86_400_000;

/** Brasília's date (UTC−3, no daylight saving time since 2019), as the PSP's calendar. */
const brasiliaToday = (): string => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const endToEndId = (): string =>
  `E${ISPB}${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${alnum(11)}`;

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

/** Cents of a Pix already returned or on their way back (every devolução not `NAO_REALIZADO`). */
const returnedCents = (pix: StubPix): number =>
  (pix.devolucoes ?? [])
    .filter((devolucao) => devolucao.status !== 'NAO_REALIZADO')
    .reduce((sum, devolucao) => sum + cents(devolucao.valor), 0);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A Pix sent from the platform's account (Efí's shape). */
interface StubEnvio {
  idEnvio: string;
  endToEndId: string | null;
  valor: string;
  chave: string;
  /** The payee's holder as the sender named it (`favorecido.identificacao`), when it did. */
  identificacao?: { cpf?: string; cnpj?: string; nome?: string };
  status: 'EM_PROCESSAMENTO' | 'REALIZADO' | 'NAO_REALIZADO';
  horario: { solicitacao: string };
}

export class StubPsp {
  readonly clientId: string;
  readonly clientSecret: string;
  tokenLifetimeSeconds: number;
  readonly cobs = new Map<string, StubCob>();
  readonly cobvs = new Map<string, StubCobv>();
  readonly pixes = new Map<string, StubPix>();
  readonly webhooks = new Map<string, string>();
  readonly locrecs = new Map<number, StubLocRec>();
  readonly recs = new Map<string, StubRec>();
  readonly cobrs = new Map<string, StubCobr>();
  webhookRecUrl: string | undefined;
  webhookCobrUrl: string | undefined;
  /** Pix sent (Efí's payouts) by `idEnvio`; each was sent once, whatever was asked again. */
  readonly envios = new Map<string, StubEnvio>();
  /** How a sent Pix ends, as its first read-back shows it. */
  envioOutcome: 'REALIZADO' | 'NAO_REALIZADO' = 'REALIZADO';
  readonly exchanges: Exchange[] = [];
  private readonly tokens = new Map<string, number>();
  private readonly faults: PendingFault[] = [];
  private readonly hung = new Set<ServerResponse>();
  private server: Server | undefined;
  private nextLocation = 1;
  /** `GET /pix`'s page size when the request names none (`paginacao.itensPorPagina`). */
  pixPageSize = 100;
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

  /**
   * The payer's bank takes money back from the received Pix `e2eid` under MED: a devolução of
   * `natureza` (a MED one), of `valor` (all the Pix not yet returned when absent), with the PSP's
   * own id. `DEVOLVIDO` at once, or `EM_PROCESSAMENTO` when `processing` (`finishDevolucao`
   * completes it later). It is listed on the Pix (`GET /pix/{e2eid}`, the cob's `pix[]`);
   * `notifyReturns` sends the notice that carries it.
   */
  medReturn(
    e2eid: string,
    natureza: Exclude<StubNatureza, 'ORIGINAL' | 'RETIRADA'>,
    { valor, processing = false }: { valor?: string; processing?: boolean } = {},
  ): StubDevolucao {
    const pix = this.pixes.get(e2eid);
    if (!pix) throw new Error(`stub PSP: no Pix ${e2eid}`);
    const left = cents(pix.valor) - returnedCents(pix);
    const amount = valor === undefined ? left : cents(valor);
    if (amount <= 0 || amount > left) throw new Error(`stub PSP: ${e2eid} has ${left} cents left to return`);
    const now = new Date().toISOString();
    const devolucao: StubDevolucao = {
      id: `MED${alnum(29)}`,
      rtrId: `D${PAYER_ISPB}${now.replace(/\D/g, '').slice(0, 12)}${alnum(11)}`,
      valor: `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`,
      natureza,
      horario: { solicitacao: now, ...(processing ? {} : { liquidacao: now }) },
      status: processing ? 'EM_PROCESSAMENTO' : 'DEVOLVIDO',
    };
    pix.devolucoes = [...(pix.devolucoes ?? []), devolucao];
    return devolucao;
  }

  /** The notice body of `pixes` with the devoluções they list, as a PSP notifies a devolução. */
  returnsNoticeBody(pixes: StubPix[]): string {
    return JSON.stringify({ pix: pixes.map((pix) => this.pixes.get(pix.endToEndId) ?? pix) });
  }

  /** POSTs the notice of `pixes` with their devoluções to the webhook of `chave`. */
  async notifyReturns(chave: string, pixes: StubPix[]): Promise<number> {
    const webhookUrl = this.webhooks.get(chave);
    if (!webhookUrl) throw new Error(`stub PSP: no webhook for ${chave}`);
    return this.deliver(`${webhookUrl.replace(/\/$/, '')}/pix`, this.returnsNoticeBody(pixes));
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

  /**
   * A Pix the payer sent to the key itself, with no charge: no txid (`GET /pix` lists it; no notice
   * names a charge). `horario` defaults to now.
   */
  receiveWithoutTxid(valor: string, horario = new Date().toISOString()): StubPix {
    const pix: StubPix = { endToEndId: endToEndId(), valor, horario, infoPagador: 'Pix direto na chave' };
    this.pixes.set(pix.endToEndId, pix);
    return pix;
  }

  /** The notice body the PSP sends for these Pix: `{"pix": [...]}`. */
  noticeBody(pixes: StubPix[]): string {
    return JSON.stringify({ pix: pixes.map(({ devolucoes: _, ...pix }) => pix) });
  }

  /** POSTs a notice of `pixes` to the webhook registered for `chave` (`<webhookUrl>/pix`). */
  async notify(chave: string, pixes: StubPix[]): Promise<number> {
    const webhookUrl = this.webhooks.get(chave);
    if (!webhookUrl) throw new Error(`stub PSP: no webhook for ${chave}`);
    return this.deliver(`${webhookUrl.replace(/\/$/, '')}/pix`, this.noticeBody(pixes));
  }

  /**
   * Journey 3: the payer scans the composite code, pays the recurrence's cob and authorizes the
   * recurrence in the same step: the cob is paid (as `pay`), the recurrence `APROVADA`. Returns
   * the cob's Pix; `notify` and `notifyRec` send the notices.
   */
  payJourney3(idRec: string): StubPix {
    const rec = this.pendingRec(idRec);
    const txid = rec.ativacao.dadosJornada?.txid;
    if (!txid) throw new Error(`stub PSP: rec ${idRec} is bound to no cob`);
    const pix = this.pay(txid);
    rec.ativacao = { tipoJornada: 'JORNADA_3', dadosJornada: { txid } };
    const documento =
      'cpf' in rec.vinculo.devedor ? { cpf: rec.vinculo.devedor.cpf } : { cnpj: rec.vinculo.devedor.cnpj };
    rec.pagador = { ispbParticipante: PAYER_ISPB, ...documento };
    this.setRecStatus(rec, 'APROVADA');
    return pix;
  }

  /**
   * The payer declines the recurrence: `REJEITADA`. AP13 is the catalog's refusal by the paying
   * user (AP14 is the payer's PSP refusing it).
   */
  rejectRec(idRec: string): StubRec {
    const rec = this.pendingRec(idRec);
    rec.encerramento = {
      rejeicao: { codigo: 'AP13', descricao: 'Recorrência rejeitada pelo usuário pagador.' },
    };
    this.setRecStatus(rec, 'REJEITADA');
    return rec;
  }

  /** The payer cancels the recurrence at their bank: `CANCELADA`, SLDB (asked by the debtor). */
  revokeRec(idRec: string): StubRec {
    const rec = this.recs.get(idRec);
    if (!rec || (rec.status !== 'CRIADA' && rec.status !== 'APROVADA')) {
      throw new Error(`stub PSP: rec ${idRec} cannot be revoked (${rec?.status ?? 'unknown'})`);
    }
    rec.encerramento = {
      cancelamento: {
        solicitante: 'USUARIO_PAGADOR',
        codigo: 'SLDB',
        descricao: 'Cancelamento solicitado pelo usuário pagador.',
      },
    };
    this.setRecStatus(rec, 'CANCELADA');
    return rec;
  }

  /**
   * The payer's PSP settles the cobr's current attempt (first the scheduled one, `AGND` on the due
   * date): paid, the cobr is `CONCLUIDA` with its Pix; refused with a code of
   * `TENTATIVA_REJECTIONS`, the attempt is `REJEITADA` and so is the cobr when it cannot be retried
   * (policy `NAO_PERMITE`, a code in `COBR_REJECTING`, or the third retry).
   */
  debitCobr(txid: string, outcome: { paid: true } | { refused: string }): StubCobr {
    const cobr = this.cobrs.get(txid);
    if (!cobr || cobr.status !== 'ATIVA') {
      throw new Error(`stub PSP: cobr ${txid} is not ATIVA (${cobr?.status ?? 'unknown'})`);
    }
    const now = new Date().toISOString();
    cobr.tentativas ??= [
      {
        dataLiquidacao: cobr.calendario.dataDeVencimento,
        tipo: 'AGND',
        status: 'AGENDADA',
        endToEndId: endToEndId(),
        atualizacao: [{ status: 'AGENDADA', data: now }],
      },
    ];
    const current = cobr.tentativas.at(-1)!;
    if (current.status !== 'AGENDADA' && current.status !== 'SOLICITADA') {
      throw new Error(`stub PSP: cobr ${txid} has no pending attempt`);
    }
    if ('paid' in outcome) {
      current.status = 'PAGA';
      current.atualizacao.push({ status: 'PAGA', data: now });
      const pix = { endToEndId: current.endToEndId, txid, valor: cobr.valor.original, horario: now };
      cobr.pix = [pix];
      this.pixes.set(pix.endToEndId, { ...pix });
      this.setCobrStatus(cobr, 'CONCLUIDA');
      return cobr;
    }
    const descricao = TENTATIVA_REJECTIONS[outcome.refused];
    if (!descricao) throw new Error(`stub PSP: ${outcome.refused} is no attempt rejection code`);
    const rejeicao = { codigo: outcome.refused, descricao };
    current.status = 'REJEITADA';
    current.rejeicao = rejeicao;
    current.atualizacao.push({ status: 'REJEITADA', data: now });
    const retries = cobr.tentativas.filter((tentativa) => tentativa.tipo === 'RIFL').length;
    if (cobr.politicaRetentativa === 'NAO_PERMITE' || COBR_REJECTING.has(rejeicao.codigo) || retries >= 3) {
      cobr.encerramento = { rejeicao };
      this.setCobrStatus(cobr, 'REJEITADA');
    }
    return cobr;
  }

  /** The cobr expires unpaid (its last attempt with it). */
  expireCobr(txid: string): StubCobr {
    const cobr = this.cobrs.get(txid);
    if (!cobr || cobr.status !== 'ATIVA') throw new Error(`stub PSP: cobr ${txid} is not ATIVA`);
    const current = cobr.tentativas?.at(-1);
    if (current && (current.status === 'AGENDADA' || current.status === 'SOLICITADA')) {
      current.status = 'EXPIRADA';
      current.atualizacao.push({ status: 'EXPIRADA', data: new Date().toISOString() });
    }
    this.setCobrStatus(cobr, 'EXPIRADA');
    return cobr;
  }

  /** The recurrence notice body: `{"recs": [RecNotification]}`. */
  recNoticeBody(idRec: string): string {
    const rec = this.recs.get(idRec);
    if (!rec) throw new Error(`stub PSP: no rec ${idRec}`);
    const { status, atualizacao, encerramento, ativacao } = rec;
    return JSON.stringify({
      recs: [{ idRec, status, atualizacao, ...(encerramento ? { encerramento } : {}), ativacao }],
    });
  }

  /** The recurring-charge notice body: `{"cobsr": [CobRNotification]}`. */
  cobrNoticeBody(txid: string): string {
    const cobr = this.cobrs.get(txid);
    if (!cobr) throw new Error(`stub PSP: no cobr ${txid}`);
    const { idRec, status, atualizacao, encerramento, tentativas, pix } = cobr;
    return JSON.stringify({
      cobsr: [
        {
          idRec,
          txid,
          status,
          atualizacao,
          ...(encerramento ? { encerramento } : {}),
          ...(tentativas ? { tentativas } : {}),
          ...(pix ? { pix } : {}),
        },
      ],
    });
  }

  /** POSTs the recurrence's notice to `<webhookrec url>/rec`; returns the webhook's status. */
  async notifyRec(idRec: string): Promise<number> {
    if (!this.webhookRecUrl) throw new Error('stub PSP: no webhookrec');
    return this.deliver(`${this.webhookRecUrl.replace(/\/$/, '')}/rec`, this.recNoticeBody(idRec));
  }

  /** POSTs the cobr's notice to `<webhookcobr url>/cobr`; returns the webhook's status. */
  async notifyCobr(txid: string): Promise<number> {
    if (!this.webhookCobrUrl) throw new Error('stub PSP: no webhookcobr');
    return this.deliver(`${this.webhookCobrUrl.replace(/\/$/, '')}/cobr`, this.cobrNoticeBody(txid));
  }

  private deliver(url: string, body: string): Promise<number> {
    return (this.options.deliver ?? ((target, payload) => this.post(target, payload)))(url, body);
  }

  private pendingRec(idRec: string): StubRec {
    const rec = this.recs.get(idRec);
    if (!rec || rec.status !== 'CRIADA') {
      throw new Error(`stub PSP: rec ${idRec} is not CRIADA (${rec?.status ?? 'unknown'})`);
    }
    return rec;
  }

  private setRecStatus(rec: StubRec, status: RecStatus): void {
    rec.status = status;
    rec.atualizacao.push({ status, data: new Date().toISOString() });
  }

  private setCobrStatus(cobr: StubCobr, status: CobrStatus): void {
    cobr.status = status;
    cobr.atualizacao.push({ status, data: new Date().toISOString() });
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

  /**
   * The local MED route: `{natureza, valor?, emProcessamento?}` takes the Pix back under MED
   * (`medReturn`) and sends the notice; answers the devolução and the webhook's status.
   */
  private async medReturnRoute(e2eid: string, body: unknown): Promise<[number, unknown]> {
    const input = (body ?? {}) as { natureza?: unknown; valor?: unknown; emProcessamento?: unknown };
    const natureza = input.natureza ?? 'MED_FRAUDE';
    if (natureza !== 'MED_OPERACIONAL' && natureza !== 'MED_FRAUDE' && natureza !== 'MED_PIX_AUTOMATICO') {
      return [400, problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.', 'natureza')];
    }
    const pix = this.pixes.get(e2eid);
    if (!pix) return [404, problem(404, 'PixNaoEncontrado', 'Pix não encontrado')];
    let devolucao;
    try {
      devolucao = this.medReturn(e2eid, natureza, {
        ...(typeof input.valor === 'string' ? { valor: input.valor } : {}),
        processing: input.emProcessamento === true,
      });
    } catch (error) {
      return [400, problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.', (error as Error).message)];
    }
    const chave = pix.txid && (this.cobs.get(pix.txid) ?? this.cobvs.get(pix.txid))?.chave;
    const webhookStatus = chave && this.webhooks.has(chave) ? await this.notifyReturns(chave, [pix]) : null;
    return [200, { devolucao, webhookStatus }];
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
    const [path = '/', search = ''] = (request.url ?? '/').split('?');
    const route = ROUTES.find(
      (candidate) =>
        candidate.method === method &&
        candidate.pattern.test(path) &&
        ((candidate.operation !== PAY_OPERATION && candidate.operation !== MED_OPERATION) ||
          this.options.payRoute === true),
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
    } else if (route.operation === MED_OPERATION) {
      [status, body] = await this.medReturnRoute(params[0]!, parse(text, 'application/json'));
    } else if (!this.authorized(request)) {
      [status, body] = [401, problem(401, 'AcessoNegado', 'Token ausente, inválido ou expirado')];
    } else {
      const query = new URLSearchParams(search);
      [status, body] = this.operate(method, route.operation, params, parse(text, 'application/json'), query);
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

  private operate(
    method: string,
    operation: string,
    params: string[],
    body: unknown,
    query: URLSearchParams,
  ): [number, unknown] {
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
      case 'GET /pix':
        return this.listPix(query);
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
      case 'PUT /webhookrec':
      case 'PUT /webhookcobr': {
        const url = (body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
        if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
          return [400, problem(400, 'WebhookOperacaoInvalida', 'Webhook inválido')];
        }
        if (operation === '/webhookrec') this.webhookRecUrl = url;
        else this.webhookCobrUrl = url;
        return [200, undefined];
      }
      case 'POST /locrec':
        return this.createLocRec();
      case 'POST /rec':
        return this.createRec(body);
      case 'GET /rec/{idRec}': {
        const rec = this.recs.get(first);
        return rec ? [200, this.recWithQr(rec, query.get('txid'))] : [404, recNotFound()];
      }
      case 'PATCH /rec/{idRec}':
        return this.cancelRec(this.recs.get(first), body);
      case 'PUT /cobr/{txid}':
        return this.createCobr(first, body);
      case 'GET /cobr/{txid}': {
        const cobr = this.cobrs.get(first);
        return cobr ? [200, cobr] : [404, cobrNotFound()];
      }
      case 'PATCH /cobr/{txid}':
        return this.cancelCobr(this.cobrs.get(first), body);
      case 'POST /cobr/{txid}/retentativa/{data}':
        return this.retryCobr(this.cobrs.get(first), second!);
      case 'PUT /v3/gn/pix/{idEnvio}':
        return this.sendPix(first, body);
      case 'GET /v3/gn/pix/enviados/id-envio/{idEnvio}': {
        const envio = this.envios.get(first);
        if (!envio) return [404, problem(404, 'EnvioNaoEncontrado', 'Envio não encontrado')];
        // The transfer ends by the time anyone reads it back.
        if (envio.status === 'EM_PROCESSAMENTO') {
          envio.status = this.envioOutcome;
          if (envio.status === 'REALIZADO') envio.endToEndId = endToEndId();
        }
        return [200, envio];
      }
      default:
        return [404, problem(404, 'NaoEncontrado', 'Não encontrado')];
    }
  }

  /** Efí's `PUT /v3/gn/pix/{idEnvio}`: a Pix sent once per id; the id again is refused. */
  private sendPix(idEnvio: string, body: unknown): [number, unknown] {
    const input = body as
      | {
          valor?: unknown;
          pagador?: { chave?: unknown };
          favorecido?: { chave?: unknown; identificacao?: { cpf?: unknown; cnpj?: unknown; nome?: unknown } };
        }
      | undefined;
    const holder = input?.favorecido?.identificacao;
    if (
      holder !== undefined &&
      (typeof holder.nome !== 'string' ||
        (holder.cpf === undefined) === (holder.cnpj === undefined) ||
        (holder.cpf !== undefined && !/^\d{11}$/.test(String(holder.cpf))) ||
        (holder.cnpj !== undefined && !/^\d{14}$/.test(String(holder.cnpj))))
    )
      return [
        400,
        problem(400, 'EnvioInvalido', 'favorecido.identificacao leva nome e cpf (11 dígitos) ou cnpj (14).'),
      ];
    if (!/^[a-zA-Z0-9]{1,35}$/.test(idEnvio))
      return [400, problem(400, 'IdEnvioInvalido', 'O idEnvio deve ter de 1 a 35 letras ou dígitos.')];
    if (this.envios.has(idEnvio))
      return [409, problem(409, 'IdEnvioDuplicado', 'Já existe um envio com este idEnvio.')];
    if (
      typeof input?.valor !== 'string' ||
      !VALOR.test(input.valor) ||
      typeof input.pagador?.chave !== 'string' ||
      typeof input.favorecido?.chave !== 'string'
    )
      return [
        400,
        problem(400, 'EnvioInvalido', 'valor, pagador.chave e favorecido.chave são obrigatórios.'),
      ];
    const envio: StubEnvio = {
      idEnvio,
      endToEndId: null,
      valor: input.valor,
      chave: input.favorecido.chave,
      ...(holder && { identificacao: holder as StubEnvio['identificacao'] }),
      status: 'EM_PROCESSAMENTO',
      horario: { solicitacao: new Date().toISOString() },
    };
    this.envios.set(idEnvio, envio);
    return [201, { idEnvio, e2eId: null, valor: envio.valor, horario: envio.horario, status: envio.status }];
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

  /**
   * `GET /pix?inicio=&fim=`: the Pix received between the two instants (both inclusive), oldest
   * first, a page of `paginacao.itensPorPagina` (default `pixPageSize`) at `paginacao.paginaAtual`.
   */
  private listPix(query: URLSearchParams): [number, unknown] {
    const inicio = query.get('inicio') ?? '';
    const fim = query.get('fim') ?? '';
    const from = Date.parse(inicio);
    const to = Date.parse(fim);
    const paginaAtual = Number(query.get('paginacao.paginaAtual') ?? '0');
    const itensPorPagina = Number(query.get('paginacao.itensPorPagina') ?? String(this.pixPageSize));
    if (Number.isNaN(from) || Number.isNaN(to) || from > to) {
      return [400, problem(400, 'ConsultaPixInvalida', 'Consulta inválida.', 'inicio, fim')];
    }
    if (
      !Number.isInteger(paginaAtual) ||
      paginaAtual < 0 ||
      !Number.isInteger(itensPorPagina) ||
      itensPorPagina < 1
    ) {
      return [400, problem(400, 'ConsultaPixInvalida', 'Consulta inválida.', 'paginacao')];
    }
    const matching = [...this.pixes.values()]
      .filter((pix) => {
        const at = Date.parse(pix.horario);
        return at >= from && at <= to;
      })
      .sort((a, b) => a.horario.localeCompare(b.horario) || a.endToEndId.localeCompare(b.endToEndId));
    return [
      200,
      {
        parametros: {
          inicio,
          fim,
          paginacao: {
            paginaAtual,
            itensPorPagina,
            quantidadeDePaginas: Math.max(1, Math.ceil(matching.length / itensPorPagina)),
            quantidadeTotalDeItens: matching.length,
          },
        },
        pix: matching.slice(paginaAtual * itensPorPagina, (paginaAtual + 1) * itensPorPagina),
      },
    ];
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
    const refunded = returnedCents(pix);
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

  private createLocRec(): [number, unknown] {
    const locrec: StubLocRec = {
      id: this.nextLocation++,
      location: `${this.url}/qr/v2/rec/${alnum(32)}`,
      tipo: 'rec',
      criacao: new Date().toISOString(),
    };
    this.locrecs.set(locrec.id, locrec);
    return [201, locrec];
  }

  private createRec(body: unknown): [number, unknown] {
    const input = (body ?? {}) as Partial<StubRec> & {
      loc?: unknown;
      ativacao?: { dadosJornada?: { txid?: unknown } };
    };
    const invalid = (detail: string): [number, unknown] => [
      400,
      problem(400, 'RecOperacaoInvalida', 'Operação inválida.', detail),
    ];
    const devedor = input.vinculo?.devedor as { cpf?: unknown; cnpj?: unknown; nome?: unknown } | undefined;
    const documento =
      (typeof devedor?.cpf === 'string' && /^\d{11}$/.test(devedor.cpf)) ||
      (typeof devedor?.cnpj === 'string' && /^[0-9A-Z]{14}$/.test(devedor.cnpj));
    if (!devedor || !documento || typeof devedor.nome !== 'string' || devedor.nome.length === 0) {
      return invalid('O objeto rec.vinculo.devedor não respeita o schema.');
    }
    if (typeof input.vinculo?.contrato !== 'string' || input.vinculo.contrato.length === 0) {
      return invalid('O campo rec.vinculo.contrato não respeita o schema.');
    }
    const { dataInicial, dataFinal, periodicidade } = input.calendario ?? {};
    if (typeof periodicidade !== 'string' || !PERIODICIDADES.includes(periodicidade)) {
      return invalid('O campo rec.calendario.periodicidade não respeita o schema.');
    }
    if (!isDate(dataInicial) || dataInicial < brasiliaToday()) {
      return invalid('O campo rec.calendario.dataInicial não respeita o schema.');
    }
    if (dataFinal !== undefined && !(isDate(dataFinal) && dataFinal >= dataInicial)) {
      return invalid('O campo rec.calendario.dataFinal não respeita o schema.');
    }
    const valorRec = input.valor?.valorRec;
    if (
      valorRec !== undefined &&
      !(typeof valorRec === 'string' && VALOR.test(valorRec) && cents(valorRec) > 0)
    ) {
      return invalid('O campo rec.valor.valorRec não respeita o schema.');
    }
    const politica = input.politicaRetentativa;
    if (politica !== 'NAO_PERMITE' && politica !== 'PERMITE_3R_7D') {
      return invalid('O campo rec.politicaRetentativa não respeita o schema.');
    }
    const locrec = typeof input.loc === 'number' ? this.locrecs.get(input.loc) : undefined;
    if (!locrec || locrec.idRec) return invalid('O campo rec.loc não corresponde a uma location disponível.');
    const txid = input.ativacao?.dadosJornada?.txid;
    if (typeof txid !== 'string' || this.cobs.get(txid)?.status !== 'ATIVA') {
      return invalid('O campo rec.ativacao.dadosJornada.txid não corresponde a uma cobrança ATIVA.');
    }
    const now = new Date().toISOString();
    // RecId: "R", R|N (retries allowed or not), the ISPB, yyyyMMdd of creation, 11 letters or digits.
    const idRec = `R${politica === 'PERMITE_3R_7D' ? 'R' : 'N'}${ISPB}${brasiliaToday().replaceAll('-', '')}${alnum(11)}`;
    locrec.idRec = idRec;
    const rec: StubRec = {
      idRec,
      vinculo: {
        ...(typeof input.vinculo.objeto === 'string' ? { objeto: input.vinculo.objeto } : {}),
        contrato: input.vinculo.contrato,
        devedor: input.vinculo.devedor!,
      },
      calendario: { dataInicial, ...(dataFinal ? { dataFinal } : {}), periodicidade },
      ...(valorRec ? { valor: { valorRec } } : {}),
      politicaRetentativa: politica,
      recebedor: { ...RECEBEDOR },
      status: 'CRIADA',
      loc: locrec,
      atualizacao: [{ status: 'CRIADA', data: now }],
      ativacao: { tipoJornada: 'AGUARDANDO_DEFINICAO', dadosJornada: { txid } },
    };
    this.recs.set(idRec, rec);
    return [201, rec];
  }

  /**
   * `RecCompleta`, with `dadosQR` when the locations allow: the recurrence's own code (journey 2)
   * without a txid, the composite of its journey-3 cob and the recurrence with that cob's txid.
   */
  private recWithQr(rec: StubRec, txid: string | null): StubRec & { dadosQR?: object } {
    if (!rec.loc) return rec;
    const urlRec = rec.loc.location.replace(/^https:\/\//, '');
    const cob = txid ? this.cobs.get(txid) : undefined;
    if (txid && (!cob || rec.ativacao.dadosJornada?.txid !== txid)) return rec;
    const brCode = cob
      ? createDynamicPix({
          merchantName: 'LOJA TESTE',
          merchantCity: 'SAO PAULO',
          url: cob.location.replace(/^https:\/\//, ''),
          urlRec,
        })
      : createRecurrencePix({ merchantName: 'LOJA TESTE', merchantCity: 'SAO PAULO', urlRec });
    if (hasError(brCode)) throw new Error('stub PSP: BR Code');
    return {
      ...rec,
      dadosQR: { jornada: cob ? 'JORNADA_3' : 'JORNADA_2', pixCopiaECola: brCode.toBRCode() },
    };
  }

  private cancelRec(rec: StubRec | undefined, body: unknown): [number, unknown] {
    if (!rec) return [404, recNotFound()];
    if ((body as { status?: unknown } | undefined)?.status !== 'CANCELADA') {
      return [
        400,
        problem(
          400,
          'RecOperacaoInvalida',
          'Operação inválida.',
          'O campo rec.status não respeita o schema.',
        ),
      ];
    }
    if (rec.status !== 'CRIADA' && rec.status !== 'APROVADA') {
      return [
        400,
        problem(400, 'RecOperacaoInvalida', 'Operação inválida.', `A recorrência está ${rec.status}.`),
      ];
    }
    // SLCR: cancelled at the receiving user's request (as the spec's own example).
    rec.encerramento = {
      cancelamento: {
        solicitante: 'USUARIO_RECEBEDOR',
        codigo: 'SLCR',
        descricao: 'Cancelamento solicitado pelo usuário recebedor.',
      },
    };
    this.setRecStatus(rec, 'CANCELADA');
    return [200, rec];
  }

  private createCobr(txid: string, body: unknown): [number, unknown] {
    const input = (body ?? {}) as Partial<StubCobr> & { recebedor?: Partial<StubCobr['recebedor']> };
    const invalid = (detail: string): [number, unknown] => [
      400,
      problem(400, 'CobROperacaoInvalida', 'Operação inválida.', detail),
    ];
    if (!TXID.test(txid)) return invalid('O txid deve ter de 26 a 35 letras ou dígitos.');
    if (this.cobrs.has(txid) || this.cobs.has(txid) || this.cobvs.has(txid)) {
      return invalid('Já existe uma cobrança com este txid.');
    }
    const rec = typeof input.idRec === 'string' ? this.recs.get(input.idRec) : undefined;
    if (!rec) return invalid('O campo cobr.idRec não corresponde a uma recorrência.');
    if (rec.status !== 'APROVADA') return invalid(`A recorrência está ${rec.status}.`);
    const original = input.valor?.original;
    if (typeof original !== 'string' || !VALOR.test(original) || cents(original) === 0) {
      return invalid('O campo cobr.valor.original não respeita o schema.');
    }
    if (rec.valor?.valorRec !== undefined && original !== rec.valor.valorRec) {
      return invalid('O campo cobr.valor.original difere do valor da recorrência.');
    }
    const dataDeVencimento = input.calendario?.dataDeVencimento;
    const today = brasiliaToday();
    // Pix Automático: a charge is sent 2 to 10 days before its due date.
    if (
      !isDate(dataDeVencimento) ||
      dataDeVencimento < addDays(today, 2) ||
      dataDeVencimento > addDays(today, 10)
    ) {
      return invalid(
        'O campo cobr.calendario.dataDeVencimento deve estar entre 2 e 10 dias após a data de criação.',
      );
    }
    if (typeof input.ajusteDiaUtil !== 'boolean')
      return invalid('O campo cobr.ajusteDiaUtil não respeita o schema.');
    const { conta, tipoConta, agencia } = input.recebedor ?? {};
    if (
      typeof conta !== 'string' ||
      !/^\d{1,20}$/.test(conta) ||
      typeof tipoConta !== 'string' ||
      !TIPOS_CONTA.includes(tipoConta)
    ) {
      return invalid('O objeto cobr.recebedor não respeita o schema.');
    }
    const now = new Date().toISOString();
    const cobr: StubCobr = {
      idRec: rec.idRec,
      txid,
      calendario: { criacao: today, dataDeVencimento },
      valor: { original },
      ajusteDiaUtil: input.ajusteDiaUtil,
      ...(typeof input.infoAdicional === 'string' ? { infoAdicional: input.infoAdicional } : {}),
      politicaRetentativa: rec.politicaRetentativa,
      recebedor: { ...RECEBEDOR, conta, tipoConta, ...(typeof agencia === 'string' ? { agencia } : {}) },
      devedor: rec.vinculo.devedor,
      status: 'ATIVA',
      atualizacao: [
        { status: 'CRIADA', data: now },
        { status: 'ATIVA', data: now },
      ],
    };
    this.cobrs.set(txid, cobr);
    return [201, cobr];
  }

  private cancelCobr(cobr: StubCobr | undefined, body: unknown): [number, unknown] {
    if (!cobr) return [404, cobrNotFound()];
    const invalid = (detail: string): [number, unknown] => [
      400,
      problem(400, 'CobROperacaoInvalida', 'Operação inválida.', detail),
    ];
    if ((body as { status?: unknown } | undefined)?.status !== 'CANCELADA') {
      return invalid('O campo cobr.status não respeita o schema.');
    }
    if (cobr.status !== 'ATIVA') return invalid(`A cobrança está ${cobr.status}.`);
    if (brasiliaToday() >= cobr.calendario.dataDeVencimento) {
      return invalid(
        'Não é possível cancelar uma cobrança em uma data igual ou maior que a data prevista da primeira tentativa de liquidação.',
      );
    }
    const now = new Date().toISOString();
    for (const tentativa of cobr.tentativas ?? []) {
      if (tentativa.status === 'AGENDADA' || tentativa.status === 'SOLICITADA') {
        tentativa.status = 'CANCELADA';
        tentativa.atualizacao.push({ status: 'CANCELADA', data: now });
      }
    }
    // SLCR: the receiving user asked for it (the spec's example of this cancellation).
    cobr.encerramento = {
      cancelamento: {
        solicitante: 'USUARIO_RECEBEDOR',
        codigo: 'SLCR',
        descricao: 'Cancelamento de agendamento solicitado pelo usuário recebedor.',
      },
    };
    this.setCobrStatus(cobr, 'CANCELADA');
    return [200, cobr];
  }

  private retryCobr(cobr: StubCobr | undefined, data: string): [number, unknown] {
    if (!cobr) return [404, cobrNotFound()];
    const invalid = (detail: string): [number, unknown] => [
      400,
      problem(400, 'CobROperacaoInvalida', 'Operação inválida.', detail),
    ];
    if (cobr.politicaRetentativa !== 'PERMITE_3R_7D') {
      return invalid('A política configurada na recorrência não permite retentativa de cobrança.');
    }
    if (cobr.status !== 'ATIVA') return invalid(`A cobrança está ${cobr.status}.`);
    if (cobr.tentativas?.at(-1)?.status !== 'REJEITADA') {
      return invalid('A última tentativa de cobrança não foi rejeitada.');
    }
    const due = cobr.calendario.dataDeVencimento;
    if (!isDate(data) || data <= due || data > addDays(due, 7) || data <= brasiliaToday()) {
      return invalid('A data da retentativa deve ser futura e estar nos 7 dias após o vencimento.');
    }
    if (cobr.tentativas.filter((tentativa) => tentativa.tipo === 'RIFL').length >= 3) {
      return invalid('A cobrança já teve 3 retentativas.');
    }
    cobr.tentativas.push({
      dataLiquidacao: data,
      tipo: 'RIFL',
      status: 'SOLICITADA',
      endToEndId: endToEndId(),
      atualizacao: [{ status: 'SOLICITADA', data: new Date().toISOString() }],
    });
    return [201, cobr];
  }
}

const recNotFound = () => problem(404, 'RecNaoEncontrada', 'Recorrência não encontrada');
const cobrNotFound = () => problem(404, 'CobRNaoEncontrada', 'Cobrança recorrente não encontrada');

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
