/** The four roles of spec 01 section 6. `is_guru` is a separate flag on the profile. */
export const roles = ['superadmin', 'agent', 'support', 'team_member'] as const;
export type Role = (typeof roles)[number];
