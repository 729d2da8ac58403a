#!/usr/bin/env node
/**
 * `merchant-payments`: the developer CLI shipped with the client. `listen` forwards the merchant's
 * events to a local receiver, signed; `trigger` causes an event in `test`; a resource may bring a
 * command of its own (`ledger export`, in its file of `resources/`). Arguments are read with Node's
 * own `parseArgs`, so the package needs no CLI framework. The client and `listen` load when a
 * command needs them, so `--help` reads neither.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import type { MerchantPayments } from './client.js';
import { cannotTrigger, trigger, triggerTypes } from './cli/trigger.js';
import { ApiConnectionError, ApiError } from './errors.js';
import { DEFAULT_BASE_URL } from './http.js';
import { UsageError, type OptionValues } from './resource.js';
import resources from './resources.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const commands = resources.flatMap((resource) => ('command' in resource ? [resource.command] : []));

const HELP = `merchant-payments ${version}: webhooks and test events of the Merchant Payments API

Usage:
  merchant-payments listen --forward-to <url> [--events <type,...>]
  merchant-payments listen --print-secret
  merchant-payments trigger <event type>
${commands.map((command) => command.usage.map((line) => `  merchant-payments ${line}\n`).join('')).join('')}
Commands:
  listen    Follows your events from now on and POSTs each to --forward-to, signed as the API
            signs deliveries (Standard Webhooks) with the secret it prints at start; one line per
            event with your receiver's answer.
  trigger   Creates in test what causes an event, and prints the ids. Event types:
            ${triggerTypes.join(', ')}
${commands.map((command) => `${command.help}\n`).join('')}
Options:
  --api-key <key>      Your API key (default: $MERCHANT_PAYMENTS_API_KEY). listen needs READ_ONLY,
                       trigger FULL_ACCESS.
  --base-url <url>     The API with /v1 (default: $MERCHANT_PAYMENTS_BASE_URL, else ${DEFAULT_BASE_URL}).
  --forward-to <url>   listen: where to POST each event, e.g. http://127.0.0.1:4000/hooks.
  --events <types>     listen: only these event types, comma-separated (default: all).
  --print-secret       listen: print the signing secret and exit.
${commands.map((command) => `${command.optionsHelp}\n`).join('')}  -h, --help           This help.
  -v, --version        The version.
`;

const eventTypeSchema = z.enum(triggerTypes as [string, ...string[]]);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const commandOptions: Record<string, { type: 'string' | 'boolean' }> = Object.fromEntries(
  commands.flatMap((command) => Object.entries(command.options)),
);

/** The values of the options `listen` and `trigger` read, and every other client command. */
interface Values extends OptionValues {
  'api-key'?: string;
  'base-url'?: string;
  'forward-to'?: string;
  events?: string;
  'print-secret': boolean;
  help: boolean;
  version: boolean;
}

function parse(argv: string[]): { values: Values; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'api-key': { type: 'string' },
        'base-url': { type: 'string' },
        'forward-to': { type: 'string' },
        events: { type: 'string' },
        ...commandOptions,
        'print-secret': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
    return { values: values as Values, positionals };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function client(values: ReturnType<typeof parse>['values']): Promise<MerchantPayments> {
  const apiKey = values['api-key'] ?? process.env.MERCHANT_PAYMENTS_API_KEY;
  if (!apiKey) throw new UsageError('No API key: pass --api-key or set MERCHANT_PAYMENTS_API_KEY.');
  const baseUrl = values['base-url'] ?? process.env.MERCHANT_PAYMENTS_BASE_URL ?? DEFAULT_BASE_URL;
  if (!httpUrl.safeParse(baseUrl).success)
    throw new UsageError(`--base-url ${baseUrl} is not an http(s) URL.`);
  const { MerchantPayments } = await import('./client.js');
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
    const mp = await client(values);
    await trigger(mp, type.data as (typeof triggerTypes)[number], (line) => console.log(line));
    return;
  }

  const own = commands.find((candidate) => candidate.word === command);
  if (own) return own.run({ rest, values, client: () => client(values) });

  if (command === 'listen') {
    if (rest.length) throw new UsageError(`listen takes no argument ${rest.join(' ')}.`);
    const { listen, listenSecret } = await import('./cli/listen.js');
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
      mp: await client(values),
      forwardTo: new URL(target),
      secret,
      events: events && new Set(events),
      intervalMs: 1000,
      signal: stop.signal,
      print: (line) => console.log(line),
    });
    return;
  }

  const names = ['listen', 'trigger', ...commands.map((own) => own.listed)].join(', ');
  throw new UsageError(`Unknown command ${command}. Commands: ${names} (see --help).`);
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
