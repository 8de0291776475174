import { auditFieldLabel, auditValueText } from '@pillars/shared/audit/labels';
import { describe, expect, it } from 'vitest';
import { actorNameOf, fieldChangesOf, noValue, valueText } from './audit-changes';

describe("an audit row's changes", () => {
  it('lists only the fields that changed, old and new', () => {
    expect(fieldChangesOf({ hasFreeAccess: false }, { hasFreeAccess: true })).toEqual([
      { field: 'hasFreeAccess', before: 'false', after: 'true' },
    ]);
    expect(
      fieldChangesOf(
        { name: 'Ada', role: 'team_member', tags: ['a'] },
        { name: 'Ada', role: 'agent', tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'role', before: 'team_member', after: 'agent' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows a created record as new fields and a deleted one as removed fields', () => {
    expect(fieldChangesOf(null, { email: 'robin@example.com', isGuru: false })).toEqual([
      { field: 'email', before: noValue, after: 'robin@example.com' },
      { field: 'isGuru', before: noValue, after: 'false' },
    ]);
    expect(fieldChangesOf({ name: 'Northwind' }, undefined)).toEqual([
      { field: 'name', before: 'Northwind', after: noValue },
    ]);
    expect(fieldChangesOf(null, null)).toEqual([]);
  });

  it('treats a value that is not an object as one change, and cuts long values', () => {
    expect(fieldChangesOf([1], [1, 2])).toEqual([{ field: 'value', before: '[1]', after: '[1,2]' }]);
    expect(fieldChangesOf(3, 3)).toEqual([]);
    const long = valueText('x'.repeat(500));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names fields and coded values in words for a reader who does not read codes (issue 54)', () => {
    expect(
      fieldChangesOf(
        { firstName: 'Ada', role: 'team_member', isGuru: false },
        { firstName: 'Ada L.', role: 'agent', isGuru: true },
        { fieldLabel: auditFieldLabel, valueOf: auditValueText },
      ),
    ).toEqual([
      { field: 'First name', before: 'Ada', after: 'Ada L.' },
      { field: 'Role', before: 'Team Member', after: 'Agent' },
      { field: 'Guru', before: 'No', after: 'Yes' },
    ]);
  });

  it('always names the actor', () => {
    expect(actorNameOf({ id: 'a', name: 'Ada Admin', email: 'ada@example.com' })).toBe('Ada Admin');
    expect(actorNameOf({ id: 'a', name: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(actorNameOf({ id: null, name: null, email: null })).toBe('System');
  });
});
