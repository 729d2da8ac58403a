import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { errorCodes } from '../../lib/error-codes.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

// The README's table is what a client developer reads first; a code added in lib/error-codes.ts
// without its row there would be a cause they cannot look up.
it('lists every error code, with the meaning lib/error-codes.ts gives it', () => {
  const section = readme.slice(readme.indexOf('## Error codes'), readme.indexOf('## Guarantees'));
  // Rows as prettier pads them: `| `code`   | meaning   |`.
  const rows = new Map(
    [...section.matchAll(/^\| `([a-z_]+)` +\| (.*?) +\|$/gm)].map(([, code, meaning]) => [
      code,
      meaning?.replaceAll('\\|', '|'),
    ]),
  );
  const missing = Object.entries(errorCodes)
    .filter(([code, meaning]) => rows.get(code) !== meaning)
    .map(([code]) => code);
  expect(missing).toEqual([]);
});
