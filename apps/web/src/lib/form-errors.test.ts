import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerFieldErrors, pickFormError } from './form-errors.ts';

describe('pickFormError', () => {
  it('prefers the earliest message of the priority list', () => {
    expect(
      pickFormError(
        ['Passwords do not match', 'Please enter both password fields'],
        ['Please enter both password fields', 'Passwords do not match'],
      ),
    ).toBe('Please enter both password fields');
  });

  it('falls back to the first message present', () => {
    expect(
      pickFormError([undefined, 'Please enter a valid email address'], ['Please fill in all fields']),
    ).toBe('Please enter a valid email address');
  });

  it('answers undefined without messages', () => {
    expect(pickFormError([undefined, undefined])).toBeUndefined();
  });
});

describe('applyServerFieldErrors', () => {
  const serverError = new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Text must not contain NUL characters.',
    fields: { firstName: 'Text must not contain NUL characters.', somethingElse: 'Not on this form' },
  });

  it("puts each server message on the form field it names, and only on the form's fields", () => {
    const applied: Array<[string, string]> = [];
    const hasApplied = applyServerFieldErrors(
      serverError,
      ['firstName', 'lastName'] as const,
      (name, error) => applied.push([name, error.message]),
    );
    expect(hasApplied).toBe(true);
    expect(applied).toEqual([['firstName', 'Text must not contain NUL characters.']]);
  });

  it('does nothing for an error without fields', () => {
    const applied: string[] = [];
    const failure = new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong.' });
    expect(applyServerFieldErrors(failure, ['firstName'] as const, (name) => applied.push(name))).toBe(false);
    expect(applyServerFieldErrors(new Error('x'), ['firstName'] as const, (name) => applied.push(name))).toBe(
      false,
    );
    expect(applied).toEqual([]);
  });
});
