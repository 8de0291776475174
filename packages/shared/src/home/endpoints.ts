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
  dismissGettingStarted: {
    method: 'DELETE',
    path: '/api/home/getting-started',
    access: 'member',
    tag: 'home',
    summary: "Closes the viewer's getting-started checklist on Home for good",
    response: 'okResponse',
  },
});
