import { adminLearningMessages as messages } from '@pillars/shared/learning/admin-messages';
import type { AdminPillar } from '@pillars/shared/learning/admin-schemas';
import { pillarSurface } from '@pillars/shared/learning/colour';
import { plural } from '@pillars/shared/plural';
import { ExternalLinkIcon, LayersIcon, ListTreeIcon, PlusIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { FallbackImage } from '@/components/fallback-image';
import { PageHeader } from '@/components/page-header';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useAdminPillars, useDeletePillar, useMovePillar } from '../api/admin-pillars';
import { AdminDeleteDialog, AdminItemActions, AdminList } from '../components/admin-list';
import { AdminPillarFormDialog } from '../components/admin-pillar-form-dialog';
import { onColorTint, overlayImageClasses } from '../components/pillar-card';
import { PillarIcon } from '../components/pillar-icon';

/**
 * /admin/pillars (superadmin): search, the card grid, add/edit in a modal, delete after
 * saying what goes with it, move up/down, View (the member page) and Elements.
 */
export function AdminPillarsPage() {
  const pillars = useAdminPillars();
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
      <AdminList
        noun={{ one: 'pillar', many: 'pillars' }}
        query={pillars}
        errorTitle={messages.pillarsLoadFailed}
        itemsOf={(data) => data.pillars}
        searchTextsOf={(pillar) => [pillar.title, pillar.description, pillar.slug]}
        emptyIcon={LayersIcon}
        listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        skeletonClassName="h-72 rounded-card"
        renderItem={(pillar, { isFirst, isLast }) => (
          <AdminPillarCard
            pillar={pillar}
            actions={
              <AdminItemActions
                title={pillar.title}
                move={{
                  isFirst,
                  isLast,
                  isMoving: move.isPending,
                  onMove: (direction) => onMove(pillar, direction),
                }}
                onEdit={() => setEditing(pillar)}
                onDelete={() => {
                  deletePillar.reset();
                  setDeleting(pillar);
                }}
              />
            }
          />
        )}
      />
      {editing !== undefined ? (
        <AdminPillarFormDialog pillar={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <AdminDeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Pillar"
        describe={(pillar) => (
          <p>
            Delete “{pillar.title}”? This also deletes its {plural(pillar.keyElementCount, 'key element')},{' '}
            {plural(pillar.lessonCount, 'lesson')} and {plural(pillar.progressCount, 'lesson completion')} of
            members. This cannot be undone.
          </p>
        )}
        deletion={deletePillar}
        failureMessage={messages.deletePillarFailed}
        deletedMessage="Pillar deleted."
      />
    </>
  );
}

/** A pillar as members see its card, with its counts and the admin's actions under it. */
function AdminPillarCard({ pillar, actions }: { pillar: AdminPillar; actions: ReactNode }) {
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
          {actions}
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
