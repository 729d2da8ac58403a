import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../lib/api/routes.js';
import { pageProblems, useBrowser } from '../support/browser.js';
import { skipBrowser } from '../support/chromium.js';
import { documentPath } from '../../lib/api/document.js';

/**
 * The reference page in a real headless Chromium over a real local server: it must render every
 * operation and fetch nothing from any other host. Debian's `chromium` package provides the
 * browser (`.ci/run` installs it). Without CHROMIUM_PATH set and no /usr/bin/chromium the test is
 * skipped; with CHROMIUM_PATH set (as CI does) a missing browser fails it.
 */
const skipped = skipBrowser('docs browser test');

const SCREENSHOT = path.join(tmpdir(), 'merchant-payments-docs.png');

describe.skipIf(skipped)('the /v1/docs page in Chromium', () => {
  const run = useBrowser();

  it('lists every operation and loads nothing from another host', async () => {
    const origin = new URL(run.url).origin;
    const context = await run.browser.newContext();
    const requested: string[] = [];
    const foreign: string[] = [];
    // Every request the page makes is recorded; anything not for the local server is refused.
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      requested.push(url);
      if (url.startsWith('data:') || new URL(url).origin === origin) await route.continue();
      else {
        foreign.push(url);
        await route.abort();
      }
    });
    const page = await context.newPage();
    const problems = pageProblems(page);
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));

    const response = await page.goto(`${run.url}/v1/docs`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const listed = await page.locator('.opblock').evaluateAll((blocks) =>
      blocks.map((block) => {
        const method = block.querySelector('.opblock-summary-method')?.textContent?.trim() ?? '';
        const route = block.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method} ${route}`;
      }),
    );
    const expected = routes.map((route) => `${route.method} ${documentPath(route.path)}`);
    expect(listed.sort()).toEqual(expected.sort());
    await expect(page.locator('.info .title').textContent()).resolves.toContain('Merchant Payments API');

    await page.screenshot({ path: SCREENSHOT, fullPage: false });
    await context.close();

    expect(foreign).toEqual([]);
    expect(
      requested
        .filter((url) => !url.startsWith('data:'))
        .map((url) => new URL(url).pathname)
        .sort(),
    ).toEqual(
      ['/v1/docs', '/v1/docs/swagger-ui-bundle.js', '/v1/docs/swagger-ui.css', '/v1/openapi.json'].sort(),
    );
    expect(problems).toEqual([]);
  }, 90_000);
});
