import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, signInBody } from '@pillars/shared/accounts/schemas';
import { verifySecondFactorBody } from '@pillars/shared/two-factor/schemas';
import { FingerprintIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { paths, safeRedirectPath } from '@/lib/paths';
import { useMe } from '../api/get-me';
import { useSignInWithPasskey } from '../api/passkeys';
import { useSignIn } from '../api/sign-in';
import { useSignOut } from '../api/sign-out';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { AuthPageHeader } from '../components/auth-page-header';

const formErrorId = 'login-error';

function signInErrorMessage(error: unknown): string {
  // Spec 01 section 5: any sign-in failure reads the same, except being told to wait.
  if (isApiError(error, 'RATE_LIMITED')) return error.message;
  return accountMessages.invalidCredentials;
}

export function LoginPage() {
  const me = useMe();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirectTo'));
  const [awaitingCode, setAwaitingCode] = useState(false);
  // After the password: the code step (issue 44), also after a reload of this page.
  if (awaitingCode || me.data?.secondFactor === 'code') {
    return (
      <SecondFactorStep
        onDone={() => navigate(redirectTo, { replace: true })}
        onOtherAccount={() => setAwaitingCode(false)}
      />
    );
  }
  return <PasswordStep redirectTo={redirectTo} onCodeNeeded={() => setAwaitingCode(true)} />;
}

function PasswordStep({ redirectTo, onCodeNeeded }: { redirectTo: string; onCodeNeeded: () => void }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(signInBody),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const message =
    pickFormError([errors.email?.message, errors.password?.message], [accountMessages.loginRequired]) ??
    (signIn.isError ? signInErrorMessage(signIn.error) : undefined);

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: (me) => {
        // A second factor still owed: the code step replaces this form (the session check
        // now says `code`), or the set-up page when the account must set one up first.
        if (me.secondFactor === 'code') {
          onCodeNeeded();
          return;
        }
        if (me.secondFactor === 'setup') {
          navigate(paths.twoFactorSetup, { replace: true });
          return;
        }
        navigate(redirectTo, { replace: true });
      },
      onError: (error) => applyServerFieldErrors(error, ['email', 'password'], form.setError),
    });
  });

  return (
    <>
      <AuthPageHeader
        title="Sign in"
        description="Welcome back! Sign in to continue learning with Pillars."
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@agency.com"
          isInvalid={Boolean(errors.email)}
          aria-describedby={formErrorId}
          {...form.register('email')}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          isInvalid={Boolean(errors.password)}
          aria-describedby={formErrorId}
          {...form.register('password')}
        />
        {/* After the password field, not beside its label: tab order Email, Password, then this. */}
        <Link
          to={paths.forgotPassword}
          className="-mt-2 self-end text-sm font-medium text-brand-600 hover:underline"
        >
          Forgot password?
        </Link>
        <div className="flex items-center gap-2">
          <Checkbox id="rememberMe" {...form.register('rememberMe')} />
          <Label htmlFor="rememberMe" className="font-normal text-slate-600">
            Remember me
          </Label>
        </div>
        <FormError id={formErrorId} message={message} />
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="my-4 flex items-center gap-3 text-xs text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <PasskeyButton label="Sign in with a passkey" onDone={() => navigate(redirectTo, { replace: true })} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <Link to={paths.register} className="font-medium text-brand-600 hover:underline">
          Sign up
        </Link>
      </p>
    </>
  );
}

const codeErrorId = 'second-factor-error';

/** The code after the password: from the authenticator app, or a backup code. */
function SecondFactorStep({ onDone, onOtherAccount }: { onDone: () => void; onOtherAccount: () => void }) {
  const verify = useVerifySecondFactor();
  const signOut = useSignOut();
  const form = useForm({
    resolver: zodResolver(verifySecondFactorBody),
    defaultValues: { code: '', trustDevice: false },
  });
  const { errors } = form.formState;
  const [formMessage, setFormMessage] = useState<string | undefined>();
  const onSubmit = form.handleSubmit((values) => {
    setFormMessage(undefined);
    verify.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['code'], form.setError)) {
          setFormMessage(serverMessageOr(error, 'Failed to check the code. Please try again.'));
        }
      },
    });
  });
  return (
    <>
      <AuthPageHeader
        title="Two-factor sign-in"
        description="Enter the 6-digit code from your authenticator app."
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="second-factor-code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          hint="No phone at hand? Enter one of your backup codes."
          error={errors.code?.message}
          aria-describedby={codeErrorId}
          {...form.register('code')}
        />
        <div className="flex items-center gap-2">
          <Checkbox id="trustDevice" {...form.register('trustDevice')} />
          <Label htmlFor="trustDevice" className="font-normal text-slate-600">
            Trust this device for 30 days
          </Label>
        </div>
        <FormError id={codeErrorId} message={formMessage} />
        <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Verify'}
        </Button>
      </form>
      <div className="mt-4">
        <PasskeyButton label="Use a passkey instead" onDone={onDone} />
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Button
          variant="link"
          onClick={() => signOut.mutate(undefined, { onSuccess: onOtherAccount })}
          disabled={signOut.isPending}
        >
          Use another account
        </Button>
      </p>
    </>
  );
}

const passkeyErrorId = 'passkey-error';

/** A sign-in with a passkey the browser holds: both factors at once (issue 44). */
function PasskeyButton({ label, onDone }: { label: string; onDone: () => void }) {
  const signIn = useSignInWithPasskey();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={signIn.isPending}
        aria-describedby={passkeyErrorId}
        onClick={() => signIn.mutate(undefined, { onSuccess: onDone })}
      >
        <FingerprintIcon aria-hidden />
        {signIn.isPending ? 'Waiting for your passkey...' : label}
      </Button>
      <FormError
        id={passkeyErrorId}
        message={signIn.isError ? serverMessageOr(signIn.error, signIn.error.message) : undefined}
      />
    </div>
  );
}
