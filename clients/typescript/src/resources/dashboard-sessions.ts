import { spawn } from 'node:child_process';
import { defineResource, Resource, UsageError } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ResponseData } from '../types.js';

export type DashboardSession = ResponseData<'createDashboardSession'>;

class DashboardSessions extends Resource {
  /**
   * A one-time sign-in link to the merchant's dashboard (`url`, valid 5 minutes, once), with this
   * key's permission. Open it in a browser: the browser never holds the key.
   */
  create(options?: RequestOptions) {
    return this.transport.request('createDashboardSession', {}, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly dashboardSessions: DashboardSessions;
  }
}

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

export default defineResource('dashboardSessions', {
  Class: DashboardSessions,
  methods: { createDashboardSession: 'create' },
  command: {
    word: 'dashboard',
    listed: 'dashboard',
    usage: ['dashboard [--open]'],
    help: `  dashboard Prints a one-time sign-in link to your dashboard (valid 5 minutes, once), with the
            key's permission; --open opens it in your browser. Any key.`,
    options: { open: { type: 'boolean' } },
    optionsHelp: `  --open               dashboard: open the link in the default browser.`,
    async run({ rest, values, client }) {
      if (rest.length) throw new UsageError(`dashboard takes no argument ${rest.join(' ')}.`);
      const { url, expiresAt } = await (await client()).dashboardSessions.create();
      console.log(url);
      console.error(`One-time link, valid until ${expiresAt}.`);
      if (values.open === true) openInBrowser(url);
    },
  },
});
