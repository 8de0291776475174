import { teamRoleLabels } from '../team/messages.ts';

/*
 * The audit trail in people's words (issue 54): an agent reads "Invited a person", "Person",
 * "First name", never `team.invitation.create`, `user` or `firstName`, nor a server setting's
 * name. The codes stay what the trail stores, what its filters and its export take, and what
 * a superadmin's screen shows beside each label.
 */

/** Each action the trail records, as a short past-tense sentence without its subject. */
export const auditActionLabels: Record<string, string> = {
  'admin.access': 'Changed a person’s access',
  'article.ai_enhance': 'Improved an article with Article Magic',
  'article.create': 'Created an article',
  'article.delete': 'Deleted an article',
  'article.featured': 'Featured or unfeatured an article',
  'article.import': 'Imported an article',
  'article.published': 'Published or unpublished an article',
  'article.restore': 'Restored an earlier version of an article',
  'article.update': 'Edited an article',
  'call.staff_notes': 'Changed a call’s staff notes',
  'call.status': 'Changed a call’s status',
  'certificate.restore': 'Restored a certificate',
  'certificate.revoke': 'Revoked a certificate',
  'community.answer.mark': 'Marked a reply as the answer',
  'community.answer.unmark': 'Unmarked the answer',
  'community.category.create': 'Created a community category',
  'community.category.delete': 'Deleted a community category',
  'community.category.update': 'Edited a community category',
  'community.post.delete': 'Deleted a discussion',
  'community.post.hide': 'Hid a discussion',
  'community.post.lock': 'Locked a discussion',
  'community.post.unlock': 'Unlocked a discussion',
  'community.post.restore': 'Restored a discussion',
  'community.reply.delete': 'Deleted a reply',
  'community.reply.hide': 'Hid a reply',
  'community.reply.restore': 'Restored a reply',
  'document.read': 'Opened a members-only document',
  'event.active': 'Turned an event on or off',
  'event.create': 'Created an event',
  'event.delete': 'Deleted an event',
  'event.update': 'Edited an event',
  'faq.create': 'Added a question to the FAQ',
  'faq.delete': 'Deleted a question from the FAQ',
  'faq.reorder': 'Reordered the FAQ',
  'faq.update': 'Edited a question of the FAQ',
  'guru.profile': 'Edited a guru profile',
  'home.getting_started_dismiss': 'Dismissed the getting-started checklist',
  'import.start': 'Started an import',
  'key_element.create': 'Created a key element',
  'key_element.delete': 'Deleted a key element',
  'key_element.update': 'Edited a key element',
  'lesson.create': 'Created a lesson',
  'lesson.delete': 'Deleted a lesson',
  'lesson.move': 'Moved a lesson',
  'lesson.update': 'Edited a lesson',
  'quiz.create': 'Added a quiz to a lesson',
  'quiz.delete': 'Removed a lesson’s quiz',
  'quiz.update': 'Edited a lesson’s quiz',
  'organization.delete': 'Deleted an organization',
  'organization.free_access': 'Changed an organization’s free access',
  'organization.require_two_factor': 'Changed whether two-factor sign-in is required',
  'pillar.certificates': 'Turned a pillar’s certificates on or off',
  'pillar.create': 'Created a pillar',
  'pillar.delete': 'Deleted a pillar',
  'pillar.move': 'Moved a pillar',
  'pillar.update': 'Edited a pillar',
  'plan.assign': 'Assigned learning',
  'plan.due_date': 'Changed a due date',
  'plan.remove': 'Removed an assignment',
  'subscription.cancel_at_period_end': 'Changed the subscription’s renewal',
  'subscription.status': 'The subscription’s status changed',
  'support.settings': 'Changed the support settings',
  'team.invitation.accept': 'Accepted an invitation',
  'team.invitation.create': 'Invited a person',
  'team.invitation.resend': 'Sent an invitation again',
  'team.invitation.revoke': 'Revoked an invitation',
  'team.member.create': 'Added a person to the team',
  'team.member.delete': 'Removed a person from the team',
  'team.member.update': 'Changed a person’s details',
  'ticket.status': 'Changed a ticket’s status',
  'upload.create': 'Uploaded a file',
  'user.two_factor_reset': 'Reset a person’s two-factor sign-in',
};

/**
 * The actions an agent's trail can hold (their organization's team changes, see
 * `teamAuditTargetTypes`), for their Action filter.
 */
export const teamAuditActions = [
  'team.invitation.create',
  'team.invitation.resend',
  'team.invitation.revoke',
  'team.invitation.accept',
  'team.member.create',
  'team.member.update',
  'team.member.delete',
  'user.two_factor_reset',
] as const;

/** What a target type is called. */
export const auditTargetTypeLabels: Record<string, string> = {
  user: 'Person',
  invitation: 'Invitation',
  organization: 'Organization',
  subscription: 'Subscription',
  article: 'Article',
  pillar: 'Pillar',
  key_element: 'Key element',
  lesson: 'Lesson',
  quiz: 'Quiz',
  assignment: 'Assignment',
  event: 'Event',
  call: 'Call',
  certificate: 'Certificate',
  faq: 'FAQ',
  faq_item: 'FAQ question',
  guru: 'Guru',
  job: 'Import',
  ticket: 'Support ticket',
  upload: 'File',
  support_settings: 'Support settings',
  community_category: 'Community category',
  community_post: 'Discussion',
  community_reply: 'Reply',
};

/** 'firstName', 'is_guru' -> 'First name', 'Is guru': a name in words for any code not listed. */
function wordsOf(code: string): string {
  const words = code
    .replace(/[._]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An action's label; an action not listed (a newer one) in words, never its code. */
export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? wordsOf(action);
}

export function auditTargetTypeLabel(type: string): string {
  return auditTargetTypeLabels[type] ?? wordsOf(type);
}

/** The fields a team change records, by what people call them. */
const fieldLabels: Record<string, string> = {
  userId: 'Person',
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  isGuru: 'Guru',
  passwordChanged: 'Password',
  expiresAt: 'Link works until',
  invitedAt: 'Invited',
  hasFreeAccess: 'Free access',
  requireTwoFactor: 'Two-factor sign-in required',
};

export function auditFieldLabel(field: string): string {
  return fieldLabels[field] ?? wordsOf(field);
}

/** A recorded value in words where it is a code: a role by its name, true and false as Yes and No. */
export function auditValueText(field: string, value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'role' && typeof value === 'string' && value in teamRoleLabels) {
    return teamRoleLabels[value as keyof typeof teamRoleLabels];
  }
  return value;
}

/**
 * How long entries are kept, for people who do not run the server: a plain sentence with the
 * number of days (the superadmin's screen names the setting, `auditMessages.retentionNote`).
 */
export function teamRetentionNote(days: number): string {
  return `Entries are kept for ${days} ${days === 1 ? 'day' : 'days'}, then removed automatically.`;
}
