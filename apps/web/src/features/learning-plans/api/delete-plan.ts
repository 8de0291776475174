import { planEndpoints } from '@pillars/shared/learning-plans/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useInvalidatePlans } from './get-plans';

/** Removes an assignment (the page asks first). */
export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      callEndpoint(planEndpoints.deletePlan, { params: { assignmentId } }),
    onSuccess: invalidate,
  });
}
