import { expect } from 'vitest';
import { ApiError } from '../../lib/errors.js';

/** The ApiError a call throws (fails the test if it throws nothing or something else). */
export function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

/** The field names an ApiError lists, sorted. */
export const fieldsOf = (error: ApiError): string[] => (error.fields ?? []).map((f) => f.field).sort();
