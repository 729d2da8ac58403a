import type { CfnElement } from 'aws-cdk-lib';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { entryOf } from '../../infra/function.js';
import { filesReached } from '../../infra/imports.js';
import { PAGE_URL_MODULE } from '../../infra/stack.js';
import { sharedSynth } from '../support/synth.js';

/**
 * A page link names the stage's own origin, never a request's Host (lib/payment-page/url.ts): the
 * stack gives `PUBLIC_BASE_URL` to every function whose code reaches that module, and to no other.
 * test/integration/deployed.test.ts runs the functions with these environments.
 */
function synth(context: Record<string, unknown> = {}) {
  const { stack, template } = sharedSynth(context);
  const resources = template.toJSON().Resources as Record<
    string,
    { Properties: { Description?: string; Environment?: { Variables: Record<string, unknown> } } }
  >;
  return stack.node
    .findAll()
    .filter((construct): construct is NodejsFunction => construct instanceof NodejsFunction)
    .map((fn) => {
      const { Properties: props } = resources[stack.getLogicalId(fn.node.defaultChild as CfnElement)]!;
      return {
        entry: entryOf(fn)!,
        description: props.Description ?? '',
        url: props.Environment?.Variables.PUBLIC_BASE_URL,
      };
    });
}

describe.each(['test', 'live'])('the %s stage', (stage) => {
  const functions = synth({ stage });

  it('gives the page origin to exactly the functions whose code reaches the page URL module', () => {
    const reached = filesReached(functions.map((fn) => fn.entry));
    for (const fn of functions)
      expect(fn.url !== undefined, fn.description).toBe(reached.get(fn.entry)!.has(PAGE_URL_MODULE));
    // The API's own endpoint.
    const urls = functions.map((fn) => fn.url).filter((url) => url !== undefined);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^Api/), 'ApiEndpoint'] });
  });

  it('gives it to the routes that answer with a page link: charges, checkouts, subscriptions', () => {
    const given = functions.filter((fn) => fn.url !== undefined).map((fn) => fn.description);
    expect(given).toEqual(
      expect.arrayContaining([
        'POST /v1/charges',
        'GET /v1/charges/{id}',
        'POST /v1/charges/{id}/refund',
        'POST /v1/charges/{id}/cancel',
        'POST /v1/checkouts',
        'GET /v1/checkouts',
        'GET /v1/subscriptions/{id}',
      ]),
    );
    expect(given).not.toContain('GET /v1/coupons');
  });
});

it("names the stage's custom domain in every link when the context gives one", () => {
  const urls = synth({ publicBaseUrl: 'https://pagar.loja.example' })
    .map((fn) => fn.url)
    .filter((url) => url !== undefined);
  expect(urls.length).toBeGreaterThan(1);
  expect(new Set(urls)).toEqual(new Set(['https://pagar.loja.example']));
});
