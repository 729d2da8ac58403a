/**
 * The error catalogue: every `error.code` (and `fields[].code`) the API answers with, and what it
 * means, flattened from the groups each area adds (`errorCodeGroups` in `operations.ts`: the shared
 * codes of `lib/error-codes.ts` and each area's `lib/<area>/<area>.errors.ts`). The OpenAPI document
 * lists it; docs/error-codes.md lists the groups.
 */
import type { ErrorCode } from '../error-codes.js';
import { errorCodeGroups } from './operations.js';

export { errorCodeGroups };

type Codes<Group> = Group extends { codes: infer C } ? keyof C : never;
type AllListed = Codes<(typeof errorCodeGroups)[number]>;

/** Every code with its meaning, in the groups' order. */
export const errorCodes = Object.assign({}, ...errorCodeGroups.map((group) => group.codes)) as Readonly<
  Record<AllListed, string>
>;

/**
 * Compiles only when `A` and `B` are the same set of codes: the groups list exactly the codes
 * `ApiError` takes, so an errors file left out of the groups (or a code in a group that no errors
 * file declares) fails here.
 */
const sameCodes = <A, B>(same: [A] extends [B] ? ([B] extends [A] ? true : never) : never) => same;
sameCodes<AllListed, ErrorCode>(true);
