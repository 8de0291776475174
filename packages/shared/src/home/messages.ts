/*
 * The home screen's texts and limits, apart from the zod schemas so the web app can show
 * them without loading the schema library; schemas.ts re-exports them.
 */

export const homeMessages = {
  loadFailed: 'Failed to load home content. Please try again later.',
  noFeaturedArticles: 'No Featured Articles',
  noPillars: 'No Pillars Found',
  noResources: 'No Resources Found',
  noActiveDiscussions: 'No discussions this week yet. Start one in the Community.',
} as const;

/**
 * A new owner's first steps on Home (issue 54), in order: each is done when the data says so
 * (modules/home/getting-started.ts), and the list ends when all are, or when dismissed.
 */
export const gettingStartedSteps = ['inviteTeam', 'assignPlan', 'turnOnTwoFactor', 'askLibrary'] as const;
export type GettingStartedStep = (typeof gettingStartedSteps)[number];

export const gettingStartedMessages = {
  title: 'Get started with Pillars',
  description: 'A few first steps for you and your team.',
  dismiss: 'Dismiss',
  dismissFailed: 'Failed to dismiss the checklist. Please try again.',
  steps: {
    inviteTeam: { title: 'Invite your team', action: 'Invite' },
    assignPlan: { title: 'Assign a first learning plan', action: 'Assign' },
    turnOnTwoFactor: { title: 'Turn on two-factor sign-in', action: 'Turn on' },
    askLibrary: { title: 'Ask the Library a question', action: 'Ask' },
  } satisfies Record<GettingStartedStep, { title: string; action: string }>,
} as const;

/** Spec 01 section 9: the 5 latest published resources. */
export const recentResourcesLimit = 5;

/** Home's "Most active this week": this many discussions, of the last this many days. */
export const mostActiveDiscussionsLimit = 3;
export const mostActiveDiscussionsDays = 7;
