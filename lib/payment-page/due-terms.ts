/**
 * A due-date charge's terms as a payer reads them on its page and receipt: the due date and the
 * days to it (never a clock: such a charge is open for weeks), what today's amount includes, and
 * the discount, fine, interest and last day in plain Portuguese. Calendar dates are the charge's
 * (its zone's), shown `DD/MM/AAAA`.
 */
import { dayStartIn, todayIn, type StoredDueTerms } from '../charges/due-charge.domain.js';
import { addDays, dayNumber } from '../domain/business-days.js';
import {
  amountOwed,
  effectiveDueDate,
  lastPayableDay,
  percentOf,
  type Adjustment,
  type AmountOwed,
} from '../domain/due-date.js';
import { formatReais } from '../domain/money.js';
import { paymentPageMessages } from './payment-page.messages.js';

const dueMessages = paymentPageMessages.due;

/** `2026-12-10` as `10/12/2026`. */
export const brazilianDate = (date: string): string => date.split('-').reverse().join('/');

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
/** Basis points as a Brazilian percentage: `250` is `2,5%`. */
const percent = (basisPoints: number): string => `${percentFormat.format(basisPoints / 100)}%`;

/** A fixed adjustment in reais; a percentage with what it comes to on `original`. */
const adjustmentText = (adjustment: Adjustment, original: number): string =>
  adjustment.type === 'FIXED'
    ? formatReais(adjustment.value)
    : dueMessages.percentOf(percent(adjustment.value), formatReais(percentOf(original, adjustment.value)));

/** What a charge's page says about its due date, today's amount and its terms. */
export interface DueNotice {
  /** `Vencimento: 20/06/2026 (faltam 14 dias)`, with the business-day move when there is one. */
  headline: string;
  /** What today's amount includes (a discount, or the fine and interest), if anything. */
  today: string | null;
  /** The terms, one sentence each. */
  terms: string[];
}

/** The discount entries of `terms` as the due date in effect moves them (the API Pix's rule). */
function discountsInEffect(terms: StoredDueTerms, due: string) {
  return (terms.discount?.until ?? []).map((entry) =>
    entry.date === terms.dueDate ? { ...entry, date: due } : entry,
  );
}

export function dueNotice(amount: number, terms: StoredDueTerms, now: Date): DueNotice {
  const today = todayIn(terms.timeZone, now);
  const due = effectiveDueDate(terms);
  const owedToday = amountOwed(amount, terms, today);
  const when = [dueMessages.daysLeft(dayNumber(due) - dayNumber(today))];
  if (due !== terms.dueDate) when.push(dueMessages.movedTo(brazilianDate(terms.dueDate)));
  const headline = `${dueMessages.dueDate(brazilianDate(due))} (${when.join('; ')})`;

  let todayText: string | null = null;
  if (owedToday.fine > 0 || owedToday.interest > 0) {
    todayText = dueMessages.withLateCharges(
      owedToday.fine > 0 ? formatReais(owedToday.fine) : '',
      owedToday.interest > 0 ? formatReais(owedToday.interest) : '',
    );
  } else if (owedToday.discount > 0) {
    const until = discountsInEffect(terms, due).find((entry) => entry.date >= today);
    if (until)
      todayText = dueMessages.withDiscount(formatReais(owedToday.discount), brazilianDate(until.date));
  }

  const lines: string[] = [];
  const adjusted = terms.rebate || terms.discount || terms.fine || terms.interest;
  if (adjusted) lines.push(dueMessages.original(formatReais(amount)));
  if (terms.rebate) lines.push(dueMessages.rebate(adjustmentText(terms.rebate, amount)));
  if (today <= due) {
    for (const entry of discountsInEffect(terms, due)) {
      if (entry.date < today) continue;
      const owed = amountOwed(amount, terms, entry.date);
      lines.push(
        dueMessages.payingUntil(
          brazilianDate(entry.date),
          formatReais(owed.total),
          formatReais(owed.discount),
        ),
      );
    }
    const onDue = amountOwed(amount, terms, due);
    if (onDue.discount === 0)
      lines.push(dueMessages.payingOnDue(brazilianDate(due), formatReais(onDue.total)));
  }
  const late: string[] = [];
  if (terms.fine) late.push(dueMessages.fine(adjustmentText(terms.fine, amount)));
  if (terms.interest) {
    const { type, days, value } = terms.interest;
    const rate = type === 'FIXED_PER_DAY' ? formatReais(value) : percent(value);
    late.push(dueMessages.interest[type](rate, dueMessages.dayCount[days]));
  }
  lines.push(late.length > 0 ? dueMessages.afterDue(late) : dueMessages.noLateCharges);
  lines.push(dueMessages.lastDay(brazilianDate(lastPayableDay(terms))));
  return { headline, today: todayText, terms: lines };
}

/**
 * The parts of a paid due-date charge's amount, as that day's terms made them; undefined when they
 * do not add up to what was paid (a payment the PSP recorded for another amount).
 */
export function paidParts(
  amount: number,
  terms: StoredDueTerms,
  paidAt: string,
  paidCents: number,
): (AmountOwed & { dueDate: string }) | undefined {
  const owed = amountOwed(amount, terms, todayIn(terms.timeZone, new Date(paidAt)));
  return owed.total === paidCents ? { ...owed, dueDate: effectiveDueDate(terms) } : undefined;
}

/** The first instant of the day after `now` in `timeZone`: when a due-date charge's amount may change. */
export const nextDayIn = (timeZone: string, now: Date): string =>
  dayStartIn(addDays(todayIn(timeZone, now), 1), timeZone);
