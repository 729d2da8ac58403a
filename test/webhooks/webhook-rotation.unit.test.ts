import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  isRedeliverable,
  newDelivery,
  newWebhookEndpoint,
  rotatedWebhookEndpoint,
  ROTATION_OVERLAP_MAX_SECONDS,
  signingSecrets,
  webhookEndpointView,
  type Delivery,
} from '../../lib/webhooks/webhook.domain.js';
import { newSigningSecret } from '../../lib/webhooks/secrets.js';
import { signedHeaders } from '../../lib/webhooks/send.js';

const at = new Date('2026-11-23T12:00:00.000Z');
const seconds = (n: number) => new Date(at.getTime() + n * 1000);
const endpoint = newWebhookEndpoint(
  'm1',
  'e1',
  { url: 'https://loja.example.com.br/hooks', events: ['*'] },
  'sealed-0',
  at,
);

describe('secret rotation', () => {
  it('keeps the replaced secret signing for expiresIn seconds, a day by default, and not at all with 0', () => {
    const hour = rotatedWebhookEndpoint(endpoint, 'sealed-1', { expiresIn: 3600 }, at);
    expect(hour).toMatchObject({
      sealedSecret: 'sealed-1',
      previousSealedSecret: 'sealed-0',
      previousSecretExpiresAt: seconds(3600).toISOString(),
      version: endpoint.version + 1,
      updatedAt: at.toISOString(),
    });
    expect(signingSecrets(hour, seconds(3599))).toEqual(['sealed-0', 'sealed-1']);
    expect(signingSecrets(hour, seconds(3600))).toEqual(['sealed-1']);
    expect(webhookEndpointView(hour, seconds(10)).previousSecretExpiresAt).toBe(seconds(3600).toISOString());
    expect(webhookEndpointView(hour, seconds(3600)).previousSecretExpiresAt).toBeNull();

    for (const body of [{}, { expiresIn: null }]) {
      const day = rotatedWebhookEndpoint(endpoint, 'sealed-1', body, at);
      expect(day.previousSecretExpiresAt).toBe(seconds(ROTATION_OVERLAP_MAX_SECONDS).toISOString());
    }
    const atOnce = rotatedWebhookEndpoint(endpoint, 'sealed-1', { expiresIn: 0 }, at);
    expect(atOnce).toMatchObject({ previousSealedSecret: null, previousSecretExpiresAt: null });
    expect(signingSecrets(atOnce, at)).toEqual(['sealed-1']);
    expect(webhookEndpointView(atOnce, at).previousSecretExpiresAt).toBeNull();
  });

  it('signs with at most two secrets: a rotation during an overlap drops the oldest', () => {
    const first = rotatedWebhookEndpoint(endpoint, 'sealed-1', { expiresIn: 3600 }, at);
    const second = rotatedWebhookEndpoint(first, 'sealed-2', { expiresIn: 60 }, seconds(10));
    expect(signingSecrets(second, seconds(11))).toEqual(['sealed-1', 'sealed-2']);
    expect(signingSecrets(second, seconds(70))).toEqual(['sealed-2']);
    // An endpoint stored before rotations existed signs with its one secret.
    expect(signingSecrets(endpoint, at)).toEqual(['sealed-0']);
    expect(webhookEndpointView(endpoint, at).previousSecretExpiresAt).toBeNull();
  });

  it('puts one signature per secret in the header, each verifiable with standardwebhooks', () => {
    const [old, current] = [newSigningSecret(), newSigningSecret()];
    const body = JSON.stringify({ id: 'evt', type: 'ping', data: { endpointId: 'e1' } });
    const headers = signedHeaders([old, current], 'evt', body, new Date());
    const [first, second] = headers['webhook-signature'].split(' ');
    expect(first).toMatch(/^v1,/);
    expect(second).toMatch(/^v1,/);
    for (const secret of [old, current])
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
    expect(signedHeaders([current], 'evt', body, new Date())['webhook-signature']).not.toContain(' ');
  });
});

describe('what a redelivery takes', () => {
  const pending = newDelivery('m1', 'evt', 'e1', at);
  const cases: [string, Delivery, boolean][] = [
    ['waiting for its first attempt', pending, true],
    ['waiting for a retry', { ...pending, attempts: 2, nextAttemptAt: seconds(300).toISOString() }, true],
    ['failed', { ...pending, status: 'FAILED', attempts: 8, nextAttemptAt: null }, true],
    ['delivered', { ...pending, status: 'DELIVERED', attempts: 1, nextAttemptAt: null }, false],
    ['being attempted', { ...pending, leasedUntil: seconds(60).toISOString() }, false],
    ['held by an attempt whose lease ran out', { ...pending, leasedUntil: seconds(-1).toISOString() }, true],
  ];
  it.each(cases.map(([label, delivery, expected]) => [label, expected, delivery] as const))(
    'a delivery %s: %s',
    (_, expected, delivery) => {
      expect(isRedeliverable(delivery, at)).toBe(expected);
    },
  );
});
