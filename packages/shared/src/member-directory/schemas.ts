import { z } from 'zod';
import {
  type DirectorySizeBand,
  directoryLimits,
  directoryMessages,
  directorySizeBandLabels,
  directorySizeBands,
  isHttpUrl,
  normalizeWebAddress,
} from './messages.ts';

export {
  type DirectorySizeBand,
  directoryLimits,
  directoryMessages,
  directorySizeBandLabels,
  directorySizeBands,
  isHttpUrl,
  normalizeWebAddress,
};

const text = (max: number, message: string) => z.string().trim().max(max, message);
/**
 * A web address or '' (none): http(s) only, a bare domain given `https://`
 * (`normalizeWebAddress`), anything else a 400 with its message. The length is the kept
 * address's, as the table holds it.
 */
const url = (message: string) =>
  z
    .string(message)
    .transform((value, context) => {
      const address = normalizeWebAddress(value);
      if (address === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return address;
    })
    .pipe(z.string().max(directoryLimits.urlMax, directoryMessages.urlTooLong));

/** Settings > Profile: the directory's opt-in and the public fields (all but the agency, the organization's). */
export const directoryProfileBody = z
  .object({
    listed: z.boolean('Listed must be true or false'),
    title: text(directoryLimits.titleMax, directoryMessages.titleTooLong),
    city: text(directoryLimits.cityMax, directoryMessages.cityTooLong),
    country: text(directoryLimits.countryMax, directoryMessages.countryTooLong),
    services: z
      .array(
        z
          .string(directoryMessages.serviceRequired)
          .trim()
          .min(1, directoryMessages.serviceRequired)
          .max(directoryLimits.serviceMax, directoryMessages.serviceTooLong),
      )
      .max(directoryLimits.servicesMax, directoryMessages.tooManyServices),
    sizeBand: z.enum(directorySizeBands, directoryMessages.sizeBand).nullable(),
    askMeAbout: text(directoryLimits.askMeAboutMax, directoryMessages.askMeAboutTooLong),
    websiteUrl: url(directoryMessages.websiteUrl),
    linkedinUrl: url(directoryMessages.linkedinUrl),
  })
  .strict();
/** What the form holds and the request carries (a bare domain still without its `https://`). */
export type DirectoryProfileInput = z.input<typeof directoryProfileBody>;
/** What the server keeps (every address with its scheme). */
export type DirectoryProfileBody = z.infer<typeof directoryProfileBody>;

export const directoryProfileResponse = z.object({
  profile: directoryProfileBody.extend({
    /** As kept: with its scheme (the body's transform is for what is sent). */
    websiteUrl: z.string(),
    linkedinUrl: z.string(),
    /** The organization's name: shown, not edited here. */
    agencyName: z.string().nullable(),
  }),
});
export type DirectoryProfileResponse = z.infer<typeof directoryProfileResponse>;

/** A person in the directory. Never their e-mail or phone. */
export const directoryCard = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  agencyName: z.string().nullable(),
  /** Their level (1-10) from the points total (issue 59), shown as a badge beside the name. */
  level: z.number().int().min(1).max(10),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  services: z.array(z.string()),
  sizeBand: z.enum(directorySizeBands).nullable(),
});
export type DirectoryCard = z.infer<typeof directoryCard>;

export const directoryListQuery = z.object({
  q: z.string().trim().max(200, 'Search can be at most 200 characters').optional(),
  service: z.string().trim().max(directoryLimits.serviceMax, directoryMessages.serviceTooLong).optional(),
  country: z.string().trim().max(directoryLimits.countryMax, directoryMessages.countryTooLong).optional(),
  sizeBand: z.enum(directorySizeBands, directoryMessages.sizeBand).optional(),
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(1000, 'Page can be at most 1000')
    .default(1),
});
export type DirectoryListQuery = z.input<typeof directoryListQuery>;
export type DirectoryListInput = z.infer<typeof directoryListQuery>;

export const directoryListResponse = z.object({
  members: z.array(directoryCard),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** The filters' choices: the countries and services of the listed people. */
  countries: z.array(z.string()),
  services: z.array(z.string()),
});
export type DirectoryListResponse = z.infer<typeof directoryListResponse>;

export const directoryMemberParams = z.object({ userId: z.uuid('Member id must be a UUID') });

/** A public discussion a member started, on their page. */
export const directoryPost = z.object({
  id: z.uuid(),
  /** The discussion's title, or the lesson's or article's it belongs to. */
  title: z.string(),
  excerpt: z.string(),
  replyCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type DirectoryPost = z.infer<typeof directoryPost>;

export const directoryMemberResponse = z.object({
  member: directoryCard.extend({
    askMeAbout: z.string(),
    websiteUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
  }),
  posts: z.array(directoryPost),
});
export type DirectoryMemberResponse = z.infer<typeof directoryMemberResponse>;
