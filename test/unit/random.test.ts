import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate, version } from 'uuid';
import { newId, randomFromPool } from '../../lib/random.js';

describe('random bytes from the pool', () => {
  it('hands out each byte once, across refills of the pool', () => {
    // 200 draws of 44 bytes (a secret and an IV) cross the 1 KiB pool several times.
    const drawn = Array.from({ length: 200 }, () => randomFromPool(44).toString('hex'));
    expect(drawn.every((hex) => hex.length === 88)).toBe(true);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('gives the caller a copy: a later draw does not change bytes already handed out', () => {
    const first = randomFromPool(32);
    const copy = Buffer.from(first);
    for (let i = 0; i < 64; i++) randomFromPool(32);
    expect(first.equals(copy)).toBe(true);
    expect(first.equals(Buffer.alloc(32))).toBe(false);
  });

  it('serves a length larger than the pool straight from the CSPRNG', () => {
    expect(randomFromPool(4096)).toHaveLength(4096);
  });
});

/** The 48-bit millisecond a UUID v7 carries. */
const msOf = (id: string): number => Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

describe('newId', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a UUID v7 carrying the current millisecond', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(validate(id)).toBe(true);
    expect(version(id)).toBe(7);
    expect(msOf(id)).toBeGreaterThanOrEqual(before);
    expect(msOf(id)).toBeLessThanOrEqual(after);
  });

  it('is strictly increasing within one millisecond, and unique', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const ids = Array.from({ length: 5_000 }, () => newId());
    expect(new Set(ids.map(msOf))).toEqual(new Set([Date.now()]));
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });

  it('stays increasing when the clock steps back', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    const first = newId();
    vi.setSystemTime(Date.now() - 5_000);
    const second = newId();
    expect(second > first).toBe(true);
    expect(msOf(second)).toBe(msOf(first));
  });

  it('moves to a later millisecond when a new one begins', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 180_000 });
    const first = newId();
    vi.setSystemTime(Date.now() + 1);
    const second = newId();
    expect(msOf(second)).toBe(msOf(first) + 1);
    expect(second > first).toBe(true);
  });
});
