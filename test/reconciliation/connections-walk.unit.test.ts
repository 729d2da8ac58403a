import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eachAtMost } from '../../lib/reconciliation/reconciliation.service.js';

/** How the daily sweep walks the live connections: a few at a time, each whatever the others do. */
describe('eachAtMost', () => {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  async function* generated(n: number) {
    for (const i of range(n)) {
      await tick();
      yield i;
    }
  }

  it('works on every item once, as many at once as it may and never more', async () => {
    for (const items of [range(10), generated(10)]) {
      let running = 0;
      let most = 0;
      const done: number[] = [];
      await eachAtMost(items, 3, async (i) => {
        most = Math.max(most, ++running);
        // Longer than the generator takes to hand out the next items.
        for (let i = 0; i < 5; i++) await tick();
        running--;
        done.push(i);
      });
      expect(most).toBe(3);
      expect(done.sort((a, b) => a - b)).toEqual(range(10));
    }
  });

  it('goes on past a failing item, and throws its failure once every item has ended', async () => {
    const done: number[] = [];
    let running = 0;
    const walk = eachAtMost(generated(8), 2, async (i) => {
      running++;
      await tick();
      running--;
      if (i === 1) throw new Error('PSP 1 failed');
      done.push(i);
    });
    await expect(walk).rejects.toThrow('PSP 1 failed');
    expect(running).toBe(0);
    expect(done.sort((a, b) => a - b)).toEqual([0, 2, 3, 4, 5, 6, 7]);
  });

  it('ends at once on nothing to walk', async () => {
    await expect(eachAtMost([], 4, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
