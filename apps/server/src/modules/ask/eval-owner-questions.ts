/*
 * `npm run eval:ask`'s owners' questions (issue 55): asked the way agency owners write, a
 * situation in their own words, without the words of the titles they expect (paraphrase,
 * numbers, other names for the same thing). Written against the demo content
 * (db/seed/demo-content.ts) before retrieval was tuned, and not edited after: the test half is
 * reported, never tuned on.
 *
 * - `answeredBy`: the titles of the published sources that answer the question, the one it was
 *   written for first (its type, lesson, article or FAQ, is the question's kind in the report);
 *   empty when no published source answers it.
 * - `expect`: 'answer'; 'uncovered' (nothing in the library answers it); 'draft' (only an
 *   unpublished article answers it: there must be no answer, and no draft cited).
 * - `half`: split once at random (see `ownerQuestionSplit`), stratified by `expect` and, for
 *   answerable questions, by the first source's type: 'development' is tuned on, 'test' only
 *   reported.
 */
export interface OwnerQuestion {
  question: string;
  answeredBy: string[];
  expect: 'answer' | 'uncovered' | 'draft';
  half: 'development' | 'test';
}

/** How the halves were drawn (once, on 2026-12-03), for the record. */
export const ownerQuestionSplit = {
  method:
    'Fisher-Yates shuffle with mulberry32 within each stratum (expect, and the first source type for answerable questions), the first ceil(n/2) of each to development',
  seed: 55_2026,
} as const;

type Half = OwnerQuestion['half'];
const development: Half = 'development';
const test: Half = 'test';
const answer = (half: Half, question: string, ...answeredBy: string[]): OwnerQuestion => ({
  question,
  answeredBy,
  expect: 'answer',
  half,
});
const uncovered = (half: Half, question: string): OwnerQuestion => ({
  question,
  answeredBy: [],
  expect: 'uncovered',
  half,
});
const draftOnly = (half: Half, question: string): OwnerQuestion => ({
  question,
  answeredBy: [],
  expect: 'draft',
  half,
});

/** The questions in the order they were written, each with its half as drawn. */
const written: OwnerQuestion[] = [
  // Mindset & Leadership: the founder mindset.
  answer(
    test,
    'Every customer still insists on talking to me personally and I check every piece of work before it goes out. We are nine people now. How do I stop being the bottleneck?',
    'From Freelancer to Agency Owner',
    'Delegating Outcomes, Not Tasks',
  ),
  answer(
    development,
    'When I take a week of holiday, sales, delivery and morale all drop at the same time. What does that say about how I run things?',
    'From Freelancer to Agency Owner',
  ),
  answer(
    test,
    'My whole week is eaten by delivery and nobody is steering the company. How do I carve out time for strategy?',
    'Working On the Business, Not Just In It',
  ),
  answer(
    development,
    'What should I review in a two-hour slot I keep for myself as the boss each week?',
    'Working On the Business, Not Just In It',
  ),
  answer(
    development,
    "I keep going back and forth on whether to sign a five-year office lease. How should I think about big calls when I can't know how they'll turn out?",
    'Making Decisions Under Uncertainty',
  ),
  answer(
    development,
    'How do I stop agonising over small choices and rushing the big ones?',
    'Making Decisions Under Uncertainty',
  ),
  answer(
    test,
    "I'm exhausted all the time, I'm quoting badly and avoiding hard talks with staff. What habits help a founder stay fresh?",
    'Protecting Your Energy and Focus',
    'Agency Owner Burnout: Warning Signs and Fixes',
  ),
  answer(
    development,
    'How should I bunch my calls together so I get a few uninterrupted days for deep work?',
    'Protecting Your Energy and Focus',
    'Agency Owner Burnout: Warning Signs and Fixes',
  ),
  // Leading your team.
  answer(
    test,
    "Nobody on my staff could explain where we're going in three years. How do I write something they can say back to me?",
    'Setting a Vision Your Team Can Repeat',
  ),
  answer(
    development,
    "What should a one-page picture of the company's future include?",
    'Setting a Vision Your Team Can Repeat',
    'Annual Planning Workshop Deck',
  ),
  answer(
    test,
    'My best designer just handed in her notice and I had no idea she was unhappy. How do I catch that sooner?',
    'Running One-to-Ones That Matter',
  ),
  answer(
    test,
    'What agenda should I use for the fortnightly half-hour catch-up with each of my direct reports?',
    'Running One-to-Ones That Matter',
  ),
  answer(
    test,
    "When I tell people their work isn't good enough they get defensive. How do I criticise work without making it personal?",
    'Giving Feedback That Lands',
  ),
  answer(
    development,
    'How much praise versus correction should my staff hear from me?',
    'Giving Feedback That Lands',
  ),
  answer(
    development,
    'I hand things to my people but they come back to me for every next step. How do I hand over responsibility properly?',
    'Delegating Outcomes, Not Tasks',
  ),
  answer(
    test,
    "My account manager did the monthly report completely differently from how I'd do it. Should I redo it myself?",
    'Delegating Outcomes, Not Tasks',
  ),
  // Building a healthy culture.
  answer(
    development,
    'Our wall says integrity, excellence and passion but nobody behaves differently because of it. How do I write principles that guide hiring and firing?',
    'Defining Values You Actually Use',
  ),
  answer(
    test,
    'How many core principles should a small agency have, and how do I come up with them?',
    'Defining Values You Actually Use',
  ),
  answer(
    development,
    'My two best people want to work from Lisbon in winter; how do I keep the group feeling connected?',
    'Recognition and Rituals for Remote Teams',
    'Remote Team Rituals That Actually Stick',
  ),
  answer(
    test,
    'We went fully distributed after the pandemic and the office banter is gone. What small weekly habits build belonging?',
    'Recognition and Rituals for Remote Teams',
    'Remote Team Rituals That Actually Stick',
  ),
  answer(
    test,
    'How do I thank colleagues publicly when everyone works from home?',
    'Recognition and Rituals for Remote Teams',
    'Remote Team Rituals That Actually Stick',
  ),
  answer(
    development,
    'One of my developers has been missing deadlines for two months and the others are getting annoyed. What is a fair process?',
    'Handling Underperformance Early',
  ),
  answer(
    development,
    'How do I put someone on an improvement plan and decide when to part ways?',
    'Handling Underperformance Early',
  ),

  // Agency Structure: choosing a niche.
  answer(
    development,
    'We do a bit of everything for everyone and growth has flatlined at six people. Is that why?',
    'Why Generalist Agencies Stall',
    'Why Your Agency Needs a Niche Before It Needs More Leads',
  ),
  answer(
    test,
    "Every new customer is a fresh learning curve and our success stories never fit the next prospect. What's the fix?",
    'Why Generalist Agencies Stall',
    'Why Your Agency Needs a Niche Before It Needs More Leads',
  ),
  answer(
    development,
    'How do I choose which industry to specialise in using our own numbers instead of gut feel?',
    'Picking a Niche with Evidence',
    'Why Your Agency Needs a Niche Before It Needs More Leads',
  ),
  answer(
    development,
    'What factors should I score when comparing two possible specialisms?',
    'Picking a Niche with Evidence',
  ),
  answer(
    test,
    "If I specialise in dental practices, what happens to the customers that don't fit? Do I have to drop them?",
    'Repositioning Without Losing Clients',
  ),
  answer(
    test,
    "How long does it take to shift the agency's focus to a new market, and what changes first?",
    'Repositioning Without Losing Clients',
  ),
  // Services and packaging.
  answer(
    test,
    'Every job we do is custom and hard to quote. How do I turn what we do into a fixed-scope, fixed-fee package?',
    'Productising Your Core Service',
  ),
  answer(
    development,
    "We've done the same kind of website build five times; how do I standardise it into something we sell off the shelf?",
    'Productising Your Core Service',
  ),
  answer(
    development,
    'Should I give prospects one quote or several options to pick from?',
    'Designing a Three-Tier Offer',
    'The Three-Tier Pricing Page That Doubled Our Average Deal',
  ),
  answer(
    test,
    'Most buyers go for the middle package. How should I structure good, better and best?',
    'Designing a Three-Tier Offer',
    'The Three-Tier Pricing Page That Doubled Our Average Deal',
  ),
  answer(
    test,
    'Ninety percent of our revenue is one-off jobs and I have to resell everything every few months. How do I get more recurring income?',
    'Retainers Versus Projects',
  ),
  answer(
    development,
    'Should monthly agreements be sold as a bucket of hours or as results?',
    'Retainers Versus Projects',
  ),
  answer(
    development,
    'Customers keep asking for little extras and we end up doing them for free. How do I turn those into paid work?',
    'Scoping Add-Ons Without Scope Creep',
    'Live Q&A Replay: Scope Creep and Change Orders',
    'Managing Scope Creep Gracefully',
  ),
  answer(
    test,
    'Can my account managers approve small paid extras on their own, or must they ask me?',
    'Scoping Add-Ons Without Scope Creep',
  ),
  // Org chart and roles.
  answer(
    development,
    "Nobody owns profitability or hiring, so it all lands on me. How do I map who's accountable for what?",
    'Drawing the Org Chart for the Next Stage',
  ),
  answer(
    development,
    'What structure should I plan for where we want to be in two years?',
    'Drawing the Org Chart for the Next Stage',
  ),
  answer(
    test,
    'Our job descriptions are just lists of duties. What should I put in place instead so we can measure whether a new hire is working out?',
    'Writing Role Scorecards',
  ),
  answer(
    test,
    'How do I define measurable success for a new position before I advertise it?',
    'Writing Role Scorecards',
    'Hiring Your First Operations Manager',
  ),
  answer(
    development,
    'I have eleven people reporting to me directly and I keep cancelling our catch-ups. Do I need someone in between?',
    'When to Hire Your First Manager',
  ),
  answer(
    test,
    'Should I promote my best designer to lead the others or bring someone in from outside?',
    'When to Hire Your First Manager',
  ),
  // Partnerships and outsourcing.
  answer(
    test,
    'We want to offer paid ads under our brand without hiring a media buyer. How do we subcontract that safely?',
    'Working with White-Label Partners',
  ),
  answer(
    development,
    'What markup should I put on jobs I outsource to another agency that delivers under my name?',
    'Working with White-Label Partners',
  ),
  answer(
    development,
    "Every busy season we scramble to find contractors and they're never available. How do I keep good ones on call?",
    'Building a Reliable Freelancer Bench',
  ),
  answer(
    test,
    'How do I keep outside contractors loyal so they prioritise my projects?',
    'Building a Reliable Freelancer Bench',
  ),
  answer(
    development,
    'Does my customer actually own the designs a subcontractor made for them? What clauses do I need?',
    'Contracts and IP with Partners',
  ),
  answer(
    test,
    'What should our agreement with outside designers say about confidentiality and poaching our customers?',
    'Contracts and IP with Partners',
  ),

  // Financial Mastery: pricing for profit.
  answer(
    development,
    'Charging by the hour means we earn less the faster we get. What is the alternative?',
    'Value-Based Pricing Basics',
  ),
  answer(
    test,
    'What should I ask a prospect to figure out what solving their problem is worth to them?',
    'Value-Based Pricing Basics',
  ),
  answer(
    test,
    'How do I figure out the minimum rate I can charge without losing money?',
    'Calculating Your True Hourly Cost',
  ),
  answer(
    development,
    'Beyond wages, what do I need to include to work out our break-even rate for delivery time?',
    'Calculating Your True Hourly Cost',
  ),
  answer(
    development,
    "We haven't changed our rates in four years and salaries keep going up. How do I tell long-standing customers it's going up?",
    'Raising Prices with Existing Clients',
    'Raising Prices Without Losing Clients',
  ),
  answer(
    test,
    'How much notice should I give before charging current customers more, and how big an increase is normal?',
    'Raising Prices with Existing Clients',
    'Raising Prices Without Losing Clients',
  ),
  answer(
    test,
    "A prospect says they'll sign if we knock 15% off. What should I do?",
    'Handling Discount Requests',
  ),
  answer(
    development,
    'What can I trade instead of cutting my fee when a buyer pushes back on cost?',
    'Handling Discount Requests',
    'Handling Common Objections',
  ),
  answer(
    test,
    'Tiny jobs take as much effort to win and onboard as big ones. Should I have a floor on what we take on?',
    'Setting Minimum Engagement Sizes',
  ),
  answer(
    development,
    'How do I politely turn away jobs that are too small for us?',
    'Setting Minimum Engagement Sizes',
  ),
  // Cash flow control.
  answer(
    development,
    "We're profitable on paper but I'm nervous about making payroll next month. How do I see a squeeze coming?",
    'Reading a 13-Week Cash Forecast',
    'Agency Cash Flow Forecast Template',
  ),
  answer(
    test,
    'How do I project our bank balance for the next three months?',
    'Reading a 13-Week Cash Forecast',
    'Agency Cash Flow Forecast Template',
  ),
  answer(
    development,
    "Customers settle sixty days after we finish, so we're financing their work. What should I ask for upfront?",
    'Payment Terms and Deposits',
  ),
  answer(
    development,
    'Should retainers be invoiced at the start of the month or at the end?',
    'Payment Terms and Deposits',
  ),
  answer(
    development,
    'A customer is three weeks overdue on a bill. How do I get the money and still keep things friendly?',
    'Chasing Late Invoices Without Damaging Relationships',
  ),
  answer(
    test,
    'Who should follow up overdue bills: the account manager or someone else?',
    'Chasing Late Invoices Without Damaging Relationships',
  ),
  answer(
    development,
    'Losing our biggest customer would sink us. How much money should I keep aside for emergencies?',
    'Building a Cash Reserve',
  ),
  answer(development, 'How do I put money aside in the business bit by bit?', 'Building a Cash Reserve'),
  // Key financial metrics.
  answer(
    test,
    'I suspect one demanding account is eating all the profit from the others. How do I check?',
    'Gross Margin by Client',
  ),
  answer(
    development,
    'What profitability percentage should each account deliver before overheads?',
    'Gross Margin by Client',
  ),
  answer(test, 'What share of my designers’ time should be billable?', 'Utilisation and Capacity'),
  answer(
    development,
    'My people have been at 95% billable for months. Is that a good thing?',
    'Utilisation and Capacity',
  ),
  answer(
    development,
    'How do I compare how efficient we are against other agencies of a similar size?',
    'Revenue per Head',
  ),
  answer(test, "What's a typical sales figure for each employee at a service firm?", 'Revenue per Head'),

  // Operations & Systems: SOPs.
  answer(
    test,
    'We have zero written processes. Where do I begin?',
    'Deciding What to Document First',
    'SOP Starter Kit for Service Agencies',
  ),
  answer(
    development,
    'Which of our routines should we write down before the others?',
    'Deciding What to Document First',
    'SOP Starter Kit for Service Agencies',
  ),
  answer(
    development,
    'We wrote process docs but nobody reads them. How do I make procedures the team will use?',
    'Writing SOPs People Actually Follow',
  ),
  answer(
    development,
    'How do I test whether a how-to guide is complete?',
    'Writing SOPs People Actually Follow',
  ),
  answer(
    development,
    'Half our process docs describe tools we stopped using. How do we stop them going stale?',
    'Keeping SOPs Current',
  ),
  answer(
    test,
    'Who should be responsible for updating our procedures, and how often?',
    'Keeping SOPs Current',
  ),
  answer(
    development,
    'Writing long manuals takes forever. Is there a faster way to capture how a job is done?',
    'The Video-Plus-Checklist Method',
  ),
  answer(
    development,
    'Can a short screen recording replace a written procedure?',
    'The Video-Plus-Checklist Method',
  ),
  // Tools and tech stack.
  answer(
    test,
    'We pay for three apps that do the same thing. How do I cut down our software subscriptions?',
    'Auditing Your Tool Stack',
  ),
  answer(
    development,
    'How do I decide where files, to-dos and client messages should live?',
    'Auditing Your Tool Stack',
  ),
  answer(
    test,
    'Our task board is full of stale cards nobody owns. How should it be configured?',
    'Setting Up Project Management for Agencies',
  ),
  answer(
    test,
    'What statuses and templates should our work tracker have?',
    'Setting Up Project Management for Agencies',
  ),
  answer(
    development,
    'What repetitive admin can we hand over to software triggers, like creating folders when a deal is won?',
    'Automations That Save Hours Every Week',
  ),
  answer(
    development,
    'Which busywork should we set up to run on its own first?',
    'Automations That Save Hours Every Week',
  ),
  // Client onboarding.
  answer(
    test,
    'New customers seem nervous right after signing. What should the opening two weeks look like?',
    'The First Fourteen Days',
    'Client Onboarding Checklist',
  ),
  answer(
    development,
    'What is a good plan for welcoming a customer who just signed the contract?',
    'The First Fourteen Days',
    'Client Onboarding Checklist',
  ),
  answer(
    test,
    'Weeks into a job we discover the customer expected something different. What should we agree at the very start?',
    'Running a Strong Kickoff Meeting',
  ),
  answer(
    test,
    'What agenda should the opening session with a new account cover?',
    'Running a Strong Kickoff Meeting',
  ),
  answer(
    development,
    'We lose a month chasing logins and brand files from new customers. How do we fix it?',
    'Collecting Access and Assets Smoothly',
    'How We Cut Onboarding Time from Six Weeks to Two',
  ),
  answer(
    development,
    'Is it OK to ask new clients to email us their passwords?',
    'Collecting Access and Assets Smoothly',
  ),
  // Capacity planning.
  answer(
    development,
    'Sales keeps closing deals and delivery gets swamped with no warning. How do I connect the two?',
    'Forecasting Workload from the Pipeline',
  ),
  answer(
    development,
    "How do I know whether we'll have enough people for the deals we're likely to win next quarter?",
    'Forecasting Workload from the Pipeline',
  ),
  answer(
    test,
    'How do I plan who is on which job next week without a meeting?',
    'Resource Scheduling That Works',
  ),
  answer(
    development,
    "How much of people's time should I leave unplanned for urgent requests?",
    'Resource Scheduling That Works',
  ),
  answer(
    development,
    "We're full but a retainer customer keeps sending urgent requests. How do I push back without losing them?",
    'Saying No and Queuing Work',
  ),
  answer(
    test,
    'Should we charge more for rush jobs that jump ahead of others?',
    'Saying No and Queuing Work',
  ),

  // Sales & Marketing: lead generation.
  answer(
    test,
    "Happy customers say they'd recommend us but introductions never come. How do I make word of mouth systematic?",
    'Building a Referral Engine',
    'Building a Referral Engine in 90 Days',
  ),
  answer(test, 'Should I pay a commission to people who send us new business?', 'Building a Referral Engine'),
  answer(
    development,
    'Our blog gets likes from other marketers but no enquiries. What should we publish instead?',
    'Content That Attracts Buyers',
  ),
  answer(test, 'How often should we publish articles to win new business?', 'Content That Attracts Buyers'),
  answer(
    development,
    'Is cold emailing still worth it, and how do I do it without being spammy?',
    'Outbound Done Respectfully',
  ),
  answer(test, 'How many target accounts should our prospecting list have?', 'Outbound Done Respectfully'),
  answer(
    test,
    'Which other businesses could send us introductions to the customers we want?',
    'Partnerships as a Lead Source',
  ),
  answer(
    test,
    'How do I set up a co-marketing relationship with a software vendor?',
    'Partnerships as a Lead Source',
  ),
  // Sales conversations.
  answer(
    development,
    'We waste days writing quotes for prospects who never buy. How do I screen them out early?',
    'Qualifying Calls in Fifteen Minutes',
  ),
  answer(
    development,
    'What should I confirm in the first short chat with a new enquiry?',
    'Qualifying Calls in Fifteen Minutes',
  ),
  answer(
    test,
    'Prospects come asking for a new website when the actual problem is something else. What should I ask to get to the bottom of it?',
    'Discovery Questions That Uncover Real Needs',
    'Discovery Call Question Bank',
  ),
  answer(
    test,
    'How much should I talk versus listen in an early sales meeting?',
    'Discovery Questions That Uncover Real Needs',
    'Discovery Call Question Bank',
  ),
  answer(
    test,
    'Our quotes read like a menu and a price. How should the document we send prospects be structured?',
    'Writing Proposals That Close',
    'Proposal Teardown: What Winning Agency Proposals Have in Common',
  ),
  answer(
    development,
    'Should I email my pitch document or walk the prospect through it live?',
    'Writing Proposals That Close',
    'Proposal Teardown: What Winning Agency Proposals Have in Common',
  ),
  answer(
    development,
    'I get nervous and start justifying myself when I say the fee out loud. How do I state what it costs without flinching?',
    'Presenting Price with Confidence',
  ),
  answer(
    test,
    'What should I do right after telling a prospect the number?',
    'Presenting Price with Confidence',
  ),
  answer(
    development,
    "Prospects say they tried an agency before and it didn't work. How do I respond?",
    'Handling Common Objections',
  ),
  answer(
    test,
    'What do I say when a prospect tells me they need to think about it?',
    'Handling Common Objections',
  ),
  answer(
    test,
    'After sending a quote the prospect goes silent. How often should I chase?',
    'A Follow-Up Cadence That Respects Buyers',
  ),
  answer(
    development,
    "What should a final 'closing the loop' message say?",
    'A Follow-Up Cadence That Respects Buyers',
  ),
  // Positioning and proof.
  answer(
    development,
    'How do I make a great outcome for a customer into a story that wins new work?',
    'Case Studies That Sell',
    'Case Study Framework: Turning Results into Sales',
  ),
  answer(
    development,
    'When should I ask a customer for permission to write up their story?',
    'Case Studies That Sell',
    'Case Study Framework: Turning Results into Sales',
  ),
  answer(
    test,
    'Our homepage is all about us. What should it say so prospects get it in ten seconds?',
    'Your Website as a Sales Tool',
  ),
  answer(development, 'Should our site show starting fees?', 'Your Website as a Sales Tool'),
  answer(
    test,
    'How often should I post on social media as the owner to build trust with buyers?',
    'Thought Leadership on LinkedIn',
    'Founder-Led Content: A Weekly System',
  ),
  answer(
    test,
    'How do I measure whether my posts are working if not by followers?',
    'Thought Leadership on LinkedIn',
    'Founder-Led Content: A Weekly System',
  ),

  // Delivery & Quality: quality control.
  answer(
    test,
    'My team and our clients argue about whether a piece of work is finished. How do we agree on that?',
    'Defining Done for Every Deliverable',
  ),
  answer(
    test,
    "What standard should work meet before it's handed over?",
    'Defining Done for Every Deliverable',
  ),
  answer(
    development,
    'The designer who made something is the one checking it and errors keep slipping through. What should we do?',
    'Peer Review Checklists',
  ),
  answer(development, 'How many items should our internal QA list have?', 'Peer Review Checklists'),
  answer(
    test,
    'After a site goes live, forms sometimes stop sending and tracking breaks. What should we check afterwards?',
    'Post-Launch Quality Assurance',
  ),
  answer(
    development,
    'What should happen in the month after we ship a website?',
    'Post-Launch Quality Assurance',
  ),
  // Client communication.
  answer(
    test,
    "Customers email anxiously asking what's happening on their account. How do I keep them informed?",
    'Weekly Status Updates',
  ),
  answer(test, 'What should go in the Friday note we send each account?', 'Weekly Status Updates'),
  answer(
    test,
    'Our client dashboards are forty charts nobody reads. What should the regular summary we send contain?',
    'Monthly Reporting That Shows Value',
  ),
  answer(
    development,
    'How do I prove to a customer what our work actually achieved for them?',
    'Monthly Reporting That Shows Value',
  ),
  answer(
    test,
    'Small favours keep piling up until the job stops being profitable. How do I push back politely?',
    'Managing Scope Creep Gracefully',
    'Live Q&A Replay: Scope Creep and Change Orders',
    'Scoping Add-Ons Without Scope Creep',
  ),
  answer(
    test,
    "What phrase should account leads use when a customer asks for something that isn't included?",
    'Managing Scope Creep Gracefully',
  ),
  answer(
    test,
    "We missed a launch deadline and the customer doesn't know yet. How should I tell them?",
    'Handling Difficult Conversations',
  ),
  answer(development, 'Should bad news go by email or should I call?', 'Handling Difficult Conversations'),
  // Retention and account growth.
  answer(
    test,
    'How do I run a strategic check-in with a customer every three months?',
    'Quarterly Business Reviews',
    'Quarterly Business Review Template',
  ),
  answer(
    test,
    "Who from the customer's side should attend our big periodic results meeting?",
    'Quarterly Business Reviews',
    'Quarterly Business Review Template',
  ),
  answer(
    development,
    'Our main contact at a big account just left and meetings keep getting cancelled. Should I be worried?',
    'Spotting Churn Signals Early',
  ),
  answer(test, 'How do I tell which customers are about to leave us?', 'Spotting Churn Signals Early'),
  answer(
    development,
    'How do I grow what existing customers spend with us and not come across as pushy?',
    'Expanding Accounts Without Hard Selling',
  ),
  answer(
    test,
    'Where do upsell opportunities with current clients usually come from?',
    'Expanding Accounts Without Hard Selling',
  ),

  // Articles.
  answer(
    test,
    'We send one custom quote after every sales call and prospects go quiet. Did anyone get bigger wins by switching to packages?',
    'The Three-Tier Pricing Page That Doubled Our Average Deal',
    'Designing a Three-Tier Offer',
  ),
  answer(
    test,
    'What happened to sales when an agency switched to Foundation, Growth and Partner packages?',
    'The Three-Tier Pricing Page That Doubled Our Average Deal',
  ),
  answer(
    development,
    'Growth has flattened out. Should I spend more on marketing to get more enquiries?',
    'Why Your Agency Needs a Niche Before It Needs More Leads',
    'Why Generalist Agencies Stall',
  ),
  answer(
    test,
    "What did the pitches that won have that the losing ones didn't?",
    'Proposal Teardown: What Winning Agency Proposals Have in Common',
    'Writing Proposals That Close',
  ),
  answer(
    development,
    'Is hiding the fee on page twelve of a pitch a bad idea?',
    'Proposal Teardown: What Winning Agency Proposals Have in Common',
  ),
  answer(
    test,
    'Is there a list of things to ask prospects, grouped by stage, that I can pick from?',
    'Discovery Call Question Bank',
    'Discovery Questions That Uncover Real Needs',
  ),
  answer(
    test,
    'Are there ready-made templates for the ten processes I should write down first?',
    'SOP Starter Kit for Service Agencies',
  ),
  answer(
    development,
    'It takes us a month and a half to get a new customer properly started. How did other agencies shorten that?',
    'How We Cut Onboarding Time from Six Weeks to Two',
    'The First Fourteen Days',
  ),
  answer(
    development,
    "What three changes made a member agency's client start much faster?",
    'How We Cut Onboarding Time from Six Weeks to Two',
  ),
  answer(
    development,
    'Is there a spreadsheet with tabs for receipts and payments I can update every Monday?',
    'Agency Cash Flow Forecast Template',
    'Reading a 13-Week Cash Forecast',
  ),
  answer(
    development,
    'Which figures should I look at on Monday mornings to know if the business is healthy?',
    'The Five Numbers Every Agency Owner Should Check Weekly',
  ),
  answer(
    development,
    'What should be on a one-page finance dashboard for a fifteen-person firm?',
    'The Five Numbers Every Agency Owner Should Check Weekly',
  ),
  answer(
    test,
    "I'm drowning in admin and process work. When should I bring in someone to run ops?",
    'Hiring Your First Operations Manager',
    'When to Hire Your First Manager',
  ),
  answer(
    test,
    'What interview exercise and 90-day plan should I use for an ops lead?',
    'Hiring Your First Operations Manager',
  ),
  answer(
    development,
    'How can I turn lessons from client calls into social media posts in about an hour?',
    'Founder-Led Content: A Weekly System',
    'Thought Leadership on LinkedIn',
  ),
  answer(
    test,
    'Is there a letter template for telling customers the fee is going up?',
    'Raising Prices Without Losing Clients',
    'Raising Prices with Existing Clients',
  ),
  answer(
    test,
    'How many customers pushed back when members increased their rates last year?',
    'Raising Prices Without Losing Clients',
  ),
  answer(
    development,
    "How do I know it's the right moment to add headcount?",
    'Five Signs You Are Ready to Hire',
    'Utilisation and Capacity',
  ),
  answer(
    test,
    "We keep turning down work and everyone's working evenings. Is it time to recruit?",
    'Five Signs You Are Ready to Hire',
    'Utilisation and Capacity',
  ),
  answer(
    development,
    'We have a separate check-in for every client and team and it eats the week. How do we cut them down?',
    'The Monday Meeting That Replaced Five Status Calls',
  ),
  answer(
    test,
    'What format works for a short all-agency kick-off at the start of the week?',
    'The Monday Meeting That Replaced Five Status Calls',
    'Recognition and Rituals for Remote Teams',
  ),
  answer(
    development,
    'Is there a ready-made deck with speaker notes for the results meeting we hold with a client every three months?',
    'Quarterly Business Review Template',
    'Quarterly Business Reviews',
  ),
  answer(
    test,
    "I've hit the wall and I'm thinking of shrinking the business. How did other founders recover?",
    'Agency Owner Burnout: Warning Signs and Fixes',
    'Protecting Your Energy and Focus',
  ),
  answer(
    test,
    'Is there a printable list of every step from signed contract to the initial deliverable?',
    'Client Onboarding Checklist',
    'The First Fourteen Days',
  ),
  answer(
    development,
    "How do I run a one-day session with my leadership group to set next year's priorities?",
    'Annual Planning Workshop Deck',
  ),
  answer(
    test,
    'How should I charge for extra requests a customer makes halfway through a job?',
    'Live Q&A Replay: Scope Creep and Change Orders',
    'Scoping Add-Ons Without Scope Creep',
    'Managing Scope Creep Gracefully',
  ),
  answer(
    development,
    'My staff want Fridays off permanently. Has any agency tried it, and what happened to revenue?',
    'What We Learned Moving to a Four-Day Week',
  ),
  answer(
    development,
    'What were the downsides when an agency stopped working Fridays for half a year?',
    'What We Learned Moving to a Four-Day Week',
  ),

  // FAQ.
  answer(
    development,
    "What's the yearly fee for this portal and when is my card charged?",
    'How much does membership cost and how am I billed?',
  ),
  answer(
    development,
    'I want to stop my subscription. Will I keep access until the end of the period?',
    'How do I cancel my membership?',
  ),
  answer(test, 'Can my colleagues get their own logins on our plan?', 'Can I add my team members?'),
  answer(test, 'How do I schedule a private session with an adviser?', 'How do I book a one-to-one call?'),
  answer(test, 'Do I have to pay extra for workshops and webinars?', 'Are events included in my membership?'),
  answer(
    development,
    "I can't sign in because I don't remember my login details.",
    'I forgot my password. How do I reset it?',
  ),
  answer(
    test,
    "Where can I see how much of the course I've completed?",
    'How is my progress through the pillars tracked?',
  ),
  answer(
    development,
    'How do I reach a human at the portal if I have a question?',
    'How do I contact the Pillars team?',
  ),

  // Questions the library does not cover (an owner's questions all the same).
  uncovered(test, 'How do I register for VAT as a UK agency?'),
  uncovered(test, 'What insurance does a marketing agency need, professional indemnity or public liability?'),
  uncovered(test, 'Should I set up as a limited company or a sole trader?'),
  uncovered(development, 'How do I sponsor a work visa for a developer from abroad?'),
  uncovered(development, 'How do I run Google Ads for a local plumber?'),
  uncovered(development, "What's a good cost per click for Facebook ads in the fitness niche?"),
  uncovered(development, "How do I set up SPF and DKIM records for a client's domain?"),
  uncovered(test, 'Which accounting software integrates best with Stripe?'),
  uncovered(test, 'How do I write a GDPR-compliant privacy policy for our website?'),
  uncovered(development, "What's the going salary for a senior React developer in Berlin?"),
  uncovered(development, 'How do I handle maternity leave for an employee in a small agency?'),
  uncovered(development, 'Can I deduct my home office from my taxes?'),
  uncovered(development, "How do I trademark my agency's name?"),
  uncovered(test, 'How do I get a bank loan to buy office space?'),
  uncovered(test, "What's the best way to learn Figma?"),
  uncovered(test, 'How do I get better at public speaking at conferences?'),
  uncovered(test, 'Should we use Slack or Microsoft Teams for internal chat?'),
  uncovered(development, 'How do I do keyword research for SEO?'),
  uncovered(development, 'My co-founder wants to leave and keep half the shares. What are my options?'),
  uncovered(test, 'What should an employee share option scheme look like?'),
  uncovered(test, 'How do I get my agency certified as a B Corp?'),
  uncovered(development, 'What pension contribution should I make for staff?'),
  uncovered(development, "How do I recover a client's hacked Instagram account?"),
  uncovered(test, 'Which AI image generator is best for campaign visuals?'),
  uncovered(test, 'What are the rules for sending marketing emails without consent in Canada?'),
  uncovered(test, 'How do I set up payroll for my first employee?'),
  uncovered(test, 'How many vacation days are staff legally entitled to in France?'),
  uncovered(development, 'How do I build a Shopify store for a client?'),
  uncovered(test, 'How do I calculate corporation tax on agency profits?'),
  uncovered(test, "What's the best camera for filming video testimonials?"),
  uncovered(development, "What's the best time of day to post on TikTok for a restaurant client?"),
  uncovered(development, 'How do I raise venture capital for my agency?'),
  uncovered(development, 'How do I set up two-factor authentication on our Google Workspace?'),
  uncovered(development, 'How do I translate our website into Spanish?'),
  uncovered(test, 'What is the difference between a W-2 employee and a 1099 contractor?'),
  uncovered(development, "How can I lower my agency's carbon footprint?"),
  uncovered(development, 'What multiple of profit do agencies usually sell for?'),

  // Questions only a draft answers (the unpublished Retainer Renewal Playbook and Agency
  // Valuation Basics): no answer, and never a draft cited.
  draftOnly(
    development,
    "How far ahead of a retainer's end date should I start working on keeping the client for another term?",
  ),
  draftOnly(test, "What should I have done sixty days before a client's contract runs out?"),
  draftOnly(test, 'When is the right moment to send the paperwork for a contract extension?'),
  draftOnly(test, "What's a countdown plan for getting a client to re-sign?"),
  draftOnly(test, 'Is there a step-by-step timeline for re-signing a client before their agreement expires?'),
  draftOnly(development, 'How do I make contract renewals a formality rather than a nail-biter?'),
  draftOnly(development, 'What would someone pay to acquire my agency?'),
  draftOnly(test, 'What do acquirers look at when they value a marketing agency?'),
  draftOnly(development, 'Does depending on one big client lower what my agency is worth?'),
  draftOnly(test, 'How do I make the business more valuable in case I want to sell it one day?'),
  draftOnly(development, 'If I want to exit in five years, what should I start fixing now?'),
  draftOnly(development, 'Does a business that runs without me sell for more?'),
];

/** mulberry32: a small seeded generator, so the draw is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The split as it was drawn (`ownerQuestionSplit`): kept to show that the halves written above
 * are the seed's, not chosen (eval.test.ts draws again and compares).
 */
export function drawHalves(
  questions: Array<Pick<OwnerQuestion, 'answeredBy' | 'expect'>>,
  typeOf: (title: string) => string,
  seed: number = ownerQuestionSplit.seed,
): Array<OwnerQuestion['half']> {
  const random = seeded(seed);
  const strata = new Map<string, number[]>();
  questions.forEach((question, index) => {
    const key = question.expect === 'answer' ? `answer:${typeOf(question.answeredBy[0]!)}` : question.expect;
    strata.set(key, [...(strata.get(key) ?? []), index]);
  });
  const halves = new Array<OwnerQuestion['half']>(questions.length);
  for (const key of [...strata.keys()].sort()) {
    const indexes = [...strata.get(key)!];
    for (let last = indexes.length - 1; last > 0; last -= 1) {
      const pick = Math.floor(random() * (last + 1));
      [indexes[last], indexes[pick]] = [indexes[pick]!, indexes[last]!];
    }
    indexes.forEach((index, position) => {
      halves[index] = position < Math.ceil(indexes.length / 2) ? 'development' : 'test';
    });
  }
  return halves;
}

export const ownerQuestions: OwnerQuestion[] = written;
