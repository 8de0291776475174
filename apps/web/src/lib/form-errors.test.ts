import { describe, expect, it } from 'vitest';
import { pickFormError } from './form-errors.ts';

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
