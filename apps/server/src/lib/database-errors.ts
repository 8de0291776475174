import { accountMessages } from '@pillars/shared/accounts/schemas';
import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import { callMessages } from '@pillars/shared/calls/messages';
import { communityMessages } from '@pillars/shared/community/messages';
import { engagementMessages } from '@pillars/shared/engagement/messages';
import { bubbleImportMessages } from '@pillars/shared/imports/messages';
import { adminLearningMessages } from '@pillars/shared/learning/admin-messages';
import { learningMessages } from '@pillars/shared/learning/messages';
import { planMessages } from '@pillars/shared/plans/messages';
import { teamMessages } from '@pillars/shared/team/messages';
import { twoFactorMessages } from '@pillars/shared/two-factor/messages';
import { AppError, notFound, validationFailed } from './app-error.ts';

/*
 * Database errors are read here and nowhere else (decision 034). The database keeps the
 * invariants (a unique slug, one active booking per slot ...); a service checks them first
 * for a clear message, and a concurrent write that slips past the check is refused by the
 * constraint. The error handler answers that refusal with the check's own message, from the
 * map below, so a service lets the violation propagate (rolling its transaction back). A
 * service that reacts to a violation inside its own flow asks `isConstraintViolation`.
 * PGlite and node-postgres both name the violated constraint (`constraint`); Drizzle wraps
 * their error in a DrizzleQueryError (`cause`).
 */

/** PostgreSQL's SQLSTATE codes this file reads. */
const sqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  invalidTextRepresentation: '22P02',
  stringDataRightTruncation: '22001',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  adminShutdown: '57P01',
} as const;

const constraintViolationCodes: ReadonlySet<string> = new Set([
  sqlState.uniqueViolation,
  sqlState.foreignKeyViolation,
  sqlState.checkViolation,
]);

/** Errors that mean "the input was wrong", not "the server broke". */
const invalidInputCodes: ReadonlySet<string> = new Set([
  sqlState.foreignKeyViolation, // the request names a row that does not exist
  sqlState.checkViolation,
  sqlState.invalidTextRepresentation, // a malformed uuid, number ...
  sqlState.stringDataRightTruncation,
  sqlState.characterNotInRepertoire, // a NUL the input guard did not see
  sqlState.untranslatableCharacter,
]);

const slugTaken = (message: string) => validationFailed(message, { slug: message });

/**
 * The constraints whose violation means one thing wherever a request meets it, and the
 * answer: the same code, status and text as the check the service makes before writing.
 */
export const constraintErrors = {
  articles_slug_unique: () => slugTaken(adminArticleMessages.slugTaken),
  pillars_slug_unique: () => slugTaken(adminLearningMessages.pillarSlugTaken),
  key_elements_pillar_id_slug_key: () => slugTaken(adminLearningMessages.keyElementSlugTaken),
  scheduled_calls_active_slot_key: () => new AppError('CONFLICT', callMessages.slotTaken),
  jobs_one_bubble_import_idx: () => new AppError('CONFLICT', bubbleImportMessages.alreadyRunning),
  jobs_one_points_recalculation_idx: () => new AppError('CONFLICT', engagementMessages.recalculateRunning),
  team_invitations_pending_email_idx: () =>
    new AppError('CONFLICT', teamMessages.invitationPending, { email: teamMessages.invitationPending }),
  // Two people, or two tabs, adding one authenticator's passkey (decision 052).
  passkeys_credential_id_key: () => new AppError('CONFLICT', twoFactorMessages.passkeyAlreadyAdded),
  user_email_unique: () =>
    new AppError('EMAIL_TAKEN', accountMessages.emailTaken, { email: accountMessages.emailTaken }),
  community_reports_reporter_target_key: () => new AppError('CONFLICT', communityMessages.alreadyReported),
  community_categories_name_key: () =>
    new AppError('CONFLICT', communityMessages.categoryNameTaken, {
      name: communityMessages.categoryNameTaken,
    }),
  // A category keeps its discussions: they are moved first (decision 055).
  community_posts_category_id_community_categories_id_fk: () =>
    new AppError('CONFLICT', communityMessages.categoryInUse),
  // Bookmarking is one upsert, with no lookup first: the lesson's foreign key is the check.
  user_lesson_bookmarks_lesson_id_lessons_id_fk: () => notFound(learningMessages.lessonNotFound),
  user_lesson_notes_lesson_id_lessons_id_fk: () => notFound(learningMessages.lessonNotFound),
  // Plans and coupons (issue 58): a name's slug, a code, taken meanwhile.
  plans_slug_unique: () => new AppError('CONFLICT', planMessages.nameTaken, { name: planMessages.nameTaken }),
  coupons_code_unique: () =>
    new AppError('CONFLICT', planMessages.couponCodeTaken, { code: planMessages.couponCodeTaken }),
} satisfies Record<string, () => AppError>;

/** A constraint a service may name: a mapped one, or one a flow reacts to itself. */
export type ConstraintName =
  | keyof typeof constraintErrors
  // Unique positions, checked at commit (migration 0012): a move that collides is tried again.
  | 'pillars_display_order_key'
  | 'lessons_key_element_id_order_position_key';

interface DatabaseErrorDetail {
  code: string;
  constraint?: string;
  table?: string;
}

/** The PostgreSQL error in a thrown value (itself or a cause Drizzle wrapped it in). */
function readDatabaseError(error: unknown): DatabaseErrorDetail | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint, table } = current as { code?: unknown; constraint?: unknown; table?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        table: typeof table === 'string' ? table : undefined,
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint (unique, foreign key or check) a failed statement or commit violated. */
export function violatedConstraint(error: unknown): string | undefined {
  const detail = readDatabaseError(error);
  return detail && constraintViolationCodes.has(detail.code) ? detail.constraint : undefined;
}

export function isConstraintViolation(error: unknown, constraint: ConstraintName): boolean {
  return violatedConstraint(error) === constraint;
}

/** A deadlock or a serialization failure: the transaction was rolled back and may be tried again. */
export function isTransactionConflict(error: unknown): boolean {
  const code = readDatabaseError(error)?.code;
  return code === sqlState.deadlockDetected || code === sqlState.serializationFailure;
}

/** The server closed the connection on purpose (a restart or failover), not a fault of ours. */
export function isServerShutdown(error: unknown): boolean {
  return readDatabaseError(error)?.code === sqlState.adminShutdown;
}

/**
 * What the API answers for a database error the request caused: the constraint's own error
 * when the map names it, else 409 for another unique key and 400 for other invalid input.
 * Undefined for any other error (a 500). `detail` is for the log.
 */
export function databaseRequestError(
  error: unknown,
): { answer: AppError; detail: DatabaseErrorDetail } | undefined {
  const detail = readDatabaseError(error);
  if (!detail) return undefined;
  const { constraint } = detail;
  if (constraint && constraintViolationCodes.has(detail.code) && Object.hasOwn(constraintErrors, constraint))
    return { answer: constraintErrors[constraint as keyof typeof constraintErrors](), detail };
  if (detail.code === sqlState.uniqueViolation)
    return { answer: new AppError('CONFLICT', 'This record already exists.'), detail };
  if (invalidInputCodes.has(detail.code))
    return { answer: validationFailed('The request refers to invalid data.'), detail };
  return undefined;
}
