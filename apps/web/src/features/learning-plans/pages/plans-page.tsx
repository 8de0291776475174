import {
  type PlanSortKey,
  type PlanStatus,
  planMessages,
  planStatuses,
  planStatusLabels,
} from '@pillars/shared/learning-plans/messages';
import type { PlanAssignment, PlanChoices, PlansResponse } from '@pillars/shared/learning-plans/schemas';
import { plural } from '@pillars/shared/plural';
import { scopeFor } from '@pillars/shared/policies';
import { useQueryClient } from '@tanstack/react-query';
import {
  ChevronDownIcon,
  ClipboardListIcon,
  DownloadIcon,
  PlusIcon,
  SlidersHorizontalIcon,
} from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
import { Label } from '@/components/label';
import { OrganizationChooser } from '@/components/organization-chooser';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { SelectField, selectClass, sortDirectionLabels } from '@/components/select-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useMediaQuery, wideScreenQuery } from '@/lib/use-media-query';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { cachedPolicyViewer } from '@/lib/viewer';
import { useDeletePlan } from '../api/delete-plan';
import { useExportPlans } from '../api/export-plans';
import { usePlans } from '../api/get-plans';
import { AssignPlanDialog } from '../components/assign-plan-dialog';
import { DueDateDialog } from '../components/due-date-dialog';
import { PlansList } from '../components/plans-list';
import {
  contentValue,
  exportQueryOf,
  isFiltered,
  listQueryOf,
  type PlanChoice,
  parseContentValue,
  readPlanChoice,
  writePlanChoice,
} from '../utils/plan-filters';

const title = 'Learning Plans';

const sortLabels: Record<PlanSortKey, string> = {
  due: 'Due date',
  person: 'Person',
  assigned: 'Date assigned',
};

const chooserMessages = {
  loadFailed: 'Failed to load organizations. Please try again.',
  noOrganizationsMatch: 'No organizations match your search.',
};

/**
 * /admin/team/plans (issue 40): an agent's team's assignments (a superadmin's chosen
 * organization, kept in the URL as /analytics keeps it), per person with their status and
 * progress; filters, order and page in the URL; Assign, Export CSV, Change due date and Remove.
 */
export function PlansPage() {
  const viewer = cachedPolicyViewer(useQueryClient());
  const choosesOrganization = viewer !== null && scopeFor(viewer, 'plan.assign').rows === 'all';
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const choice = readPlanChoice(searchParams);
  const setChoice = (change: Partial<PlanChoice>) =>
    setSearchParams((latest) => writePlanChoice(latest, readPlanChoice(latest), change), {
      replace: !('page' in change),
    });
  const hasTeam = !choosesOrganization || choice.organizationId !== null;
  const plans = usePlans(listQueryOf(choice), { enabled: hasTeam });
  const exportCsv = useExportPlans();
  const [isAssigning, setIsAssigning] = useState(false);

  return (
    <>
      <PageHeader
        title={title}
        description={
          plans.data
            ? `Assign learning to ${plans.data.organization.name} and follow each person's progress.`
            : 'Assign learning to your team and follow each person’s progress.'
        }
        actions={
          hasTeam ? (
            <>
              <Button
                variant="outline"
                disabled={exportCsv.isPending || !plans.data}
                onClick={() => exportCsv.mutate(exportQueryOf(choice))}
              >
                <DownloadIcon aria-hidden />
                {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
              </Button>
              <Button disabled={!plans.data} onClick={() => setIsAssigning(true)}>
                <PlusIcon aria-hidden />
                Assign
              </Button>
            </>
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        {choosesOrganization ? (
          <Card>
            <CardHeader>
              <CardTitle>{plans.data ? `Team: ${plans.data.organization.name}` : 'Team'}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrganizationChooser
                chosenId={choice.organizationId}
                messages={chooserMessages}
                onChoose={(organization) =>
                  setSearchParams(new URLSearchParams({ organization: organization.id }))
                }
              />
            </CardContent>
          </Card>
        ) : null}
        {hasTeam ? (
          <QueryState
            query={plans}
            errorTitle="Failed to load the learning plans. Please try again."
            skeleton={
              <SkeletonGroup label="Loading the learning plans..." className="flex flex-col gap-3">
                <Skeleton className="h-20 w-full" />
                {['one', 'two', 'three', 'four'].map((row) => (
                  <Skeleton key={row} className="h-14 w-full" />
                ))}
              </SkeletonGroup>
            }
          >
            {(data) => (
              <PlansContent
                data={data}
                choice={choice}
                onChange={setChoice}
                onAssign={() => setIsAssigning(true)}
              />
            )}
          </QueryState>
        ) : (
          <p className="text-sm text-slate-600">{planMessages.organizationRequired}</p>
        )}
      </div>
      {isAssigning && plans.data ? (
        <AssignPlanDialog
          organizationId={choice.organizationId}
          choices={plans.data.choices}
          onClose={() => setIsAssigning(false)}
        />
      ) : null}
    </>
  );
}

function PlansContent({
  data,
  choice,
  onChange,
  onAssign,
}: {
  data: PlansResponse;
  choice: PlanChoice;
  onChange: (change: Partial<PlanChoice>) => void;
  onAssign: () => void;
}) {
  const [dating, setDating] = useState<PlanAssignment | null>(null);
  const [removing, setRemoving] = useState<PlanAssignment | null>(null);
  const remove = useDeletePlan();
  const filtered = isFiltered(choice);

  if (data.total === 0 && !filtered) {
    return (
      <EmptyState
        icon={ClipboardListIcon}
        title="Nothing is assigned yet."
        description="Assign a pillar, a key element or lessons to people of the team, with a due date if you like."
        action={<Button onClick={onAssign}>Assign</Button>}
      />
    );
  }
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <h2 id="plans-heading" className="sr-only">
        Assignments
      </h2>
      <PlanFilters choices={data.choices} counts={data.counts} choice={choice} onChange={onChange} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {plural(data.total, 'assignment')}
      </p>
      {data.assignments.length === 0 ? (
        <EmptyState
          icon={ClipboardListIcon}
          title="No assignments match the filters."
          action={
            <ResetFiltersButton onClick={() => onChange({ userId: null, status: null, content: null })} />
          }
        />
      ) : (
        <PlansList
          assignments={data.assignments}
          onChangeDueDate={setDating}
          onRemove={(assignment) => {
            remove.reset();
            setRemoving(assignment);
          }}
        />
      )}
      <Pager result={data} onPage={(page) => onChange({ page })} hasRange />
      {dating ? <DueDateDialog assignment={dating} onClose={() => setDating(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove assignment"
        description={
          removing ? (
            <p>
              Remove {removing.content.title} from {removing.person.name}'s plan? Their progress in the
              lessons stays; the assignment and its due date go.
            </p>
          ) : null
        }
        cancelLabel="Keep Assignment"
        confirmLabel="Remove"
        pendingLabel="Removing…"
        isPending={remove.isPending}
        error={remove.error ? serverMessageOr(remove.error, 'Failed to remove the assignment.') : undefined}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success('Assignment removed.');
              setRemoving(null);
            },
          })
        }
      />
    </section>
  );
}

function PlanFilters({
  choices,
  counts,
  choice,
  onChange,
}: {
  choices: PlanChoices;
  counts: PlansResponse['counts'];
  choice: PlanChoice;
  onChange: (change: Partial<PlanChoice>) => void;
}) {
  const id = useId();
  // On a phone the five menus would fill the first screen before any assignment (issue 54):
  // they fold behind one Filters button there, open from the start on wider screens.
  const isWide = useMediaQuery(wideScreenQuery);
  const [isOpen, setIsOpen] = useState(false);
  const activeCount = [choice.userId, choice.status, choice.content].filter((value) => value !== null).length;
  return (
    <Collapsible.Root open={isWide || isOpen} onOpenChange={setIsOpen} className="flex flex-col gap-3">
      {isWide ? null : (
        <Collapsible.Trigger asChild>
          <Button variant="outline" className="w-full justify-between">
            <span className="flex items-center gap-2">
              <SlidersHorizontalIcon aria-hidden />
              Filters
              {activeCount > 0 ? (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {activeCount}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
            </span>
            <ChevronDownIcon aria-hidden className={cn('transition-transform', isOpen && 'rotate-180')} />
          </Button>
        </Collapsible.Trigger>
      )}
      <Collapsible.Content>
        <PlanFilterMenus choices={choices} counts={counts} choice={choice} onChange={onChange} id={id} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The five menus: who, where they stand, what, and the order. */
function PlanFilterMenus({
  choices,
  counts,
  choice,
  onChange,
  id,
}: {
  choices: PlanChoices;
  counts: PlansResponse['counts'];
  choice: PlanChoice;
  onChange: (change: Partial<PlanChoice>) => void;
  id: string;
}) {
  return (
    <form
      aria-label="Filter and sort the assignments"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-person`}>Person</Label>
        <select
          id={`${id}-person`}
          className={selectClass}
          value={choice.userId ?? ''}
          onChange={(event) => onChange({ userId: event.target.value || null })}
        >
          <option value="">Everyone</option>
          {choices.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={choice.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as PlanStatus | null })}
        >
          <option value="">All statuses</option>
          {planStatuses.map((status) => (
            <option key={status} value={status}>
              {planStatusLabels[status]} ({counts[status] ?? 0})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-content`}>Content</Label>
        <select
          id={`${id}-content`}
          className={selectClass}
          value={choice.content ? contentValue(choice.content) : ''}
          onChange={(event) => onChange({ content: parseContentValue(event.target.value) })}
        >
          <option value="">All content</option>
          {choices.pillars.map((pillar) => (
            <optgroup key={pillar.id} label={pillar.title}>
              <option value={contentValue({ kind: 'pillar', id: pillar.id })}>{pillar.title} (pillar)</option>
              {pillar.keyElements.map((element) => [
                <option key={element.id} value={contentValue({ kind: 'key_element', id: element.id })}>
                  {element.title}
                </option>,
                ...element.lessons.map((lesson) => (
                  <option key={lesson.id} value={contentValue({ kind: 'lesson', id: lesson.id })}>
                    {`\u2013 ${lesson.title}`}
                  </option>
                )),
              ])}
            </optgroup>
          ))}
        </select>
      </div>
      <SelectField
        label="Sort by"
        value={choice.sort}
        options={sortLabels}
        onChange={(sort) => onChange({ sort })}
      />
      <SelectField
        label="Order"
        value={choice.direction}
        options={sortDirectionLabels}
        onChange={(direction) => onChange({ direction })}
      />
    </form>
  );
}
