import { adminLearningMessages as messages } from '@pillars/shared/learning/admin-messages';
import type { AdminPillar } from '@pillars/shared/learning/admin-schemas';
import { pillarSurface } from '@pillars/shared/learning/colour';
import { plural } from '@pillars/shared/plural';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ExternalLinkIcon,
  LayersIcon,
  ListTreeIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FallbackImage } from '@/components/fallback-image';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useAdminPillars, useDeletePillar, useMovePillar } from '../api/admin-pillars';
import { AdminPillarFormDialog } from '../components/admin-pillar-form-dialog';
import { AdminSearchField, matchesSearch, useSearchParam } from '../components/admin-search';
import { onColorTint, overlayImageClasses } from '../components/pillar-card';
import { PillarIcon } from '../components/pillar-icon';

/**
 * /admin/pillars (superadmin): search, the card grid, add/edit in a modal, delete after
 * saying what goes with it, move up/down, View (the member page) and Elements.
 */
export function AdminPillarsPage() {
  const pillars = useAdminPillars();
  const [search, setSearch] = useSearchParam();
  /** undefined: closed; null: a new pillar. */
  const [editing, setEditing] = useState<AdminPillar | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminPillar | null>(null);
  const deletePillar = useDeletePillar();
  const move = useMovePillar();

  const onMove = (pillar: AdminPillar, direction: 'up' | 'down') =>
    move.mutate(
      { pillarId: pillar.id, direction },
      { onError: (error) => toast.error(serverMessageOr(error, messages.moveFailed)) },
    );

  return (
    <>
      <BackLink to={paths.admin} label="Back to Admin Dashboard" />
      <PageHeader
        className="mt-3"
        title="Manage Pillars"
        description="The pillars members learn from, in the order they see them."
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon aria-hidden />
            Add Pillar
          </Button>
        }
      />
      <AdminSearchField label="Search pillars" value={search} onChange={setSearch} />
      <QueryState
        query={pillars}
        errorTitle={messages.pillarsLoadFailed}
        skeleton={
          <SkeletonGroup label="Loading pillars..." className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-72 rounded-card" />
            ))}
          </SkeletonGroup>
        }
      >
        {(data) => {
          const shown = data.pillars.filter((pillar) =>
            matchesSearch(search, pillar.title, pillar.description, pillar.slug),
          );
          if (data.pillars.length === 0)
            return (
              <EmptyState icon={LayersIcon} title="No pillars yet" description="Add the first pillar." />
            );
          if (shown.length === 0)
            return <EmptyState icon={LayersIcon} title="No pillars match your search" />;
          return (
            <ul aria-label="Pillars" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((pillar) => {
                const index = data.pillars.indexOf(pillar);
                return (
                  <AdminPillarCard
                    key={pillar.id}
                    pillar={pillar}
                    isFirst={index === 0}
                    isLast={index === data.pillars.length - 1}
                    isMoving={move.isPending}
                    onMove={(direction) => onMove(pillar, direction)}
                    onEdit={() => setEditing(pillar)}
                    onDelete={() => {
                      deletePillar.reset();
                      setDeleting(pillar);
                    }}
                  />
                );
              })}
            </ul>
          );
        }}
      </QueryState>
      {editing !== undefined ? (
        <AdminPillarFormDialog pillar={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Pillar"
        description={
          deleting ? (
            <p>
              Delete “{deleting.title}”? This also deletes its{' '}
              {plural(deleting.keyElementCount, 'key element')}, {plural(deleting.lessonCount, 'lesson')} and{' '}
              {plural(deleting.progressCount, 'lesson completion')} of members. This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete Pillar"
        isPending={deletePillar.isPending}
        error={
          deletePillar.error ? serverMessageOr(deletePillar.error, messages.deletePillarFailed) : undefined
        }
        onConfirm={() =>
          deleting &&
          deletePillar.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Pillar deleted.');
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}

function AdminPillarCard({
  pillar,
  isFirst,
  isLast,
  isMoving,
  onMove,
  onEdit,
  onDelete,
}: {
  pillar: AdminPillar;
  isFirst: boolean;
  isLast: boolean;
  isMoving: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const surface = pillarSurface(pillar.color);
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
      <div className="grid" style={{ background: surface.background, color: surface.text }}>
        <FallbackImage
          src={pillar.overlayImageUrl}
          alt=""
          fallback="none"
          className={cn(overlayImageClasses, 'opacity-30')}
          style={{ mixBlendMode: surface.imageBlendMode }}
        />
        <div className="z-10 flex min-h-32 flex-col justify-between gap-4 p-5 [grid-area:1/1]">
          <span
            className="flex size-11 items-center justify-center self-start rounded-xl"
            style={{ backgroundColor: onColorTint(surface.text) }}
          >
            <PillarIcon name={pillar.icon} />
          </span>
          <h2 className="text-lg leading-snug font-semibold">{pillar.title}</h2>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="line-clamp-3 text-sm text-slate-600">{pillar.description}</p>
        <p className="text-xs text-slate-600">
          <span className="font-medium">Slug:</span> <code>{pillar.slug}</code>
        </p>
        <p className="text-xs text-slate-600">
          {plural(pillar.keyElementCount, 'key element')} · {plural(pillar.lessonCount, 'lesson')}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-slate-100 pt-3">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move up: ${pillar.title}`}
            disabled={isFirst || isMoving}
            onClick={() => onMove('up')}
          >
            <ArrowUpIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move down: ${pillar.title}`}
            disabled={isLast || isMoving}
            onClick={() => onMove('down')}
          >
            <ArrowDownIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Edit: ${pillar.title}`} onClick={onEdit}>
            <PencilIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete: ${pillar.title}`}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden />
          </Button>
          <span className="ml-auto flex gap-1">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.pillar(pillar.slug)} aria-label={`View: ${pillar.title}`}>
                <ExternalLinkIcon aria-hidden />
                View
              </Link>
            </Button>
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.adminKeyElements(pillar.id)} aria-label={`Elements: ${pillar.title}`}>
                <ListTreeIcon aria-hidden />
                Elements
              </Link>
            </Button>
          </span>
        </div>
      </div>
    </li>
  );
}
