import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthenticatorSetup as Setup } from '@pillars/shared/two-factor/schemas';
import { confirmAuthenticatorBody } from '@pillars/shared/two-factor/schemas';
import { CopyIcon, DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useConfirmAuthenticator } from '../api/confirm-authenticator';
import { useStartAuthenticator } from '../api/start-authenticator';

/**
 * Setting up an authenticator app (issue 44): a few words and "Set up authenticator app",
 * whose click makes the key (a QR code and the text), then the first code, then the ten
 * backup codes (shown once). Used by Settings > Security and by the set-up page staff are
 * led to after their password. `onStarted` says the key was made (Settings keeps the flow on
 * screen from then on, while the status already says On for the backup codes).
 */
export function AuthenticatorSetupFlow({
  onDone,
  onCancel,
  onStarted,
}: {
  onDone: () => void;
  onCancel?: () => void;
  onStarted?: () => void;
}) {
  const start = useStartAuthenticator();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  if (backupCodes) return <BackupCodesPanel codes={backupCodes} onDone={onDone} />;
  if (!setup) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          Use an authenticator app such as Google Authenticator, 1Password or Authy: after your password,
          Pillars will ask for the 6-digit code it shows.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: (started) => {
                  setSetup(started);
                  onStarted?.();
                },
                onError: (error) => toast.error(serverMessageOr(error, 'Failed to start the set-up.')),
              })
            }
          >
            {start.isPending ? 'Starting...' : 'Set up authenticator app'}
          </Button>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  return <ScanAndConfirm setup={setup} onConfirmed={setBackupCodes} onCancel={onCancel} />;
}

function ScanAndConfirm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel?: () => void;
}) {
  const confirm = useConfirmAuthenticator();
  const form = useForm({ resolver: zodResolver(confirmAuthenticatorBody), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  const onSubmit = form.handleSubmit((values) => {
    confirm.mutate(values, {
      onSuccess: ({ backupCodes }) => {
        toast.success('Two-factor sign-in is on.');
        onConfirmed(backupCodes);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['code'], form.setError)) {
          form.setError('code', { message: serverMessageOr(error, 'Failed to check the code.') });
        }
      },
    });
  });
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-600">
        <li>Scan this QR code with your authenticator app, or type the key below into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img
          src={qrSource}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-slate-900">Key</p>
          <code
            data-testid="authenticator-key"
            className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
          >
            {setup.key}
          </code>
          <p className="text-xs text-slate-500">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          id="authenticator-code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking...' : 'Turn on'}
          </Button>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/** Ten backup codes, shown once: copy them or download them as a text file. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Pillars backup codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-medium text-slate-900">Your backup codes</h3>
        <p className="text-sm text-slate-600">
          Keep them somewhere safe: each one signs you in once when you do not have your phone. They are shown
          only now.
        </p>
      </div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => toast.success('Backup codes copied'),
              () => toast.error('Could not copy. Select the codes and copy them by hand.'),
            )
          }
        >
          <CopyIcon aria-hidden />
          Copy
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
            const link = document.createElement('a');
            link.href = url;
            link.download = 'pillars-backup-codes.txt';
            link.click();
            URL.revokeObjectURL(url);
          }}
        >
          <DownloadIcon aria-hidden />
          Download
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
