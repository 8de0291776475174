import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, signUpBody } from '@pillars/shared/accounts/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSignUp } from '../api/sign-up';
import { AuthPageHeader } from '../components/auth-page-header';
import { PrivacyPolicyDialog, TermsOfServiceDialog } from '../components/terms-dialogs';

const formErrorId = 'register-error';

/**
 * The plan chosen on /pricing (issue 58: `?plan=team&interval=year&trial=1`), carried past
 * sign-up to the subscription page's checkout; null without one.
 */
function usePlanChoice() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  if (!plan) return null;
  return {
    plan,
    interval: params.get('interval') === 'year' ? ('year' as const) : ('month' as const),
    trial: params.get('trial') === '1',
  };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const planChoice = usePlanChoice();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpBody),
    defaultValues: { firstName: '', lastName: '', agencyName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const hasAcceptedTerms = useWatch({ control: form.control, name: 'acceptTerms' }) === true;

  const fieldMessages = [
    errors.firstName?.message,
    errors.lastName?.message,
    errors.agencyName?.message,
    errors.email?.message,
    errors.password?.message,
    errors.acceptTerms?.message,
  ];
  const message =
    pickFormError(fieldMessages, [accountMessages.registerRequired]) ??
    (signUp.isError ? serverMessageOr(signUp.error, accountMessages.registerFailed) : undefined);

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: () =>
        navigate(planChoice ? paths.subscriptionWithPlan(planChoice) : paths.home, { replace: true }),
      onError: (error) =>
        applyServerFieldErrors(
          error,
          ['firstName', 'lastName', 'agencyName', 'email', 'password', 'acceptTerms'],
          form.setError,
        ),
    });
  });

  const fieldProps = (name: 'firstName' | 'lastName' | 'agencyName' | 'email' | 'password') => ({
    id: name,
    isInvalid: Boolean(errors[name]),
    'aria-describedby': formErrorId,
    ...form.register(name),
  });

  return (
    <>
      <AuthPageHeader
        title="Create your account"
        description="Join Pillars and start building the agency you love."
      />
      {planChoice ? (
        <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          After this step you will continue to your plan{planChoice.trial ? ' and its free trial' : ''}.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" {...fieldProps('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...fieldProps('lastName')} />
        </div>
        <TextField label="Agency Name" autoComplete="organization" {...fieldProps('agencyName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@agency.com"
          {...fieldProps('email')}
        />
        <TextField label="Password" type="password" autoComplete="new-password" {...fieldProps('password')} />
        <div className="flex items-start gap-2">
          <Checkbox
            id="acceptTerms"
            className="mt-0.5"
            aria-label="I agree to the Terms of Service and Privacy Policy"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={formErrorId}
            {...form.register('acceptTerms')}
          />
          <p className="text-sm text-slate-600">
            <label htmlFor="acceptTerms">I agree to the</label> <TermsOfServiceDialog /> and{' '}
            <PrivacyPolicyDialog />
          </p>
        </div>
        <FormError id={formErrorId} message={message} />
        <Button type="submit" size="lg" className="w-full" disabled={!hasAcceptedTerms || signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login()} className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
