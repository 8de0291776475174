/** Spec 01 section 8 texts for the gurus screens, apart from the zod schemas (see articles/messages.ts). */
export const gurusMessages = {
  gurusLoadFailed: 'Failed to load gurus. Please try again later.',
  guruLoadFailed: 'Failed to load guru profile. Please try again later.',
  guruNotFound: 'Guru not found',
  noGurus: 'No Gurus Found',
} as const;

/** Cards show this many specialties, then '+N more' (spec 01 section 2). */
export const guruCardSpecialties = 3;
/** The profile shows a 'view all' link to /resources?guru=... at this many linked articles. */
export const guruViewAllThreshold = 3;
/** The linked articles the profile lists (the newest). */
export const guruProfileArticlesLimit = 6;
