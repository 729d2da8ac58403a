import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as configModule from '../../lib/config.js';
import { cursorPaging, signCursor } from '../../lib/http/cursor.js';

// Local mode is the configuration's to say (`runsLocally`); the keys under a stage's secret are
// test/unit/sealing.test.ts's.
const mode = vi.hoisted(() => ({ local: true }));
vi.mock('../../lib/config.js', async (importOriginal) => ({
  ...(await importOriginal<typeof configModule>()),
  runsLocally: () => mode.local,
}));

const scope = { merchantId: 'm1', list: 'products', filters: { status: 'ACTIVE' } };
const position = { key: { PK: 'a', SK: 'b', GSI1PK: 'c', GSI1SK: 'd' } };

beforeEach(() => {
  mode.local = true;
  vi.stubEnv('SEALING_SECRET_ARN', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  configModule.resetConfig();
});

describe('cursor signing key', () => {
  it('opens in every process of one table in local mode, not in another', () => {
    configModule.resetConfig();
    const cursor = signCursor(scope, position);
    configModule.resetConfig();
    expect(cursorPaging(scope, { page: 0, size: 5, cursor }).after).toEqual(position);
    vi.stubEnv('TABLE_NAME', 'outra-tabela');
    configModule.resetConfig();
    expect(() => cursorPaging(scope, { page: 0, size: 5, cursor })).toThrow();
  });

  it('is the stage secret in every deployed stage, test as well as live: none can be derived', () => {
    mode.local = false;
    for (const environment of ['test', 'live']) {
      vi.stubEnv('APP_ENV', environment);
      configModule.resetConfig();
      expect(() => signCursor(scope, position)).toThrow(/SEALING_SECRET_ARN/);
    }
  });

  it('shows the client no table key', () => {
    const cursor = signCursor(scope, { key: { 'L#m1#PRODUCT#0': '2026-11-25T10:00:00.000Z#p1' } });
    const bytes = Buffer.from(cursor, 'base64url').toString('latin1');
    for (const shown of ['L#', 'm1', 'PRODUCT', '2026', 'key']) expect(bytes).not.toContain(shown);
  });

  it('refuses a garbled cursor, and one signed the old way with a key anyone can derive', () => {
    configModule.resetConfig();
    const cursor = signCursor(scope, position);
    const garbled = cursor.slice(0, 20) + (cursor[20] === 'A' ? 'B' : 'A') + cursor.slice(21);
    const derived = createHash('sha256').update(`cursor-secret:${process.env.TABLE_NAME}`).digest();
    const payload = Buffer.from(JSON.stringify({ key: { PK: '' } })).toString('base64url');
    const forged = `${payload}.${createHmac('sha256', derived)
      .update(JSON.stringify([1, 'm1', 'products', { status: 'ACTIVE' }, payload]))
      .digest('base64url')}`;
    for (const bad of [garbled, forged, '', '!!!', cursor + cursor, 'a'.repeat(2048)])
      expect(() => cursorPaging(scope, { page: 0, size: 5, cursor: bad })).toThrow(
        expect.objectContaining({ status: 422 }),
      );
  });

  it('binds the filters whatever their key order', () => {
    const cursor = signCursor({ ...scope, filters: { a: 1, b: 2 } }, position);
    expect(cursorPaging({ ...scope, filters: { b: 2, a: 1 } }, { page: 0, size: 5, cursor }).after).toEqual(
      position,
    );
  });
});
