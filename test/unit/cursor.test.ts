import { createHmac } from 'node:crypto';
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
  it('is CURSOR_SECRET when set: another secret does not accept the cursor', () => {
    vi.stubEnv('CURSOR_SECRET', 'um');
    const cursor = signCursor(scope, position);
    expect(cursorPaging(scope, { page: 0, size: 5, cursor }).after).toEqual(position);
    vi.stubEnv('CURSOR_SECRET', 'outro');
    expect(() => cursorPaging(scope, { page: 0, size: 5, cursor })).toThrow();
  });

  it('is the same in every process of one table without CURSOR_SECRET (test environment)', () => {
    vi.stubEnv('CURSOR_SECRET', '');
    const cursor = signCursor(scope, position);
    expect(signCursor(scope, position)).toBe(cursor);
    vi.stubEnv('TABLE_NAME', 'outra-tabela');
    resetConfig();
    expect(signCursor(scope, position)).not.toBe(cursor);
  });

  it('is required in the live environment on AWS', () => {
    vi.stubEnv('CURSOR_SECRET', '');
    vi.stubEnv('APP_ENV', 'live');
    vi.stubEnv('DYNAMODB_ENDPOINT', '');
    resetConfig();
    expect(() => signCursor(scope, position)).toThrow(/CURSOR_SECRET/);
  });

  it('signs what it signed before the canonical form was shared: cursors held across a deploy still open', () => {
    vi.stubEnv('CURSOR_SECRET', 'um');
    const filtered = { merchantId: 'm1', list: 'charges', filters: { status: 'PAID', customerId: 'c1' } };
    const cursor = signCursor(filtered, position);
    const payload = cursor.split('.')[0]!;
    const signedBefore = createHmac('sha256', 'um')
      .update(JSON.stringify([1, 'm1', 'charges', { customerId: 'c1', status: 'PAID' }, payload]))
      .digest('base64url');
    expect(cursor).toBe(`${payload}.${signedBefore}`);
  });

  it('binds the filters whatever their key order', () => {
    const cursor = signCursor({ ...scope, filters: { a: 1, b: 2 } }, position);
    expect(cursorPaging({ ...scope, filters: { b: 2, a: 1 } }, { page: 0, size: 5, cursor }).after).toEqual(
      position,
    );
  });
});
