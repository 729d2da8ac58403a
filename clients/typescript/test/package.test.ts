import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import resources from '../src/resources.js';

/** The package as installed: ESM with type declarations, and its bin. */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

describe('@merchant-payments/client', () => {
  it('is imported by name from plain JavaScript (ESM) and exports the client', async () => {
    const script = `
      const mp = await import('@merchant-payments/client');
      const client = new mp.MerchantPayments({ apiKey: 'mp_sk_test_x' });
      console.log(JSON.stringify({
        exports: Object.keys(mp).sort(),
        resources: Object.keys(client).sort(),
        cents: mp.toCents(19.9),
      }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: PACKAGE });
    const shown = JSON.parse(stdout) as { exports: string[]; resources: string[]; cents: number };
    expect(shown.exports).toEqual(
      expect.arrayContaining([
        'ApiError',
        'ApiConnectionError',
        'MerchantPayments',
        'toCents',
        'verifyWebhook',
      ]),
    );
    // One property per entry of the resources' list, and `webhooks`.
    expect(shown.resources).toEqual([...resources.map(({ name }) => name), 'webhooks'].sort());
    expect(shown.resources).toContain('charges');
    expect(shown.cents).toBe(1990);
  });

  it('types a TypeScript project that installs it: data, list items, errors and narrowed webhook events', async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'merchant-payments-consumer-'));
    try {
      await mkdir(path.join(project, 'node_modules/@merchant-payments'), { recursive: true });
      await symlink(PACKAGE, path.join(project, 'node_modules/@merchant-payments/client'));
      const require = createRequire(import.meta.url);
      const typeRoot = path.dirname(path.dirname(require.resolve('@types/node/package.json')));
      await writeFile(
        path.join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'es2022',
            strict: true,
            noEmit: true,
            typeRoots: [typeRoot],
            types: ['node'],
          },
        }),
      );
      await writeFile(path.join(project, 'package.json'), '{ "type": "module" }');
      await writeFile(
        path.join(project, 'index.ts'),
        `import { ApiError, MerchantPayments, toCents, type Charge, type WebhookEvent } from '@merchant-payments/client';

const mp = new MerchantPayments({ apiKey: 'mp_sk_test_x', baseUrl: 'http://127.0.0.1:3000/v1' });

export async function pay(): Promise<number> {
  const charge: Charge = await mp.charges.create({ amount: toCents(19.9), description: 'Pedido' });
  const paid: 'PAID' | 'PENDING' | 'EXPIRED' | 'CANCELLED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' = charge.status;
  // @ts-expect-error amounts are integer centavos, not text
  await mp.charges.create({ amount: '19.90' });
  // @ts-expect-error an unknown filter
  mp.charges.list({ colour: 'blue' });
  let total = 0;
  for await (const item of mp.charges.list({ status: 'PAID' })) total += item.amount;
  try {
    await mp.coupons.retrieve('x');
  } catch (error) {
    if (error instanceof ApiError) console.log(error.status, error.code, error.fields, error.requestId);
  }
  return paid === 'PAID' ? total : 0;
}

export function receive(body: string, headers: Record<string, string>, secret: string): string | null {
  const event: WebhookEvent = mp.webhooks.verify(body, headers, secret);
  if (event.type === 'charge.paid') return event.data.paidAt;
  if (event.type === 'checkout.completed') return event.data.completedAt;
  return null;
}
`,
      );
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      const result = await run(process.execPath, [tsc, '-p', project]).then(
        () => '',
        (error: { stdout: string }) => error.stdout,
      );
      expect(result).toBe('');
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });

  it('packs the built JavaScript, its declarations and the README, and no source or test', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: PACKAGE,
    });
    const [packed] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    const files = packed.files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/cli.js',
      ]),
    );
    expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual(['README.md', 'package.json']);
  });

  it('ships the merchant-payments bin', async () => {
    const { stdout } = await run(process.execPath, [`${PACKAGE}dist/cli.js`, '--help']);
    expect(stdout).toMatch(/merchant-payments listen --forward-to <url>/);
    expect(stdout).toMatch(/merchant-payments trigger <event type>/);
  });
});
