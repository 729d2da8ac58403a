import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * The string of a Secrets Manager secret (the API Pix settings, the sealing keys), read through a
 * client made for the call and closed after it: a function reads a secret once per warm instance
 * or every few minutes, and keeps no idle connection across freezes. Timeouts as short as the
 * table's (and the SDK's three attempts): a request must not wait on a sick service until its
 * deadline. The region is the function's own (`AWS_REGION`).
 */
export async function secretValue(secretId: string): Promise<string> {
  const client = new SecretsManagerClient({
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
  });
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString ?? '';
  } finally {
    client.destroy();
  }
}
