/** The admin organizations feature's query keys (no other feature reads or changes them). */
export const organizationKeys = {
  all: ['admin-organizations'] as const,
  lists: ['admin-organizations', 'list'] as const,
  list: (filters: { search?: string; page: number }) => ['admin-organizations', 'list', filters] as const,
};
