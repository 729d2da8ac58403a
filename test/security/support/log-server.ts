/**
 * The local server in a process of its own, for `test/security/secrets.test.ts`: everything the
 * functions print reaches this process's stdout and stderr, which the test reads whole. Sends its
 * URL to the parent over IPC; SIGTERM stops it.
 */
const { startLocalServer } = await import('../../../dev/server.js');

const server = await startLocalServer(0, '127.0.0.1', { log: 'json' });
process.send?.({ url: server.url });

process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
