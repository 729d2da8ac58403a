import type { MerchantPayments } from '../client.js';
import { noneMissing, type Print, type Trigger } from '../resource.js';
import resources from '../resources.js';
import type { EventType } from '../types.js';

export type { Print } from '../resource.js';

type Definition = (typeof resources)[number];
type Covered = Definition extends infer Each
  ? Each extends { triggers: infer Triggers }
    ? keyof Triggers
    : never
  : never;

// Every event type of the API has its fixture, in its resource's file.
noneMissing<Exclude<EventType, Covered>>();

/**
 * The fixture of each event type: what `merchant-payments trigger <type>` creates in `test`,
 * gathered from the resources in the order of their list.
 */
export const triggers = Object.fromEntries(
  resources.flatMap((resource) => Object.entries('triggers' in resource ? resource.triggers : {})),
) as Record<EventType, Trigger>;

/** The event types a trigger can cause. */
export const triggerTypes = (Object.keys(triggers) as EventType[]).filter((type) => 'run' in triggers[type]);

/** Why `type` cannot be triggered, if it cannot. */
export const cannotTrigger = (type: string): string | undefined => {
  const fixture = (triggers as Record<string, Trigger | undefined>)[type];
  return fixture && 'cannot' in fixture ? fixture.cannot : undefined;
};

export async function trigger(mp: MerchantPayments, type: EventType, print: Print): Promise<void> {
  const fixture = triggers[type];
  if (!('run' in fixture)) throw new Error(`${type} cannot be triggered: ${fixture.cannot}`);
  print(`Setting up fixture for: ${type}`);
  await fixture.run(mp, print);
  print(`Trigger succeeded! ${type} reaches your webhook endpoints and merchant-payments listen.`);
}
