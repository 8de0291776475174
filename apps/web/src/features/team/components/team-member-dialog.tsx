import { zodResolver } from '@hookform/resolvers/zod';
import { can, isManagedByTeam, type PolicyViewer } from '@pillars/shared/policies';
import {
  type CreateTeamMemberBody,
  type TeamMember,
  teamMemberFormSchema,
  teamMessages,
  teamRoleChoices,
  teamRoleLabels,
} from '@pillars/shared/team/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FieldError, FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCreateTeamMember, useUpdateTeamMember } from '../api/team';

export const selectClass =
  'block h-10 w-full rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 disabled:bg-slate-50 disabled:text-slate-500';

interface FormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: (typeof teamRoleChoices)[number];
  phone: string;
  isGuru: boolean;
  organizationId: string;
  password: string;
}

const fieldNames = [
  'email',
  'firstName',
  'lastName',
  'role',
  'phone',
  'isGuru',
  'organizationId',
  'password',
] as const satisfies ReadonlyArray<keyof FormValues>;

function valuesOf(member: TeamMember | null, organizationId: string): FormValues {
  return {
    email: member?.email ?? '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    role: member?.role === 'agent' ? 'agent' : 'team_member',
    phone: member?.phone ?? '',
    isGuru: member?.isGuru ?? false,
    organizationId,
    password: '',
  };
}

/** A message of its own under the field; the spec's "required" text shows once, above. */
const fieldMessage = (message: string | undefined) =>
  message && message !== teamMessages.requiredFields ? message : undefined;

/**
 * The user dialog's add and edit modes (spec 02 sections 2 and 5); delete is the page's
 * confirmation. Adding invites the person by e-mail unless a superadmin sets a password.
 * Mounted per opening, so it starts fresh.
 */
export function TeamMemberDialog({
  member,
  viewer,
  organizations,
  defaultOrganizationId,
  onClose,
}: {
  /** null: Add User. */
  member: TeamMember | null;
  viewer: PolicyViewer;
  /** The organizations a superadmin chooses from; empty for an agent (always their own). */
  organizations: Array<{ id: string; name: string }>;
  defaultOrganizationId: string;
  onClose: () => void;
}) {
  const id = useId();
  const isEdit = member !== null;
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember(member?.id ?? '');
  const save = isEdit ? update : create;
  const [formError, setFormError] = useState<string>();
  /** The plan's seats are all taken (issue 58): the message names the plan; Upgrade leads on. */
  const [isSeatsFull, setIsSeatsFull] = useState(false);
  const canSetPassword = can(viewer, 'team.setPassword');
  const canGrantGuru = can(viewer, 'team.grantGuru');
  const choosesOrganization = !isEdit && organizations.length > 0;
  /** A superadmin's or support account keeps its role here (the same rule as the server's). */
  const isStaff = member !== null && !isManagedByTeam(member);

  const [schema] = useState(() => teamMemberFormSchema({ isEdit, choosesOrganization }));
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: valuesOf(member, defaultOrganizationId),
  });
  const { errors } = form.formState;
  const isMissingRequired = Object.values(errors).some(
    (error) => error?.message === teamMessages.requiredFields,
  );

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    setIsSeatsFull(false);
    const onError = (error: unknown) => {
      setIsSeatsFull(isApiError(error, 'SEATS_FULL'));
      if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
        setFormError(serverMessageOr(error, teamMessages.saveFailed));
      }
    };
    if (isEdit) {
      update.mutate(
        {
          firstName: values.firstName,
          lastName: values.lastName,
          phone: values.phone,
          ...(isStaff ? {} : { role: values.role }),
          ...(canGrantGuru ? { isGuru: values.isGuru } : {}),
          ...(canSetPassword ? { password: values.password } : {}),
        },
        {
          onSuccess: () => {
            toast.success(teamMessages.userUpdated);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    const body: CreateTeamMemberBody = {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      role: values.role,
      phone: values.phone,
      ...(canGrantGuru ? { isGuru: values.isGuru } : {}),
      ...(choosesOrganization ? { organizationId: values.organizationId || undefined } : {}),
      ...(canSetPassword ? { password: values.password } : {}),
    };
    create.mutate(body, {
      onSuccess: (result) => {
        toast.success(
          result.invitation
            ? `${teamMessages.userInvited} ${result.invitation.email}`
            : teamMessages.userCreated,
        );
        onClose();
      },
      onError,
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? teamMessages.editUser : teamMessages.addUser}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'Fields marked * are required.'
              : 'Fields marked * are required. The person gets an e-mail with a link to choose their password.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError ?? (isMissingRequired ? teamMessages.requiredFields : undefined)} />
          {isSeatsFull ? (
            <Button asChild variant="outline" className="self-start">
              <Link to={paths.subscription}>Upgrade</Link>
            </Button>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-first-name`}
              label="First Name *"
              autoComplete="off"
              isInvalid={Boolean(errors.firstName)}
              error={fieldMessage(errors.firstName?.message)}
              {...form.register('firstName')}
            />
            <TextField
              id={`${id}-last-name`}
              label="Last Name *"
              autoComplete="off"
              isInvalid={Boolean(errors.lastName)}
              error={fieldMessage(errors.lastName?.message)}
              {...form.register('lastName')}
            />
          </div>
          <TextField
            id={`${id}-email`}
            label="Email *"
            type="email"
            autoComplete="off"
            disabled={isEdit}
            hint={isEdit ? teamMessages.emailReadOnly : undefined}
            isInvalid={Boolean(errors.email)}
            error={fieldMessage(errors.email?.message)}
            {...form.register('email')}
          />
          {choosesOrganization ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-organization`}>Organization *</Label>
              <select
                id={`${id}-organization`}
                className={selectClass}
                aria-invalid={errors.organizationId ? true : undefined}
                aria-describedby={errors.organizationId ? `${id}-organization-error` : undefined}
                {...form.register('organizationId')}
              >
                <option value="">Choose an organization</option>
                {organizations.map((organization) => (
                  <option key={organization.id} value={organization.id}>
                    {organization.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-organization-error`} message={errors.organizationId?.message} />
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-role`}>Role</Label>
              {isStaff ? (
                <p id={`${id}-role`} className="py-2 text-sm text-slate-700">
                  {teamRoleLabels[member.role]} <span className="text-slate-500">(not changed here)</span>
                </p>
              ) : (
                <select id={`${id}-role`} className={selectClass} {...form.register('role')}>
                  {teamRoleChoices.map((role) => (
                    <option key={role} value={role}>
                      {teamRoleLabels[role]}
                    </option>
                  ))}
                </select>
              )}
              <FieldError id={`${id}-role-error`} message={errors.role?.message} />
            </div>
            <TextField
              id={`${id}-phone`}
              label="Phone"
              type="tel"
              autoComplete="off"
              placeholder="(555) 123-4567"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </div>
          {canSetPassword ? (
            <TextField
              id={`${id}-password`}
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={isEdit ? teamMessages.passwordEditHint : teamMessages.passwordHint}
              error={errors.password?.message}
              {...form.register('password')}
            />
          ) : null}
          {canGrantGuru ? (
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-guru`} {...form.register('isGuru')} />
              <Label htmlFor={`${id}-guru`}>Is Guru (can write expert articles)</Label>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : isEdit ? 'Save Changes' : 'Add User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
