import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { StubCertificates } from '../../../dev/stub-psp-certs.js';
import { testCertificates } from '../stub-psp.js';

/**
 * A stub PSP as a deployed stage reaches a merchant's own one: at a public address (the only kind
 * the functions may reach on a merchant's word), which the functions' process
 * (test/support/deployed/host.ts) connects to the stub on loopback. Nothing is sent there: the
 * address only names the stub. Its server certificate names that address, signed by the test CA.
 */
export const PUBLIC_PSP_ADDRESS = '93.184.215.14';

/** The test certificates, with a server certificate for `address` (and loopback) from the same CA. */
export function certificatesAt(address: string): StubCertificates {
  const base = testCertificates();
  const ca = dirname(base.files.ca);
  const dir = mkdtempSync(join(tmpdir(), 'stub-psp-public-'));
  const run = (args: string[]) =>
    execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  run(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', 'server.key']);
  run(['req', '-new', '-key', 'server.key', '-subj', `/CN=${address}`, '-out', 'server.csr']);
  writeFileSync(
    join(dir, 'server.ext'),
    `subjectAltName=IP:${address},IP:127.0.0.1\nextendedKeyUsage=serverAuth\n`,
  );
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    join(ca, 'ca.crt'),
    '-CAkey',
    join(ca, 'ca.key'),
    '-CAserial',
    join(dir, 'ca.srl'),
    '-CAcreateserial',
    '-days',
    '30',
    '-sha256',
    '-extfile',
    'server.ext',
    '-out',
    'server.crt',
  ]);
  return {
    ...base,
    serverCert: readFileSync(join(dir, 'server.crt'), 'utf8'),
    serverKey: readFileSync(join(dir, 'server.key'), 'utf8'),
  };
}
