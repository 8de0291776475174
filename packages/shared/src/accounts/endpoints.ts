import { defineEndpoints } from '../contract.ts';

const tag = 'accounts';

/** Sign-up, sign-in, password reset, the session's account and the profile. */
export const accountEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up',
    access: 'public',
    tag,
    summary: 'Creates the agency, its agent and a session',
    body: 'signUpBody',
    response: 'meResponse',
    status: 201,
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in',
    access: 'public',
    tag,
    body: 'signInBody',
    response: 'meResponse',
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    tag,
    response: 'okResponse',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    tag,
    summary: 'Sends a reset link (the same answer whether or not the address has an account)',
    body: 'forgotPasswordBody',
    response: 'okResponse',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tag,
    body: 'resetPasswordBody',
    response: 'okResponse',
  },
  getMe: {
    method: 'GET',
    path: '/api/me',
    access: 'visitor',
    tag,
    summary: 'Who is signed in, and whether they may use the portal; null for a visitor without a session',
    response: 'meOrVisitorResponse',
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/me/profile',
    access: 'signed-in',
    tag,
    body: 'updateProfileBody',
    response: 'profile',
  },
});
