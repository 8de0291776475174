import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, signInBody } from '@pillars/shared/accounts/schemas';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { paths, safeRedirectPath } from '@/lib/paths';
import { useSignIn } from '../api/sign-in';
import { AuthPageHeader } from '../components/auth-page-header';

const formErrorId = 'login-error';

function signInErrorMessage(error: unknown): string {
  // Spec 01 section 5: any sign-in failure reads the same, except being told to wait.
  if (isApiError(error, 'RATE_LIMITED')) return error.message;
  return accountMessages.invalidCredentials;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
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
      onSuccess: () => navigate(safeRedirectPath(searchParams.get('redirectTo')), { replace: true }),
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
      <p className="mt-6 text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <Link to={paths.register} className="font-medium text-brand-600 hover:underline">
          Sign up
        </Link>
      </p>
    </>
  );
}
