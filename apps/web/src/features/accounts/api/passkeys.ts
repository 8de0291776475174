import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type {
  AddPasskeyBody,
  Passkey,
  PasskeyList,
  PasskeySignInBody,
  RemovePasskeyBody,
  RenamePasskeyBody,
} from '@pillars/shared/two-factor/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { meQueryKey, startSession } from './get-me';
import { twoFactorQueryKey } from './get-two-factor';

/*
 * Passkeys (issue 44): the browser's WebAuthn ceremonies through @simplewebauthn/browser,
 * loaded only when a person adds a passkey or signs in with one. The server makes and checks
 * the challenges; nothing secret is in the bundle.
 */

export const passkeysQueryKey = ['accounts', 'passkeys'] as const;

const loadWebAuthn = () => import('@simplewebauthn/browser');

/** What the browser said when the person closed its passkey prompt, or it has none. */
export class PasskeyCancelledError extends Error {}

/** The browser's own refusal (closed the prompt, no passkey, not supported) as one readable error. */
function browserError(error: unknown): Error {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    // The browser says no more, also when the device cannot check the person (no PIN,
    // fingerprint or face), which passkeys require (decision 052).
    return new PasskeyCancelledError(
      'The passkey request was cancelled or timed out, or this device could not check that it is you (fingerprint, face or PIN).',
    );
  }
  if (name === 'InvalidStateError') {
    return new PasskeyCancelledError('This device already holds a passkey for your account.');
  }
  return new PasskeyCancelledError('This browser could not use a passkey. Try another way.');
}

export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: passkeysQueryKey,
    queryFn: () => callEndpoint(twoFactorEndpoints.listPasskeys),
  });
}

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/** Asks the browser for a new passkey of this account, and registers it under `name`. */
export async function addPasskey({ name }: Pick<AddPasskeyBody, 'name'>): Promise<Passkey> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    loadWebAuthn(),
    callEndpoint(twoFactorEndpoints.passkeyRegistrationOptions),
  ]);
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON });
  } catch (error) {
    throw browserError(error);
  }
  return callEndpoint(twoFactorEndpoints.addPasskey, {
    body: { name, credential: credential as AddPasskeyBody['credential'] },
  });
}

function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return async (list?: PasskeyList) => {
    if (list) queryClient.setQueryData(passkeysQueryKey, list);
    await Promise.all([
      list ? undefined : queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
      queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
    ]);
  };
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => {
      // A session that had to set up a second factor is a full sign-in now.
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, secondFactor: null } : me,
      );
      return refresh();
    },
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: ({ passkeyId, ...body }: RenamePasskeyBody & { passkeyId: string }) =>
      callEndpoint(twoFactorEndpoints.renamePasskey, { params: { passkeyId }, body }),
    onSuccess: () => refresh(),
  });
}

/** Removes a passkey: the password, and a code when the authenticator app is on (decision 052). */
export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: ({ passkeyId, ...body }: RemovePasskeyBody & { passkeyId: string }) =>
      callEndpoint(twoFactorEndpoints.removePasskey, { params: { passkeyId }, body }),
    onSuccess: (list) => refresh(list),
  });
}

/** Signs in with a passkey the browser holds (both factors), or finishes a sign-in waiting for one. */
export async function signInWithPasskey(): Promise<MeResponse> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    loadWebAuthn(),
    callEndpoint(twoFactorEndpoints.passkeySignInOptions),
  ]);
  let credential: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    credential = await startAuthentication({ optionsJSON });
  } catch (error) {
    throw browserError(error);
  }
  return callEndpoint(twoFactorEndpoints.signInWithPasskey, {
    body: { credential: credential as PasskeySignInBody['credential'] },
  });
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (me) => startSession(queryClient, me),
  });
}
