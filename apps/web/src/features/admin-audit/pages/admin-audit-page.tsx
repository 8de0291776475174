import {
  auditActionLabel,
  auditFieldLabel,
  auditTargetTypeLabel,
  auditValueText,
  teamAuditActions,
  teamRetentionNote,
} from '@pillars/shared/audit/labels';
import { auditMessages as messages, teamAuditTargetTypes } from '@pillars/shared/audit/messages';
import type { AuditEntry } from '@pillars/shared/audit/schemas';
import { scopeFor } from '@pillars/shared/policies';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, HistoryIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, focusRing } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { selectClass } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { cachedPolicyViewer } from '@/lib/viewer';
import { useExportAuditEntries } from '../api/export-audit-entries';
import { type AuditPageFilters, useAuditEntries } from '../api/get-audit-entries';
import { actorNameOf, type ChangeWords, fieldChangesOf } from '../utils/audit-changes';

const filterNames = ['actor', 'action', 'targetType', 'from', 'to'] as const;
type FilterName = (typeof filterNames)[number];

function filtersOf(searchParams: URLSearchParams): AuditPageFilters {
  const filters: AuditPageFilters = { page: 1 };
  for (const name of filterNames) {
    const value = searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const page = Number(searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

function searchParamsOf(filters: AuditPageFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const actorOf = (entry: AuditEntry) => actorNameOf(entry.actor);
const targetOf = (entry: AuditEntry) => entry.target.name ?? entry.target.id;

/**
 * Who reads the trail (issue 54): a superadmin runs the server and reads its codes (the
 * action `team.invitation.create`, the setting AUDIT_RETENTION_DAYS, the full record) beside
 * their words; an agent reads words only.
 */
interface Reader {
  readsCodes: boolean;
}
const inWords: ChangeWords = { fieldLabel: auditFieldLabel, valueOf: auditValueText };

/** /admin/audit: the trail (superadmins everything, agents their organization's team changes), filters in the URL. */
export function AdminAuditPage() {
  const viewer = cachedPolicyViewer(useQueryClient());
  const reader: Reader = { readsCodes: viewer !== null && scopeFor(viewer, 'audit.view').rows === 'all' };
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const entries = useAuditEntries(filters);
  const exportCsv = useExportAuditEntries();
  const isFiltered = filterNames.some((name) => filters[name]);
  const { page: _page, ...exportFilters } = filters;

  return (
    <>
      <PageHeader
        title={messages.title}
        description={messages.subtitle}
        actions={
          <Button
            variant="outline"
            disabled={exportCsv.isPending}
            onClick={() => exportCsv.mutate(exportFilters)}
          >
            <DownloadIcon aria-hidden />
            {exportCsv.isPending ? messages.exporting : messages.exportCsv}
          </Button>
        }
      />
      <Filters
        key={searchParams.toString()}
        filters={filters}
        onApply={(next) => setSearchParams(searchParamsOf({ ...next, page: 1 }))}
        onReset={() => setSearchParams(new URLSearchParams())}
        isFiltered={isFiltered}
        reader={reader}
      />
      <QueryState
        query={entries}
        errorTitle={messages.loadFailed}
        skeleton={<SkeletonList label="Loading the audit trail" count={6} rowClassName="h-14 w-full" />}
      >
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyState
              icon={HistoryIcon}
              title={messages.noRows}
              description={isFiltered ? messages.noRowsMatch : undefined}
              action={
                isFiltered ? (
                  <ResetFiltersButton onClick={() => setSearchParams(new URLSearchParams())} />
                ) : null
              }
            />
          ) : (
            <div className="flex flex-col gap-4" aria-busy={entries.isPlaceholderData || undefined}>
              <EntriesTable entries={data.entries} reader={reader} />
              <EntriesCards entries={data.entries} reader={reader} />
              <Pager
                result={data}
                onPage={(page) => setSearchParams(searchParamsOf({ ...filters, page }))}
                hasRange
              />
            </div>
          )
        }
      </QueryState>
      {reader.readsCodes ? (
        <p className="mt-6 text-xs text-slate-500">{messages.retentionNote}</p>
      ) : entries.data ? (
        <p className="mt-6 text-xs text-slate-500">{teamRetentionNote(entries.data.retentionDays)}</p>
      ) : null}
    </>
  );
}

function Filters({
  filters,
  onApply,
  onReset,
  isFiltered,
  reader,
}: {
  filters: AuditPageFilters;
  onApply: (filters: AuditPageFilters) => void;
  onReset: () => void;
  isFiltered: boolean;
  reader: Reader;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: AuditPageFilters = { page: 1 };
    for (const name of filterNames) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    // The server says the same (400); said here before asking.
    if (next.from && next.to && next.from > next.to) {
      setError(messages.dateRangeInverted);
      return;
    }
    setError(undefined);
    onApply(next);
  };
  const field = (name: FilterName, label: string, props: { type?: string; placeholder?: string } = {}) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} name={name} defaultValue={filters[name] ?? ''} {...props} />
    </div>
  );
  /** A choice among the values an agent's trail can hold, each in words (the value is the code the filter takes). */
  const choice = (name: FilterName, label: string, allLabel: string, options: [string, string][]) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <select id={`${id}-${name}`} name={name} defaultValue={filters[name] ?? ''} className={selectClass}>
        <option value="">{allLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      aria-label="Filter the audit trail"
      onSubmit={onSubmit}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      {field('actor', 'Actor', { placeholder: 'E-mail or name...' })}
      {reader.readsCodes
        ? field('action', 'Action', { placeholder: 'organization.free_access' })
        : choice(
            'action',
            'Action',
            'All actions',
            teamAuditActions.map((action) => [action, auditActionLabel(action)]),
          )}
      {reader.readsCodes
        ? field('targetType', 'Target type', { placeholder: 'organization' })
        : choice(
            'targetType',
            'Target type',
            'All targets',
            teamAuditTargetTypes.map((type) => [type, auditTargetTypeLabel(type)]),
          )}
      {field('from', 'From', { type: 'date' })}
      {field('to', 'To', { type: 'date' })}
      <div className="flex items-end gap-2">
        <Button type="submit">Apply Filters</Button>
        {isFiltered ? (
          <Button variant="outline" onClick={onReset}>
            Reset
          </Button>
        ) : null}
      </div>
      <div className="sm:col-span-2 lg:col-span-6">
        <FormError message={error} />
      </div>
    </form>
  );
}

/**
 * The change itself: each changed field as "field: old -> new", and the whole record as
 * the trail kept it behind a disclosure (a long record does not fill a phone's screen).
 */
function Changes({ entry, reader }: { entry: AuditEntry; reader: Reader }) {
  if (entry.before == null && entry.after == null) return <span className="text-slate-500">—</span>;
  const changes = fieldChangesOf(entry.before, entry.after, reader.readsCodes ? undefined : inWords);
  return (
    <div className="flex flex-col gap-1.5 text-xs">
      {changes.length > 0 ? (
        <ul aria-label="Changed fields" className="flex flex-col gap-0.5">
          {changes.map((change) => (
            <li key={change.field} className="break-words text-slate-800">
              <span className="font-medium text-slate-900">{change.field}</span>: {change.before}{' '}
              <span aria-hidden>→</span>
              <span className="sr-only"> changed to</span> {change.after}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-500">No field changed</p>
      )}
      {reader.readsCodes ? <FullRecord entry={entry} /> : null}
    </div>
  );
}

/** The row as the trail kept it, codes and all (a superadmin's), behind a disclosure. */
function FullRecord({ entry }: { entry: AuditEntry }) {
  const show = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));
  return (
    <details>
      <summary
        className={cn(
          'w-fit cursor-pointer rounded-sm font-medium text-brand-700 hover:underline',
          focusRing,
        )}
      >
        Full record
      </summary>
      <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
        <dt className="text-slate-500">Before</dt>
        <dd className="font-mono break-all whitespace-pre-wrap text-slate-800">{show(entry.before)}</dd>
        <dt className="text-slate-500">After</dt>
        <dd className="font-mono break-all whitespace-pre-wrap text-slate-800">{show(entry.after)}</dd>
      </dl>
    </details>
  );
}

/** The action in words; a superadmin also reads its code. */
function ActionText({ entry, reader }: { entry: AuditEntry; reader: Reader }) {
  return (
    <>
      <span className="block text-slate-900">{auditActionLabel(entry.action)}</span>
      {reader.readsCodes ? (
        <span className="block font-mono text-xs break-all text-slate-500">{entry.action}</span>
      ) : null}
    </>
  );
}

function EntriesTable({ entries, reader }: { entries: AuditEntry[]; reader: Reader }) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Audit trail</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {['Time', 'Actor', 'Action', 'Target', 'Changes'].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-left font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.occurredAt)}</td>
              <td className="max-w-56 px-3 py-2">
                <span className="block font-medium text-slate-900">{actorOf(entry)}</span>
                {entry.actor.email && entry.actor.name ? (
                  <span className="block text-xs break-all text-slate-500">{entry.actor.email}</span>
                ) : null}
              </td>
              <td className="max-w-56 px-3 py-2">
                <ActionText entry={entry} reader={reader} />
              </td>
              <td className="max-w-56 px-3 py-2">
                <span className="block break-words text-slate-900">{targetOf(entry)}</span>
                <span className="block text-xs text-slate-500">
                  {auditTargetTypeLabel(entry.target.type)}
                </span>
              </td>
              <td className="max-w-80 px-3 py-2">
                <Changes entry={entry} reader={reader} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function EntriesCards({ entries, reader }: { entries: AuditEntry[]; reader: Reader }) {
  return (
    <ul aria-label="Audit trail" className="flex flex-col gap-3 md:hidden">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card className="flex flex-col gap-2 p-4 text-sm">
            <p className="font-medium">
              <ActionText entry={entry} reader={reader} />
            </p>
            <p className="break-words text-slate-900">
              <span className="font-medium">{targetOf(entry)}</span>{' '}
              <span className="text-slate-500">({auditTargetTypeLabel(entry.target.type)})</span>
            </p>
            <p className="text-slate-600">
              by {actorOf(entry)}
              {entry.actor.email && entry.actor.name ? (
                <span className="block text-xs break-all text-slate-500">{entry.actor.email}</span>
              ) : null}
            </p>
            <p className="text-xs text-slate-500">{formatDateTime(entry.occurredAt)}</p>
            <Changes entry={entry} reader={reader} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
