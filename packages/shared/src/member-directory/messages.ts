/** The texts and limits of the member directory (issue 42, decision 056), once for the server and the pages. */
export const directoryMessages = {
  memberNotFound: 'Member not found',
  titleTooLong: 'A title can be at most 100 characters.',
  cityTooLong: 'A city can be at most 80 characters.',
  countryTooLong: 'A country can be at most 80 characters.',
  askMeAboutTooLong: '"Ask me about" can be at most 500 characters.',
  serviceRequired: 'A service cannot be empty.',
  serviceTooLong: 'A service can be at most 40 characters.',
  tooManyServices: 'You can list at most 10 services.',
  websiteUrl: 'Website must be a web address, such as northwind.example or https://northwind.example',
  linkedinUrl: 'LinkedIn must be a web address, such as linkedin.com/in/your-name',
  urlTooLong: 'A web address can be at most 300 characters.',
  sizeBand: 'Choose one of the agency sizes.',
  noMembers: 'No members match your search.',
  emptyDirectory: 'Nobody has joined the directory yet.',
} as const;

export const directoryLimits = {
  pageSize: 24,
  titleMax: 100,
  cityMax: 80,
  countryMax: 80,
  askMeAboutMax: 500,
  servicesMax: 10,
  serviceMax: 40,
  urlMax: 300,
  /** A member's page shows their latest public discussions, at most this many. */
  postsOnPage: 20,
} as const;

/** Agency size bands (people in the agency). */
export const directorySizeBands = ['1', '2-5', '6-10', '11-25', '26-50', '51+'] as const;
export type DirectorySizeBand = (typeof directorySizeBands)[number];
export const directorySizeBandLabels: Record<DirectorySizeBand, string> = {
  '1': 'Just me',
  '2-5': '2–5 people',
  '6-10': '6–10 people',
  '11-25': '11–25 people',
  '26-50': '26–50 people',
  '51+': '51+ people',
};

/** http(s) only: the same rule as the table's CHECK (migration 0039). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A bare domain (with or without a path: a scheme names no dot) is a host name of labels of
 * letters, digits and hyphens, with at least one dot and a last label that is not all digits
 * (`northwind.example`, `www.linkedin.com/in/x`, `shop.example:8080/a`).
 */
const bareAddress =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]*[a-z][a-z0-9-]*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A web address as a person types it, as it is kept: '' stays '' (none); one that starts with
 * http:// or https:// is kept as it is; a bare domain (`northwind.example`) gets `https://`;
 * anything else (another scheme such as `javascript:` or `ftp://`, a single word, spaces) is
 * null, refused. The web form and the API read it through the same schema (schemas.ts), so
 * both sides agree on what is kept.
 */
export function normalizeWebAddress(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (/^https?:\/\//i.test(trimmed)) return isHttpUrl(trimmed) ? trimmed : null;
  if (!bareAddress.test(trimmed)) return null;
  const withScheme = `https://${trimmed}`;
  return isHttpUrl(withScheme) ? withScheme : null;
}
