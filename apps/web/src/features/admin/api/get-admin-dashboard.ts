import { adminEndpoints } from '@pillars/shared/admin/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: () => callEndpoint(adminEndpoints.getAdminDashboard),
  });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
