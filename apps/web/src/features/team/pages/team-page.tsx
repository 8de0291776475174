import { seatsText } from '@pillars/shared/plans/messages';
import { plural } from '@pillars/shared/plural';
import { can, isManagedByTeam, scopeFor } from '@pillars/shared/policies';
import type { Role } from '@pillars/shared/roles';
import { teamMessages, teamRoleFilters, teamRoleLabels } from '@pillars/shared/team/messages';
import type {
  ListTeamMembersQuery,
  TeamInvitation,
  TeamMember,
  TeamMembersResponse,
} from '@pillars/shared/team/schemas';
import { useQueryClient } from '@tanstack/react-query';
import {
  MailIcon,
  PencilIcon,
  PlusIcon,
  SendIcon,
  ShieldOffIcon,
  Trash2Icon,
  UsersIcon,
  XIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LevelBadge } from '@/components/level-badge';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { searchDelayMilliseconds, useDebouncedValue } from '@/lib/use-debounced-value';
import { cachedPolicyViewer } from '@/lib/viewer';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useDeleteTeamMember, useResendInvitation, useRevokeInvitation, useTeam } from '../api/team';
import { TeamMemberDialog } from '../components/team-member-dialog';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** A person of a team, as another feature's action on their row needs them. */
export interface TeamRowPerson {
  id: string;
  name: string;
  organizationId: string | null;
}

/**
 * The team's seats against its plan's (issue 58): '7 of 15 seats on the Team plan', and
 * Upgrade when they are all taken (for those who manage the subscription).
 */
function SeatsLine({
  seats,
  canUpgrade,
}: {
  seats: NonNullable<TeamMembersResponse['seats']>;
  canUpgrade: boolean;
}) {
  const isFull = seats.limit !== null && seats.used >= seats.limit;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{seatsText(seats.used, seats.limit)}</span>
      {seats.planName ? <span>on the {seats.planName} plan</span> : null}
      {isFull && canUpgrade ? (
        <Button asChild size="sm" variant="outline">
          <Link to={paths.subscription}>Upgrade</Link>
        </Button>
      ) : null}
    </p>
  );
}

/**
 * /admin/team (spec 02): agents see and manage their organization's people, superadmins
 * everyone's (filterable by organization). Add User invites by e-mail; pending invitations
 * can be resent or revoked. The server decides what each viewer may see and change.
 * `memberAction` is another feature's button on a person's row (Learning Plans' Assign),
 * which the app composes in: a feature does not import another.
 */
export function TeamPage({ memberAction }: { memberAction?: (person: TeamRowPerson) => ReactNode } = {}) {
  const queryClient = useQueryClient();
  const viewer = cachedPolicyViewer(queryClient);
  const seesAllOrganizations = viewer !== null && scopeFor(viewer, 'team.view').rows === 'all';
  const canManage = viewer !== null && can(viewer, 'team.manage');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [organizationId, setOrganizationId] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), searchDelayMilliseconds);

  const query: ListTeamMembersQuery = {
    q: settledSearch || undefined,
    role: role || undefined,
    organizationId: organizationId || undefined,
    page,
  };
  const team = useTeam(query);
  /** undefined: closed; null: Add User. */
  const [editing, setEditing] = useState<TeamMember | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const deleteMember = useDeleteTeamMember();
  const canResetTwoFactor = viewer !== null && can(viewer, 'twoFactor.reset');
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const revokeInvitation = useRevokeInvitation();
  const hasJustRevokedRef = useRef(false);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const isFiltered = search.trim() !== '' || role !== '' || organizationId !== '';

  // A new search or filter starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page resets when a filter changes.
  useEffect(() => setPage(1), [settledSearch, role, organizationId]);

  const roleFilters = teamRoleFilters.filter((filter) => seesAllOrganizations || !filter.superadminOnly);

  return (
    <>
      <PageHeader
        title={teamMessages.title}
        description={seesAllOrganizations ? teamMessages.superadminSubtitle : teamMessages.subtitle}
        actions={
          canManage ? (
            <Button onClick={() => setEditing(null)}>
              <PlusIcon aria-hidden />
              {teamMessages.addUser}
            </Button>
          ) : null
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <div className={cn('grid gap-3', seesAllOrganizations && 'sm:grid-cols-[minmax(0,1fr)_16rem]')}>
          <SearchField
            label="Search"
            placeholder={teamMessages.searchPlaceholder}
            value={search}
            onChange={setSearch}
            inputRef={searchInputRef}
          />
          {seesAllOrganizations ? (
            <SelectField
              label="Organization"
              value={organizationId}
              options={{
                '': 'All Organizations',
                ...Object.fromEntries(
                  (team.data?.organizations ?? []).map((organization) => [
                    organization.id,
                    organization.name,
                  ]),
                ),
              }}
              onChange={setOrganizationId}
            />
          ) : null}
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Role</legend>
          {roleFilters.map((filter) => (
            <Button
              key={filter.value}
              size="sm"
              variant={role === filter.value ? 'primary' : 'outline'}
              aria-pressed={role === filter.value}
              onClick={() => setRole(filter.value)}
            >
              {filter.label}
            </Button>
          ))}
        </fieldset>
      </div>
      <QueryState
        query={team}
        errorTitle={teamMessages.loadFailed}
        skeleton={<SkeletonList label="Loading users..." count={4} rowClassName="h-20 rounded-card" />}
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <p className="text-sm text-slate-600" aria-live="polite">
              {plural(data.total, 'user')} found
              {data.invitations.length > 0
                ? `, ${plural(data.invitations.length, 'pending invitation')}`
                : ''}
            </p>
            {data.seats ? <SeatsLine seats={data.seats} canUpgrade={canManage} /> : null}
            {data.invitations.length > 0 ? (
              <section aria-labelledby="pending-invitations" className="flex flex-col gap-3">
                <h2 id="pending-invitations" className="text-lg font-semibold text-slate-900">
                  Pending Invitations
                </h2>
                <ul aria-label="Pending invitations" className="flex flex-col gap-3">
                  {data.invitations.map((invitation) => (
                    <InvitationRow
                      key={invitation.id}
                      invitation={invitation}
                      showOrganization={seesAllOrganizations}
                      canManage={canManage}
                      onRevoke={() => {
                        revokeInvitation.reset();
                        setRevoking(invitation);
                      }}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="team-users" className="flex flex-col gap-3">
              <h2 id="team-users" className="text-lg font-semibold text-slate-900">
                Users
              </h2>
              {data.members.length === 0 ? (
                <EmptyState
                  icon={UsersIcon}
                  title={teamMessages.noUsers}
                  description={isFiltered ? teamMessages.noUsersMatch : undefined}
                />
              ) : (
                <ul aria-label="Users" className="flex flex-col gap-3">
                  {data.members.map((member) => (
                    <MemberRow
                      key={member.id}
                      member={member}
                      showOrganization={seesAllOrganizations}
                      canManage={canManage}
                      isSelf={member.id === viewer?.userId}
                      action={
                        memberAction && member.organization
                          ? memberAction({
                              id: member.id,
                              name: fullName(member),
                              organizationId: member.organization.id,
                            })
                          : null
                      }
                      onEdit={() => setEditing(member)}
                      onResetTwoFactor={
                        canResetTwoFactor && member.id !== viewer?.userId
                          ? () => {
                              resetTwoFactor.reset();
                              setResetting(member);
                            }
                          : undefined
                      }
                      onDelete={() => {
                        deleteMember.reset();
                        setDeleting(member);
                      }}
                    />
                  ))}
                </ul>
              )}
              <Pager result={data} onPage={setPage} />
            </section>
          </div>
        )}
      </QueryState>
      {editing !== undefined && viewer ? (
        <TeamMemberDialog
          member={editing}
          viewer={viewer}
          organizations={team.data?.organizations ?? []}
          defaultOrganizationId={organizationId}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={teamMessages.deleteUser}
        description={
          deleting ? (
            <p>
              Delete {fullName(deleting)} ({deleting.email})? Their sign-in and everything they did here
              (progress, bookmarks, registrations, calls and messages) are deleted. This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel={teamMessages.deleteUser}
        isPending={deleteMember.isPending}
        error={
          deleteMember.error ? serverMessageOr(deleteMember.error, teamMessages.deleteFailed) : undefined
        }
        onConfirm={() =>
          deleting &&
          deleteMember.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(teamMessages.userDeleted);
              setDeleting(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title="Reset two-factor sign-in"
        description={
          resetting ? (
            <p>
              Remove the second factor of {fullName(resetting)} ({resetting.email})? Their authenticator app
              and backup codes stop working, every session of theirs ends, and they are e-mailed. They sign in
              with their password and set it up again.
            </p>
          ) : null
        }
        confirmLabel="Reset two-factor"
        pendingLabel="Resetting…"
        isPending={resetTwoFactor.isPending}
        error={
          resetTwoFactor.error
            ? serverMessageOr(resetTwoFactor.error, 'Failed to reset two-factor sign-in.')
            : undefined
        }
        onConfirm={() =>
          resetting &&
          resetTwoFactor.mutate(resetting.id, {
            onSuccess: () => {
              toast.success(`Two-factor sign-in of ${fullName(resetting)} was reset.`);
              setResetting(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke Invitation"
        description={
          revoking ? (
            <p>
              Revoke the invitation of {fullName(revoking)} ({revoking.email})? The link in their e-mail stops
              working. You can invite them again later.
            </p>
          ) : null
        }
        cancelLabel="Keep Invitation"
        confirmLabel="Revoke Invitation"
        pendingLabel="Revoking…"
        isPending={revokeInvitation.isPending}
        error={
          revokeInvitation.error
            ? serverMessageOr(revokeInvitation.error, teamMessages.invitationActionFailed)
            : undefined
        }
        onConfirm={() =>
          revoking &&
          revokeInvitation.mutate(revoking.id, {
            onSuccess: () => {
              hasJustRevokedRef.current = true;
              toast.success(teamMessages.invitationRevoked);
              setRevoking(null);
            },
          })
        }
        // The invitation's row (and its Revoke button) is gone: focus goes to the list's search.
        onCloseAutoFocus={(event) => {
          if (!hasJustRevokedRef.current) return;
          hasJustRevokedRef.current = false;
          event.preventDefault();
          searchInputRef.current?.focus();
        }}
      />
    </>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        role === 'agent' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700',
        (role === 'superadmin' || role === 'support') && 'bg-amber-50 text-amber-900',
      )}
    >
      {teamRoleLabels[role]}
    </span>
  );
}

function MemberRow({
  member,
  showOrganization,
  canManage,
  isSelf,
  action,
  onEdit,
  onResetTwoFactor,
  onDelete,
}: {
  member: TeamMember;
  showOrganization: boolean;
  canManage: boolean;
  isSelf: boolean;
  /** Another feature's button for this person (Assign). */
  action: ReactNode;
  onEdit: () => void;
  /** A superadmin's reset of this person's second factor (issue 44). */
  onResetTwoFactor?: () => void;
  onDelete: () => void;
}) {
  const name = fullName(member);
  const isStaff = !isManagedByTeam(member);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar firstName={member.firstName} lastName={member.lastName} avatarUrl={member.avatarUrl} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{name}</span>
            {isSelf ? <span className="text-xs text-slate-500">(you)</span> : null}
            <LevelBadge level={member.level} />
            <RoleBadge role={member.role} />
            {member.isGuru ? (
              <span className="inline-flex rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-700">
                Guru
              </span>
            ) : null}
          </p>
          <p className="text-sm break-all text-slate-600">{member.email}</p>
          <p className="text-xs text-slate-500">
            {[member.phone, showOrganization ? (member.organization?.name ?? 'No organization') : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {canManage ? (
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          {action}
          <Button variant="outline" size="sm" aria-label={`Edit: ${name}`} onClick={onEdit}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
          {onResetTwoFactor ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reset two-factor: ${name}`}
              onClick={onResetTwoFactor}
            >
              <ShieldOffIcon aria-hidden />
              Reset 2FA
            </Button>
          ) : null}
          {isSelf || isStaff ? null : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Delete: ${name}`}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={onDelete}
            >
              <Trash2Icon aria-hidden />
              Delete
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

function InvitationRow({
  invitation,
  showOrganization,
  canManage,
  onRevoke,
}: {
  invitation: TeamInvitation;
  showOrganization: boolean;
  canManage: boolean;
  /** Asks first (the page's confirm dialog), then revokes. */
  onRevoke: () => void;
}) {
  const resend = useResendInvitation();
  const name = fullName(invitation);
  const isBusy = resend.isPending;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-dashed border-slate-300 bg-slate-50 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-slate-600">
          <MailIcon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{name}</span>
            <RoleBadge role={invitation.role} />
          </p>
          <p className="text-sm break-all text-slate-600">{invitation.email}</p>
          <p className={cn('text-xs', invitation.isExpired ? 'font-medium text-red-700' : 'text-slate-500')}>
            {invitation.isExpired
              ? `Invitation expired on ${formatDate(invitation.expiresAt)}`
              : `Invited ${formatDate(invitation.invitedAt)} · link works until ${formatDate(invitation.expiresAt)}`}
            {showOrganization ? ` · ${invitation.organization.name}` : ''}
          </p>
        </div>
      </div>
      {canManage ? (
        <div className="flex gap-2 sm:shrink-0">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Resend invitation: ${invitation.email}`}
            disabled={isBusy}
            onClick={() =>
              resend.mutate(invitation.id, {
                onSuccess: () => toast.success(teamMessages.invitationResent),
                onError: (error) => toast.error(serverMessageOr(error, teamMessages.invitationActionFailed)),
              })
            }
          >
            <SendIcon aria-hidden />
            {resend.isPending ? 'Sending...' : 'Resend'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Revoke invitation: ${invitation.email}`}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={isBusy}
            onClick={onRevoke}
          >
            <XIcon aria-hidden />
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}
