import { Transport, type ClientOptions } from './http.js';
import type { OperationId } from './generated/operations.js';
import { noneMissing, type Resources } from './resource.js';
import resources from './resources.js';
import { Webhooks } from './webhooks.js';

type Definition = (typeof resources)[number];
type ResourceName = Definition['name'];
type Covered = Definition extends infer Each
  ? Each extends { methods: infer Methods }
    ? keyof Methods
    : never
  : never;

// Every resource has its entry in the list, and every operation that takes a key has a method:
// when the API gains one, the client fails to compile until a resource calls it.
noneMissing<Exclude<keyof Resources, ResourceName>>();
noneMissing<Exclude<OperationId, Covered>>();

/** The client method that calls each operation that takes an API key (`charges.create`). */
export const clientMethods = Object.fromEntries(
  resources.flatMap(({ name, methods }) =>
    Object.entries(methods).map(([id, method]): [string, string] => [id, `${name}.${method}`]),
  ),
) as Record<OperationId, `${keyof Resources}.${string}`>;

export type MerchantPaymentsOptions = ClientOptions;

// The resources' properties (`Resources`, one per file of `resources/`) are set in the constructor.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface MerchantPayments extends Readonly<Resources> {}

/**
 * The Merchant Payments API. Every method resolves to the answer's `data` (or nothing for a delete)
 * and throws `ApiError` for an error answer, `ApiConnectionError` when no answer came.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class MerchantPayments {
  /** Verifying deliveries; needs no call to the API. */
  readonly webhooks = new Webhooks();

  constructor(options: MerchantPaymentsOptions) {
    const transport = new Transport(options);
    for (const { name, Class } of resources) Object.assign(this, { [name]: new Class(transport) });
  }
}
