import { planEndpoints } from '@pillars/shared/learning-plans/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useInvalidatePlans } from './get-plans';

/** Changes an assignment's due date (null: no due date). */
export function useUpdatePlanDueDate() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ assignmentId, dueDate }: { assignmentId: string; dueDate: string | null }) =>
      callEndpoint(planEndpoints.updatePlan, { params: { assignmentId }, body: { dueDate } }),
    onSuccess: invalidate,
  });
}
