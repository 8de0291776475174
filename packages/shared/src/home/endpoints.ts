import { defineEndpoints } from '../contract.ts';

export const homeEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getHome: {
    method: 'GET',
    path: '/api/home',
    access: 'member',
    tag: 'home',
    summary: 'Everything Home shows, in one answer',
    response: 'homeResponse',
  },
});
