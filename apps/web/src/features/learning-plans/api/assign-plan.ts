import { planEndpoints } from '@pillars/shared/learning-plans/endpoints';
import type { AssignPlanBody } from '@pillars/shared/learning-plans/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useInvalidatePlans } from './get-plans';

/** Assign: content to people (or Everyone in the team) with an optional due date and note. */
export function useAssignPlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: AssignPlanBody) => callEndpoint(planEndpoints.assignPlan, { body }),
    onSuccess: invalidate,
  });
}
