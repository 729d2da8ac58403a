import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StubPsp } from '../../dev/stub-psp.js';
import { stubCertificates } from '../../dev/stub-psp-certs.js';
import {
  ApiPixClient,
  PspRequestError,
  PspUnavailableError,
  type CobRequest,
} from '../../lib/pix/api-pix/client.js';
import { centsToValor, valorEquals, valorToCents } from '../../lib/pix/api-pix/money.js';
import { chargeTxidOf, liveTxid } from '../../lib/pix/api-pix/txid.js';
import { validateNotice, validateSchema } from '../support/api-pix-spec.js';
import { settingsFor, startStubPsp, TEST_PIX_KEY } from '../support/stub-psp.js';

describe('API Pix money', () => {
  it('turns cents into the spec string and back without loss', () => {
    expect(centsToValor(12345)).toBe('123.45');
    expect(centsToValor(5)).toBe('0.05');
    expect(centsToValor(100)).toBe('1.00');
    expect(centsToValor(100_000_000)).toBe('1000000.00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const valor = centsToValor(cents);
        expect(valor).toMatch(/^\d{1,10}\.\d{2}$/);
        expect(valorToCents(valor)).toBe(cents);
      }),
    );
  });

  it('refuses amounts that are not the spec format instead of rounding them', () => {
    for (const bad of ['1.5', '1', '1.234', '-1.00', '1,00', ' 1.00', '12345678901.00']) {
      expect(() => valorToCents(bad)).toThrow(RangeError);
      expect(valorEquals(bad, 100)).toBe(false);
    }
    expect(() => centsToValor(1.5)).toThrow(RangeError);
    expect(() => centsToValor(-1)).toThrow(RangeError);
    expect(valorEquals('19.90', 1990)).toBe(true);
    expect(valorEquals('19.91', 1990)).toBe(false);
  });
});

describe('live txid', () => {
  it('is 26–35 letters and digits, one-to-one with the charge txid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,31}$/), (chargeTxid) => {
        const live = liveTxid(chargeTxid);
        expect(live).toMatch(/^[a-zA-Z0-9]{26,35}$/);
        expect(chargeTxidOf(live)).toBe(chargeTxid);
      }),
    );
    expect(liveTxid('A'.repeat(25))).toHaveLength(29);
  });

  it('leads nowhere for a txid we did not make', () => {
    for (const foreign of [
      '7978c0c97ea847e78e8849634473c1f1',
      'MP25ABC',
      'MP02AB000000000000000000001',
      '',
    ]) {
      expect(chargeTxidOf(foreign)).toBeUndefined();
    }
  });
});

describe('API Pix client against the stub PSP (mutual TLS)', () => {
  let psp: StubPsp;
  let violations: string[];
  const clients: ApiPixClient[] = [];
  const client = (overrides = {}, options = {}) => {
    const made = new ApiPixClient(settingsFor(psp, overrides), { retryDelayMs: 10, ...options });
    clients.push(made);
    return made;
  };
  const cobBody = (cents: number): CobRequest => ({
    calendario: { expiracao: 3600 },
    valor: { original: centsToValor(cents) },
    chave: TEST_PIX_KEY,
    solicitacaoPagador: 'Pedido 42',
  });

  beforeAll(async () => {
    ({ psp, violations } = await startStubPsp());
  });
  afterEach(() => {
    for (const made of clients.splice(0)) made.close();
    expect(violations).toEqual([]);
  });
  afterAll(async () => {
    await psp.stop();
  });

  it('creates, reads and removes a cob; every body matches the spec', async () => {
    const api = client();
    const txid = liveTxid('Abc123');
    validateSchema('CobSolicitada', cobBody(1990));
    const cob = await api.createCob(txid, cobBody(1990));
    expect(cob).toMatchObject({ txid, status: 'ATIVA', valor: { original: '19.90' }, chave: TEST_PIX_KEY });
    expect(cob.pixCopiaECola).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect((await api.getCob(txid)).status).toBe('ATIVA');
    expect((await api.removeCob(txid)).status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect(await api.findCob(liveTxid('Unknown1'))).toBeUndefined();
    expect(psp.exchanges.filter((e) => e.operation !== '/oauth/token').length).toBeGreaterThanOrEqual(4);
  });

  it('asks for one token and reuses it until it expires', async () => {
    let now = Date.now();
    const api = client({}, { now: () => now });
    const before = psp.tokensIssued;
    await api.createCob(liveTxid('Tok1'), cobBody(100));
    await api.getCob(liveTxid('Tok1'));
    await api.getCob(liveTxid('Tok1'));
    expect(psp.tokensIssued - before).toBe(1);
    now += 3600 * 1000; // past the token's lifetime: a new one before the call
    await api.getCob(liveTxid('Tok1'));
    expect(psp.tokensIssued - before).toBe(2);
  });

  it('gets a fresh token once when the PSP drops it mid-flight', async () => {
    const api = client();
    await api.createCob(liveTxid('Mid1'), cobBody(100));
    const before = psp.tokensIssued;
    psp.expireTokens();
    expect((await api.getCob(liveTxid('Mid1'))).status).toBe('ATIVA');
    expect(psp.tokensIssued - before).toBe(1);
  });

  it('retries a failed create with the same txid and makes one cob', async () => {
    const api = client();
    const txid = liveTxid('Retry5xx');
    psp.inject('PUT', '/cob/{txid}', { kind: 'error', status: 503 });
    const cob = await api.createCob(txid, cobBody(2500));
    expect(cob.txid).toBe(txid);
    const puts = psp.exchanges.filter((e) => e.method === 'PUT' && e.path.endsWith(txid));
    expect(puts.map((e) => e.status)).toEqual([503, 201]);
  });

  it('adopts the cob an unanswered create made, instead of failing or making two', async () => {
    const api = client({ timeoutMs: 300 });
    const txid = liveTxid('LostAnswer');
    psp.inject('PUT', '/cob/{txid}', { kind: 'lose-answer' });
    const cob = await api.createCob(txid, cobBody(4200));
    expect(cob).toMatchObject({ txid, valor: { original: '42.00' } });
    expect([...psp.cobs.keys()].filter((key) => key === txid)).toHaveLength(1);
  });

  it('does not adopt a different cob under the same txid', async () => {
    const api = client({ timeoutMs: 300 });
    const txid = liveTxid('Clash1');
    psp.inject('PUT', '/cob/{txid}', { kind: 'lose-answer' });
    await api.createCob(txid, cobBody(100));
    psp.inject('PUT', '/cob/{txid}', { kind: 'error' });
    await expect(api.createCob(txid, cobBody(999))).rejects.toBeInstanceOf(PspRequestError);
  });

  it('reports a PSP that keeps failing or never answers as unavailable', async () => {
    const api = client({ timeoutMs: 300 });
    psp.inject('PUT', '/cob/{txid}', { kind: 'error' }, 2);
    await expect(api.createCob(liveTxid('Down1'), cobBody(100))).rejects.toBeInstanceOf(PspUnavailableError);
    psp.inject('GET', '/cob/{txid}', { kind: 'hang' }, 2);
    await expect(api.getCob(liveTxid('Down1'))).rejects.toBeInstanceOf(PspUnavailableError);
    expect(psp.cobs.has(liveTxid('Down1'))).toBe(false);
  });

  it('refunds a received Pix once per refund id, and never more than was paid', async () => {
    const api = client();
    const txid = liveTxid('Refund1');
    await api.createCob(txid, cobBody(1000));
    const pix = psp.pay(txid);
    validateNotice(JSON.parse(psp.noticeBody([pix])));
    expect(await api.findPix(pix.endToEndId)).toMatchObject({ txid, valor: '10.00' });
    const first = await api.refund(pix.endToEndId, 'R1', '10.00');
    const again = await api.refund(pix.endToEndId, 'R1', '10.00');
    expect(again.rtrId).toBe(first.rtrId);
    await expect(api.refund(pix.endToEndId, 'R2', '0.01')).rejects.toBeInstanceOf(PspRequestError);
    await expect(api.removeCob(txid)).rejects.toMatchObject({ status: 400 });
  });

  it('cannot reach the PSP without our client certificate or with a wrong secret', async () => {
    // A client certificate from another CA: the TLS handshake fails before any HTTP.
    const foreign = stubCertificates(mkdtempSync(join(tmpdir(), 'foreign-ca-')));
    const other = { certificate: foreign.clientCert, privateKey: foreign.clientKey };
    await expect(client(other).getCob(liveTxid('X1'))).rejects.toBeInstanceOf(PspUnavailableError);
    await expect(client({ clientSecret: 'wrong' }).getCob(liveTxid('X1'))).rejects.toMatchObject({
      status: 401,
    });
  });
});
