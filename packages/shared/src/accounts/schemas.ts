import { z } from 'zod';
import { subscriptionStatuses } from '../access.ts';
import { roles } from '../roles.ts';

/** Spec 01 section 5 messages: the web forms and the server use the same texts. */
export const accountMessages = {
  loginRequired: 'Please enter both email and password',
  invalidCredentials: 'Invalid email or password. Please try again.',
  registerRequired: 'Please fill in all fields',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy',
  registerFailed: 'An error occurred during registration',
  emailTaken: 'An account with this email already exists',
  forgotRequired: 'Please enter your email address',
  forgotFailed: 'An error occurred. Please try again later.',
  resetRequired: 'Please enter both password fields',
  resetMismatch: 'Passwords do not match',
  resetTooShort: 'Password must be at least 8 characters',
  invalidResetLink: 'Invalid Reset Link: This password reset link is invalid or has expired.',
  profileFailed: 'Failed to update profile. Please try again.',
  currentPasswordWrong: 'Current password is incorrect.',
  currentPasswordRequired: 'Please enter your current password',
  invalidTimeZone: 'Please choose a valid time zone.',
  sessionNotFound: 'This session has already ended.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
/** RFC 5321's longest address; better-auth's longest password. */
const emailMaxLength = 254;
/** Every password anyone sets (sign-up, reset, an invitation, a superadmin's direct set). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const tooLongPassword = `Password must be at most ${passwordMaxLength} characters`;
const emailField = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage).max(emailMaxLength, invalidMessage).pipe(z.email(invalidMessage));

export const signInBody = z.object({
  email: emailField(accountMessages.loginRequired, accountMessages.invalidCredentials),
  password: z
    .string({ error: accountMessages.loginRequired })
    .min(1, accountMessages.loginRequired)
    .max(passwordMaxLength, accountMessages.invalidCredentials),
  rememberMe: z.boolean().default(false),
});
export type SignInBody = z.input<typeof signInBody>;

export const signUpBody = z.object({
  firstName: requiredText(accountMessages.registerRequired).max(100),
  lastName: requiredText(accountMessages.registerRequired).max(100),
  agencyName: requiredText(accountMessages.registerRequired).max(200),
  email: emailField(accountMessages.registerRequired, 'Please enter a valid email address'),
  // Spec 01 section 5 sets no minimum on sign-up; we keep the reset rule's 8 so that every
  // password can be set again by a reset (our sign-up hashes it directly, past better-auth's check).
  password: z
    .string({ error: accountMessages.registerRequired })
    .min(1, accountMessages.registerRequired)
    .min(passwordMinLength, accountMessages.resetTooShort)
    .max(passwordMaxLength, tooLongPassword),
  acceptTerms: z.literal(true, { error: accountMessages.termsRequired }),
  /** The browser's zone at sign-up (the profile's default); UTC when absent or unknown. */
  timeZone: z.string().max(100).optional(),
});
export type SignUpBody = z.input<typeof signUpBody>;

export const forgotPasswordBody = z.object({
  email: emailField(accountMessages.forgotRequired, 'Please enter a valid email address'),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    token: z.string().min(1, accountMessages.invalidResetLink),
    password: z.string().min(1, accountMessages.resetRequired).max(passwordMaxLength, tooLongPassword),
    confirmPassword: z.string().min(1, accountMessages.resetRequired).max(passwordMaxLength, tooLongPassword),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: accountMessages.resetMismatch,
    path: ['confirmPassword'],
  })
  .refine((body) => body.password.length >= passwordMinLength, {
    message: accountMessages.resetTooShort,
    path: ['password'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** US phone of spec 02 section 5, also used for the profile phone when one is given. */
export const usPhonePattern = /^(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

export const updateProfileBody = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(100),
    lastName: z.string().trim().min(1, 'Last name is required').max(100),
    phone: z
      .string()
      .trim()
      .max(30)
      .refine((value) => value === '' || usPhonePattern.test(value), 'Please enter a valid phone number.'),
  })
  .strict();
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const profile = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(roles),
  isGuru: z.boolean(),
  organizationId: z.uuid().nullable(),
  createdAt: z.string(),
  /** IANA zone every event and call time is shown in (Settings > Time zone). */
  timeZone: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const subscriptionSummary = z.object({
  status: z.enum(subscriptionStatuses),
  currentPeriodEnd: z.number().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentMethodBrand: z.string().nullable(),
  paymentMethodLast4: z.string().nullable(),
  /** The plan it is on (issue 58): what plan-only content and the seats read. */
  planId: z.uuid().nullable(),
  planName: z.string().nullable(),
  planInterval: z.enum(['month', 'year']).nullable(),
  /** When a trial ends (epoch seconds); null when it is not trialing. */
  trialEndsAt: z.number().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** GET /api/me: who is signed in, and whether they may use the portal. */
export const meResponse = z.object({
  profile,
  organization: z
    .object({ id: z.uuid(), name: z.string(), slug: z.string(), hasFreeAccess: z.boolean() })
    .nullable(),
  subscription: subscriptionSummary.nullable(),
  hasAccess: z.boolean(),
  /**
   * What the session still owes (decision 052): `code` after a right password when the
   * account has an authenticator; `setup` when the account must set one up first. Absent or
   * null: signed in.
   */
  secondFactor: z.enum(['code', 'setup']).nullable().optional(),
});
export type MeResponse = z.infer<typeof meResponse>;

/**
 * What GET /api/me answers: the account, or null for a visitor without a session. Being
 * signed out is a normal state, not a refused request, so it is a 200 (no console error on
 * every signed-out visit); the member endpoints keep their 401.
 */
export const meOrVisitorResponse = meResponse.nullable();

export const okResponse = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------
// Settings: password, sessions, notification preferences, time zone

/** Whether `zone` is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A known zone as the runtime spells it ('europe/paris' -> 'Europe/Paris'), else null. */
export function canonicalTimeZone(zone: string | undefined | null): string | null {
  if (!zone || !isValidTimeZone(zone)) return null;
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.currentPasswordRequired })
      .min(1, accountMessages.currentPasswordRequired)
      .max(passwordMaxLength, accountMessages.currentPasswordWrong),
    newPassword: z
      .string({ error: accountMessages.resetRequired })
      .min(1, accountMessages.resetRequired)
      .max(passwordMaxLength, tooLongPassword),
    confirmPassword: z.string({ error: accountMessages.resetRequired }).min(1, accountMessages.resetRequired),
  })
  .strict()
  .refine((body) => body.newPassword.length >= passwordMinLength, {
    message: accountMessages.resetTooShort,
    path: ['newPassword'],
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: accountMessages.resetMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const accountSession = z.object({
  id: z.uuid(),
  /** 'Chrome on macOS', from the user agent; 'Unknown device' without one. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last extended (better-auth writes it at most once a day while used). */
  lastUsedAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/**
 * Which e-mails the account gets (each on by default). Another kind of e-mail is one more
 * key here and one more column of `notification_preferences`.
 */
export const notificationKinds = [
  'teamReplies',
  'eventReminders',
  'callReminders',
  'weeklyDigest',
  'learningPlan',
  'communityReplies',
  'certificates',
  'announcements',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationPreferences = z
  .object({
    teamReplies: z.boolean(),
    eventReminders: z.boolean(),
    callReminders: z.boolean(),
    /** The weekly team digest: only agents get it, every account may keep the choice. */
    weeklyDigest: z.boolean(),
    /** Learning plans: an assignment, "due in 3 days", "due today", overdue (the bell tells them always). */
    learningPlan: z.boolean(),
    /** Community: new replies in discussions one follows, and mentions (the bell tells them always). */
    communityReplies: z.boolean(),
    /** "You completed <pillar>" when a certificate is issued (issue 43). */
    certificates: z.boolean(),
    /** Announcements from the team behind Pillars (issue 60); an e-mail's one-click unsubscribe turns off this one. */
    announcements: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** GET /api/me/settings: what the settings page shows beyond the profile, in one call. */
export const accountSettings = z.object({
  sessions: z.array(accountSession),
  notifications: notificationPreferences,
  timeZone: z.string(),
});
export type AccountSettings = z.infer<typeof accountSettings>;

export const updateTimeZoneBody = z
  .object({
    timeZone: z
      .string({ error: accountMessages.invalidTimeZone })
      .trim()
      .refine(isValidTimeZone, accountMessages.invalidTimeZone),
  })
  .strict();
export type UpdateTimeZoneBody = z.input<typeof updateTimeZoneBody>;
export const timeZoneResponse = z.object({ timeZone: z.string() });

export const sessionParams = z.object({ sessionId: z.uuid({ error: accountMessages.sessionNotFound }) });
export const sessionsResponse = z.object({ sessions: z.array(accountSession) });
