import { defineEndpoints } from '../contract.ts';

const tag = 'learning-plans';

/**
 * Learning Plans (issue 40): an agency's agent assigns pillars, key elements and lessons to
 * their team with due dates ('plan.assign': their own organization, whatever a request names;
 * superadmins any organization they name); each person reads their own plan.
 */
export const planEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listPlans: {
    method: 'GET',
    path: '/api/team/plans',
    access: 'member',
    action: 'plan.assign',
    tag,
    summary:
      "A team's assignments with each person's progress and status, filtered, sorted by due date, a page at a time; the Assign form's choices",
    query: 'listPlansQuery',
    response: 'plansResponse',
  },
  exportPlans: {
    method: 'GET',
    path: '/api/team/plans/export.csv',
    access: 'member',
    action: 'plan.assign',
    tag,
    summary: 'The assignments the filters keep, in the page order, as a CSV file (UTF-8 with BOM)',
    query: 'exportPlansQuery',
    response: 'plansCsvResponse',
  },
  assignPlan: {
    method: 'POST',
    path: '/api/team/plans',
    access: 'member',
    action: 'plan.assign',
    tag,
    summary:
      'Assign: content to people of the team (or everyone, now and later) with an optional due date and note; assigning again changes the due date',
    body: 'assignPlanBody',
    response: 'assignPlanResponse',
    status: 201,
  },
  updatePlan: {
    method: 'PATCH',
    path: '/api/team/plans/:assignmentId',
    access: 'member',
    action: 'plan.assign',
    tag,
    summary: "Changes an assignment's due date",
    params: 'planAssignmentParams',
    body: 'updatePlanBody',
    response: 'planAssignment',
  },
  deletePlan: {
    method: 'DELETE',
    path: '/api/team/plans/:assignmentId',
    access: 'member',
    action: 'plan.assign',
    tag,
    summary: 'Removes an assignment',
    params: 'planAssignmentParams',
    response: 'deletePlanResponse',
  },
  getMyPlan: {
    method: 'GET',
    path: '/api/my-plan',
    access: 'member',
    tag,
    summary: "The viewer's own assignments, open ones first, completed ones included",
    response: 'myPlanResponse',
  },
});
