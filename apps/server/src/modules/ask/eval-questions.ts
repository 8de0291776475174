/*
 * `npm run eval:ask` (issue 41): questions over the demo content (db/seed/demo-content.ts),
 * each with the title of the lesson, article or FAQ entry that answers it, and questions the
 * library cannot answer. Worded as members ask, not as the titles read.
 */
export interface AnswerableQuestion {
  question: string;
  /** The title of the source that answers it (a lesson, an article, an FAQ question). */
  answeredBy: string;
}

export const answerableQuestions: AnswerableQuestion[] = [
  {
    question: 'How do I tell existing clients we are raising our prices?',
    answeredBy: 'Raising Prices with Existing Clients',
  },
  {
    question: 'What questions reveal the value of a project to a client?',
    answeredBy: 'Value-Based Pricing Basics',
  },
  {
    question: 'How do I work out what a billable hour really costs us?',
    answeredBy: 'Calculating Your True Hourly Cost',
  },
  {
    question: 'What should I do when a prospect asks for a discount?',
    answeredBy: 'Handling Discount Requests',
  },
  {
    question: 'Should I set a minimum engagement size for new clients?',
    answeredBy: 'Setting Minimum Engagement Sizes',
  },
  { question: 'How do I read a thirteen week cash forecast?', answeredBy: 'Reading a 13-Week Cash Forecast' },
  {
    question: 'What payment terms and deposits should an agency ask for?',
    answeredBy: 'Payment Terms and Deposits',
  },
  {
    question: 'How can I chase late invoices without upsetting the client?',
    answeredBy: 'Chasing Late Invoices Without Damaging Relationships',
  },
  { question: 'How big should our cash reserve be?', answeredBy: 'Building a Cash Reserve' },
  { question: 'How do I measure gross margin for each client?', answeredBy: 'Gross Margin by Client' },
  {
    question: 'What is a healthy utilisation rate for my team capacity?',
    answeredBy: 'Utilisation and Capacity',
  },
  { question: 'Should we sell retainers or projects?', answeredBy: 'Retainers Versus Projects' },
  { question: 'How do I design a three tier offer?', answeredBy: 'Designing a Three-Tier Offer' },
  { question: 'How do I productise our core service?', answeredBy: 'Productising Your Core Service' },
  { question: 'How do I pick a niche using evidence?', answeredBy: 'Picking a Niche with Evidence' },
  { question: 'Why do generalist agencies stall?', answeredBy: 'Why Generalist Agencies Stall' },
  { question: 'How do I write role scorecards for my team?', answeredBy: 'Writing Role Scorecards' },
  { question: 'When should I hire my first manager?', answeredBy: 'When to Hire Your First Manager' },
  { question: 'How do I work with white-label partners?', answeredBy: 'Working with White-Label Partners' },
  {
    question: 'How do I build a reliable bench of freelancers?',
    answeredBy: 'Building a Reliable Freelancer Bench',
  },
  { question: 'How do I run one-to-ones that matter?', answeredBy: 'Running One-to-Ones That Matter' },
  { question: 'How do I give feedback that lands?', answeredBy: 'Giving Feedback That Lands' },
  { question: 'How do I delegate outcomes instead of tasks?', answeredBy: 'Delegating Outcomes, Not Tasks' },
  { question: 'How should I handle underperformance early?', answeredBy: 'Handling Underperformance Early' },
  {
    question: 'Which processes should I document first as SOPs?',
    answeredBy: 'Deciding What to Document First',
  },
  { question: 'How do I keep our SOPs current?', answeredBy: 'Keeping SOPs Current' },
  { question: 'What is the video plus checklist method?', answeredBy: 'The Video-Plus-Checklist Method' },
  { question: 'How do I audit our tool stack?', answeredBy: 'Auditing Your Tool Stack' },
  {
    question: 'What should happen in the first fourteen days of onboarding a client?',
    answeredBy: 'The First Fourteen Days',
  },
  { question: 'How do I run a strong kickoff meeting?', answeredBy: 'Running a Strong Kickoff Meeting' },
  {
    question: 'How do I forecast workload from the sales pipeline?',
    answeredBy: 'Forecasting Workload from the Pipeline',
  },
  { question: 'How do I build a referral engine?', answeredBy: 'Building a Referral Engine' },
  {
    question: 'How do I qualify a sales call in fifteen minutes?',
    answeredBy: 'Qualifying Calls in Fifteen Minutes',
  },
  {
    question: 'Which discovery questions uncover real needs?',
    answeredBy: 'Discovery Questions That Uncover Real Needs',
  },
  { question: 'How do I write proposals that close?', answeredBy: 'Writing Proposals That Close' },
  { question: 'How do I handle common sales objections?', answeredBy: 'Handling Common Objections' },
  { question: 'How do I write case studies that sell?', answeredBy: 'Case Studies That Sell' },
  { question: 'What should a peer review checklist include?', answeredBy: 'Peer Review Checklists' },
  { question: 'How do I write a weekly status update for clients?', answeredBy: 'Weekly Status Updates' },
  { question: 'How do I spot churn signals early?', answeredBy: 'Spotting Churn Signals Early' },
  { question: 'How do I run a quarterly business review?', answeredBy: 'Quarterly Business Reviews' },
  {
    question: 'How did a three-tier pricing page double the average deal?',
    answeredBy: 'The Three-Tier Pricing Page That Doubled Our Average Deal',
  },
  {
    question: 'What are the warning signs of agency owner burnout?',
    answeredBy: 'Agency Owner Burnout: Warning Signs and Fixes',
  },
  { question: 'How do I cancel my membership?', answeredBy: 'How do I cancel my membership?' },
  { question: 'How do I book a one-to-one call?', answeredBy: 'How do I book a one-to-one call?' },
];

/** Questions the demo library does not answer. */
export const unanswerableQuestions: string[] = [
  'What is the capital of Mongolia?',
  'How do I bake sourdough bread at home?',
  'Which football team won the 1998 world cup?',
  'How do I fix a leaking kitchen tap?',
  'What is the best recipe for chocolate chip cookies?',
  'How do I change the oil in my motorbike?',
  'What is the boiling point of nitrogen?',
  'How do I grow tomatoes on a balcony?',
  'Who painted the Mona Lisa?',
  'How many moons does Jupiter have?',
];
