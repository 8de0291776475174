/*
 * Manage Organizations texts and limits (spec 02 sections 2, 5 and 8), apart from the zod
 * schemas so the web app can show them without loading the schema library.
 */

export const organizationMessages = {
  title: 'Manage Organizations',
  subtitle: 'Organizations, their free access and their deletion',
  searchPlaceholder: 'Search by name or slug...',
  warningTitle: 'Deleting an organization is permanent',
  warning:
    'Deleting an organization removes its users, their sign-ins and everything they did here (progress, registrations, calls, tickets and messages), and ends its paid subscription. It cannot be undone.',
  loadFailed: 'Failed to load organizations. Please try again.',
  noOrganizations: 'No organizations found.',
  noOrganizationsMatch: 'No organizations match your search.',
  freeAccess: 'Free Access',
  grantFreeAccess: 'Grant Free Access',
  removeFreeAccess: 'Remove Free Access',
  freeAccessGranted: 'Free access granted.',
  freeAccessRemoved: 'Free access removed.',
  updateAccessFailed: 'Failed to update organization access. Please try again.',
  deleteOrganization: 'Delete Organization',
  proceed: 'Proceed',
  permanentlyDelete: 'Permanently Delete Organization',
  deleting: 'Deleting...',
  confirmNameMismatch: 'Please type the organization name exactly to confirm deletion',
  deleteFailed: 'Failed to delete organization',
  deletePaymentsUnavailable:
    'Failed to delete organization: the payments provider could not cancel its subscription, so nothing was deleted. Please try again.',
  deleted: 'Organization deleted.',
  organizationNotFound: 'Organization not found',
} as const;

/** A page of Manage Organizations. */
export const organizationsPageSize = 24;
