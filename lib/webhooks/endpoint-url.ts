import { config } from '../config.js';
import { validationError } from '../errors.js';
import { messages } from '../messages.js';
import { checkUrl, systemResolver, UrlRefused, type GuardRefusal, type Resolver } from './ssrf.js';

const webhookMessages = messages.webhooks;

const refusals: Record<GuardRefusal, { message: string; code: string }> = {
  invalid_url: { message: webhookMessages.invalidUrl, code: 'invalid_url' },
  https_required: { message: webhookMessages.httpsRequired, code: 'https_required' },
  address_not_allowed: { message: webhookMessages.urlNotAllowed, code: 'url_not_allowed' },
  unresolvable: { message: webhookMessages.urlUnresolvable, code: 'url_unresolvable' },
};

let resolver: Resolver = systemResolver;

/** Tests stub DNS, so the guard is proven without a real lookup or connection. */
export function setUrlResolver(stub: Resolver | undefined): void {
  resolver = stub ?? systemResolver;
}

export const urlResolver = (): Resolver => resolver;

/** The SSRF guard when an endpoint is saved: a refused URL is 422 on `url`, with the cause's code. */
export async function requireAllowedUrl(url: string): Promise<void> {
  try {
    await checkUrl(url, config().environment, resolver);
  } catch (error) {
    if (!(error instanceof UrlRefused)) throw error;
    const { message, code } = refusals[error.reason];
    throw validationError([{ field: 'url', message, code }]);
  }
}
