import { randomBytes } from 'node:crypto';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StubPsp } from '../../dev/stub-psp.js';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { ApiPixClient, PspRequestError, PspUnavailableError } from '../../lib/pix/api-pix/client.js';
import * as recurrence from '../../lib/pix/api-pix/recurrence-client.js';
import type { CobrRequest, Periodicidade, RecRequest } from '../../lib/pix/api-pix/recurrence.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { validateCobrNotice, validateRecNotice, validateSchema } from '../support/api-pix-spec.js';
import { settingsFor, startStubPsp, TEST_PIX_KEY } from '../support/stub-psp.js';

/**
 * The Pix Automático side of the API Pix client against the stub PSP over mutual TLS: a journey-3
 * recurrence (its composite code, the payer's approval), recurring charges debited, refused,
 * retried and paid, the PSP's refusals, a lost answer, and the notices; every exchange checked
 * against the Banco Central's schemas.
 */
let psp: StubPsp;
let violations: string[];
const delivered: { url: string; body: string }[] = [];
const clients: ApiPixClient[] = [];

const ACCOUNT = { conta: '12345678', tipoConta: 'CORRENTE', agencia: '0001' } as const;

/** A client's recurrence calls, with the two cob calls the walk needs beside them. */
function client() {
  const made = new ApiPixClient(settingsFor(psp, { account: ACCOUNT }), { retryDelayMs: 10 });
  clients.push(made);
  const on =
    <A extends unknown[], R>(call: (client: ApiPixClient, ...args: A) => R) =>
    (...args: A): R =>
      call(made, ...args);
  return {
    createCob: made.createCob.bind(made),
    getCob: made.getCob.bind(made),
    createLocRec: on(recurrence.createLocRec),
    createRec: on(recurrence.createRec),
    getRec: on(recurrence.getRec),
    cancelRec: on(recurrence.cancelRec),
    createCobr: on(recurrence.createCobr),
    getCobr: on(recurrence.getCobr),
    findCobr: on(recurrence.findCobr),
    retryCobr: on(recurrence.retryCobr),
    cancelCobr: on(recurrence.cancelCobr),
    registerRecWebhook: on(recurrence.registerRecWebhook),
    registerCobrWebhook: on(recurrence.registerCobrWebhook),
  };
}
type Api = ReturnType<typeof client>;

const today = (): string => todayIn('America/Sao_Paulo', new Date());
const txid = (): string => liveTxid(randomBytes(8).toString('hex'));
const refused = (status: number) => expect.objectContaining({ name: 'PspRequestError', status });

beforeAll(async () => {
  ({ psp, violations } = await startStubPsp({
    deliver: async (url, body) => {
      delivered.push({ url, body });
      return 200;
    },
  }));
});
afterEach(() => {
  for (const made of clients.splice(0)) made.close();
  expect(violations.splice(0)).toEqual([]);
});
afterAll(async () => {
  await psp.stop();
});

const recBody = (cobTxid: string, loc: number, politica: RecRequest['politicaRetentativa']): RecRequest => ({
  vinculo: {
    objeto: 'Assinatura mensal',
    contrato: 'CONTRATO-42',
    devedor: { cpf: '52998224725', nome: 'Maria das Dores' },
  },
  calendario: { dataInicial: addDays(today(), 5), periodicidade: 'MENSAL' },
  valor: { valorRec: '49.90' },
  politicaRetentativa: politica,
  loc,
  ativacao: { dadosJornada: { txid: cobTxid } },
});

const cobrBody = (idRec: string, dueInDays = 5, original = '49.90'): CobrRequest => ({
  idRec,
  infoAdicional: 'Mensalidade',
  calendario: { dataDeVencimento: addDays(today(), dueInDays) },
  valor: { original },
  ajusteDiaUtil: false,
  recebedor: ACCOUNT,
});

/** A journey-3 recurrence still waiting for the payer, with its cob. */
async function newRec(api: Api, politica: RecRequest['politicaRetentativa'] = 'PERMITE_3R_7D') {
  const cobTxid = txid();
  const cob = await api.createCob(cobTxid, {
    calendario: { expiracao: 3600 },
    valor: { original: '49.90' },
    chave: TEST_PIX_KEY,
  });
  const loc = await api.createLocRec();
  const body = recBody(cobTxid, loc.id, politica);
  validateSchema('RecSolicitada', body);
  const rec = await api.createRec(body);
  return { cob, loc, rec };
}

/** A recurrence the payer approved by paying its cob. */
async function approvedRec(api: Api, politica: RecRequest['politicaRetentativa'] = 'PERMITE_3R_7D') {
  const { rec } = await newRec(api, politica);
  psp.payJourney3(rec.idRec);
  return rec.idRec;
}

describe('Pix Automático against the stub PSP', () => {
  it('walks journey 3, a refused debit, its retry and the payment', async () => {
    const api = client();
    const { cob, loc, rec } = await newRec(api);
    expect(loc.location).toMatch(/\/qr\/v2\/rec\/[a-z0-9]{32}$/);
    const locExchange = psp.exchanges.findLast((exchange) => exchange.operation === '/locrec')!;
    validateSchema('PayloadLocationRecSolicitada', locExchange.requestBody);
    expect(rec).toMatchObject({
      status: 'CRIADA',
      ativacao: { tipoJornada: 'AGUARDANDO_DEFINICAO', dadosJornada: { txid: cob.txid } },
      loc: { id: loc.id },
    });
    expect(rec.idRec).toMatch(new RegExp(`^RR99999999${today().replaceAll('-', '')}[a-zA-Z0-9]{11}$`));

    const withQr = await api.getRec(rec.idRec, cob.txid);
    expect(withQr.dadosQR?.jornada).toBe('JORNADA_3');
    const code = withQr.dadosQR!.pixCopiaECola!;
    const decoded = parsePix(code);
    if (hasError(decoded)) throw new Error(`composite BR Code: ${decoded.message}`);
    // The cob's location (journey 3 pays it) and the recurrence's, both without their scheme.
    expect(decoded).toMatchObject({
      url: psp.cobs.get(cob.txid)!.location.replace(/^https:\/\//, ''),
      urlRec: loc.location.replace(/^https:\/\//, ''),
    });
    // The CRC covers the recurrence's template: change one character of it and the code is refused.
    expect(hasError(parsePix(code.replace('/qr/v2/rec/', '/qr/v2/reX/')))).toBe(true);
    expect((await api.getRec(rec.idRec)).dadosQR?.jornada).toBe('JORNADA_2');

    const pix = psp.payJourney3(rec.idRec);
    expect(pix.txid).toBe(cob.txid);
    expect(await api.getRec(rec.idRec)).toMatchObject({
      status: 'APROVADA',
      ativacao: { tipoJornada: 'JORNADA_3', dadosJornada: { txid: cob.txid } },
    });
    expect((await api.getCob(cob.txid)).status).toBe('CONCLUIDA');
    validateRecNotice(JSON.parse(psp.recNoticeBody(rec.idRec)));

    const cobrTxid = txid();
    const body = cobrBody(rec.idRec);
    const created = await api.createCobr(cobrTxid, body);
    expect(created).toMatchObject({
      idRec: rec.idRec,
      txid: cobrTxid,
      status: 'ATIVA',
      valor: { original: '49.90' },
      calendario: { dataDeVencimento: body.calendario.dataDeVencimento },
      politicaRetentativa: 'PERMITE_3R_7D',
      recebedor: { ...ACCOUNT, cnpj: expect.any(String) },
    });

    // AB10 (an error at the payer's PSP) does not reject the cobr: it may be retried.
    psp.debitCobr(cobrTxid, { refused: 'AB10' });
    const afterRefusal = await api.getCobr(cobrTxid);
    expect(afterRefusal.status).toBe('ATIVA');
    expect(afterRefusal.tentativas).toEqual([
      expect.objectContaining({
        tipo: 'AGND',
        status: 'REJEITADA',
        dataLiquidacao: body.calendario.dataDeVencimento,
        rejeicao: expect.objectContaining({ codigo: 'AB10' }),
      }),
    ]);
    validateCobrNotice(JSON.parse(psp.cobrNoticeBody(cobrTxid)));

    const retryDate = addDays(body.calendario.dataDeVencimento, 2);
    const retried = await api.retryCobr(cobrTxid, retryDate);
    expect(retried.tentativas?.at(-1)).toMatchObject({
      tipo: 'RIFL',
      status: 'SOLICITADA',
      dataLiquidacao: retryDate,
    });

    psp.debitCobr(cobrTxid, { paid: true });
    const paid = await api.getCobr(cobrTxid);
    expect(paid.status).toBe('CONCLUIDA');
    expect(paid.tentativas?.map((tentativa) => tentativa.status)).toEqual(['REJEITADA', 'PAGA']);
    expect(paid.pix).toEqual([
      expect.objectContaining({
        txid: cobrTxid,
        valor: '49.90',
        endToEndId: paid.tentativas![1]!.endToEndId,
      }),
    ]);
    validateCobrNotice(JSON.parse(psp.cobrNoticeBody(cobrTxid)));
  });

  it('refuses a recurrence the PSP cannot make', async () => {
    const api = client();
    const { cob, loc } = await newRec(api);
    const fresh = await api.createLocRec();
    const good = recBody(cob.txid, fresh.id, 'NAO_PERMITE');
    const bad: [string, RecRequest][] = [
      ['a location already used', { ...good, loc: loc.id }],
      ['an unknown location', { ...good, loc: 999_999 }],
      ['a cob that is not ATIVA', { ...good, ativacao: { dadosJornada: { txid: txid() } } }],
      [
        'a first date in the past',
        { ...good, calendario: { ...good.calendario, dataInicial: addDays(today(), -1) } },
      ],
      [
        'an unknown period',
        { ...good, calendario: { ...good.calendario, periodicidade: 'DIARIA' as unknown as Periodicidade } },
      ],
      ['a malformed amount', { ...good, valor: { valorRec: '49.9' } }],
      [
        'a debtor without CPF or CNPJ',
        {
          ...good,
          vinculo: { ...good.vinculo, devedor: { nome: 'Sem Documento' } as { cpf: string; nome: string } },
        },
      ],
    ];
    for (const [what, body] of bad) {
      await expect(api.createRec(body), what).rejects.toEqual(refused(400));
    }
    // The fresh location is still free: the refusals used nothing.
    expect((await api.createRec(good)).status).toBe('CRIADA');
  });

  it('refuses recurring charges outside the rules of Pix Automático', async () => {
    const api = client();
    const idRec = await approvedRec(api);
    const pending = (await newRec(api)).rec.idRec;
    const bad: [string, CobrRequest][] = [
      ['due tomorrow', cobrBody(idRec, 1)],
      ['due in 11 days', cobrBody(idRec, 11)],
      ['another amount', cobrBody(idRec, 5, '50.00')],
      ['an unknown recurrence', cobrBody(`RR99999999${today().replaceAll('-', '')}unknown0000`)],
      ['a recurrence not yet approved', cobrBody(pending)],
    ];
    for (const [what, body] of bad) {
      await expect(api.createCobr(txid(), body), what).rejects.toEqual(refused(400));
    }
    for (const days of [2, 10])
      expect((await api.createCobr(txid(), cobrBody(idRec, days))).status).toBe('ATIVA');
  });

  it('retries up to three times within seven days, and only when the policy allows', async () => {
    const api = client();
    const noRetries = await approvedRec(api, 'NAO_PERMITE');
    const once = txid();
    const due = (await api.createCobr(once, cobrBody(noRetries))).calendario.dataDeVencimento;
    const rejected = psp.debitCobr(once, { refused: 'AB10' });
    expect(rejected).toMatchObject({ status: 'REJEITADA', encerramento: { rejeicao: { codigo: 'AB10' } } });
    await expect(api.retryCobr(once, addDays(due, 1))).rejects.toEqual(refused(400));
    validateCobrNotice(JSON.parse(psp.cobrNoticeBody(once)));

    const idRec = await approvedRec(api);
    const cobr = txid();
    await api.createCobr(cobr, cobrBody(idRec));
    // Nothing to retry before a refusal.
    await expect(api.retryCobr(cobr, addDays(due, 1))).rejects.toEqual(refused(400));
    psp.debitCobr(cobr, { refused: 'AM02' });
    await expect(api.retryCobr(cobr, due), 'on the due date').rejects.toEqual(refused(400));
    await expect(api.retryCobr(cobr, addDays(due, 8)), 'after 7 days').rejects.toEqual(refused(400));
    for (const day of [1, 2, 3]) {
      await api.retryCobr(cobr, addDays(due, day));
      psp.debitCobr(cobr, { refused: 'AB10' });
    }
    const after = await api.getCobr(cobr);
    expect(after.status).toBe('REJEITADA');
    expect(after.tentativas?.map((tentativa) => tentativa.tipo)).toEqual(['AGND', 'RIFL', 'RIFL', 'RIFL']);
    await expect(api.retryCobr(cobr, addDays(due, 4)), 'a fourth retry').rejects.toEqual(refused(400));

    // A code the spec says rejects the cobr ends it even when retries are allowed.
    const closed = txid();
    await api.createCobr(closed, cobrBody(idRec));
    expect(psp.debitCobr(closed, { refused: 'AC05' }).status).toBe('REJEITADA');
  });

  it('adopts the cobr a lost answer made, and sends a recurrence only once', async () => {
    const api = client();
    const idRec = await approvedRec(api);
    const cobr = txid();
    psp.inject('PUT', '/cobr/{txid}', { kind: 'lose-answer' });
    const adopted = await api.createCobr(cobr, cobrBody(idRec));
    expect(adopted).toMatchObject({ txid: cobr, idRec, status: 'ATIVA' });
    const puts = psp.exchanges.filter(
      (exchange) => exchange.method === 'PUT' && exchange.path.endsWith(cobr),
    );
    expect(puts.map((exchange) => exchange.status)).toEqual([400]); // the lost one was never answered
    // Another cobr under the same txid is not adopted.
    const other = txid();
    await api.createCobr(other, cobrBody(idRec, 6));
    psp.inject('PUT', '/cobr/{txid}', { kind: 'error', status: 503 });
    await expect(api.createCobr(other, cobrBody(idRec, 7))).rejects.toEqual(refused(400));

    const { cob } = await newRec(api);
    const loc = await api.createLocRec();
    const recs = psp.recs.size;
    psp.inject('POST', '/rec', { kind: 'lose-answer' });
    await expect(api.createRec(recBody(cob.txid, loc.id, 'PERMITE_3R_7D'))).rejects.toBeInstanceOf(
      PspUnavailableError,
    );
    expect(psp.recs.size).toBe(recs + 1);

    // A read that fails once is repeated.
    psp.inject('GET', '/cobr/{txid}', { kind: 'error' });
    expect((await api.getCobr(cobr)).txid).toBe(cobr);
    expect(await api.findCobr(txid())).toBeUndefined();
  });

  it('cancels, rejects and revokes with the catalog codes', async () => {
    const api = client();
    const { rec } = await newRec(api);
    psp.inject('PATCH', '/rec/{idRec}', { kind: 'lose-answer' });
    const cancelled = await api.cancelRec(rec.idRec);
    expect(cancelled).toMatchObject({
      status: 'CANCELADA',
      encerramento: { cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR' } },
    });
    await expect(api.cancelRec(rec.idRec)).rejects.toBeInstanceOf(PspRequestError);
    validateRecNotice(JSON.parse(psp.recNoticeBody(rec.idRec)));

    const declined = (await newRec(api)).rec.idRec;
    psp.rejectRec(declined);
    expect(await api.getRec(declined)).toMatchObject({
      status: 'REJEITADA',
      encerramento: { rejeicao: { codigo: 'AP13' } },
    });
    validateRecNotice(JSON.parse(psp.recNoticeBody(declined)));

    const revoked = await approvedRec(api);
    psp.revokeRec(revoked);
    expect(await api.getRec(revoked)).toMatchObject({
      status: 'CANCELADA',
      encerramento: { cancelamento: { solicitante: 'USUARIO_PAGADOR', codigo: 'SLDB' } },
    });
    validateRecNotice(JSON.parse(psp.recNoticeBody(revoked)));

    const idRec = await approvedRec(api);
    const cobr = txid();
    await api.createCobr(cobr, cobrBody(idRec));
    expect(await api.cancelCobr(cobr)).toMatchObject({
      status: 'CANCELADA',
      encerramento: { cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR' } },
    });
    await expect(api.cancelCobr(cobr)).rejects.toEqual(refused(400));
    validateCobrNotice(JSON.parse(psp.cobrNoticeBody(cobr)));
  });

  it('registers the webhooks and posts notices the spec accepts', async () => {
    const api = client();
    await api.registerRecWebhook('http://127.0.0.1/v1/psp/pix-webhook/secret');
    await api.registerCobrWebhook('http://127.0.0.1/v1/psp/pix-webhook/secret/');
    const idRec = await approvedRec(api);
    const cobr = txid();
    await api.createCobr(cobr, cobrBody(idRec));
    psp.debitCobr(cobr, { paid: true });
    delivered.length = 0;
    expect(await psp.notifyRec(idRec)).toBe(200);
    expect(await psp.notifyCobr(cobr)).toBe(200);
    expect(await psp.notifyCobr(cobr)).toBe(200); // a duplicate is the same notice again
    expect(delivered.map(({ url }) => url)).toEqual([
      'http://127.0.0.1/v1/psp/pix-webhook/secret/rec',
      'http://127.0.0.1/v1/psp/pix-webhook/secret/cobr',
      'http://127.0.0.1/v1/psp/pix-webhook/secret/cobr',
    ]);
    const [recNotice, cobrNotice] = delivered.map(({ body }) => JSON.parse(body) as Record<string, unknown>);
    validateRecNotice(recNotice);
    validateCobrNotice(cobrNotice);
    expect(recNotice).toMatchObject({ recs: [{ idRec, status: 'APROVADA' }] });
    expect(cobrNotice).toMatchObject({
      cobsr: [{ txid: cobr, status: 'CONCLUIDA', pix: [{ valor: '49.90' }] }],
    });
    // The validation can fail: a notice without its history is not one.
    expect(() => validateRecNotice({ recs: [{ idRec, status: 'APROVADA' }] })).toThrow(/atualizacao/);
    expect(() =>
      validateCobrNotice({ cobsr: [{ idRec, txid: cobr, status: 'PAGA', atualizacao: [] }] }),
    ).toThrow();
  });
});
