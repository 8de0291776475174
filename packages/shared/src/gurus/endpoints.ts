import { defineEndpoints } from '../contract.ts';

const tag = 'gurus';

/** The gurus screens: the list and a profile. */
export const gurusEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listGurus: {
    method: 'GET',
    path: '/api/gurus',
    access: 'member',
    tag,
    summary: 'Active gurus by name with their specialties',
    response: 'gurusResponse',
  },
  getGuru: {
    method: 'GET',
    path: '/api/gurus/:slug',
    access: 'member',
    tag,
    summary: 'A guru profile with specialties and linked published articles',
    params: 'guruSlugParams',
    response: 'guruProfileResponse',
  },
});
