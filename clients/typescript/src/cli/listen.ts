import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import type { MerchantPayments } from '../client.js';
import { ApiConnectionError, ApiError } from '../errors.js';
import type { EventListItem } from '../resources/events.js';

/**
 * How far behind the newest event a poll looks again. Events are listed by `createdAt`, which is set
 * before their transaction commits, so an event can become visible after a newer one: the API's
 * functions end within 29 s, and this leaves twice that.
 */
export const LISTEN_LOOKBACK_MS = 60_000;
/** As the API's own deliveries: a receiver that has not answered by then has failed. */
const FORWARD_TIMEOUT_MS = 10_000;
const PAGE_SIZE = 100;

/**
 * The secret `listen` signs with: one per machine, kept in the user's config directory, so a
 * receiver configured with it keeps working across restarts, as the Stripe CLI's does.
 */
export async function listenSecret(): Promise<string> {
  const directory = path.join(
    process.env.XDG_CONFIG_HOME || path.join(homedir(), '.config'),
    'merchant-payments',
  );
  const file = path.join(directory, 'listen-secret');
  const stored = await readSecret(file);
  if (stored !== undefined) return stored;
  // The shape of the API's own endpoint secrets.
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  await mkdir(directory, { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then published in one step: two `listen` started at
  // once on a new machine must end up signing with the same secret, never one each.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    await writeFile(draft, `${secret}\n`, { mode: 0o600 });
    // A name that does not exist yet: the first to publish wins and the others read its secret.
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const published = await readSecret(file);
    if (published !== undefined) return published;
    // A file that is not a secret (edited by hand): replaced whole.
    await rename(draft, file);
    return secret;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  const stored = (await readFile(file, 'utf8').catch(() => '')).trim();
  return /^whsec_[A-Za-z0-9+/]{43}=$/.test(stored) ? stored : undefined;
}

export interface ListenOptions {
  mp: MerchantPayments;
  forwardTo: URL;
  secret: string;
  /** Only these types are forwarded; all when undefined. */
  events?: ReadonlySet<string> | undefined;
  /** Between two polls of the API. */
  intervalMs: number;
  signal: AbortSignal;
  /** One line of output. */
  print: (line: string) => void;
}

/** `2026-11-22 10:04:05 -03:00`: the terminal's local time with its UTC offset, so no line is ambiguous. */
export function clock(at: Date): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${at.toLocaleString('sv-SE')} ${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/** The events with `createdAt` at or after `floor`, newest first, reading pages until one is older. */
async function eventsSince(mp: MerchantPayments, floor: string, signal: AbortSignal) {
  const found: EventListItem[] = [];
  for await (const event of mp.events.list({ size: PAGE_SIZE }, { signal })) {
    if (event.createdAt < floor) break;
    found.push(event);
  }
  return found;
}

/** One signed POST to the receiver, as the API's deliveries are signed; resolves to a line's answer. */
async function forward(event: EventListItem, options: ListenOptions): Promise<string> {
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt,
    data: event.data,
  });
  const now = new Date();
  try {
    const response = await fetch(options.forwardTo, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'merchant-payments-cli',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(options.secret).sign(event.id, now, body),
      },
    });
    await response.body?.cancel();
    return `[${response.status}] POST ${options.forwardTo.href}`;
  } catch (error) {
    const cause = (error as Error).cause as { code?: string } | undefined;
    const why =
      (error as Error).name === 'TimeoutError' ? 'timed out' : (cause?.code ?? (error as Error).message);
    return `[error: ${why}] POST ${options.forwardTo.href}`;
  }
}

/**
 * Follows the merchant's events from now on and forwards each one to `forwardTo`, signed with
 * `secret`, printing one line per event with the receiver's answer. Each poll reads the list from
 * its newest event back, page by page by cursor, to the lookback floor; events already forwarded
 * are remembered by id until they fall below it. A failed forward is not tried again.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const { mp, signal, print } = options;
  const seen = new Map<string, string>();
  let floor = '';
  const advance = (events: EventListItem[]) => {
    const newest = events[0]?.createdAt;
    if (newest !== undefined) {
      const candidate = new Date(Date.parse(newest) - LISTEN_LOOKBACK_MS).toISOString();
      if (candidate > floor) floor = candidate;
    }
    for (const [id, createdAt] of seen) if (createdAt < floor) seen.delete(id);
  };

  // What exists now is not forwarded, only what appears from here on: the events of the lookback
  // window below the newest one are taken as seen.
  const first = await mp.events.list({ size: PAGE_SIZE }, { signal });
  advance(first.content);
  if (floor !== '')
    for (const event of await eventsSince(mp, floor, signal)) seen.set(event.id, event.createdAt);
  print(`Ready! Forwarding events to ${options.forwardTo.href} (Ctrl-C to quit)`);

  while (!signal.aborted) {
    await sleep(options.intervalMs, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) break;
    let events: EventListItem[];
    try {
      events = await eventsSince(mp, floor, signal);
    } catch (error) {
      if (signal.aborted) break;
      // What passes (no answer, a busy or restarting API) is reported and tried again at the next poll.
      const passing =
        error instanceof ApiConnectionError ||
        (error instanceof ApiError && (error.status === 429 || error.status >= 500));
      if (!passing) throw error;
      print(`${clock(new Date())}  Cannot read the events (${error.message}); trying again.`);
      continue;
    }
    const fresh = events
      .filter((event) => !seen.has(event.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    for (const event of fresh) {
      seen.set(event.id, event.createdAt);
      if (options.events && !options.events.has(event.type)) continue;
      const answer = await forward(event, options);
      print(`${clock(new Date())}  --> ${event.type} [${event.id}]  <-- ${answer}`);
    }
    advance(events);
  }
}
