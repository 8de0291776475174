import { defineEndpoints } from '../contract.ts';

/** Background jobs a person started (decision 027): their progress and result. */
export const jobEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getJob: {
    method: 'GET',
    path: '/api/jobs/:jobId',
    access: 'member',
    action: 'job.view',
    tag: 'jobs',
    summary: 'A job the viewer started (superadmins: any job): status, progress, result and last error',
    params: 'jobParams',
    response: 'jobResponse',
  },
});
