import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { pageOf, pagingQuerySchema } from '../../lib/domain/paging.js';
import { parseBody, parseId, parseQuery } from '../../lib/http/validation.js';
import { fieldsOf, thrown } from '../support/thrown.js';

const schema = z.strictObject({
  name: z.string().min(1).max(5),
  count: z.int().min(1),
  kind: z.enum(['A', 'B']),
  nested: z.strictObject({ inner: z.string() }).optional(),
});

describe('parseBody', () => {
  it('returns the parsed body when valid', () => {
    expect(parseBody(schema, { name: 'ab', count: 2, kind: 'A' })).toEqual({
      name: 'ab',
      count: 2,
      kind: 'A',
    });
  });

  it.each([[[]], [null], ['text'], [42], [true], [undefined]])(
    'answers 400 for the non-object %j',
    (body) => {
      const error = thrown(() => parseBody(schema, body));
      expect(error.status).toBe(400);
      expect(error.code).toBe('body_not_object');
    },
  );

  it('answers 422 listing every invalid field at once, named as sent', () => {
    const error = thrown(() =>
      parseBody(schema, { name: '', count: 1.5, kind: 'C', nested: { inner: 1 }, extra: 1, other_one: 2 }),
    );
    expect(error.status).toBe(422);
    expect(fieldsOf(error)).toEqual(['count', 'extra', 'kind', 'name', 'nested.inner', 'other_one']);
  });

  it('gives each field the code of its problem', () => {
    const error = thrown(() => parseBody(schema, { name: null, kind: 'C', extra: 1 }));
    const byField = Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.code]));
    expect(byField).toEqual({
      name: 'not_null',
      count: 'required',
      kind: 'invalid_value',
      extra: 'unknown_property',
    });
  });

  it('names a problem of the whole body "body"', () => {
    const refined = z.strictObject({ a: z.string().optional() }).refine((b) => b.a !== undefined, 'vazio');
    const error = thrown(() => parseBody(refined, {}));
    expect(error.status).toBe(422);
    expect(error.fields).toEqual([{ field: 'body', message: 'vazio', code: 'invalid_value' }]);
  });
});

describe('ill-formed Unicode text', () => {
  it('answers 422 for a lone surrogate in a value, nested or not, beside the other problems', () => {
    const error = thrown(() =>
      parseBody(schema, { name: 'a\ud800', count: 0, kind: 'A', nested: { inner: '\udc00x' } }),
    );
    expect(error.status).toBe(422);
    expect(fieldsOf(error)).toEqual(['count', 'name', 'nested.inner']);
    expect(error.fields).toContainEqual(expect.objectContaining({ field: 'name', code: 'ill_formed_text' }));
  });

  it('answers 422 for a lone surrogate in a property name', () => {
    const error = thrown(() => parseBody(z.looseObject({}), { ['k\ud800']: 1 }));
    expect(error.status).toBe(422);
    expect(error.fields).toEqual([expect.objectContaining({ field: 'body', code: 'ill_formed_text' })]);
  });

  it('accepts well-formed text outside the Basic Multilingual Plane', () => {
    expect(parseBody(schema, { name: '😀', count: 1, kind: 'B' }).name).toBe('😀');
  });
});

describe('control characters', () => {
  it.each(['\u0000', '\u0009', '\u000a', '\u001f', '\u007f', '\u0085', '\u009f'])(
    'answers 422 control_character for %j in a value, nested or not',
    (control) => {
      const error = thrown(() =>
        parseBody(schema, { name: `a${control}`, count: 1, kind: 'A', nested: { inner: control } }),
      );
      expect(error.status).toBe(422);
      expect(error.fields?.map((f) => [f.field, f.code]).sort()).toEqual([
        ['name', 'control_character'],
        ['nested.inner', 'control_character'],
      ]);
    },
  );

  it('answers 422 for a control character in a property name, on the object holding it', () => {
    const error = thrown(() => parseBody(z.looseObject({}), { ['k\u0000']: 1 }));
    expect(error.fields).toEqual([expect.objectContaining({ field: 'body', code: 'control_character' })]);
  });

  it('checks query filters too', () => {
    const error = thrown(() => parseQuery(z.strictObject({ name: z.string() }), { name: 'Ana\u0000' }));
    expect(error.fields?.map((f) => f.code)).toEqual(['control_character']);
  });

  it('accepts the characters around the control ranges', () => {
    expect(parseBody(schema, { name: ' ~\u00a0é', count: 1, kind: 'A' }).name).toBe(' ~\u00a0é');
  });
});

describe('parseQuery with the paging schema', () => {
  it('defaults to page 0 and size 20', () => {
    expect(parseQuery(pagingQuerySchema, undefined)).toEqual({ page: 0, size: 20 });
    expect(parseQuery(pagingQuerySchema, {})).toEqual({ page: 0, size: 20 });
  });

  it('reads integers and caps the size at 100', () => {
    expect(parseQuery(pagingQuerySchema, { page: '3', size: '7' })).toEqual({ page: 3, size: 7 });
    expect(parseQuery(pagingQuerySchema, { size: '100' })).toEqual({ page: 0, size: 100 });
    expect(parseQuery(pagingQuerySchema, { size: '101' })).toEqual({ page: 0, size: 100 });
    expect(parseQuery(pagingQuerySchema, { size: '100000' })).toEqual({ page: 0, size: 100 });
  });

  it.each([
    [{ page: '-1' }, ['page']],
    [{ size: '0' }, ['size']],
    [{ size: '-5' }, ['size']],
    [{ page: '1.5' }, ['page']],
    [{ size: '2.0' }, ['size']],
    [{ page: 'abc', size: 'x' }, ['page', 'size']],
    [{ page: '' }, ['page']],
    [{ page: '1e3' }, ['page']],
    [{ page: '0', size: '10', sort: 'name' }, ['sort']],
  ])('answers 422 for %j', (query, fields) => {
    const error = thrown(() => parseQuery(pagingQuerySchema, query));
    expect(error.status).toBe(422);
    expect(fieldsOf(error)).toEqual(fields);
  });
});

describe('pageOf', () => {
  it('wraps content with the page number, size and true totals', () => {
    expect(pageOf(['a', 'b'], { page: 0, size: 2 }, 5)).toEqual({
      content: ['a', 'b'],
      page: { number: 0, size: 2, totalElements: 5, totalPages: 3 },
    });
    expect(pageOf([], { page: 9, size: 20 }, 0)).toEqual({
      content: [],
      page: { number: 9, size: 20, totalElements: 0, totalPages: 0 },
    });
  });
});

describe('parseId', () => {
  it('accepts a UUID in any case and gives it lower-cased', () => {
    const id = '0190F5B2-7C3A-7D4E-8F00-123456789ABC';
    expect(parseId({ id })).toBe(id.toLowerCase());
  });

  it.each([
    [undefined],
    [{}],
    [{ id: '' }],
    [{ id: '123' }],
    [{ id: 'not-a-uuid' }],
    [{ id: '0190f5b2-7c3a-7d4e-8f00-123456789abcd' }],
    [{ id: '0190f5b2 7c3a-7d4e-8f00-123456789abc' }],
  ])('answers 404 for %j', (params) => {
    const error = thrown(() => parseId(params));
    expect(error.status).toBe(404);
  });
});
