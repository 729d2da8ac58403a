import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../dev/dynamo-local.js';

/**
 * `npm start -- --live` as a developer runs it: a live stage on this machine, the platform's stub
 * PSP and two more as merchants' own banks. The demo merchant connects one bank with the printed
 * command, and a charge paid at that bank is paid in the API and counted as the merchant's own.
 */
const ROOT = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'mp-start-live-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  // SIGTERM stops the server with its database and stub PSPs; SIGKILL only if that hangs.
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A POST to a stub PSP's own route, over that PSP's mutual TLS with the files the server printed. */
function postMtls(url: string, certDir: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        cert: readFileSync(join(certDir, 'client.crt')),
        key: readFileSync(join(certDir, 'client.key')),
        ca: readFileSync(join(certDir, 'ca.crt')),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('npm start -- --live', { timeout: 240_000 }, () => {
  it('lets the demo merchant connect a local bank and be paid in its own account', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
    for (const name of [
      'DYNAMODB_ENDPOINT',
      'DYNAMODB_LOCAL_PORT',
      'TABLE_NAME',
      'POWERTOOLS_LOG_LEVEL',
      'APP_ENV',
    ])
      delete env[name];
    child = spawn('npm', ['start', '--', '--live', '--in-memory'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await until(
      () => (output.includes('Ctrl-C stops') || child!.exitCode !== null ? true : undefined),
      'npm start',
      150_000,
    );

    const key = /FULL_ACCESS: (mp_sk_live_\S+)/.exec(output)?.[1];
    expect(key, output).toBeDefined();
    const connect = /--data @(\S+bank-1\/connection\.json) (\S+)/.exec(output);
    const pay = /Pay its charges:\n\s+curl .*? (https:\/\/127\.0\.0\.1:\d+)\/stub\/cob\/MP25/.exec(output);
    expect(connect, output).not.toBeNull();
    expect(pay, output).not.toBeNull();
    const [, connectionFile, connectionUrl] = connect!;
    // The file holds the bank's credentials: only its owner may read it, and it lives with the live data.
    expect(statSync(connectionFile!).mode & 0o077).toBe(0);
    expect(connectionFile!.startsWith(join(dataDir, 'live'))).toBe(true);

    const api = `http://127.0.0.1:${port}/v1`;
    const headers = { authorization: `ApiKey ${key}`, 'content-type': 'application/json' };
    const connected = await fetch(connectionUrl!, {
      method: 'PUT',
      headers,
      body: readFileSync(connectionFile!),
    });
    const connection = (await connected.json()) as { data: { mode: string; status: string; pixKey: string } };
    expect(connected.status, JSON.stringify(connection)).toBe(200);
    expect(connection.data).toMatchObject({
      mode: 'OWN_ACCOUNT',
      status: 'ACTIVE',
      pixKey: 'loja@bank-1.example',
    });

    const created = await fetch(`${api}/charges`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `start-live-${port}` },
      body: JSON.stringify({ amount: 2590 }),
    });
    const charge = ((await created.json()) as { data: { id: string; pix: { txid: string; brCode: string } } })
      .data;
    expect(created.status).toBe(201);
    // The code is the bank's: its location is on the bank's stub, not the platform's.
    expect(charge.pix.brCode).toContain(new URL(pay![1]!).host);

    const paid = await postMtls(`${pay![1]}/stub/cob/MP25${charge.pix.txid}/pagar`, dirname(connectionFile!));
    expect(paid.status, paid.body).toBe(200);
    const status = await until(
      async () => {
        const read = await fetch(`${api}/charges/${charge.id}`, { headers });
        const { data } = (await read.json()) as { data: { status: string } };
        return data.status === 'PAID' ? data.status : undefined;
      },
      'the bank notice to pay the charge',
      20_000,
    );
    expect(status).toBe('PAID');
    const balance = (await (await fetch(`${api}/balance`, { headers })).json()) as {
      data: { mode: string; available: number };
    };
    // Paid into the merchant's own account: in its statement, never in a balance the platform owes.
    expect(balance.data).toMatchObject({ mode: 'OWN_ACCOUNT', available: 0 });
    const ledger = (await (await fetch(`${api}/ledger`, { headers })).json()) as {
      data: { content: { type: string; chargeId: string; amount: number }[] };
    };
    expect(ledger.data.content).toContainEqual(
      expect.objectContaining({ type: 'PIX_RECEIVED', chargeId: charge.id, amount: 25.9 }),
    );
  });
});
