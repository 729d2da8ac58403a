/**
 * One local server (the real handlers) in a process of its own, for tests that need several
 * sharing one DynamoDB Local, as Lambda instances share the table: it prints its URL on a line.
 * Configuration comes from the environment the test gives it.
 */
import { startLocalServer } from '../../dev/server.js';

const server = await startLocalServer(0);
process.stdout.write(`listening ${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
