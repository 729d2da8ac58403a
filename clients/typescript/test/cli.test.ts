import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMerchant, type TestMerchant } from '../../../test/support/api.js';
import { MerchantPayments, type WebhookEvent } from '../src/index.js';
import { startApi, type Api } from './support/api.js';

/**
 * The `merchant-payments` bin, as built (dist/cli.js), run as a developer runs it against the real
 * local server.
 */
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

let api: Api;
let m: TestMerchant;
let mp: MerchantPayments;
let configHome: string;

beforeAll(async () => {
  api = await startApi();
  m = await newMerchant('Loja da CLI');
  mp = new MerchantPayments({ apiKey: m.full, baseUrl: api.baseUrl });
  configHome = await mkdtemp(path.join(tmpdir(), 'merchant-payments-cli-'));
});
afterAll(async () => {
  await api.close();
  await rm(configHome, { recursive: true, force: true });
});

const env = (key = m.full) => ({
  ...process.env,
  MERCHANT_PAYMENTS_API_KEY: key,
  MERCHANT_PAYMENTS_BASE_URL: api.baseUrl,
  XDG_CONFIG_HOME: configHome,
});

async function run(args: string[], key?: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { env: env(key) });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The id printed on the line of a `kind` resource in `status` (`charge    <id>  PAID  …`). */
const idOn = (stdout: string, kind: string, status: string): string => {
  const found = new RegExp(`^${kind}\\s+(\\S+)\\s+${status}\\b`, 'm').exec(stdout);
  if (!found) throw new Error(`no ${kind} ${status} line in:\n${stdout}`);
  return found[1]!;
};

describe('merchant-payments trigger', () => {
  it('charge.paid creates and pays a charge in test, prints its id, and the API has its charge.paid event', async () => {
    const { code, stdout } = await run(['trigger', 'charge.paid']);
    expect(code).toBe(0);
    const id = idOn(stdout, 'charge', 'PAID');
    expect((await mp.charges.retrieve(id)).status).toBe('PAID');
    const events = await mp.events.list({ type: 'charge.paid' }).toArray({ limit: 100 });
    expect(events.map((event) => (event.data as { id: string }).id)).toContain(id);
  });

  it('checkout.completed, checkout.cancelled and charge.refunded leave their resources in that state', async () => {
    const completed = await run(['trigger', 'checkout.completed']);
    expect(completed.code).toBe(0);
    expect((await mp.checkouts.retrieve(idOn(completed.stdout, 'checkout', 'COMPLETED'))).status).toBe(
      'COMPLETED',
    );
    const cancelled = await run(['trigger', 'checkout.cancelled']);
    expect((await mp.checkouts.retrieve(idOn(cancelled.stdout, 'checkout', 'CANCELLED'))).status).toBe(
      'CANCELLED',
    );
    const refunded = await run(['trigger', 'charge.refunded']);
    expect((await mp.charges.retrieve(idOn(refunded.stdout, 'charge', 'REFUNDED'))).status).toBe('REFUNDED');
    const updated = await run(['trigger', 'checkout.updated']);
    expect(updated.code, updated.stderr).toBe(0);
    const withCoupon = await mp.checkouts.retrieve(idOn(updated.stdout, 'checkout', 'OPEN'));
    expect(withCoupon.coupon).not.toBeNull();
    const events = await mp.events.list({ type: 'checkout.updated' }).toArray({ limit: 100 });
    expect(events.map((event) => (event.data as { id: string }).id)).toContain(withCoupon.id);
  });

  it('an unknown event type is a usage error (exit 2) listing the types; a READ_ONLY key is the API 403', async () => {
    const unknown = await run(['trigger', 'charge.teleported']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown event type charge.teleported');
    expect(unknown.stderr).toContain('checkout.completed');
    expect(unknown.stderr).not.toContain('charge.refund_failed');
    const impossible = await run(['trigger', 'charge.refund_failed']);
    expect(impossible.code).toBe(2);
    expect(impossible.stderr).toContain(
      'charge.refund_failed cannot be triggered: in test every refund succeeds',
    );
    const readOnly = await run(['trigger', 'charge.created'], m.readOnly);
    expect(readOnly.code).toBe(1);
    expect(readOnly.stderr).toMatch(/403 forbidden/);
  });
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that records each request and answers `answer(n)` to the n-th (from 1). */
async function startReceiver(answer: (n: number) => number) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer(received.length)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const listeners: ChildProcessWithoutNullStreams[] = [];

/** `merchant-payments listen` with `args`, its output read line by line. */
function startListen(args: string[]) {
  const child = spawn(process.execPath, [CLI, 'listen', ...args], {
    env: { ...env(m.readOnly), TZ: 'America/Sao_Paulo' },
  });
  listeners.push(child);
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const wake of waiting.splice(0)) wake();
  });
  return {
    lines,
    /** The first line matching `pattern`, once printed (the test's timeout bounds the wait). */
    async line(pattern: RegExp): Promise<string> {
      for (;;) {
        const found = lines.find((candidate) => pattern.test(candidate));
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    /** Ctrl-C; resolves with the exit code. */
    stop(): Promise<number | null> {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      return exited;
    },
  };
}

describe('merchant-payments listen', () => {
  afterAll(() => {
    for (const child of listeners) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('forwards the events from its start on, signed with the secret it prints, one line per event with the answer', async () => {
    const all = await startReceiver((n) => (n === 1 ? 500 : 204));
    const paidOnly = await startReceiver(() => 204);

    // Before listen starts: not forwarded.
    const before = await mp.charges.create({ amount: 1000, description: 'Antes do listen' });

    const listen = startListen(['--forward-to', all.url]);
    const filtered = startListen([
      '--forward-to',
      paidOnly.url,
      '--events',
      'charge.paid,checkout.completed',
    ]);
    const secret = /(whsec_\S+)/.exec(await listen.line(/signing secret is/))![1]!;
    await listen.line(/^Ready!/);
    await filtered.line(/^Ready!/);

    const charge = await mp.charges.create({ amount: 2000, description: 'Durante o listen' });
    await mp.charges.simulatePayment(charge.id);
    const paidLine = await listen.line(/--> charge\.paid /);
    // Local time (São Paulo here) with its offset: never a bare time that could be UTC or local.
    expect(paidLine).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -03:00 {2}--> /);
    const createdLine = await listen.line(/--> charge\.created /);
    await filtered.line(/--> charge\.paid /);

    const events = all.received.map((message) => mp.webhooks.verify(message.body, message.headers, secret));
    expect(events.map((event) => event.type)).toEqual(['charge.created', 'charge.paid']);
    const [created, paid] = events as [WebhookEvent, WebhookEvent];
    expect(paid.data).toMatchObject({ id: charge.id, status: 'PAID' });
    expect(created.data).toMatchObject({ id: charge.id });
    expect(events.every((event) => (event.data as { id: string }).id !== before.id)).toBe(true);
    // The same body the API delivers: the event as the API lists it.
    const listed = await mp.events.retrieve(paid.id);
    expect(JSON.parse(all.received[1]!.body)).toEqual({
      id: listed.id,
      type: listed.type,
      createdAt: listed.createdAt,
      data: listed.data,
    });
    expect(createdLine).toContain(`[${created.id}]`);
    expect(createdLine).toContain(`<-- [500] POST ${all.url}`);
    expect(paidLine).toContain(`[${paid.id}]`);
    expect(paidLine).toContain(`<-- [204] POST ${all.url}`);

    // --events: only those types; the same machine secret signs them.
    const forwarded = paidOnly.received.map((message) =>
      mp.webhooks.verify(message.body, message.headers, secret),
    );
    expect(forwarded.map((event) => event.id)).toEqual([paid.id]);
    expect(filtered.lines.filter((line) => line.includes('-->'))).toHaveLength(1);

    // The secret is the machine's: --print-secret shows the same one.
    const printed = await run(['listen', '--print-secret']);
    expect(printed.stdout.trim()).toBe(secret);

    expect(await listen.stop()).toBe(0);
    expect(await filtered.stop()).toBe(0);
    await all.close();
    await paidOnly.close();
  });
});

describe('merchant-payments dashboard', () => {
  it('prints a one-time sign-in link that opens the "Entrar" page', async () => {
    const { code, stdout, stderr } = await run(['dashboard'], m.readOnly);
    expect(code, stderr).toBe(0);
    const url = new URL(stdout.trim());
    expect(url.pathname).toMatch(/^\/dashboard\/sign-in\/[A-Za-z0-9_-]{43}$/);
    expect(stderr).toContain('One-time link');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Entrar');
  });
});
