import { adminLearningMessages as messages } from '@pillars/shared/learning/admin-messages';
import type { AdminKeyElement } from '@pillars/shared/learning/admin-schemas';
import { plural } from '@pillars/shared/plural';
import { BookOpenIcon, ExternalLinkIcon, ListTreeIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { useAdminKeyElements, useDeleteKeyElement } from '../api/admin-key-elements';
import { AdminKeyElementFormDialog } from '../components/admin-key-element-form-dialog';
import { AdminDeleteDialog, AdminItemActions, AdminList, AdminListRow } from '../components/admin-list';

/** /admin/pillars/:pillarId/elements (superadmin): a pillar's key elements with their lesson counts. */
export function AdminKeyElementsPage() {
  const pillarId = useParams().pillarId ?? '';
  const query = useAdminKeyElements(pillarId);
  const [editing, setEditing] = useState<AdminKeyElement | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminKeyElement | null>(null);
  const deleteKeyElement = useDeleteKeyElement();
  const pillar = query.data?.pillar;

  return (
    <>
      <BackLink to={paths.adminPillars} label="Back to Pillars" />
      <PageHeader
        className="mt-3"
        title={pillar ? `Key Elements: ${pillar.title}` : 'Key Elements'}
        description="Each key element groups lessons; members see them oldest first."
        actions={
          <>
            {pillar ? (
              <Button asChild variant="outline">
                <Link to={paths.pillar(pillar.slug)}>
                  <ExternalLinkIcon aria-hidden />
                  View Pillar
                </Link>
              </Button>
            ) : null}
            <Button onClick={() => setEditing(null)} disabled={!pillar}>
              <PlusIcon aria-hidden />
              Add Key Element
            </Button>
          </>
        }
      />
      <AdminList
        noun={{ one: 'key element', many: 'key elements' }}
        query={query}
        errorTitle={messages.keyElementsLoadFailed}
        notFound={{ title: messages.pillarNotFound }}
        itemsOf={(data) => data.keyElements}
        searchTextsOf={(element) => [element.title, element.description, element.slug]}
        emptyIcon={ListTreeIcon}
        skeletonClassName="h-24 rounded-card"
        renderItem={(element, { data }) => (
          <AdminListRow
            actions={
              <>
                <AdminItemActions
                  title={element.title}
                  onEdit={() => setEditing(element)}
                  onDelete={() => {
                    deleteKeyElement.reset();
                    setDeleting(element);
                  }}
                />
                <Button asChild variant="secondary" size="sm">
                  <Link
                    to={paths.adminLessons(data.pillar.id, element.id)}
                    aria-label={`Lessons: ${element.title}`}
                  >
                    <BookOpenIcon aria-hidden />
                    Lessons
                  </Link>
                </Button>
              </>
            }
          >
            <h2 className="font-semibold text-slate-900">{element.title}</h2>
            <p className="line-clamp-2 text-sm text-slate-600">{element.description}</p>
            <p className="mt-1 text-xs text-slate-600">
              <code>{element.slug}</code> · {plural(element.lessonCount, 'lesson')}
            </p>
          </AdminListRow>
        )}
      />
      {editing !== undefined ? (
        <AdminKeyElementFormDialog
          pillarId={pillarId}
          keyElement={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <AdminDeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Key Element"
        describe={(element) => (
          <p>
            Delete “{element.title}”? This also deletes its {plural(element.lessonCount, 'lesson')} and{' '}
            {plural(element.progressCount, 'lesson completion')} of members. This cannot be undone.
          </p>
        )}
        deletion={deleteKeyElement}
        failureMessage={messages.deleteKeyElementFailed}
        deletedMessage="Key element deleted."
      />
    </>
  );
}
