import type { Role } from './roles.ts';

/**
 * The one permission table. The server enforces it on every route
 * (`requirePermission`), the web app reads it only to show or hide.
 */
export const permissionTable = {
  /** Use the member portal (still subject to the subscription rule). */
  'portal.use': ['superadmin', 'agent', 'support', 'team_member'],
  'admin.dashboard': ['superadmin'],
  'organizations.manage': ['superadmin'],
  'content.manage': ['superadmin'],
  'events.manage': ['superadmin'],
  'imports.run': ['superadmin'],
  'ai.enhance': ['superadmin'],
  'team.manage': ['superadmin', 'agent'],
  'calls.manage': ['superadmin', 'agent'],
  'support.answer': ['superadmin', 'support'],
  'messages.answer': ['superadmin', 'support'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionTable;

export interface PermissionSubject {
  role: Role;
}

export function can(subject: PermissionSubject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  return (permissionTable[permission] as readonly Role[]).includes(subject.role);
}
