import { describe, expect, it } from 'vitest';
import { formatInZone, localDateTimeSchema, localToInstant } from '../../lib/domain/dates.js';

const SP = 'America/Sao_Paulo';

describe('localDateTimeSchema', () => {
  it.each(['2026-12-01', '2026-12-01T00:00:00', '2026-12-31T23:59:59', '2024-02-29', '2024-02-29T12:30:45'])(
    'accepts %s',
    (text) => {
      expect(localDateTimeSchema.safeParse(text).success).toBe(true);
    },
  );

  it.each([
    ['2026-02-30', 'day past the end of February'],
    ['2025-02-29', 'leap day of a common year'],
    ['2026-04-31', 'day 31 of a 30-day month'],
    ['2026-13-01', 'month 13'],
    ['2026-00-10', 'month 0'],
    ['2026-12-00', 'day 0'],
    ['2026-12-01T24:00:00', 'hour 24'],
    ['2026-12-01T10:60:00', 'minute 60'],
    ['2026-12-01T10:00:60', 'second 60'],
  ])('rejects the non-existent calendar date %s (%s)', (text) => {
    expect(localDateTimeSchema.safeParse(text).success).toBe(false);
  });

  it.each([
    '2026-12-01T10:00',
    '2026-12-01 10:00:00',
    '2026-12-01T10:00:00.000',
    '2026-12-01T10:00:00+24:00',
    '2026-12-01T10:00:00-03',
    '01/12/2026',
    '2026-1-01',
    '26-12-01',
    ' 2026-12-01',
    '2026-12-01 ',
    '',
  ])('rejects the wrong format %j', (text) => {
    expect(localDateTimeSchema.safeParse(text).success).toBe(false);
  });

  it('gives one message for a text of the wrong shape and one for a non-existent date', () => {
    const wrongShape = localDateTimeSchema.safeParse('2026-12-01T10:00');
    const notInCalendar = localDateTimeSchema.safeParse('2026-02-30');
    expect(wrongShape.error?.issues).toHaveLength(1);
    expect(notInCalendar.error?.issues).toHaveLength(1);
    expect(wrongShape.error?.issues[0]?.message).not.toBe(notInCalendar.error?.issues[0]?.message);
  });

  it.each([20261201, null, true, {}])('rejects the non-string %j', (value) => {
    expect(localDateTimeSchema.safeParse(value).success).toBe(false);
  });
});

describe('RFC 3339 date-times, as responses give them', () => {
  it.each([
    ['2026-12-01T00:00:00-03:00', '2026-12-01T03:00:00.000Z'],
    ['2026-12-01T03:00:00Z', '2026-12-01T03:00:00.000Z'],
    ['2026-12-01T03:00:00.250Z', '2026-12-01T03:00:00.250Z'],
    ['2026-12-01T05:30:00+02:30', '2026-12-01T03:00:00.000Z'],
  ])('accepts %j as the instant it names, for a start and for an end', (text, instant) => {
    expect(localDateTimeSchema.safeParse(text).success).toBe(true);
    expect(localToInstant(text, 'start', SP)).toBe(instant);
    expect(localToInstant(text, 'end', SP)).toBe(instant);
  });

  it('sends back what formatInZone gave and gets the same instant', () => {
    const instant = '2026-12-01T02:59:59.000Z';
    expect(localToInstant(formatInZone(instant, SP), 'end', SP)).toBe(instant);
  });

  it('rejects a non-existent calendar date with an offset', () => {
    expect(localDateTimeSchema.safeParse('2026-02-30T00:00:00Z').success).toBe(false);
  });
});

describe('localToInstant', () => {
  it('reads a date-only start as 00:00:00 in the business zone', () => {
    expect(localToInstant('2026-12-01', 'start', SP)).toBe('2026-12-01T03:00:00.000Z');
  });

  it('reads a date-only end as 23:59:59 in the business zone', () => {
    expect(localToInstant('2026-12-01', 'end', SP)).toBe('2026-12-02T02:59:59.000Z');
  });

  it('keeps an explicit time whatever the boundary', () => {
    expect(localToInstant('2026-12-01T10:20:30', 'start', SP)).toBe('2026-12-01T13:20:30.000Z');
    expect(localToInstant('2026-12-01T10:20:30', 'end', SP)).toBe('2026-12-01T13:20:30.000Z');
  });

  it('uses the zone it is given', () => {
    expect(localToInstant('2026-12-01', 'start', 'UTC')).toBe('2026-12-01T00:00:00.000Z');
    expect(localToInstant('2026-07-01T12:00:00', 'start', 'Europe/Lisbon')).toBe('2026-07-01T11:00:00.000Z');
  });

  it('applies the historical daylight-saving offset of Sao Paulo', () => {
    // Brazil observed -02:00 in January 2018.
    expect(localToInstant('2018-01-15T12:00:00', 'start', SP)).toBe('2018-01-15T14:00:00.000Z');
  });

  it('refuses text that is not a local date-time', () => {
    expect(() => localToInstant('tomorrow', 'start', SP)).toThrow();
  });
});

describe('formatInZone', () => {
  it('gives RFC 3339 with the business offset and whole seconds', () => {
    expect(formatInZone('2026-12-01T03:00:00.000Z', SP)).toBe('2026-12-01T00:00:00-03:00');
    expect(formatInZone('2026-12-02T02:59:59.000Z', SP)).toBe('2026-12-01T23:59:59-03:00');
    expect(formatInZone('2026-12-01T13:20:30.999Z', SP)).toBe('2026-12-01T10:20:30-03:00');
  });

  it('round-trips with localToInstant', () => {
    for (const text of ['2026-01-01T00:00:00', '2026-06-15T08:09:10', '2030-12-31T23:59:59']) {
      expect(formatInZone(localToInstant(text, 'start', SP), SP)).toBe(`${text}-03:00`);
    }
  });
});
