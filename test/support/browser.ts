import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import { launchChromium } from './chromium.js';

/**
 * What a browser test drives: a real local server (`npm start`'s, on a free port) and a headless
 * Chromium (test/support/chromium.ts), both started before the tests of the block that calls
 * `useBrowser()` and stopped after them.
 */
export interface BrowserRun {
  /** The local server's URL, without a trailing slash. */
  readonly url: string;
  readonly browser: Browser;
  /** A call to the local server's API with the merchant's key: it must answer 2xx; its `data`. */
  api(
    merchant: { full: string },
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>>;
}

/** Starts the local server and Chromium for the calling `describe` block (or file). */
export function useBrowser(): BrowserRun {
  let server: LocalServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startLocalServer(0);
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser run is used before its beforeAll started it');
    return value;
  };
  const run: BrowserRun = {
    get url() {
      return started(server).url;
    },
    get browser() {
      return started(browser);
    },
    api: async (merchant, method, path, body) => {
      const response = await fetch(`${run.url}${path}`, {
        method,
        headers: {
          authorization: `ApiKey ${merchant.full}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as { data: Record<string, unknown> };
      expect(response.status, JSON.stringify(json)).toBeLessThan(300);
      return json.data;
    },
  };
  return run;
}

/**
 * axe-core in the page (injected through the DevTools protocol, which the pages' CSP allows):
 * every violation, minor ones included, as `id (impact): targets`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  // String expressions: they run in the page, where the DOM types of this Node project do not apply.
  const found = await page.evaluate<{ id: string; impact: string | null; targets: string[] }[]>(
    `axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) })))`,
  );
  return found.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** The page's console errors and uncaught errors, collected from now on. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
