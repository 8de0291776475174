import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, forgotPasswordBody } from '@pillars/shared/accounts/schemas';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthPageHeader } from '../components/auth-page-header';

const formErrorId = 'forgot-password-error';

function BackToLogin() {
  return (
    <Link
      to={paths.login()}
      className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      Back to sign in
    </Link>
  );
}

export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const { errors } = form.formState;

  if (requestReset.isSuccess) {
    return (
      <div className="flex flex-col items-start" aria-live="polite">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
          <MailCheckIcon className="size-6" aria-hidden />
        </div>
        <AuthPageHeader
          title="Check your email"
          description={
            <>
              If an account exists for{' '}
              <strong className="text-slate-700">{requestReset.variables.email}</strong>, we've sent a link to
              reset your password. It can take a few minutes to arrive; if you don't see it, please check your
              spam folder.
            </>
          }
        />
        <BackToLogin />
      </div>
    );
  }

  const message =
    errors.email?.message ??
    (requestReset.isError ? serverMessageOr(requestReset.error, accountMessages.forgotFailed) : undefined);

  const onSubmit = form.handleSubmit((values) =>
    requestReset.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, ['email'], form.setError),
    }),
  );

  return (
    <>
      <AuthPageHeader
        title="Forgot your password?"
        description="Enter the email address you signed up with and we'll send you a link to reset your password."
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
        <FormError id={formErrorId} message={message} />
        <Button type="submit" size="lg" className="w-full" disabled={requestReset.isPending}>
          {requestReset.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <BackToLogin />
    </>
  );
}
