import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Secrets Manager on 127.0.0.1, speaking its JSON protocol for `GetSecretValue`: the SDK reaches
 * it through `AWS_ENDPOINT_URL_SECRETS_MANAGER` (`environment()`), so no test reaches AWS. Secrets
 * are set by ARN; `failing` answers every call with Secrets Manager's own 500.
 */
export interface FakeSecretsManager {
  url: string;
  /** The string each secret holds, by ARN. */
  secrets: Map<string, string>;
  /** The ARN of every GetSecretValue call, in order. */
  calls: string[];
  failing: boolean;
  /** What a function needs to reach this fake instead of AWS. */
  environment(): Record<string, string>;
  close(): Promise<void>;
}

/** An ARN shaped as Secrets Manager makes them. */
export const secretArn = (name: string): string =>
  `arn:aws:secretsmanager:sa-east-1:000000000000:secret:${name}-AbCdEf`;

export async function startSecretsManager(): Promise<FakeSecretsManager> {
  const fake: FakeSecretsManager = {
    url: '',
    secrets: new Map(),
    calls: [],
    failing: false,
    environment: () => ({
      AWS_ENDPOINT_URL_SECRETS_MANAGER: fake.url,
      AWS_REGION: 'sa-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify(body));
      };
      if (request.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue')
        return answer(400, { __type: 'UnknownOperationException', message: 'only GetSecretValue' });
      const { SecretId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId: string };
      fake.calls.push(SecretId);
      if (fake.failing) return answer(500, { __type: 'InternalServiceError', message: 'injected' });
      const value = fake.secrets.get(SecretId);
      if (value === undefined)
        return answer(400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret.",
        });
      answer(200, {
        ARN: SecretId,
        Name: SecretId.split(':').at(-1),
        SecretString: value,
        VersionId: `v${fake.calls.length}`,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: Date.now() / 1000,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
