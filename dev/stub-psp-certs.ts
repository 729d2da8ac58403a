import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Throw-away certificates for the stub PSP's mutual TLS: one CA, a server certificate for
 * 127.0.0.1/localhost and a client certificate (ours, as a PSP would have registered it), made
 * with the machine's `openssl` (Node's crypto signs but cannot issue X.509 certificates).
 */
export interface StubCertificates {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** Files of the same PEMs, for settings read from `PIX_API_*_FILE` variables. */
  files: { ca: string; clientCert: string; clientKey: string };
}

const openssl = (dir: string, args: string[]): void => {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
};

/** PKCS#8 P-256 keys, which every TLS stack reads. */
const P256 = ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256'];

/**
 * A year, as a bank's client certificates last; made again 31 days before the end, so a stub
 * connection is never within the 30 days that raise `pix_connection.expiring`.
 */
const VALID_DAYS = 365;
const RENEW_BEFORE_MS = 31 * 86_400_000;

function issue(dir: string, name: string, subject: string, extensions: string): void {
  openssl(dir, ['genpkey', ...P256, '-out', `${name}.key`]);
  openssl(dir, ['req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`]);
  writeFileSync(join(dir, `${name}.ext`), extensions);
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    String(VALID_DAYS),
    '-sha256',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.crt`,
  ]);
}

/** Whether a certificate file (a kept `.data/` may hold an old one) is far from its end. */
const fresh = (file: string): boolean =>
  Date.parse(new X509Certificate(readFileSync(file)).validTo) > Date.now() + RENEW_BEFORE_MS;

/** Certificates in `dir`, made on first use, and again when any file is missing or about to expire. */
export function stubCertificates(dir: string): StubCertificates {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const names = ['ca.crt', 'server.crt', 'server.key', 'client.crt', 'client.key'];
  const usable =
    names.every((file) => existsSync(join(dir, file))) &&
    ['ca.crt', 'server.crt', 'client.crt'].every((file) => fresh(join(dir, file)));
  if (!usable) {
    mkdirSync(dir, { recursive: true });
    openssl(dir, ['genpkey', ...P256, '-out', 'ca.key']);
    openssl(dir, [
      'req',
      '-x509',
      '-new',
      '-key',
      'ca.key',
      '-sha256',
      '-days',
      String(VALID_DAYS),
      '-subj',
      '/CN=Stub PSP test CA',
      '-out',
      'ca.crt',
    ]);
    issue(
      dir,
      'server',
      '/CN=127.0.0.1',
      'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
    );
    issue(dir, 'client', '/CN=merchant-payments-client', 'extendedKeyUsage=clientAuth\n');
  }
  return {
    ca: read('ca.crt'),
    serverCert: read('server.crt'),
    serverKey: read('server.key'),
    clientCert: read('client.crt'),
    clientKey: read('client.key'),
    files: {
      ca: join(dir, 'ca.crt'),
      clientCert: join(dir, 'client.crt'),
      clientKey: join(dir, 'client.key'),
    },
  };
}
