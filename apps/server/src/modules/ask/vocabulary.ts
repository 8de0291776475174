/*
 * Ask the Library's domain vocabulary (issue 55, decision 053): the several names agency
 * owners use for one idea, so that a question in an owner's words finds a passage in the
 * library's words. Each group is a set of words or phrases that mean the same thing to an
 * agency owner; a question holding any of them also searches for the others (at a lower
 * weight than its own words). Words are matched by their stem (PostgreSQL's `english`
 * configuration, as the index is), so one form of a word is enough ("invoice" finds
 * "invoiced"); a phrase matches when its words appear together in that order (a plural or a
 * tense aside), and is searched for as all its words in one passage.
 *
 * Maintained by hand: when `/admin/ask` lists a question the library answers under other
 * words, add the owner's word to its group (or a new group). Keep groups to true equivalents
 * for an agency owner: a word that means two things ("project" the noun and the verb) stays
 * out, or a question about the one finds passages about the other. Never add a phrase only
 * because one question used it.
 */

/**
 * "Ask about this pillar": words that speak of the pillar itself, whose question is answered
 * from the pillar's outline (its key elements and lessons) as well as from its lessons.
 */
// biome-ignore format: a list of words
export const pillarSelfReference: readonly string[] = [
  'pillar', 'this section', 'this module', 'this course', 'this topic', 'these lessons',
  'overview', 'outline', 'key elements', 'in a nutshell', 'summarise', 'summarize', 'summary of',
];

// biome-ignore format: one group a line reads as the table it is
export const vocabulary: readonly (readonly string[])[] = [
  // Who is who.
  ['client', 'customer', 'account'],
  ['agency', 'firm', 'studio', 'consultancy', 'shop'],
  ['team', 'staff', 'people', 'employee', 'colleague', 'team member', 'personnel', 'workforce'],
  ['freelancer', 'contractor', 'subcontractor', 'freelance', 'outside help', 'outsource'],
  ['owner', 'founder', 'boss', 'ceo', 'managing director', 'principal'],
  ['manager', 'team lead', 'team leader', 'supervisor', 'middle management', 'management layer', 'span of control'],
  ['prospect', 'potential client', 'buyer', 'enquiry', 'inquiry', 'new business'],
  ['decision maker', 'stakeholder', 'approver', 'sign-off', 'signs off'],
  ['designer', 'developer', 'specialist', 'practitioner', 'creative'],
  ['direct report', 'report to me', 'reporting to me'],

  // Money.
  ['price', 'pricing', 'fee', 'rate', 'charge', 'quote', 'what we charge', 'state the price', 'say the price'],
  ['raise', 'increase', 'hike', 'put up', 'go up', 'going up', 'higher', 'charge more', 'price rise'],
  ['discount', 'reduction', 'knock off', 'money off', 'cheaper', 'lower price', 'haggle'],
  ['cost', 'expense', 'overhead', 'outgoings', 'spend'],
  ['revenue', 'income', 'turnover', 'billings', 'top line'],
  ['profit', 'margin', 'profitability', 'earnings', 'bottom line', 'profitable', 'unprofitable', 'profit per client'],
  ['cash', 'money', 'bank balance', 'liquidity', 'funds', 'cash flow', 'cash crunch', 'cash squeeze', 'run out of money', 'make payroll'],
  ['invoice', 'bill', 'billing', 'invoicing'],
  ['late', 'overdue', 'outstanding', 'unpaid', 'owes', 'owe', 'late payer', 'pay late', 'paying late'],
  ['payment', 'pay', 'paid', 'settle', 'settled', 'payment terms', 'net 30', 'net 60'],
  ['deposit', 'upfront', 'up front', 'in advance', 'advance payment', 'prepayment'],
  ['reserve', 'savings', 'rainy day', 'buffer', 'emergency fund', 'cushion', 'safety net', 'put aside', 'set aside'],
  ['forecast', 'projection', 'predict', 'outlook', 'look ahead', 'see coming'],
  ['payroll', 'salary', 'wages', 'pay run'],
  ['utilisation', 'utilization', 'billable', 'chargeable', 'busy'],
  ['hourly', 'per hour', 'by the hour', 'time and materials', 'cost per hour'],
  ['break-even', 'break even', 'floor rate', 'minimum rate', 'lose money', 'losing money'],
  ['minimum', 'floor', 'smallest', 'too small', 'tiny', 'small jobs'],
  ['value', 'worth', 'roi', 'return on investment', 'value-based', 'charge for results'],
  ['metric', 'figure', 'kpi', 'dashboard', 'numbers'],
  ['efficient', 'efficiency', 'productivity', 'productive', 'revenue per head', 'per employee'],

  // Work and delivery.
  ['project', 'job', 'engagement', 'assignment', 'piece of work', 'one-off', 'project work'],
  ['retainer', 'recurring', 'ongoing', 'monthly agreement', 'repeat revenue', 'monthly contract', 'recurring revenue', 'ongoing work'],
  ['scope creep', 'extras', 'extra requests', 'favours', 'favors', 'out of scope', 'additional requests', 'little extras'],
  ['add-on', 'extra', 'upgrade', 'change order', 'paid extra'],
  ['proposal', 'pitch', 'tender', 'bid', 'quote document'],
  ['deadline', 'due date', 'timeline', 'delay', 'slipped', 'missed'],
  ['deliverable', 'output', 'work product', 'piece of work'],
  ['mistake', 'error', 'bug', 'slip through'],
  ['review', 'qa', 'quality assurance', 'proofread', 'second pair of eyes'],
  ['done', 'finished', 'complete', 'handed over', 'acceptance criteria'],
  ['process', 'procedure', 'sop', 'standard operating procedure', 'playbook', 'how-to', 'documentation', 'doc', 'docs', 'manual', 'written down', 'routine', 'recurring task'],
  ['document', 'write down', 'written', 'capture'],
  ['video', 'screen recording', 'loom', 'recording', 'screencast'],
  ['tool', 'software', 'app', 'platform', 'saas'],
  ['stack', 'subscriptions', 'licences', 'licenses', 'tech stack', 'too many tools', 'overlapping tools'],
  ['automation', 'automate', 'automatically', 'zapier', 'trigger', 'on its own'],
  ['project management', 'task board', 'task manager', 'work tracker', 'to-do', 'to-dos', 'asana', 'trello', 'monday.com', 'jira', 'clickup'],
  ['onboarding', 'welcome', 'getting started', 'new client setup', 'first weeks', 'new client', 'new customer', 'up and running'],
  ['shorten', 'speed up', 'faster', 'quicker', 'less time', 'cut the time'],
  ['kickoff', 'kick-off', 'kick off', 'launch meeting', 'opening session', 'first meeting'],
  ['access', 'login', 'password', 'credentials', 'permissions'],
  ['assets', 'files', 'brand files', 'materials', 'logos'],
  ['capacity', 'workload', 'bandwidth', 'swamped', 'overloaded', 'stretched', 'too much work'],
  ['schedule', 'scheduling', 'rota', 'resourcing', 'allocation', 'who is on what', 'who works on what'],
  ['pipeline', 'deals', 'sales pipeline', 'opportunities', 'deal flow'],
  ['urgent', 'rush', 'asap', 'last minute', 'jump the queue'],
  ['queue', 'backlog', 'request queue', 'waiting list'],
  ['no', 'turn down', 'decline', 'push back', 'say no', 'refuse'],
  ['status update', 'progress report', 'weekly update', 'keep informed', 'what is happening'],
  ['report', 'reporting', 'dashboard', 'summary', 'charts', 'client report', 'show results', 'demonstrate value', 'show the value'],
  ['scope', 'brief', 'inclusions', 'exclusions', 'included'],
  ['launch', 'go live', 'goes live', 'ship', 'release', 'went live', 'after launch', 'go-live'],
  ['difficult conversation', 'bad news', 'tough conversation', 'hard conversation', 'hard talk', 'apologise', 'apologize', 'messed up', 'admit a mistake', 'missed deadline', 'let them down'],
  ['expectations', 'misaligned', 'expected something different', 'mismatch'],
  ['quality', 'excellent work', 'good work'],

  // Clients over time.
  ['churn', 'unhappy client', 'client health', 'health score', 'losing clients', 'lose clients', 'lost a client', 'about to leave', 'going to leave', 'thinking of leaving', 'attrition', 'at risk', 'walk away'],
  ['warning sign', 'signal', 'red flag'],
  ['qbr', 'quarterly business review', 'quarterly review', 'every three months', 'periodic review', 'strategic review'],
  ['upsell', 'cross-sell', 'expand', 'grow accounts', 'account growth', 'more work from', 'spend more'],
  ['renewal', 'renew', 're-sign', 'contract extension', 'extend the contract'],
  ['relationship', 'goodwill', 'trust', 'rapport'],

  // Sales and marketing.
  ['referral', 'recommendation', 'word of mouth', 'introduction', 'intro', 'refer', 'recommend'],
  ['content marketing', 'blog', 'articles', 'newsletter', 'publish'],
  ['linkedin', 'social media', 'posts', 'posting', 'thought leadership', 'personal brand'],
  ['outbound', 'cold email', 'cold emailing', 'cold outreach', 'cold calling', 'prospecting', 'outreach'],
  ['partnership', 'partner', 'alliance', 'co-marketing', 'referral partner', 'vendor'],
  ['white label', 'white-label', 'under our brand', 'under my name', 'under our name', 'resell', 'reseller'],
  ['qualify', 'qualification', 'screen out', 'vet', 'filter', 'tyre kickers', 'tire kickers', 'good fit', 'poor fit'],
  ['discovery', 'needs analysis', 'fact finding', 'first call', 'initial meeting', 'get to the bottom'],
  ['objection', 'pushback', 'push back', 'resistance', 'too expensive', 'think about it', 'not sure', 'hesitant', 'bad experience', 'burned before', 'tried an agency'],
  ['follow up', 'follow-up', 'chase', 'chasing', 'nudge', 'reminder', 'ghosted', 'silent', 'went quiet', 'goes quiet'],
  ['case study', 'story', 'success story', 'testimonial', 'proof', 'portfolio', 'client story', 'write up'],
  ['website', 'homepage', 'home page', 'site', 'landing page'],
  ['niche', 'specialise', 'specialize', 'specialism', 'specialisation', 'specialization', 'vertical', 'target market', 'industry', 'sector'],
  ['generalist', 'everything for everyone', 'bit of everything', 'jack of all trades', 'full service'],
  ['stall', 'stalled', 'plateau', 'flatlined', 'flattened', 'stuck', 'stagnant', 'stopped growing'],
  ['positioning', 'reposition', 'differentiate', 'stand out', 'pivot', 'change focus', 'new market'],
  ['productise', 'productize', 'productised', 'package', 'packaged', 'fixed scope', 'fixed price', 'fixed fee', 'standardise', 'standardize', 'off the shelf'],
  ['tier', 'good better best', 'gold silver bronze', 'three options', 'packages'],
  ['close the deal', 'win the deal', 'conversion', 'win rate', 'close rate'],

  // Leading people.
  ['one-to-one', 'one to one', 'one-on-one', 'catch-up', 'catch up'],
  ['meeting', 'call', 'check-in', 'session', 'sync', 'stand-up', 'standup', 'status call', 'status meeting'],
  ['feedback', 'criticism', 'criticise', 'criticize', 'praise', 'correction', 'critique', 'constructive'],
  ['delegate', 'delegation', 'hand over', 'hand off', 'offload', 'pass on', 'micromanage', 'micromanaging'],
  ['bottleneck', 'everything goes through me', 'depends on me', 'without me', 'single point of failure', 'step back', 'step away', 'doing everything myself'],
  ['vision', 'mission', 'direction', 'where we are going', 'where we are heading', 'long-term plan', 'three years', 'mission statement'],
  ['values', 'principles', 'culture', 'behaviours', 'behaviors', 'core values', 'what we stand for'],
  ['remote', 'distributed', 'hybrid', 'work from home', 'working from home', 'wfh', 'abroad', 'digital nomad', 'time zones', 'from home', 'different countries', 'virtual team', 'home-based'],
  ['ritual', 'habit', 'tradition'],
  ['recognition', 'thank', 'thanks', 'shout-out', 'shout out', 'appreciation', 'celebrate'],
  ['belonging', 'connected', 'together', 'isolated', 'lonely', 'team spirit', 'morale'],
  ['underperformance', 'underperforming', 'poor performance', 'struggling', 'not pulling their weight', 'improvement plan', 'pip', 'not performing', 'falling short', 'not up to scratch', 'low performer', 'poor performer'],
  ['let go', 'fire', 'dismiss', 'part ways', 'firing', 'respectful exit'],
  ['hire', 'recruit', 'recruitment', 'hiring', 'bring in', 'new position', 'job opening', 'headcount'],
  ['org chart', 'organisation chart', 'organization chart', 'structure', 'reporting lines', 'accountable', 'accountability', 'who does what', 'roles and responsibilities', 'seats'],
  ['scorecard', 'job description', 'job spec', 'role description', 'success measures', 'measurable'],
  ['promote', 'promotion', 'step up', 'internal candidate'],
  ['retention', 'resign', 'quit', 'notice', 'staff turnover', 'keep people', 'handed in'],
  ['burnout', 'burnt out', 'burned out', 'exhausted', 'exhaustion', 'overwhelmed', 'hit the wall', 'tired', 'stressed', 'drained', 'worn out', 'running on empty'],
  ['energy', 'focus', 'deep work', 'fresh', 'stamina'],
  ['ready', 'right time', 'right moment', 'when to'],
  ['outdated', 'out of date', 'stale', 'obsolete', 'current', 'up to date'],
  ['drop', 'dip', 'fall', 'slump', 'suffer'],
  ['decision', 'choice', 'decide', 'dilemma', 'big call', 'back and forth', 'overthinking', 'analysis paralysis', 'indecisive'],
  ['strategy', 'steering', 'working on the business', 'ceo time', 'think time', 'firefighting', 'in the weeds', 'no time to think'],
  ['four-day week', 'four day week', '4-day week', 'shorter week', 'fridays off', 'compressed hours'],
  ['annual planning', 'yearly plan', 'strategy day', 'planning session', 'offsite', 'retreat', 'next year'],
  ['time off', 'holiday', 'vacation', 'week off'],
  ['weekly', 'every week', 'each week', 'monday'],

  // Partners and contracts.
  ['bench', 'roster', 'pool', 'on call', 'network of freelancers', 'go-to freelancers'],
  ['intellectual property', 'ip', 'ownership', 'copyright', 'own the work', 'own the designs'],
  ['contract', 'agreement', 'terms', 'clauses', 'clause'],
  ['confidentiality', 'nda', 'non-disclosure'],
  ['non-solicitation', 'poaching', 'poach'],
  ['markup', 'mark-up', 'margin on'],

  // The portal itself (its FAQ).
  ['membership', 'subscription', 'portal', 'annual fee', 'yearly fee', 'membership fee'],
  ['cancel', 'end my subscription', 'unsubscribe'],
  ['password', 'login details', 'sign in', 'log in', 'locked out', 'forgot'],
  ['event', 'workshop', 'webinar', 'masterclass'],
  ['track progress', 'how far', 'how much of the course'],
  ['contact', 'human', 'get in touch', 'talk to someone', 'speak to someone', 'reach a human', 'reach someone'],
  ['book a call', 'one-to-one call', 'schedule a session', 'private session', 'adviser', 'advisor'],

  pillarSelfReference,
];

/**
 * Words a question carries that say nothing of its topic ("What's the best way to ...?",
 * "five", "per"): they count a fifth as much as a topic word, in the ranking and in the gate.
 * Numbers written in digits ("95%", "2024") count so too (query-analysis.ts).
 */
// biome-ignore format: a list of words
export const fillerWords: readonly string[] = [
  'best', 'way', 'ways', 'tip', 'tips', 'advice', 'good', 'great', 'really', 'actually', 'thing',
  'things', 'someone', 'anyone', 'something', 'anything', 'question', 'help', 'know', 'need',
  'want', 'get', 'make', 'go', 'right', 'properly', 'usually', 'typical', 'normal', 'ok', 'okay',
  'idea', 'think', 'say', 'like', 'lot', 'per', 'via', 'etc', 'one', 'two', 'three', 'four',
  'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'twenty', 'hundred', 'thousand',
];
