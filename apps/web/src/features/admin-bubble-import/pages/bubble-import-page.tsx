import {
  defaultFieldMapping,
  type FieldMapping,
  type SourceRecord,
  sourceFieldsOf,
} from '@pillars/shared/imports/bubble-mapping';
import { bubbleImportTexts as texts } from '@pillars/shared/imports/messages';
import type { StartBubbleImportBody } from '@pillars/shared/imports/schemas';
import { FileUpIcon, RefreshCwIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { Input } from '@/components/input';
import { PageHeader } from '@/components/page-header';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useBubbleImportState, useRefreshBubbleImportState } from '../api/get-bubble-import-state';
import { isImportRunning, useImportJob, useImportJobEvents } from '../api/get-import-job';
import { useReadBubbleCsv } from '../api/read-bubble-csv';
import { useStartBubbleImport } from '../api/start-bubble-import';
import { FieldMappingTable } from '../components/field-mapping-table';
import { ImportRecordItem } from '../components/import-record-item';
import { ImportStatusPanel } from '../components/import-status-panel';
import { importPhaseOf } from '../utils/import-job-event';

const skeletonRows = ['one', 'two', 'three'];
const titleOf = (record: SourceRecord) => (typeof record.Title === 'string' ? record.Title : '');

/**
 * /admin/bubble-import (superadmin): the unimported records from Bubble.io (asked by the
 * server, which holds the key) or from an uploaded CSV export, the field mapping, the
 * selection with a preview of each article, and the import job followed live.
 */
export function BubbleImportPage() {
  const probe = useBubbleImportState('probe');
  const needsAll = probe.data !== undefined && probe.data.total > probe.data.records.length;
  const all = useBubbleImportState('all', { enabled: needsAll });
  const [csv, setCsv] = useState<{ fileName: string; text: string; records: SourceRecord[] } | null>(null);
  const [mapping, setMapping] = useState<FieldMapping>(defaultFieldMapping);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  /** The run the screen shows: started here, or found running (another tab, another admin). */
  const [followedJobId, setFollowedJobId] = useState<string | null>(null);
  const [dismissedJobId, setDismissedJobId] = useState<string | null>(null);
  const lastRequest = useRef<StartBubbleImportBody | null>(null);
  const start = useStartBubbleImport();
  const readCsv = useReadBubbleCsv();
  const refreshState = useRefreshBubbleImportState();

  // A run started elsewhere (another tab, another admin) is followed too.
  const runningElsewhere = isImportRunning(probe.data?.job) ? probe.data!.job!.id : null;
  if (followedJobId === null && runningElsewhere !== null && runningElsewhere !== dismissedJobId) {
    setFollowedJobId(runningElsewhere);
  }
  const jobId = followedJobId;
  const job = useImportJob(jobId);
  const currentJob = job.data ?? (probe.data?.job?.id === jobId ? (probe.data?.job ?? undefined) : undefined);
  const phase = jobId ? importPhaseOf(currentJob) : null;

  const apiRecords = needsAll ? all.data?.records : probe.data?.records;
  const records = csv?.records ?? apiRecords ?? [];
  const source = csv ? 'csv' : 'api';
  const isConfigured = probe.data?.configured ?? false;
  const query = search.trim().toLowerCase();
  const visible = query ? records.filter((record) => titleOf(record).toLowerCase().includes(query)) : records;
  const isAllVisibleSelected = visible.length > 0 && visible.every((record) => selected.has(record._id));
  const selectedRecords = records.filter((record) => selected.has(record._id));

  useImportJobEvents({
    jobId,
    // An import another admin (or tab) just started: this screen follows it too.
    onRunStarted: (startedJobId) => {
      if (startedJobId !== dismissedJobId) setFollowedJobId(startedJobId);
    },
  });

  // Once per finished run: the toast, and the lists read again (spec: the list reloads after a run).
  const announced = useRef(new Set<string>());
  useEffect(() => {
    const data = job.data;
    if (!data || isImportRunning(data) || announced.current.has(data.id)) return;
    announced.current.add(data.id);
    const finished = importPhaseOf(data);
    if (finished === 'success') toast.success(`${texts.success}.`);
    else toast.error(texts.failed);
    setSelected(new Set());
    refreshState();
    if (csv) {
      readCsv.mutate(csv.text, { onSuccess: (answer) => setCsv({ ...csv, records: answer.records }) });
    }
  }, [job.data, refreshState, csv, readCsv]);

  const runImport = (body: StartBubbleImportBody) => {
    lastRequest.current = body;
    start.mutate(body, {
      onSuccess: ({ job: started }) => setFollowedJobId(started.id),
      onError: (error) =>
        toast.error(serverMessageOr(error, 'Failed to start the import. Please try again.')),
    });
  };
  const onImport = () =>
    runImport({
      source,
      ids: selectedRecords.map((record) => record._id),
      mapping,
      ...(source === 'csv' ? { records: selectedRecords } : {}),
    });
  const onDone = () => {
    setDismissedJobId(jobId);
    setFollowedJobId(null);
  };
  const onRefresh = () => {
    setSelected(new Set());
    refreshState();
  };

  const isLoading = !csv && (probe.isPending || (needsAll && all.isPending));
  const loadError = csv ? null : (probe.error ?? (needsAll ? all.error : null));

  return (
    <>
      <BackLink to={paths.admin} label={texts.backLink} />
      <PageHeader
        title={texts.heading}
        description={texts.subtitle}
        actions={
          phase === null && !isLoading ? (
            <Button variant="outline" onClick={onRefresh}>
              <RefreshCwIcon aria-hidden />
              {texts.refresh}
            </Button>
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        {phase !== null ? (
          <ImportStatusPanel
            job={currentJob}
            total={lastRequest.current?.ids.length ?? 0}
            isApiSource={(lastRequest.current?.source ?? 'api') === 'api'}
            onDone={onDone}
            onTryAgain={() => lastRequest.current && runImport(lastRequest.current)}
            isRetrying={start.isPending}
          />
        ) : (
          <>
            {isLoading ? (
              <Card aria-live="polite">
                <CardContent className="flex flex-col gap-1 pt-5 sm:pt-6">
                  <p className="font-medium text-slate-900">
                    {needsAll ? texts.loadingAll(probe.data?.total ?? 0) : texts.loading}
                  </p>
                  <p className="text-sm text-slate-500">{texts.loadingHint}</p>
                  <SkeletonGroup label="Loading records" className="mt-4 flex flex-col gap-3">
                    {skeletonRows.map((row) => (
                      <Skeleton key={row} className="h-12 w-full" />
                    ))}
                  </SkeletonGroup>
                </CardContent>
              </Card>
            ) : null}
            {loadError ? (
              <ErrorState
                title={
                  // Bubble's own reason (the server names it: a refused key, an outage), else the spec's text.
                  isApiError(loadError, 'IMPORT_SOURCE_UNAVAILABLE')
                    ? loadError.message
                    : serverMessageOr(loadError, texts.loadFailed)
                }
                action={<Button onClick={onRefresh}>Try Again</Button>}
              />
            ) : null}
            {probe.data && !isConfigured && !csv ? (
              <NotConfigured missing={probe.data.missingVariables} />
            ) : null}
            <CsvUpload
              fileName={csv?.fileName ?? null}
              isReading={readCsv.isPending}
              onFile={async (file) => {
                const text = await file.text();
                readCsv.mutate(text, {
                  onSuccess: (answer) => {
                    setCsv({ fileName: file.name, text, records: answer.records });
                    setSelected(new Set());
                  },
                  onError: (error) =>
                    toast.error(serverMessageOr(error, 'The file could not be read. Please try again.')),
                });
              }}
              onClear={() => {
                setCsv(null);
                setSelected(new Set());
              }}
            />
            {!isLoading && !loadError && (isConfigured || csv) ? (
              <>
                <FieldMappingTable
                  mapping={mapping}
                  sourceFields={sourceFieldsOf(records)}
                  onChange={(field, value) => setMapping((current) => ({ ...current, [field]: value }))}
                />
                <RecordList
                  records={visible}
                  total={records.length}
                  mapping={mapping}
                  search={search}
                  onSearch={setSearch}
                  selected={selected}
                  isAllSelected={isAllVisibleSelected}
                  onToggleAll={() =>
                    setSelected((current) => {
                      const next = new Set(current);
                      for (const record of visible) {
                        if (isAllVisibleSelected) next.delete(record._id);
                        else next.add(record._id);
                      }
                      return next;
                    })
                  }
                  onToggle={(id) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (next.has(id)) next.delete(id);
                      else next.add(id);
                      return next;
                    })
                  }
                />
                <Button
                  size="lg"
                  className="self-start"
                  disabled={selectedRecords.length === 0 || start.isPending}
                  onClick={onImport}
                >
                  {texts.importButton(selectedRecords.length)}
                </Button>
              </>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

function NotConfigured({ missing }: { missing: string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bubble.io is not connected</CardTitle>
        <CardDescription>
          Set{' '}
          {missing.map((name, index) => (
            <span key={name}>
              {index > 0 ? ' and ' : ''}
              <code className="rounded bg-slate-100 px-1 font-mono text-slate-800">{name}</code>
            </span>
          ))}{' '}
          in the server's environment (and{' '}
          <code className="rounded bg-slate-100 px-1 font-mono text-slate-800">BUBBLE_DATA_TYPE</code> when
          the data type is not "thought"), then restart it. The key stays on the server. Or import a CSV file
          exported from the Bubble editor's Data tab below.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function CsvUpload({
  fileName,
  isReading,
  onFile,
  onClear,
}: {
  fileName: string | null;
  isReading: boolean;
  onFile: (file: File) => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="min-w-0">
          <label htmlFor={id} className="flex items-center gap-2 font-medium text-slate-900">
            <FileUpIcon className="size-4" aria-hidden />
            Import from a CSV file
          </label>
          <p className="text-sm break-words text-slate-500">
            {fileName
              ? `Showing the records of ${fileName}.`
              : "For apps without Data API access: export the data type from the Bubble editor's Data tab."}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            disabled={isReading}
            className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
              event.target.value = '';
            }}
          />
          {fileName ? (
            <Button variant="outline" size="sm" onClick={onClear}>
              Clear File
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function RecordList({
  records,
  total,
  mapping,
  search,
  onSearch,
  selected,
  isAllSelected,
  onToggleAll,
  onToggle,
}: {
  records: SourceRecord[];
  total: number;
  mapping: FieldMapping;
  search: string;
  onSearch: (value: string) => void;
  selected: ReadonlySet<string>;
  isAllSelected: boolean;
  onToggleAll: () => void;
  onToggle: (id: string) => void;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.listHeading}</CardTitle>
        <CardDescription>{texts.found(total)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search by title
          </label>
          <div className="relative flex-1">
            <SearchIcon
              className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-9"
              placeholder={texts.searchPlaceholder}
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
          </div>
          <Button variant="outline" onClick={onToggleAll} disabled={records.length === 0}>
            {isAllSelected ? texts.deselectAll : texts.selectAll}
          </Button>
        </div>
        {records.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{texts.empty}</p>
        ) : (
          <ul aria-label={texts.listHeading}>
            {records.map((record) => (
              <ImportRecordItem
                key={record._id}
                record={record}
                mapping={mapping}
                isSelected={selected.has(record._id)}
                onToggle={() => onToggle(record._id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
