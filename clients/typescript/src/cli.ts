#!/usr/bin/env node
/**
 * `merchant-payments`: the developer CLI shipped with the client. `listen` forwards the merchant's
 * events to a local receiver, signed; `trigger` causes an event in `test`. Arguments are read with
 * Node's own `parseArgs`, so the package needs no CLI framework for two commands.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { MerchantPayments } from './client.js';
import { listen, listenSecret } from './cli/listen.js';
import { cannotTrigger, trigger, triggerTypes } from './cli/trigger.js';
import { ApiConnectionError, ApiError } from './errors.js';
import { DEFAULT_BASE_URL } from './http.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const HELP = `merchant-payments ${version}: webhooks and test events of the Merchant Payments API

Usage:
  merchant-payments listen --forward-to <url> [--events <type,...>]
  merchant-payments listen --print-secret
  merchant-payments trigger <event type>
  merchant-payments ledger export --from <yyyy-mm-dd> --to <yyyy-mm-dd> > ledger.csv
  merchant-payments dashboard [--open]

Commands:
  listen    Follows your events from now on and POSTs each to --forward-to, signed as the API
            signs deliveries (Standard Webhooks) with the secret it prints at start; one line per
            event with your receiver's answer.
  trigger   Creates in test what causes an event, and prints the ids. Event types:
            ${triggerTypes.join(', ')}
  ledger export  Writes the ledger entries of a range of São Paulo dates as one CSV on standard
            output, every page of the export (the header once). Needs READ_ONLY.
  dashboard Prints a one-time sign-in link to your dashboard (valid 5 minutes, once), with the
            key's permission; --open opens it in your browser. Any key.

Options:
  --api-key <key>      Your API key (default: $MERCHANT_PAYMENTS_API_KEY). listen needs READ_ONLY,
                       trigger FULL_ACCESS.
  --base-url <url>     The API with /v1 (default: $MERCHANT_PAYMENTS_BASE_URL, else ${DEFAULT_BASE_URL}).
  --forward-to <url>   listen: where to POST each event, e.g. http://127.0.0.1:4000/hooks.
  --events <types>     listen: only these event types, comma-separated (default: all).
  --print-secret       listen: print the signing secret and exit.
  --open               dashboard: open the link in the default browser.
  --from, --to         ledger export: the first and last São Paulo date (yyyy-mm-dd), inclusive.
  -h, --help           This help.
  -v, --version        The version.
`;

class UsageError extends Error {}

/** The system's own opener for a URL; the link is printed either way. */
function openInBrowser(url: string): void {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""', url]
        : ['xdg-open', url];
  const child = spawn(command!, args, { stdio: 'ignore', detached: true });
  child.on('error', () => console.error('Could not open a browser: open the link above.'));
  child.unref();
}

const eventTypeSchema = z.enum(triggerTypes as [string, ...string[]]);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'api-key': { type: 'string' },
        'base-url': { type: 'string' },
        'forward-to': { type: 'string' },
        events: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        'print-secret': { type: 'boolean', default: false },
        open: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function client(values: ReturnType<typeof parse>['values']): MerchantPayments {
  const apiKey = values['api-key'] ?? process.env.MERCHANT_PAYMENTS_API_KEY;
  if (!apiKey) throw new UsageError('No API key: pass --api-key or set MERCHANT_PAYMENTS_API_KEY.');
  const baseUrl = values['base-url'] ?? process.env.MERCHANT_PAYMENTS_BASE_URL ?? DEFAULT_BASE_URL;
  if (!httpUrl.safeParse(baseUrl).success)
    throw new UsageError(`--base-url ${baseUrl} is not an http(s) URL.`);
  return new MerchantPayments({ apiKey, baseUrl });
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv);
  const [command, ...rest] = positionals;
  if (values.version) return void console.log(version);
  if (values.help || command === undefined || command === 'help') return void console.log(HELP);

  if (command === 'trigger') {
    if (rest.length !== 1) throw new UsageError('trigger takes one event type, e.g. trigger charge.paid.');
    const cannot = cannotTrigger(rest[0]!);
    if (cannot) throw new UsageError(`${rest[0]} cannot be triggered: ${cannot}`);
    const type = eventTypeSchema.safeParse(rest[0]);
    if (!type.success)
      throw new UsageError(`Unknown event type ${rest[0]}. Event types: ${triggerTypes.join(', ')}.`);
    await trigger(client(values), type.data as (typeof triggerTypes)[number], (line) => console.log(line));
    return;
  }

  if (command === 'ledger') {
    if (rest.length !== 1 || rest[0] !== 'export') throw new UsageError('ledger takes one command: export.');
    const { from, to } = values;
    if (from === undefined || to === undefined) throw new UsageError('ledger export needs --from and --to.');
    process.stdout.write(await client(values).ledger.export({ from, to }));
    return;
  }

  if (command === 'dashboard') {
    if (rest.length) throw new UsageError(`dashboard takes no argument ${rest.join(' ')}.`);
    const { url, expiresAt } = await client(values).dashboardSessions.create();
    console.log(url);
    console.error(`One-time link, valid until ${expiresAt}.`);
    if (values.open) openInBrowser(url);
    return;
  }

  if (command === 'listen') {
    if (rest.length) throw new UsageError(`listen takes no argument ${rest.join(' ')}.`);
    const secret = await listenSecret();
    if (values['print-secret']) return void console.log(secret);
    const target = values['forward-to'];
    if (target === undefined) throw new UsageError('listen needs --forward-to <url>.');
    if (!httpUrl.safeParse(target).success)
      throw new UsageError(`--forward-to ${target} is not an http(s) URL.`);
    const events = values.events?.split(',').map((type) => type.trim());
    for (const type of events ?? [])
      if (!eventTypeSchema.safeParse(type).success)
        throw new UsageError(`Unknown event type ${type}. Event types: ${triggerTypes.join(', ')}.`);

    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
    console.log(`Your webhook signing secret is ${secret}`);
    await listen({
      mp: client(values),
      forwardTo: new URL(target),
      secret,
      events: events && new Set(events),
      intervalMs: 1000,
      signal: stop.signal,
      print: (line) => console.log(line),
    });
    return;
  }

  throw new UsageError(
    `Unknown command ${command}. Commands: listen, trigger, ledger export, dashboard (see --help).`,
  );
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\nRun merchant-payments --help for usage.`);
    process.exitCode = 2;
  } else if (error instanceof ApiError) {
    const fields = error.fields
      .map((field) => `\n  ${field.field}: ${field.code} (${field.message})`)
      .join('');
    console.error(`Error: the API answered ${error.status} ${error.code}: ${error.message}${fields}`);
    if (error.requestId) console.error(`Request id: ${error.requestId}`);
    process.exitCode = 1;
  } else if (error instanceof ApiConnectionError) {
    console.error(`Error: ${error.message}. Is the API running there (npm start)?`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
