import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { cursorPaging, signCursor } from '../../lib/http/cursor.js';

const scope = { merchantId: 'm1', list: 'products', filters: { status: 'ACTIVE' } };
const position = { key: { PK: 'a', SK: 'b', GSI1PK: 'c', GSI1SK: 'd' } };

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

describe('cursor signing key', () => {
  it('is SEALING_SECRET when set: another secret does not accept the cursor', () => {
    vi.stubEnv('SEALING_SECRET', 'um');
    const cursor = signCursor(scope, position);
    expect(cursorPaging(scope, { page: 0, size: 5, cursor }).after).toEqual(position);
    vi.stubEnv('SEALING_SECRET', 'outro');
    expect(() => cursorPaging(scope, { page: 0, size: 5, cursor })).toThrow();
  });

  it('opens in every process of one table without SEALING_SECRET (local DynamoDB), not in another', () => {
    vi.stubEnv('SEALING_SECRET', '');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:8000');
    resetConfig();
    const cursor = signCursor(scope, position);
    resetConfig();
    expect(cursorPaging(scope, { page: 0, size: 5, cursor }).after).toEqual(position);
    vi.stubEnv('TABLE_NAME', 'outra-tabela');
    resetConfig();
    expect(() => cursorPaging(scope, { page: 0, size: 5, cursor })).toThrow();
  });

  it('is required in every deployed stage, test as well as live', () => {
    for (const environment of ['test', 'live']) {
      vi.stubEnv('SEALING_SECRET', '');
      vi.stubEnv('APP_ENV', environment);
      vi.stubEnv('DYNAMODB_ENDPOINT', '');
      resetConfig();
      expect(() => signCursor(scope, position)).toThrow(/SEALING_SECRET/);
    }
  });

  it('shows the client no table key', () => {
    vi.stubEnv('SEALING_SECRET', 'um');
    const cursor = signCursor(scope, { key: { 'L#m1#PRODUCT#0': '2026-11-25T10:00:00.000Z#p1' } });
    const bytes = Buffer.from(cursor, 'base64url').toString('latin1');
    for (const shown of ['L#', 'm1', 'PRODUCT', '2026', 'key']) expect(bytes).not.toContain(shown);
  });

  it('refuses a garbled cursor, and one signed the old way with a key anyone can derive', () => {
    vi.stubEnv('SEALING_SECRET', '');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:8000');
    resetConfig();
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
    vi.stubEnv('SEALING_SECRET', 'um');
    const cursor = signCursor({ ...scope, filters: { a: 1, b: 2 } }, position);
    expect(cursorPaging({ ...scope, filters: { b: 2, a: 1 } }, { page: 0, size: 5, cursor }).after).toEqual(
      position,
    );
  });
});
