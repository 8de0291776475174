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
  websiteUrl: 'Website must be a web address starting with http:// or https://',
  linkedinUrl: 'LinkedIn must be a web address starting with http:// or https://',
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
