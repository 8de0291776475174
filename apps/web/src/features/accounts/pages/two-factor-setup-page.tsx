import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';
import { useMe } from '../api/get-me';
import { useSignOut } from '../api/sign-out';
import { AuthPageHeader } from '../components/auth-page-header';
import { AuthenticatorSetupFlow } from '../components/authenticator-setup';
import { AddPasskeyDialog } from '../components/passkeys-panel';

/**
 * Where an account that must have a second factor (staff with REQUIRE_STAFF_TWO_FACTOR, or a
 * team whose agent requires it) lands after its password (issue 44): every other page is
 * refused until the authenticator app is on or a passkey is added.
 */
export function TwoFactorSetupPage() {
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (me.data === undefined) return null;
  if (me.data === null) return <Navigate to={paths.login()} replace />;
  return (
    <>
      <AuthPageHeader
        title="Set up two-factor sign-in"
        description="Your account must have a second factor. Set up an authenticator app, or add a passkey, to continue."
      />
      <AuthenticatorSetupFlow onDone={() => navigate(paths.home, { replace: true })} />
      <div className="mt-6 flex flex-col items-center gap-2 border-t border-slate-100 pt-6 text-center">
        <p className="text-sm text-slate-600">Or use this device's fingerprint, face or PIN:</p>
        <AddPasskeyDialog variant="outline" onAdded={() => navigate(paths.home, { replace: true })} />
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Button variant="link" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Button>
      </p>
    </>
  );
}
