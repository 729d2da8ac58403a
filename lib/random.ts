import { randomBytes, randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * Random bytes from the CSPRNG, drawn 1 KiB at a time: each sync `randomBytes` is a job of its
 * own (~0.01 ms in a request), and Web Crypto's `getRandomValues`, which the `uuid` package calls
 * for every id, cost ~0.02 ms of a create's time before its write. Filled on first use, never at
 * init (a snapshot of the process must not carry bytes that two copies of it would both hand
 * out); each byte is handed out once and wiped from the pool as it leaves.
 */
const pool = Buffer.alloc(1024);
let poolAt = pool.length;

export function randomFromPool(length: number): Buffer {
  if (length > pool.length) return randomBytes(length);
  if (poolAt + length > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolAt, poolAt + length));
  pool.fill(0, poolAt, poolAt + length);
  poolAt += length;
  return bytes;
}

const clock = { msecs: -Infinity, seq: 0 };

/**
 * A new id: a UUID v7 laid out by the `uuid` package from pooled random bytes. Its own clock
 * keeps ids from one process strictly increasing as the package's does (RFC 9562 §6.2, method 1:
 * a 31-bit counter seeded at random each millisecond, and on the rare overflow the millisecond
 * moves on), because passing the random bytes in takes the package off its clock.
 */
export function newId(): string {
  const random = randomFromPool(16);
  const now = Date.now();
  if (now > clock.msecs) {
    clock.msecs = now;
    clock.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    clock.seq = (clock.seq + 1) | 0;
    if (clock.seq === 0) clock.msecs++;
  }
  return v7({ random, msecs: clock.msecs, seq: clock.seq });
}
