import { defineEndpoint } from '../contract.ts';
import { homeResponse } from './schemas.ts';

export const homeEndpoints = {
  getHome: defineEndpoint({
    method: 'GET',
    path: '/api/home',
    access: 'member',
    tag: 'home',
    summary: 'Everything Home shows, in one answer',
    response: homeResponse,
  }),
};
