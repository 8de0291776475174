import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationBody, teamMessages } from '@pillars/shared/team/schemas';
import { TriangleAlertIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useAcceptInvitation, useInvitation } from '../api/accept-invitation';
import { AuthPageHeader } from '../components/auth-page-header';

const formErrorId = 'accept-invitation-error';

/** The invitation e-mail links to /auth/accept-invitation#token=... (never in a URL a server logs). */
function readTokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

function InvalidInvitation() {
  const [title, description] = teamMessages.invalidInvitation.split(': ');
  return (
    <div className="flex flex-col items-start">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlertIcon className="size-6" aria-hidden />
      </div>
      <AuthPageHeader
        title={title ?? 'Invalid Invitation Link'}
        description={`${description ?? ''} Ask the person who invited you to send it again.`}
      />
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to={paths.login()}>Go to sign in</Link>
      </Button>
    </div>
  );
}

/**
 * /auth/accept-invitation: the invitee chooses a password (twice, 8+ characters) and lands
 * signed in on the portal. The server checks the link (once, 7 days) and makes the account.
 */
export function AcceptInvitationPage() {
  const location = useLocation();
  const token = readTokenFromHash(location.hash);
  if (!token) return <InvalidInvitation />;
  return <AcceptInvitation key={token} token={token} />;
}

function AcceptInvitation({ token }: { token: string }) {
  const invitation = useInvitation(token);
  if (invitation.isPending) return <Spinner label="Checking your invitation..." className="py-16" />;
  if (invitation.isError) {
    if (isApiError(invitation.error, 'INVALID_TOKEN')) return <InvalidInvitation />;
    return (
      <>
        <AuthPageHeader title={teamMessages.acceptTitle} />
        <FormError
          message={serverMessageOr(invitation.error, 'Failed to load the invitation. Please try again.')}
        />
        <Button className="mt-4" variant="outline" onClick={() => void invitation.refetch()}>
          Try Again
        </Button>
      </>
    );
  }
  const { firstName, email, organizationName } = invitation.data;
  return (
    <AcceptInvitationForm
      token={token}
      description={`Welcome, ${firstName}! Choose a password for ${email} to join ${organizationName}.`}
    />
  );
}

function AcceptInvitationForm({ token, description }: { token: string; description: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useForm({
    resolver: zodResolver(acceptInvitationBody),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (isApiError(accept.error, 'INVALID_TOKEN')) return <InvalidInvitation />;

  const message =
    pickFormError(
      [errors.password?.message, errors.confirmPassword?.message],
      [teamMessages.acceptRequired, teamMessages.passwordMismatch, teamMessages.passwordTooShort],
    ) ??
    (accept.isError
      ? serverMessageOr(accept.error, 'Failed to accept the invitation. Please try again.')
      : undefined);

  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: () => navigate(paths.home, { replace: true }),
      onError: (error) => applyServerFieldErrors(error, ['password', 'confirmPassword'], form.setError),
    }),
  );

  return (
    <>
      <AuthPageHeader title={teamMessages.acceptTitle} description={description} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
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
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? 'Joining...' : 'Set Password and Join'}
        </Button>
      </form>
    </>
  );
}
