import * as z from 'zod/mini';
import { subscriptionMessages } from './subscriptions.messages.js';
import { referencedIdSchema } from '../charges/charge.domain.js';
import { addDays } from '../domain/business-days.js';
import { calendarDateSchema } from '../charges/due-charge.domain.js';
import { metadataSchema } from '../domain/metadata.js';
import { centsSchema } from '../domain/money.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import { ALWAYS, displayTextSchema, upperCaseEnum } from '../domain/text.js';
import {
  earliestStartDate,
  INTERVALS,
  RETRY_POLICIES,
  SUBSCRIPTION_STATUSES,
} from './subscription.domain.js';

/**
 * The body of `POST /subscriptions` (docs/rules/subscriptions.md): every rule checked, every problem
 * answered at once (422); the request side, as `due-charge.ts` is for due-date charges.
 */

export const MIN_SUBSCRIPTION_CENTS = 100;
export const MAX_SUBSCRIPTION_CENTS = 100_000_000;
/** The first due date is at most five years ahead, as a due-date charge's. */
export const MAX_START_DAYS_AHEAD = 1826;
/** `endDate` is at most about a hundred years ahead: the calendar stays within four-digit years. */
export const MAX_END_DAYS_AHEAD = 36_525;
/** What the payer's bank shows beside the authorization: at most 35 characters. */
export const SUBSCRIPTION_DESCRIPTION_MAX = 35;

/**
 * The create body; `today` (in the business time zone) bounds `startDate`. Without it the rules
 * that need the date are skipped (the OpenAPI document describes the shape).
 */
export const createSubscriptionSchemaAt = (today: string | undefined) =>
  z
    .strictObject({
      customerId: referencedIdSchema,
      amount: centsSchema(MIN_SUBSCRIPTION_CENTS, MAX_SUBSCRIPTION_CENTS),
      interval: z.enum(INTERVALS, { error: subscriptionMessages.interval }),
      startDate: calendarDateSchema,
      endDate: z.optional(z.nullable(calendarDateSchema)),
      description: displayTextSchema(SUBSCRIPTION_DESCRIPTION_MAX),
      // THREE_IN_SEVEN_DAYS when absent (`newSubscription`).
      retryPolicy: z.optional(
        z.nullable(z.enum(RETRY_POLICIES, { error: subscriptionMessages.retryPolicy })),
      ),
      metadata: z.optional(z.nullable(metadataSchema)),
    })
    .check(
      z.superRefine((body, ctx) => {
        const { startDate, endDate } = body as { startDate?: unknown; endDate?: unknown };
        const isDate = (value: unknown): value is string =>
          typeof value === 'string' && calendarDateSchema.safeParse(value).success;
        if (today !== undefined && isDate(startDate) && startDate < earliestStartDate(today))
          ctx.addIssue({
            code: 'custom',
            path: ['startDate'],
            message: subscriptionMessages.startTooSoon(earliestStartDate(today)),
            params: { code: 'start_date_too_soon' },
          });
        if (today !== undefined && isDate(startDate) && startDate > addDays(today, MAX_START_DAYS_AHEAD))
          ctx.addIssue({
            code: 'custom',
            path: ['startDate'],
            message: subscriptionMessages.tooFar(MAX_START_DAYS_AHEAD),
            params: { code: 'start_date_too_far' },
          });
        if (today !== undefined && isDate(endDate) && endDate > addDays(today, MAX_END_DAYS_AHEAD))
          ctx.addIssue({
            code: 'custom',
            path: ['endDate'],
            message: subscriptionMessages.tooFar(MAX_END_DAYS_AHEAD),
            params: { code: 'end_date_too_far' },
          });
        if (isDate(startDate) && isDate(endDate) && endDate <= startDate)
          ctx.addIssue({
            code: 'custom',
            path: ['endDate'],
            message: subscriptionMessages.endBeforeStart,
            params: { code: 'end_date_before_start' },
          });
      }, ALWAYS),
    );

export type CreateSubscriptionBody = z.output<ReturnType<typeof createSubscriptionSchemaAt>>;

/** `GET /subscriptions`: pages, and the `status` and `customerId` filters. */
export const listSubscriptionsQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    status: z.optional(upperCaseEnum(SUBSCRIPTION_STATUSES, { error: subscriptionMessages.statusFilter })),
    customerId: z.optional(referencedIdSchema),
  }),
);

/** `simulate-authorization`: how the payer's bank answers the authorization. */
export const simulateAuthorizationSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    outcome: z.enum(['APPROVED', 'REJECTED'], { error: subscriptionMessages.authorizationOutcome }),
  }),
);

/** `simulate-next-cycle`: how the payer's bank answers the next debit. */
export const simulateNextCycleSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    outcome: z.enum(['PAID', 'FAILED'], { error: subscriptionMessages.cycleOutcome }),
  }),
);
