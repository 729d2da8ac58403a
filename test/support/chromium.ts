import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's `chromium` for the browser tests (`.ci/run` installs it). Without CHROMIUM_PATH and no
 * /usr/bin/chromium a browser test is skipped (`skipBrowser`); with CHROMIUM_PATH set, as CI does,
 * a missing browser fails it.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const required = Boolean(process.env.CHROMIUM_PATH);
const available = existsSync(CHROMIUM);

/** Whether `what` is skipped here, saying so once. */
export function skipBrowser(what: string): boolean {
  if (available || required) return false;
  console.warn(`${what} skipped: no Chromium at ${CHROMIUM}`);
  return true;
}

/** A headless Chromium that reaches nothing but the pages it is sent to. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
