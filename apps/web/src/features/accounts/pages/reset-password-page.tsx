import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, resetPasswordBody } from '@pillars/shared/accounts/schemas';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthPageHeader } from '../components/auth-page-header';

/** Spec 01 section 9. */
const redirectDelayMs = 3000;
const formErrorId = 'reset-password-error';

/** The reset e-mail links to /auth/reset-password#token=... */
function readTokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

function InvalidResetLink() {
  const [title, description] = accountMessages.invalidResetLink.split(': ');
  return (
    <div className="flex flex-col items-start">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlertIcon className="size-6" aria-hidden />
      </div>
      <AuthPageHeader title={title ?? 'Invalid Reset Link'} description={description} />
      <Button asChild size="lg" className="w-full">
        <Link to={paths.forgotPassword}>Request New Reset Link</Link>
      </Button>
    </div>
  );
}

function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.login(), { replace: true }), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="flex flex-col items-start" aria-live="polite">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
        <CircleCheckIcon className="size-6" aria-hidden />
      </div>
      <AuthPageHeader
        title="Password updated"
        description="Your password has been changed. Taking you to the sign-in page..."
      />
      <Link to={paths.login()} className="text-sm font-medium text-brand-600 hover:underline">
        Go to sign in now
      </Link>
    </div>
  );
}

export function ResetPasswordPage() {
  const location = useLocation();
  const token = readTokenFromHash(location.hash);
  if (!token) return <InvalidResetLink />;
  // A new link (another token) starts a fresh form.
  return <ResetPasswordForm key={token} token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (isApiError(resetPassword.error, 'INVALID_TOKEN')) return <InvalidResetLink />;
  if (resetPassword.isSuccess) return <PasswordUpdated />;

  const message =
    pickFormError(
      [errors.password?.message, errors.confirmPassword?.message],
      [accountMessages.resetRequired, accountMessages.resetMismatch, accountMessages.resetTooShort],
    ) ??
    (resetPassword.isError ? serverMessageOr(resetPassword.error, accountMessages.forgotFailed) : undefined);

  const onSubmit = form.handleSubmit((values) =>
    resetPassword.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, ['password', 'confirmPassword'], form.setError),
    }),
  );

  return (
    <>
      <AuthPageHeader
        title="Set a new password"
        description="Choose a new password of at least 8 characters."
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          isInvalid={Boolean(errors.password)}
          aria-describedby={formErrorId}
          {...form.register('password')}
        />
        <TextField
          id="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          isInvalid={Boolean(errors.confirmPassword)}
          aria-describedby={formErrorId}
          {...form.register('confirmPassword')}
        />
        <FormError id={formErrorId} message={message} />
        <Button type="submit" size="lg" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </>
  );
}
