import { defineEndpoints } from '../contract.ts';

const tag = 'member-directory';

/**
 * The member directory (issue 42, decision 056): opt-in, for every member with access
 * ('community.read'; lapsed members are refused like on every member route). Never an
 * e-mail or a phone number.
 */
export const directoryEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getDirectoryProfile: {
    method: 'GET',
    path: '/api/me/directory-profile',
    access: 'member',
    action: 'community.read',
    tag,
    summary: 'The viewer’s directory opt-in and public fields (Settings > Profile)',
    response: 'directoryProfileResponse',
  },
  updateDirectoryProfile: {
    method: 'PUT',
    path: '/api/me/directory-profile',
    access: 'member',
    action: 'community.read',
    tag,
    summary:
      'Saves the opt-in and the public fields; opting out removes the viewer from the directory at once',
    body: 'directoryProfileBody',
    response: 'directoryProfileResponse',
  },
  listDirectory: {
    method: 'GET',
    path: '/api/members',
    access: 'member',
    action: 'community.read',
    tag,
    summary: 'The directory: listed members, searched and filtered by service, country and agency size',
    query: 'directoryListQuery',
    response: 'directoryListResponse',
  },
  getDirectoryMember: {
    method: 'GET',
    path: '/api/members/:userId',
    access: 'member',
    action: 'community.read',
    tag,
    summary: 'A listed member’s public fields and their public discussions',
    params: 'directoryMemberParams',
    response: 'directoryMemberResponse',
  },
});
