import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@pillars/shared/accounts/schemas';
import { can, policyViewerOf } from '@pillars/shared/policies';
import {
  disableAuthenticatorBody,
  regenerateBackupCodesBody,
  type TwoFactorStatus,
} from '@pillars/shared/two-factor/schemas';
import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { Label } from '@/components/label';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useDisableAuthenticator } from '../api/disable-authenticator';
import { useTwoFactor } from '../api/get-two-factor';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { useSetTeamTwoFactor } from '../api/set-team-two-factor';
import { AuthenticatorSetupFlow, BackupCodesPanel } from './authenticator-setup';
import { PasskeysPanel } from './passkeys-panel';

/** Settings > Security (issue 44): the authenticator app, its backup codes, passkeys, and an agent's team rule. */
export function SecuritySection({ profile }: { profile: Profile | undefined }) {
  const twoFactor = useTwoFactor();
  return (
    <Card>
      <section aria-labelledby="settings-security" id="security">
        <CardHeader>
          <CardTitle id="settings-security">Security</CardTitle>
          <CardDescription>
            Two-factor sign-in: a code from your phone after your password, or a passkey instead of both.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={twoFactor}
            skeleton={
              <SkeletonGroup label="Loading security settings..." className="flex flex-col gap-3">
                <Skeleton className="h-6 w-48" />
                <Skeleton className="h-10 w-56" />
              </SkeletonGroup>
            }
            errorTitle="Failed to load your security settings. Please try again."
          >
            {(status: TwoFactorStatus) => <SecurityContent status={status} profile={profile} />}
          </QueryState>
        </CardContent>
      </section>
    </Card>
  );
}

function SecurityContent({ status, profile }: { status: TwoFactorStatus; profile: Profile | undefined }) {
  const [settingUp, setSettingUp] = useState(false);
  /** A new set-up after Cancel starts from its first step. */
  const [setupRun, setSetupRun] = useState(0);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const managesTeam =
    profile !== undefined && profile.organizationId !== null && can(policyViewerOf(profile), 'team.manage');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {status.authenticator ? (
            <ShieldCheckIcon aria-hidden className="size-5 text-green-600" />
          ) : (
            <ShieldOffIcon aria-hidden className="size-5 text-slate-400" />
          )}
          <h3 className="font-medium text-slate-900">Authenticator app</h3>
          <span
            className={
              status.authenticator
                ? 'rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700'
                : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600'
            }
          >
            {status.authenticator ? 'On' : 'Off'}
          </span>
        </div>
        {status.required ? (
          <p className="text-sm text-slate-600">Your account must keep a second factor.</p>
        ) : null}
        {newCodes ? (
          <BackupCodesPanel codes={newCodes} onDone={() => setNewCodes(null)} />
        ) : settingUp || !status.authenticator ? (
          // Its own button starts the set-up at the first click; once started it stays while it
          // shows the backup codes, though the status already says On. Cancel starts it afresh.
          <AuthenticatorSetupFlow
            key={setupRun}
            onStarted={() => setSettingUp(true)}
            onDone={() => setSettingUp(false)}
            onCancel={
              settingUp
                ? () => {
                    setSettingUp(false);
                    setSetupRun((run) => run + 1);
                  }
                : undefined
            }
          />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {status.backupCodesLeft} of 10 backup codes left.
              {status.backupCodesLeft <= 3 ? ' Make new ones before they run out.' : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              <RegenerateDialog onCodes={setNewCodes} />
              {status.required && status.passkeys === 0 ? null : <DisableDialog />}
            </div>
          </>
        )}
      </div>
      <PasskeysPanel authenticator={status.authenticator} />
      {managesTeam && status.teamRequires !== null ? (
        <TeamRequirement requires={status.teamRequires} />
      ) : null}
    </div>
  );
}

function RegenerateDialog({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateBackupCodes();
  const form = useForm({ resolver: zodResolver(regenerateBackupCodesBody), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit((values) => {
    regenerate.mutate(values, {
      onSuccess: ({ backupCodes }) => {
        setOpen(false);
        form.reset();
        toast.success('New backup codes made. The old ones no longer work.');
        onCodes(backupCodes);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['password'], form.setError)) {
          toast.error(serverMessageOr(error, 'Failed to make new backup codes.'));
        }
      },
    });
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        New backup codes
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New backup codes</DialogTitle>
          <DialogDescription>
            Your old backup codes stop working. Enter your password to go on.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            id="regenerate-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={regenerate.isPending}>
              {regenerate.isPending ? 'Making...' : 'Make new codes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DisableDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableAuthenticator();
  const form = useForm({
    resolver: zodResolver(disableAuthenticatorBody),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    disable.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        form.reset();
        toast.success('Two-factor sign-in is off.');
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['password', 'code'], form.setError)) {
          toast.error(serverMessageOr(error, 'Failed to turn two-factor sign-in off.'));
        }
      },
    });
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Turn off
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor sign-in</DialogTitle>
          <DialogDescription>Your password alone will sign you in. Enter it, and a code.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            id="disable-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            id="disable-code"
            label="Code from the app, or a backup code"
            autoComplete="one-time-code"
            error={errors.code?.message}
            {...form.register('code')}
          />
          <div className="flex justify-end">
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {disable.isPending ? 'Turning off...' : 'Turn off'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TeamRequirement({ requires }: { requires: boolean }) {
  const setTeam = useSetTeamTwoFactor();
  return (
    <div className="flex items-start gap-3 border-t border-slate-100 pt-4">
      <Checkbox
        id="team-two-factor"
        className="mt-0.5"
        checked={requires}
        disabled={setTeam.isPending}
        aria-describedby="team-two-factor-hint"
        onChange={(event) =>
          setTeam.mutate(
            { required: event.target.checked },
            {
              onSuccess: (status) =>
                toast.success(
                  status.teamRequires
                    ? 'Your team will set up two-factor sign-in at their next sign-in.'
                    : 'Two-factor sign-in is no longer required of your team.',
                ),
              onError: (error) => toast.error(serverMessageOr(error, 'Failed to save the team setting.')),
            },
          )
        }
      />
      <div>
        <Label htmlFor="team-two-factor">Require two-factor sign-in for my team</Label>
        <p id="team-two-factor-hint" className="text-sm text-slate-500">
          Everyone in your agency sets it up at their next sign-in.
        </p>
      </div>
    </div>
  );
}
