/**
 * Demo content for a fresh Pillars install: learning pillars, articles, gurus, events and
 * the support page. Pure data; `seed-content.ts` writes it to the database. Dates are day
 * offsets from "now" so the demo never goes stale (past events stay past, upcoming stay upcoming).
 */
import type { ArticleContentType, eventTypes, pillarIcons } from '@pillars/shared/domain-values';
import { slugify } from '@pillars/shared/slugify';

export type DemoAuthorKey = 'admin' | 'guru';
export type DemoPillarIcon = Exclude<(typeof pillarIcons)[number], 'BookOpen'>;
export type DemoEventType = (typeof eventTypes)[number];

export interface DemoLesson {
  title: string;
  content: string;
  imageUrl: string | null;
  orderPosition: number;
}

export interface DemoKeyElement {
  title: string;
  slug: string;
  description: string;
  lessons: DemoLesson[];
}

export interface DemoPillarVideo {
  url: string;
  title: string;
  duration: string;
}

export interface DemoPillar {
  title: string;
  slug: string;
  description: string;
  color: string;
  icon: DemoPillarIcon;
  overlayImageUrl: string;
  video: DemoPillarVideo | null;
  displayOrder: number;
  keyElements: DemoKeyElement[];
}

export interface DemoArticleCategory {
  name: string;
  slug: string;
}

export interface DemoArticleTopic {
  name: string;
  slug: string;
  description: string;
}

export interface DemoArticle {
  title: string;
  subtitle: string;
  slug: string;
  featuredImageUrl: string;
  body: string;
  proTip: string | null;
  isFeatured: boolean;
  isPublished: boolean;
  /** Null for drafts: they have never been published. */
  publishedDaysAgo: number | null;
  estimatedReadTimeMinutes: number;
  contentType: ArticleContentType;
  /** 'agents_only': agents, support and superadmins only (spec 02 section 6). */
  visibilityScope: 'all' | 'agents_only';
  videoUrl: string | null;
  documentUrl: string | null;
  contentImages: string[];
  authorKey: DemoAuthorKey;
  /** Slug of the guru the article belongs to, if any. */
  guruSlug: string | null;
  categoryNames: string[];
  topicNames: string[];
}

export interface DemoGuru {
  name: string;
  businessName: string;
  description: string;
  slug: string;
  imageUrl: string;
  coverUrl: string;
  location: string;
  websiteUrl: string;
  bio: string;
  experienceYears: number;
  clientsCount: number;
  rating: number;
  reviewsCount: number;
  isActive: boolean;
  specialties: string[];
  /** Articles shown on the guru's profile (guru_content). */
  linkedArticleSlugs: string[];
}

export interface DemoEvent {
  title: string;
  description: string;
  /** Negative for past events. */
  daysFromNow: number;
  /** Start time of day in UTC, 'HH:MM'. */
  startTimeUtc: string;
  type: DemoEventType;
  location: string | null;
  zoomLink: string | null;
  imageUrl: string;
  registrationFeeCents: number;
  /** Null means unlimited seats. */
  availableSeats: number | null;
  isActive: boolean;
  tags: string[];
}

export interface DemoSupportSettings {
  supportTitle: string;
  supportSubtitle: string;
  faqTitle: string;
}

export interface DemoFaqItem {
  question: string;
  answer: string;
  orderPosition: number;
}

/* ------------------------------------------------------------------------------------------
 * Helpers that turn short outlines into HTML, so every lesson and article has the same shape
 * (paragraphs, a heading, a list) while its words stay specific to its subject.
 * ---------------------------------------------------------------------------------------- */

interface LessonOutline {
  title: string;
  /** Why the lesson matters: the opening paragraph. */
  summary: string;
  heading: string;
  points: string[];
  /** An ordered list for sequences of steps, bullets otherwise. */
  isOrdered?: boolean;
  /** Practical guidance: the paragraph after the list. */
  detail: string;
  /** One concrete thing to do this week. */
  action: string;
  imageUrl?: string;
}

interface KeyElementOutline {
  title: string;
  description: string;
  lessons: LessonOutline[];
}

function composeLessonContent(outline: LessonOutline): string {
  const listTag = outline.isOrdered ? 'ol' : 'ul';
  const listItems = outline.points.map((point) => `<li>${point}</li>`).join('');
  return [
    `<p>${outline.summary}</p>`,
    `<h3>${outline.heading}</h3>`,
    `<${listTag}>${listItems}</${listTag}>`,
    `<p>${outline.detail}</p>`,
    `<p><strong>Put it into practice this week:</strong> ${outline.action}</p>`,
  ].join('\n');
}

function buildKeyElement(outline: KeyElementOutline): DemoKeyElement {
  return {
    title: outline.title,
    slug: slugify(outline.title),
    description: outline.description,
    lessons: outline.lessons.map((lesson, index) => ({
      title: lesson.title,
      content: composeLessonContent(lesson),
      imageUrl: lesson.imageUrl ?? null,
      orderPosition: index + 1,
    })),
  };
}

function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
}

/* ------------------------------------------------------------------------------------------
 * Pillars, key elements and lessons
 * ---------------------------------------------------------------------------------------- */

const mindsetKeyElements: KeyElementOutline[] = [
  {
    title: 'The Founder Mindset',
    description:
      'Shift from doing the work to building the business that does the work, and make better decisions with less drama.',
    lessons: [
      {
        title: 'From Freelancer to Agency Owner',
        summary:
          'Most agencies are started by someone who was great at the craft. The skills that won your first clients are not the skills that grow an agency past five people, and the sooner you accept that, the sooner the business stops depending on your evenings and weekends.',
        heading: 'Signs you are still operating as a freelancer',
        points: [
          'Every client expects to talk to you, and only you, about their account.',
          'You are the final quality check on every deliverable that leaves the building.',
          'Pricing is decided in your head on each sales call rather than from a rate card.',
          'A week off means revenue, delivery and morale all dip at the same time.',
        ],
        detail:
          'The goal is not to stop doing client work overnight. It is to decide, deliberately, which work only you can do and to build roles, systems and pricing around everything else. Treat your own time as the scarcest resource in the agency, because it is.',
        action:
          'Track every task you do for five working days, mark each one as owner-only or transferable, and pick the three transferable tasks that eat the most hours.',
        imageUrl: '/images/lessons/freelancer-to-owner.webp',
      },
      {
        title: 'Working On the Business, Not Just In It',
        summary:
          'If every hour of your week is spoken for by client delivery, nobody is steering the agency. Owners who grow consistently protect a fixed block of time for strategy, hiring, finance and sales, and they treat it as seriously as a client deadline.',
        heading: 'A simple weekly CEO block',
        isOrdered: true,
        points: [
          'Review last week: revenue booked, cash collected, and delivery issues.',
          'Check the pipeline and decide which two opportunities need your personal attention.',
          'Pick one improvement project for the business and move it forward by one step.',
          'Write down the single decision you have been avoiding and set a date to make it.',
        ],
        detail:
          'Two hours on the same morning each week is enough to start. Put it in the calendar as a recurring meeting, turn off notifications, and tell the team it is not available for client calls. Consistency beats intensity: a short block every week outperforms a quarterly retreat you never repeat.',
        action:
          'Book a recurring two-hour block for the next eight weeks and write the four review questions above into the calendar invite.',
      },
      {
        title: 'Making Decisions Under Uncertainty',
        summary:
          'Agency owners make dozens of decisions a week with incomplete information: whether to hire, whether to take a difficult client, whether to raise prices. Waiting for certainty usually means deciding too late. A lightweight decision process keeps you moving without gambling the business.',
        heading: 'Questions to ask before any big call',
        points: [
          'Is this decision reversible within ninety days, and what would reversing it cost?',
          'What would I need to see in thirty days to know it was the right call?',
          'Who on the team is closest to the problem, and have I asked them?',
          'What is the cost of doing nothing for another quarter?',
        ],
        detail:
          'Reversible decisions should be made quickly and by the person closest to the work. Irreversible ones, such as a senior hire or a long office lease, deserve a written one-page case and a second opinion. Separating the two stops you from agonising over small calls and rushing big ones.',
        action:
          'List the three decisions currently on your plate, label each reversible or irreversible, and make every reversible one before Friday.',
      },
      {
        title: 'Protecting Your Energy and Focus',
        summary:
          'Burnout is the most common reason agency owners sell, shrink or quietly give up. Your energy is a business asset: when you are exhausted, you price badly, hire badly and avoid difficult conversations. Managing it deliberately is part of the job, not a luxury.',
        heading: 'Habits that protect owner energy',
        points: [
          'Batch meetings into two or three days so other days stay free for deep work.',
          'Set a hard finish time at least four days a week and tell the team what it is.',
          'Remove yourself from internal channels where you are not needed to decide anything.',
          'Schedule a full week off every quarter and plan the handover a month in advance.',
        ],
        detail:
          'Notice which activities leave you drained and which leave you energised. Patterns usually emerge quickly: endless status calls drain, closing a great client energises. Use that list to guide what you delegate next, and be honest about the work you keep only because it feels familiar.',
        action:
          'For one week, rate each day from one to five for energy and note the biggest drain; delegate or remove that drain next month.',
      },
    ],
  },
  {
    title: 'Leading Your Team',
    description:
      'Give people a clear direction, regular attention and real ownership so they can do their best work without you in every thread.',
    lessons: [
      {
        title: 'Setting a Vision Your Team Can Repeat',
        summary:
          'A vision only works if the team can explain it without you in the room. Vague statements about being the best agency in the world do not help anyone decide what to do on a Tuesday afternoon. A useful vision is specific about who you serve, what you are known for and where you will be in three years.',
        heading: 'What a practical agency vision contains',
        points: [
          'The clients you serve and the problem you solve for them, in one sentence.',
          'A three-year picture with numbers: revenue, team size and the work you are proud of.',
          'Three priorities for this year that move you towards that picture.',
          'The things you have decided not to do, such as services you will stop selling.',
        ],
        detail:
          'Share the vision in a team meeting, then repeat it far more often than feels necessary. Refer back to it when you say no to a client or launch a new service. When people hear the same story from you every month, they start using it to make their own decisions.',
        action:
          'Write your vision on a single page, present it at the next team meeting and ask two people to explain it back in their own words.',
        imageUrl: '/images/lessons/team-vision.webp',
      },
      {
        title: 'Running One-to-Ones That Matter',
        summary:
          'Regular one-to-ones are the cheapest retention tool an agency has. People rarely leave because of a single bad week; they leave because nobody noticed months of small frustrations. A consistent, well-run one-to-one catches those early and builds the trust you need for harder conversations.',
        heading: 'A thirty-minute one-to-one agenda',
        isOrdered: true,
        points: [
          'Their topics first: what is on their mind this week.',
          'Workload check: what is taking more time than it should.',
          'Growth: one skill they are building and how you can help.',
          'Feedback both ways, including what you could do better as a manager.',
        ],
        detail:
          'Keep a shared running document for each person so notes and commitments carry from one meeting to the next. Never cancel a one-to-one for client work unless you reschedule it within the same week. Cancelling sends a louder message than anything you could say in the meeting.',
        action:
          'Set up a shared notes document for each direct report and book fortnightly thirty-minute one-to-ones for the next quarter.',
      },
      {
        title: 'Giving Feedback That Lands',
        summary:
          'Feedback in agencies is often either too soft to change anything or so blunt that people get defensive. The best feedback is specific, timely and focused on the work rather than the person, and it happens often enough that it never feels like an event.',
        heading: 'A simple feedback structure',
        isOrdered: true,
        points: [
          'Describe the situation: when and where it happened.',
          'Name the behaviour you observed, not your interpretation of it.',
          'Explain the impact on the client, the team or the project.',
          'Ask what they think, then agree what happens next time.',
        ],
        detail:
          'Aim for at least four pieces of positive, specific feedback for every corrective one. Praise that names the exact behaviour tells people what to repeat. Corrective feedback should be given privately and within a day or two, while the details are still fresh for both of you.',
        action:
          'Give one piece of specific positive feedback to each team member this week, using the situation, behaviour and impact structure.',
      },
      {
        title: 'Delegating Outcomes, Not Tasks',
        summary:
          "Handing over tasks one by one keeps you as the bottleneck, because people come back to you for the next step. Delegating an outcome, with the context, constraints and authority to make decisions, frees your time and grows your team's judgement at the same time.",
        heading: 'What to hand over along with the work',
        points: [
          'The result you want and how you will both know it has been achieved.',
          'The budget, deadline and any client sensitivities they need to know about.',
          'Which decisions they can make alone and which need a quick check-in.',
          'Where examples, templates and past work can be found.',
        ],
        detail:
          'Expect the first attempt to be different from how you would do it. Different is not the same as wrong. Review the outcome, not the method, and resist the urge to redo work yourself. Each time you take something back, you teach the team that delegation is temporary.',
        action:
          'Choose one recurring responsibility, such as the monthly client report, and hand over the whole outcome with a written brief.',
      },
    ],
  },
  {
    title: 'Building a Healthy Culture',
    description:
      'Turn values into everyday behaviour, keep remote teams connected and deal with problems before they spread.',
    lessons: [
      {
        title: 'Defining Values You Actually Use',
        summary:
          'Most agency values are generic words on a wall: integrity, excellence, passion. They sound good and change nothing. Useful values describe the behaviour you expect when things are difficult, and they are specific enough that you could hire, promote or let someone go based on them.',
        heading: 'Turning a value into behaviour',
        points: [
          'Write each value as a short phrase, such as "tell the client early".',
          'Add two or three examples of what it looks like in practice.',
          'Add one example of what it does not look like, even when it is tempting.',
          'Use the values in interviews, reviews and team shout-outs.',
        ],
        detail:
          'Start from stories rather than a brainstorm. Ask the team to describe moments they were proud of how the agency behaved, then find the patterns. Three to five values is plenty. If a value has not been mentioned in a single decision for six months, rewrite it or drop it.',
        action:
          'Collect five recent stories of the team at its best, and draft three behaviour-based values from the patterns you see.',
      },
      {
        title: 'Recognition and Rituals for Remote Teams',
        summary:
          'Remote and hybrid agencies lose the casual moments where culture used to happen: the lunch after a launch, the chat by the coffee machine. Those moments have to be designed. Small, regular rituals do more for belonging than an annual party.',
        heading: 'Rituals that work in remote agencies',
        points: [
          'A weekly wins thread where anyone can thank a colleague by name.',
          'A short Monday kick-off that shares priorities across all teams.',
          'Launch retros that celebrate the work before listing the lessons.',
          'An in-person meet-up at least once a year, budgeted in advance.',
        ],
        detail:
          "Keep rituals short and predictable so they survive busy weeks. Rotate who runs them, so they do not depend on the founder's energy. Ask the team every six months which rituals they value and which feel like a chore, and retire the chores without guilt.",
        action: 'Start a weekly wins thread this Friday and post the first two thank-you messages yourself.',
        imageUrl: '/images/lessons/remote-rituals.webp',
      },
      {
        title: 'Handling Underperformance Early',
        summary:
          'Every owner has kept someone too long. Underperformance left alone frustrates the rest of the team, lowers quality for clients and is unfair to the person, who deserves to know where they stand. Acting early is kinder than waiting for a crisis.',
        heading: 'A fair process for performance concerns',
        isOrdered: true,
        points: [
          'Raise the concern privately with specific examples as soon as you notice a pattern.',
          'Check for causes outside the work, such as workload, skills gaps or personal issues.',
          'Agree clear, measurable expectations and a review date four to six weeks out.',
          'Support them with training or pairing, and document each conversation.',
          'At the review, either close the plan or move to a respectful exit.',
        ],
        detail:
          'Most performance problems are caused by unclear expectations or the wrong role, not by laziness. A clear plan resolves many of them. When it does not, a well-documented, respectful exit protects the agency and lets the person move to a role that suits them better.',
        action:
          'If someone has been on your mind for more than a month, schedule the first conversation and write down three specific examples beforehand.',
      },
    ],
  },
];

const structureKeyElements: KeyElementOutline[] = [
  {
    title: 'Choosing Your Niche',
    description:
      'Stop competing on price with every generalist agency by becoming the obvious choice for a specific kind of client.',
    lessons: [
      {
        title: 'Why Generalist Agencies Stall',
        summary:
          'Generalist agencies can grow quickly to a handful of people and then stall. Every new client is a fresh learning curve, case studies do not transfer, and sales conversations default to price because nothing sets you apart. Specialising is the fastest way out of that trap.',
        heading: 'What a niche gives you',
        points: [
          'Referrals travel faster because clients in one industry talk to each other.',
          'Delivery gets quicker because you reuse research, templates and playbooks.',
          "You can charge more because you understand the client's business, not just the channel.",
          'Hiring is easier because you can train people on one repeatable way of working.',
        ],
        detail:
          'A niche can be an industry, a service, a client size or a specific problem. The best niches combine a group of clients who can pay well with a problem your team is already solving repeatedly. You do not need to fire existing clients; you change who you pursue next.',
        action:
          "Export last year's revenue by client and tag each client by industry and service to see where your real concentration already is.",
      },
      {
        title: 'Picking a Niche with Evidence',
        summary:
          'Choosing a niche on instinct is risky. The data you need is usually already in your accounts and project tool: which clients were most profitable, stayed longest and referred others. Let that evidence narrow the options before you commit publicly.',
        heading: 'Score each candidate niche',
        isOrdered: true,
        points: [
          'Gross margin on past projects in that niche.',
          'Average client lifetime and renewal rate.',
          'Number of referrals those clients generated.',
          'Market size: how many similar companies you could realistically reach.',
          "Your team's enthusiasm for the work, scored honestly.",
        ],
        detail:
          'Score two or three candidate niches from one to five on each factor and compare the totals. Then interview three clients in the leading niche about their biggest challenges. Their words become your positioning, and their answers tell you whether the niche has enough pain to pay for.',
        action:
          'Score two candidate niches against the five factors above and book three client interviews in the leader.',
      },
      {
        title: 'Repositioning Without Losing Clients',
        summary:
          'Owners often delay niching because they fear losing the clients who do not fit. In practice, repositioning is gradual. Your website, case studies and outbound change first, while existing clients keep getting great service until they naturally move on or grow into the new focus.',
        heading: 'A staged repositioning plan',
        isOrdered: true,
        points: [
          'Update your website headline and case studies to speak to the new niche.',
          'Point new marketing and outbound only at the niche.',
          'Keep serving existing clients, but stop selling them services outside your focus.',
          'Review the client list every quarter and refer poor fits to partner agencies.',
        ],
        detail:
          'Expect the transition to take twelve to eighteen months. Revenue from the niche should overtake other revenue within that time if the choice was right. Track the share of new pipeline from the niche each month; it is the earliest signal that the new positioning is working.',
        action:
          'Rewrite your homepage headline for your chosen niche and test it with two clients who fit the profile.',
      },
    ],
  },
  {
    title: 'Services and Packaging',
    description:
      'Turn custom, hard-to-price work into clear packages that are easier to sell, deliver and scale.',
    lessons: [
      {
        title: 'Productising Your Core Service',
        summary:
          'A productised service has a fixed scope, a fixed price and a repeatable delivery process. It makes sales simpler because clients know what they get, and it makes delivery more profitable because the team follows the same steps every time instead of reinventing each project.',
        heading: 'Ingredients of a productised service',
        points: [
          'A clear name and a one-line promise of the outcome.',
          'A defined list of deliverables and what is explicitly excluded.',
          'A standard timeline with client responsibilities at each stage.',
          'A fixed price, or a small number of fixed price options.',
        ],
        detail:
          'Start with the service you already sell most often. Look at the last five projects, find the steps they had in common and write them down as the standard process. Anything that varied widely becomes an optional add-on with its own price rather than hidden scope creep.',
        action:
          'Map the steps of your last five projects in your most common service and circle the steps they all shared.',
        imageUrl: '/images/lessons/productised-service.webp',
      },
      {
        title: 'Designing a Three-Tier Offer',
        summary:
          'Offering a single price forces clients into a yes-or-no decision. Three tiers change the question to which option suits them best. Most buyers pick the middle option, so design the middle tier to be the one you most want to sell, with healthy margins.',
        heading: 'How to structure the tiers',
        points: [
          'Entry tier: the core outcome with minimal support, priced to be profitable, not cheap.',
          'Middle tier: the package you recommend, with the most popular extras.',
          'Premium tier: faster timelines, senior attention and strategic input.',
          'Keep differences obvious so the comparison takes seconds, not minutes.',
        ],
        detail:
          'The premium tier has a job even if few clients buy it: it anchors the price of the middle tier and makes it look reasonable. Review tier uptake every quarter. If almost everyone chooses the entry tier, the gap to the middle tier is either too large or poorly explained.',
        action:
          'Draft three tiers for your main service and test the pricing page on your next two proposals.',
      },
      {
        title: 'Retainers Versus Projects',
        summary:
          'Projects bring in bursts of revenue; retainers bring predictability. Most healthy agencies need both, but the mix matters. A business that is ninety percent project work has to resell its entire revenue every few months, which makes hiring and planning stressful.',
        heading: 'Making retainers work',
        points: [
          'Define the retainer by outcomes and a monthly rhythm, not a bucket of hours.',
          'Include a monthly or quarterly review where you show results and set priorities.',
          'Set a minimum term, typically six months, with a notice period after that.',
          'Build a natural path from every project into an ongoing retainer.',
        ],
        detail:
          'Hour-bucket retainers invite clients to count minutes and question every task. Outcome-based retainers, such as ongoing optimisation with agreed monthly deliverables, keep the conversation on results. Aim for at least half of revenue on recurring agreements before you hire ahead of demand.',
        action:
          'Calculate your recurring revenue share today and identify two project clients who would benefit from a retainer.',
      },
      {
        title: 'Scoping Add-Ons Without Scope Creep',
        summary:
          'Extra requests are a sign that clients trust you, but unpriced extras destroy margins. A menu of add-ons turns requests into revenue and gives account managers a simple, friendly way to say yes without giving work away.',
        heading: 'Build an add-on menu',
        points: [
          'List the ten extra requests clients make most often.',
          'Give each a fixed price and a standard delivery time.',
          'Share the menu during onboarding so clients know it exists.',
          'Let account managers approve add-ons up to a set value without you.',
        ],
        detail:
          'When a request is not on the menu, the account manager should log it and promise a quote within two working days. Over time, frequent unlisted requests become new menu items. This keeps scope conversations positive and commercial instead of awkward and personal.',
        action: 'Pull the last three months of client requests and price your five most common extras.',
      },
    ],
  },
  {
    title: 'Org Chart and Roles',
    description:
      'Design the structure for the agency you are becoming, with clear accountability for every part of the business.',
    lessons: [
      {
        title: 'Drawing the Org Chart for the Next Stage',
        summary:
          'An org chart is not about hierarchy; it is about accountability. When nobody owns client satisfaction, hiring or profitability, those things default to the founder. Drawing the chart for the agency you want to be in two years shows exactly which seats you need to fill.',
        heading: 'Steps to a useful org chart',
        isOrdered: true,
        points: [
          'List the core functions: sales, delivery, account management, finance, people.',
          'Give each function one accountable owner, even if it is you for now.',
          'Draw the chart for two years from now with the roles that will exist.',
          'Highlight seats where your name appears, and plan who replaces you first.',
        ],
        detail:
          'One person can sit in several seats in a small agency, but every seat needs one name only. Shared accountability usually means no accountability. Revisit the chart every six months, because growth changes which seats matter most and who is ready to step up.',
        action:
          'Draw your current org chart by function, then a second version for two years from now, and compare them.',
      },
      {
        title: 'Writing Role Scorecards',
        summary:
          'Job descriptions list tasks; scorecards describe outcomes. A scorecard states what success in the role looks like in measurable terms, which makes hiring, onboarding and reviews far easier for both sides.',
        heading: 'What goes in a scorecard',
        points: [
          'The mission of the role in one or two sentences.',
          'Three to five measurable outcomes for the first year.',
          'The competencies and values needed to achieve them.',
          'Key relationships: who they work with most closely.',
        ],
        detail:
          'Write the scorecard before you post the job, and use it to design interview questions. Share it with the new hire on day one and review progress against it at thirty, sixty and ninety days. It replaces vague impressions with a shared definition of a job well done.',
        action:
          'Write a scorecard for the next role you plan to hire, with at least three measurable outcomes.',
      },
      {
        title: 'When to Hire Your First Manager',
        summary:
          'Most founders can manage around six to eight people directly before quality, feedback and their own sanity slip. Hiring or promoting your first manager is often the moment an agency stops being a founder plus helpers and becomes a real company.',
        heading: 'Signals it is time',
        points: [
          'You have more than seven direct reports and one-to-ones keep getting cancelled.',
          'Team members wait days for your decisions on routine matters.',
          'Quality issues reach clients before anyone internal spots them.',
          'You have not worked on sales or strategy for weeks.',
        ],
        detail:
          'Promoting internally rewards loyalty and keeps culture intact, but great practitioners are not automatically great managers. Whoever steps up needs training, a clear scorecard and regular coaching from you. Budget for a dip in their billable output while they learn the role.',
        action:
          'Count your direct reports and note how many one-to-ones happened last month versus how many were planned.',
      },
    ],
  },
  {
    title: 'Partnerships and Outsourcing',
    description:
      'Extend your capacity with trusted partners and freelancers without losing quality or control.',
    lessons: [
      {
        title: 'Working with White-Label Partners',
        summary:
          'White-label partners let you offer services you do not deliver in-house, such as development or paid media, under your own brand. Done well, it widens your offer without hiring. Done badly, it exposes your clients to quality you cannot control.',
        heading: 'How to choose and manage a partner',
        points: [
          'Run a small paid pilot project before committing any client work.',
          'Agree service levels in writing: response times, revisions and quality checks.',
          'Keep client communication with your team, never directly with the partner.',
          'Hold a monthly review of delivery quality and margin on partner work.',
        ],
        detail:
          'Build a margin of at least thirty percent on partner work to cover account management and the risk you carry. Keep a second partner in mind for each service, because your first choice will eventually be busy, change owners or raise prices at the worst moment.',
        action:
          'List the services clients ask for that you do not offer, and shortlist two possible partners for the most common one.',
      },
      {
        title: 'Building a Reliable Freelancer Bench',
        summary:
          'Freelancers smooth out the peaks in your workload, but only if they are ready when you need them. Agencies that scramble to find help during busy months pay more and get worse results than those that maintain a small, trusted bench all year round.',
        heading: 'Keep the bench warm',
        points: [
          'Maintain a list of vetted freelancers by skill, rate and availability.',
          'Give each one a small paid project every quarter so they know your standards.',
          'Share your SOPs and brand guidelines as part of their onboarding.',
          'Pay promptly, because reliable freelancers choose reliable clients.',
        ],
        detail:
          'Treat freelancers as part of the extended team. Invite them to relevant briefings, give feedback after each project and thank them publicly when they do great work. The best freelancers have plenty of options; your professionalism is what keeps them prioritising your projects.',
        action:
          'Create a freelancer roster with at least two names for each of your three most stretched skills.',
      },
      {
        title: 'Contracts and IP with Partners',
        summary:
          'When partners and freelancers create work for your clients, intellectual property and confidentiality need to be watertight. A missing clause can mean your client does not actually own work they paid you for, which is an expensive problem to discover late.',
        heading: 'Clauses every partner agreement needs',
        points: [
          'Assignment of intellectual property to you, so you can pass it to the client.',
          'Confidentiality covering client data and your internal processes.',
          'A non-solicitation clause protecting your client relationships.',
          'Clear payment terms, liability limits and a termination process.',
        ],
        detail:
          'Have a lawyer draft a standard partner agreement once, and use it for every engagement. Store signed agreements in one place where anyone in operations can check them. Review the template every year, especially as data protection rules and your services change.',
        action:
          'Check that every active freelancer and partner has a signed agreement with an IP assignment clause.',
      },
    ],
  },
];

const financialKeyElements: KeyElementOutline[] = [
  {
    title: 'Pricing for Profit',
    description:
      'Set prices that reflect the value you create and the true cost of delivery, and raise them with confidence.',
    lessons: [
      {
        title: 'Value-Based Pricing Basics',
        summary:
          'Charging by the hour caps your income and punishes efficiency: the faster your team gets, the less you earn. Value-based pricing starts from what the outcome is worth to the client and prices the work as a share of that value.',
        heading: 'Questions that reveal value',
        points: [
          'What is this problem costing you each month right now?',
          'What would it mean for the business if we solved it this quarter?',
          'How will you measure whether the project was a success?',
          'What happens if you do nothing?',
        ],
        detail:
          'You will not use value pricing on every deal, and that is fine. Use it where the outcome is measurable and meaningful, such as revenue, leads or cost savings. Even on standard packages, understanding the value helps you defend your price instead of discounting at the first objection.',
        action:
          'Ask the four value questions on your next discovery call and write the answers into the proposal.',
        imageUrl: '/images/lessons/value-pricing.webp',
      },
      {
        title: 'Calculating Your True Hourly Cost',
        summary:
          'Many agencies lose money on clients without realising it because they underestimate the cost of an hour of delivery. Salaries are only part of the picture; non-billable time, tools, rent and management overhead all have to be recovered from billable hours.',
        heading: 'Work out your cost per billable hour',
        isOrdered: true,
        points: [
          'Add up all annual costs: salaries, taxes, benefits, tools, rent and overheads.',
          'Estimate billable hours per person, typically sixty to seventy-five percent of hours worked.',
          'Divide total costs by total billable hours across the team.',
          'Add your target profit margin to get the minimum rate you should charge.',
        ],
        detail:
          'Most owners are surprised by the number. If your effective rate on a client is below this figure, you are paying to work with them. Use the calculation to set a floor for every quote, and recalculate it whenever you hire or your costs change significantly.',
        action:
          'Calculate your cost per billable hour and compare it with the effective rate on your three largest clients.',
      },
      {
        title: 'Raising Prices with Existing Clients',
        summary:
          'Prices that stay flat for years quietly erode your margins as salaries and tools get more expensive. Existing clients rarely leave over a well-explained, reasonable increase, especially when they are getting results. What they dislike is surprises.',
        heading: 'How to announce an increase',
        isOrdered: true,
        points: [
          "Give at least sixty days' notice in writing, ideally before renewal.",
          'Remind the client of the results you have delivered over the past year.',
          'Explain the increase briefly without apologising for it.',
          'Offer an option to lock the current rate by committing to a longer term.',
        ],
        detail:
          'Increases of five to ten percent a year are common and expected. If a client leaves over a modest increase, they were likely your least profitable account. Plan increases into your annual calendar so they become routine rather than a stressful one-off decision.',
        action:
          'Draft a price increase letter for your longest-standing client, including three results from the past year.',
      },
      {
        title: 'Handling Discount Requests',
        summary:
          'Discounts feel like a quick way to close a deal, but a ten percent discount can wipe out a third of your profit on the project. Clients who buy on discount also tend to be the most demanding. Learn to trade, not give.',
        heading: 'Trade instead of discounting',
        points: [
          'Reduce scope to match the budget instead of reducing the price.',
          'Offer a lower price in exchange for upfront payment or a longer commitment.',
          'Ask for a case study or referral introductions as part of the deal.',
          'Hold firm on price for your best-fit clients; they value expertise over savings.',
        ],
        detail:
          'When a prospect asks for a discount, first ask what is driving the request. Often it is a budget cycle or an internal approval limit, which can be solved with phased payments. A clear, confident answer signals that your price reflects real value rather than an opening bid.',
        action:
          'Write three trade-offs you will offer instead of a straight discount and share them with whoever handles sales.',
      },
      {
        title: 'Setting Minimum Engagement Sizes',
        summary:
          'Small projects often cost as much to sell, onboard and manage as large ones. A minimum engagement size protects your team from a stream of low-value work and signals to the market the level of client you expect to serve.',
        heading: 'Setting your minimum',
        points: [
          'Calculate the fixed cost of winning and onboarding any new client.',
          'Set the minimum so that fixed cost is less than fifteen percent of the fee.',
          'Publish it on your website or state it early in the sales call.',
          'Refer smaller projects to a partner or a lower-cost productised offer.',
        ],
        detail:
          'A minimum also helps your pipeline: it filters out prospects who were never going to be a good fit before your team spends hours on proposals. Review the number yearly. As your reputation grows, raising the minimum is one of the simplest ways to move upmarket.',
        action:
          'Add up the hours spent selling and onboarding your last three small clients and set a minimum fee.',
      },
    ],
  },
  {
    title: 'Cash Flow Control',
    description:
      'Keep enough cash in the bank to pay people on time, sleep at night and invest when opportunities appear.',
    lessons: [
      {
        title: 'Reading a 13-Week Cash Forecast',
        summary:
          'Profit is an opinion; cash is a fact. Agencies can be profitable on paper and still struggle to make payroll because invoices are paid late. A rolling thirteen-week cash forecast shows problems a quarter ahead, while you still have time to act.',
        heading: 'Building the forecast',
        isOrdered: true,
        points: [
          "Start with today's bank balance.",
          'List expected receipts by week, based on invoice due dates and payment history.',
          'List every outgoing payment: payroll, rent, tools, tax and loans.',
          'Calculate the closing balance each week and mark any week below your safety line.',
        ],
        detail:
          "Update the forecast every Monday; it takes about twenty minutes once set up. Compare last week's forecast with what actually happened to improve your estimates. When a low week appears, you can chase invoices, delay spending or arrange credit calmly rather than in a panic.",
        action:
          'Build a simple thirteen-week forecast in a spreadsheet and put a Monday reminder in your calendar to update it.',
        imageUrl: '/images/lessons/cash-forecast.webp',
      },
      {
        title: 'Payment Terms and Deposits',
        summary:
          "Your payment terms decide whether you fund your clients' projects or they fund yours. Many agencies accept sixty-day terms by default and then wonder why cash is always tight. Terms are negotiable, and clients expect you to state them clearly.",
        heading: 'Terms that protect cash',
        points: [
          'Ask for a deposit of thirty to fifty percent before project work starts.',
          'Bill retainers monthly in advance, not in arrears.',
          'Set fourteen-day payment terms as your standard.',
          'Take card or direct debit payments for smaller retainers to avoid chasing.',
        ],
        detail:
          'State your terms in every proposal and contract, and make the first invoice part of the onboarding checklist. Large clients with fixed procurement rules may insist on longer terms; price that cost of waiting into the fee rather than absorbing it silently.',
        action:
          'Review the payment terms on your current contracts and update your proposal template with deposit and fourteen-day terms.',
      },
      {
        title: 'Chasing Late Invoices Without Damaging Relationships',
        summary:
          'Late payment is usually a process problem, not a bad client. Invoices get lost, approvals stall, or the wrong person receives them. A consistent, polite chasing routine gets you paid faster and keeps the relationship intact.',
        heading: 'A chasing sequence',
        isOrdered: true,
        points: [
          'Three days before the due date: a friendly reminder with the invoice attached.',
          'On the due date: a short note asking whether anything is blocking payment.',
          'Seven days late: a call to the finance contact, not the marketing lead.',
          'Fourteen days late: the account owner raises it and pauses non-urgent work.',
        ],
        detail:
          'Keep chasing separate from the creative relationship where possible, so your account manager is not the bad cop. Automate the first two reminders in your accounting software. If a client is regularly late, move them to payment in advance at the next renewal.',
        action:
          'Set up automatic reminders in your accounting tool for three days before and on the due date.',
      },
      {
        title: 'Building a Cash Reserve',
        summary:
          'A cash reserve turns a lost client from a crisis into an inconvenience. It lets you hire ahead of demand, negotiate from strength and ride out slow months without cutting corners. Most advisors suggest three months of operating costs as a target.',
        heading: 'Growing the reserve steadily',
        points: [
          'Open a separate savings account so the reserve is not mixed with working cash.',
          'Transfer a fixed percentage of every client payment, starting with five percent.',
          'Set aside tax in its own account as soon as revenue arrives.',
          'Only use the reserve for real emergencies, then rebuild it as a priority.',
        ],
        detail:
          'Building three months of costs can take a year or two, and that is fine. The habit matters more than the starting amount. Pair the reserve with an agreed overdraft or credit line you rarely use; arranging credit is much easier when you do not urgently need it.',
        action: 'Open a separate reserve account and set up an automatic weekly transfer, however small.',
      },
    ],
  },
  {
    title: 'Key Financial Metrics',
    description:
      'Track the handful of numbers that tell you whether the agency is healthy and where profit is leaking.',
    lessons: [
      {
        title: 'Gross Margin by Client',
        summary:
          'Overall profit hides the truth about individual clients. One demanding account can quietly absorb the profit from three good ones. Measuring gross margin by client shows you who to grow, who to reprice and who to let go.',
        heading: 'Calculating client margin',
        isOrdered: true,
        points: [
          'Record time spent on each client, including account management.',
          "Multiply hours by each person's cost per hour.",
          'Add direct costs such as freelancers, media fees and tools.',
          'Subtract from revenue and divide by revenue to get the margin percentage.',
        ],
        detail:
          'Healthy agencies typically target a delivery margin of fifty to sixty percent before overheads. Review margins monthly in a short meeting with account leads. A client that stays below your target for two quarters needs a pricing conversation, a scope reset or a planned exit.',
        action: "Calculate last month's gross margin for your five largest clients and rank them.",
      },
      {
        title: 'Utilisation and Capacity',
        summary:
          "Utilisation measures how much of your team's available time is spent on billable work. Too low and you are carrying costs you cannot recover. Too high and people burn out, quality drops and there is no time for improvement.",
        heading: 'Healthy utilisation targets',
        points: [
          'Delivery specialists: seventy-five to eighty-five percent billable.',
          'Account and project managers: fifty to sixty-five percent.',
          'Team leads: forty to sixty percent, leaving time for management.',
          'Founders: whatever leaves room to work on the business.',
        ],
        detail:
          'Track utilisation weekly by person and monthly by team. Sustained numbers above ninety percent are a warning sign, not an achievement; they usually precede resignations. Use the trend to time your next hire, aiming to recruit when the team averages around eighty-five percent for two months.',
        action: "Pull last month's timesheets and calculate utilisation for each person in delivery.",
      },
      {
        title: 'Revenue per Head',
        summary:
          'Revenue per full-time employee is a quick way to compare your efficiency with other agencies and with your own past. It captures pricing, utilisation and how well you use tools and freelancers in a single number.',
        heading: 'Using the number well',
        points: [
          'Calculate it as annual revenue divided by full-time equivalent staff.',
          'Include freelancers as partial full-time equivalents for a fair comparison.',
          'Track it quarterly to see whether growth is making you more efficient.',
          'Compare against agencies with a similar service mix, not the whole industry.',
        ],
        detail:
          'Many service agencies sit between one hundred and one hundred and fifty thousand in revenue per head. If yours is falling as you grow, you are probably adding people faster than systems. Improving pricing and productised delivery usually moves this number more than cutting costs.',
        action: 'Calculate revenue per head for each of the last four quarters and note the trend.',
      },
    ],
  },
];

const operationsKeyElements: KeyElementOutline[] = [
  {
    title: 'Standard Operating Procedures',
    description: 'Capture how great work gets done so quality no longer depends on who is on the project.',
    lessons: [
      {
        title: 'Deciding What to Document First',
        summary:
          "Trying to document everything at once is the fastest way to give up on SOPs. Start with the processes that happen most often, cause the most mistakes or live only in one person's head. Those deliver the biggest return on the time spent writing.",
        heading: 'Prioritise with three questions',
        points: [
          'How often does this process happen each month?',
          'How costly are mistakes when it goes wrong?',
          'How many people currently know how to do it well?',
          'Would a new hire need it in their first two weeks?',
        ],
        detail:
          'Score your processes against these questions and pick the top five. Client onboarding, monthly reporting and project kick-off are common winners. Resist polishing; a simple, accurate SOP today is far more valuable than a beautiful one that never gets finished.',
        action:
          'List twenty recurring processes, score them, and choose the top five to document this month.',
      },
      {
        title: 'Writing SOPs People Actually Follow',
        summary:
          'An SOP that sits unread in a shared drive is just a document. SOPs get followed when they are short, easy to find and written from the point of view of the person doing the work, with the reasons behind the important steps.',
        heading: 'Anatomy of a good SOP',
        points: [
          'A clear title that matches how people would search for it.',
          'The purpose and the person responsible, in two lines.',
          'Numbered steps with screenshots or short videos where helpful.',
          'A definition of done and who to ask when something is unclear.',
        ],
        detail:
          'Ask the person who does the task best to record themselves doing it, then turn the recording into written steps. Test the SOP by having someone new follow it without help. Every question they ask is a missing step that should be added.',
        action:
          'Ask your best performer to record one recurring task, then have a colleague follow the resulting SOP unaided.',
        imageUrl: '/images/lessons/writing-sops.webp',
      },
      {
        title: 'Keeping SOPs Current',
        summary:
          'Processes change as tools, clients and the team change. Outdated SOPs are worse than none because they teach people the wrong thing with confidence. Give every SOP an owner and a review date, and make updating them part of normal work.',
        heading: 'A maintenance routine',
        points: [
          'Assign one owner per SOP, usually the person who uses it most.',
          'Set a review date every six months and show it at the top of the document.',
          'Encourage anyone to suggest edits in comments while they work.',
          'Review changes to SOPs briefly in the monthly team meeting.',
        ],
        detail:
          'Link SOPs directly from the tasks in your project management tool, so people open them at the moment they need them. When a mistake reaches a client, ask whether an SOP was missing, unclear or ignored, and fix the right problem rather than blaming the person.',
        action: 'Add an owner and a review date to each of your existing SOPs.',
      },
      {
        title: 'The Video-Plus-Checklist Method',
        summary:
          'Long written manuals are slow to create and slow to read. For many agency tasks, a short screen recording paired with a one-page checklist is faster to produce and easier to follow, especially for visual and tool-heavy work.',
        heading: 'How the method works',
        isOrdered: true,
        points: [
          'Record a walkthrough of the task in under ten minutes, narrating why as well as what.',
          'Write a checklist of the key steps beneath the video.',
          'Store both in your knowledge base with a descriptive title.',
          'Re-record only the part that changes when tools are updated.',
        ],
        detail:
          'The video teaches the first time; the checklist guides every time after that. This approach lets busy team members capture knowledge in minutes instead of hours, which is often the difference between documentation happening and not happening at all.',
        action: 'Record one video-plus-checklist SOP for a task you personally still do each week.',
      },
    ],
  },
  {
    title: 'Tools and Tech Stack',
    description:
      'Choose, configure and connect the tools that run the agency, and stop paying for the ones that do not.',
    lessons: [
      {
        title: 'Auditing Your Tool Stack',
        summary:
          'Agencies accumulate software the way kitchens accumulate gadgets. Overlapping tools waste money and, worse, split information across places so nobody knows where the truth lives. A yearly audit keeps the stack lean and the team focused.',
        heading: 'Running the audit',
        isOrdered: true,
        points: [
          'Export every software subscription from your accounts and card statements.',
          'Note the owner, cost, number of active users and purpose of each tool.',
          'Flag overlaps where two tools do the same job.',
          'Cancel, consolidate or renegotiate, starting with the most expensive overlaps.',
        ],
        detail:
          'Decide one home for each type of information: tasks, files, client communication, time and finance. Write this down and share it with the team. Tools are only useful when everyone uses them the same way, so the decision matters more than which brand you pick.',
        action:
          "Export your subscriptions, list each tool's owner and purpose, and cancel at least one unused tool.",
      },
      {
        title: 'Setting Up Project Management for Agencies',
        summary:
          'A project management tool reflects how you work. Set up poorly, it becomes a graveyard of stale tasks. Set up well, it shows anyone in the agency what is due, who owns it and what is at risk, without a status meeting.',
        heading: 'Configuration essentials',
        points: [
          'One template per productised service, with standard tasks and durations.',
          'Clear task owners and due dates; no task without both.',
          'A simple status flow, such as to do, in progress, in review and done.',
          'A weekly view for managers showing overdue work across all clients.',
        ],
        detail:
          'Keep client conversations out of task comments where possible, or you will end up with two inboxes. Train the team on the conventions in a short session and revisit them after a month. Small inconsistencies, like tasks without owners, spread fast if nobody addresses them.',
        action:
          'Create a project template for your most common service, including standard tasks, owners and durations.',
      },
      {
        title: 'Automations That Save Hours Every Week',
        summary:
          'Every agency has repetitive admin: creating folders, sending onboarding emails, moving data between tools. Simple automations handle these reliably and free your team for work clients actually value. Start small and prove the time saved.',
        heading: 'Good first automations',
        points: [
          'Create project folders and tasks automatically when a deal is marked won.',
          'Send a welcome email sequence to new clients with onboarding steps.',
          'Post a weekly summary of overdue tasks to the team channel.',
          'Generate draft invoices from approved timesheets at month end.',
        ],
        detail:
          'Document every automation: what triggers it, what it does and who owns it. Automations break silently when tools change, so check them each quarter. Measure hours saved, and reinvest that time deliberately rather than letting it disappear into more busywork.',
        action:
          'Pick one repetitive admin task that happens weekly and automate it with your existing tools.',
      },
    ],
  },
  {
    title: 'Client Onboarding',
    description: 'Turn a signed contract into a confident, well-informed client within the first two weeks.',
    lessons: [
      {
        title: 'The First Fourteen Days',
        summary:
          'The first two weeks set the tone for the whole relationship. Clients are most anxious just after signing, wondering whether they made the right choice. A structured onboarding period replaces that anxiety with confidence and early momentum.',
        heading: 'A fourteen-day onboarding plan',
        isOrdered: true,
        points: [
          'Day one: welcome email, introductions to the team and the onboarding timeline.',
          'Days two to five: access, assets and information collected through one form.',
          'Day five: kickoff meeting to confirm goals, success measures and communication.',
          'Days six to fourteen: a quick visible win and the first status update.',
        ],
        detail:
          'Share the plan with the client on the first day so they know what happens next. A small early win, such as an audit with recommendations, proves you are already adding value. Track onboarding completion for every client, and review any that slipped past fourteen days.',
        action:
          'Write your fourteen-day onboarding plan as a checklist and attach it to your project template.',
        imageUrl: '/images/lessons/client-onboarding.webp',
      },
      {
        title: 'Running a Strong Kickoff Meeting',
        summary:
          'A kickoff meeting aligns everyone on what success looks like before the work starts. Skipping it, or treating it as a friendly chat, leads to mismatched expectations that surface weeks later as scope disputes and disappointed stakeholders.',
        heading: 'Kickoff agenda',
        isOrdered: true,
        points: [
          'Introductions and roles on both sides, including who approves work.',
          'Business goals and the measures you will report against.',
          'Scope review: what is included and what is not.',
          'Timeline, milestones and the communication rhythm.',
          'Risks, dependencies and next steps with owners.',
        ],
        detail:
          'Send the agenda in advance and a written summary within twenty-four hours. The summary becomes the reference point when questions arise later. Ask the client what went wrong with previous agencies; their answer tells you exactly which expectations to manage carefully.',
        action: 'Turn this agenda into a reusable kickoff slide deck and summary email template.',
      },
      {
        title: 'Collecting Access and Assets Smoothly',
        summary:
          'Chasing logins, brand files and data for weeks is one of the most common causes of slow starts. It frustrates your team and eats into the timeline clients care about. One well-designed intake process fixes most of it.',
        heading: 'Make collection painless',
        points: [
          'Use a single intake form listing every access and asset you need.',
          'Explain why you need each item, so clients prioritise correctly.',
          'Provide step-by-step guides for granting access to common platforms.',
          'Track outstanding items and send one consolidated reminder every two days.',
        ],
        detail:
          "Use a password manager or the platforms' own user invitation features rather than asking for passwords by email. It is safer for the client and for you. Make the timeline dependent on receiving the assets, and say so clearly in the contract and at kickoff.",
        action:
          'Build an intake form for your main service and include short access guides for the three most common platforms.',
      },
    ],
  },
  {
    title: 'Capacity Planning',
    description:
      'See workload coming before it hits, so you can hire, schedule and say no at the right time.',
    lessons: [
      {
        title: 'Forecasting Workload from the Pipeline',
        summary:
          'Sales and delivery often plan in isolation, so the team is either swamped or idle. Connecting your pipeline to a capacity forecast shows when new work will land and whether you have the people to deliver it.',
        heading: 'Linking sales and delivery',
        points: [
          'Estimate hours by role for every deal above a set probability.',
          'Weight those hours by the probability of closing.',
          'Compare the weighted demand with available hours for the next three months.',
          'Review the forecast weekly with sales and delivery leads together.',
        ],
        detail:
          'The forecast will never be perfect, but it turns surprises into trends. When demand exceeds capacity for more than a month, start hiring or brief freelancers. When capacity exceeds demand, push marketing and sales harder before cutting costs.',
        action: 'Add estimated hours by role to every open deal in your pipeline.',
      },
      {
        title: 'Resource Scheduling That Works',
        summary:
          "Knowing who is working on what next week should not require a meeting. A simple resource schedule shows each person's planned work and availability, helping managers spot overload early and balance work fairly.",
        heading: 'Scheduling principles',
        points: [
          'Plan at the level of half days, not minutes.',
          'Leave ten to fifteen percent of capacity unplanned for urgent requests.',
          'Include holidays, training and internal projects in the schedule.',
          'Update the schedule every Friday for the following two weeks.',
        ],
        detail:
          'Start with a spreadsheet if you do not have a scheduling tool; the habit matters more than the software. Ask team members to flag when the schedule does not match reality. Their feedback improves your estimates and makes workload discussions factual instead of emotional.',
        action:
          'Create a two-week resource schedule for your delivery team and review it together next Friday.',
      },
      {
        title: 'Saying No and Queuing Work',
        summary:
          'Saying yes to every request feels like good service until quality slips and deadlines are missed. Agencies that protect their capacity deliver better work and keep clients longer. A clear intake and queuing process makes saying not yet easy and professional.',
        heading: 'Handling requests when you are full',
        points: [
          'Log every new request with its urgency and estimated effort.',
          'Offer a realistic start date instead of a hurried yes.',
          'Let clients reprioritise within their own queue.',
          'Charge a premium for genuinely urgent work that jumps the queue.',
        ],
        detail:
          'Clients usually respect honesty about timing far more than they enjoy rushed work. Share the queue openly with retainer clients, so they can see what is in progress and decide what matters most. Premium fees for urgency also reveal what is truly urgent.',
        action:
          'Set up a shared request queue for your largest retainer client and walk them through it on your next call.',
      },
    ],
  },
];

const salesKeyElements: KeyElementOutline[] = [
  {
    title: 'Lead Generation',
    description:
      'Build a steady flow of qualified prospects so growth does not depend on luck and referrals alone.',
    lessons: [
      {
        title: 'Building a Referral Engine',
        summary:
          'Referrals are the highest-converting leads most agencies get, yet few agencies ask for them systematically. Happy clients are usually willing to refer; they just need to be asked at the right moment and told exactly who you help.',
        heading: 'A repeatable referral routine',
        isOrdered: true,
        points: [
          'Ask after a visible win, such as a launch or strong monthly results.',
          'Describe your ideal client precisely so the referrer knows who to think of.',
          'Make the introduction easy with a short message they can forward.',
          'Thank every referrer, whether or not the deal closes.',
        ],
        detail:
          'Track referrals by source in your CRM to see which clients and partners send the best leads. Consider a simple thank-you, such as a gift or a donation, rather than a cash commission, which can feel transactional. Make asking for referrals a step in every quarterly review.',
        action:
          'Identify three clients who recently saw great results and ask each for one specific introduction.',
      },
      {
        title: 'Content That Attracts Buyers',
        summary:
          "Content marketing for agencies often chases other marketers' attention instead of buyers'. The content that generates leads answers the questions your ideal clients ask before they hire an agency, in language they use.",
        heading: 'Content ideas that convert',
        points: [
          "Detailed case studies with numbers and the client's own words.",
          'Guides that answer the questions prospects ask on sales calls.',
          'Benchmarks and data from your own client work, anonymised.',
          'Honest comparisons of approaches, including when not to hire an agency.',
        ],
        detail:
          'Publish consistently rather than frequently; one strong piece a fortnight beats daily filler. Repurpose each piece into social posts, newsletter sections and sales follow-ups. Measure success by conversations started with ideal clients, not by likes or page views.',
        action:
          'List the ten questions prospects asked most on your last sales calls and plan one article for each.',
        imageUrl: '/images/lessons/content-marketing.webp',
      },
      {
        title: 'Outbound Done Respectfully',
        summary:
          'Cold outreach has a bad reputation because most of it is lazy and generic. Targeted, well-researched outbound to a short list of ideal clients still works, especially for niche agencies with a clear point of view.',
        heading: 'Principles of good outbound',
        points: [
          'Target a list of fifty ideal accounts rather than thousands of contacts.',
          'Research each one and reference something specific about their business.',
          'Lead with an insight or idea, not a request for a meeting.',
          'Follow up a small number of times, then stop gracefully.',
        ],
        detail:
          'Outbound is a long game: expect to build relationships over months. Combine emails with helpful content and genuine engagement on professional networks. Track replies and meetings by message type so you learn which angles resonate with your niche.',
        action:
          'Build a list of fifty ideal accounts and write one personalised, insight-led message for the first ten.',
      },
      {
        title: 'Partnerships as a Lead Source',
        summary:
          'Other businesses already serve your ideal clients: software vendors, consultants and complementary agencies. A few strong partnerships can deliver a steady flow of warm introductions that cost far less than advertising.',
        heading: 'Finding the right partners',
        points: [
          'List businesses your clients hire just before or after working with you.',
          'Look for partners with the same client size and quality standards.',
          'Offer value first, such as co-hosted webinars or referrals in return.',
          'Agree a simple process for introductions and follow-up.',
        ],
        detail:
          'Partnerships thrive on regular contact. Meet your top partners quarterly to share what you are seeing in the market and update each other on ideal clients. Two or three active partners are worth more than twenty names on a list.',
        action: 'Identify five potential partners and invite the best fit to a thirty-minute call.',
      },
    ],
  },
  {
    title: 'Sales Conversations',
    description:
      'Run a consistent sales process from first call to signed proposal, with higher win rates and better-fit clients.',
    lessons: [
      {
        title: 'Qualifying Calls in Fifteen Minutes',
        summary:
          'Spending hours on proposals for prospects who were never going to buy is one of the biggest hidden costs in agency sales. A short qualifying call filters out poor fits early and gives good fits a better experience.',
        heading: 'What to confirm on a qualifying call',
        points: [
          'The problem is one you solve well and have solved before.',
          'There is a budget range that fits your minimum engagement.',
          'You are speaking to, or can reach, the decision maker.',
          'There is a reason to act now, with a realistic timeline.',
        ],
        detail:
          'Be upfront that the call is to check fit for both sides. Prospects respect this. If the fit is poor, refer them to someone better suited; it builds goodwill and often returns referrals later. Only book a full discovery session when all four points are confirmed.',
        action: 'Write a five-question qualifying script and use it on every new enquiry for the next month.',
      },
      {
        title: 'Discovery Questions That Uncover Real Needs',
        summary:
          'Discovery is where deals are won. Prospects often arrive asking for a tactic, like a new website or more ads, when the real need is a business outcome. Good questions uncover that outcome and position you as an advisor rather than a supplier.',
        heading: 'Questions to include',
        points: [
          'What made you start looking for help now?',
          'What have you tried already, and what happened?',
          'If this works brilliantly, what changes for the business in a year?',
          'Who else is involved in this decision, and what do they care about?',
          'What would make you choose not to go ahead?',
        ],
        detail:
          'Listen far more than you talk; aim for the prospect speaking seventy percent of the time. Summarise what you heard at the end of the call and ask whether you got it right. That summary becomes the opening of your proposal and shows you truly listened.',
        action:
          'Record your next discovery call, with permission, and measure how much of the time you were talking.',
      },
      {
        title: 'Writing Proposals That Close',
        summary:
          "Many proposals read like a menu of services followed by a price. Winning proposals read like a plan for the client's success. They restate the problem in the client's words, explain the approach and make the decision easy.",
        heading: 'Proposal structure',
        isOrdered: true,
        points: [
          "The situation and goals, in the client's own words.",
          'Your recommended approach and why it fits their situation.',
          'Options with clear prices, usually three.',
          'Timeline, team and how you will measure success.',
          'Next steps and a simple way to accept.',
        ],
        detail:
          'Keep proposals short enough to read in ten minutes. Present them live whenever possible rather than sending them cold; you can answer questions and read reactions. Follow up within two working days with a clear question about the decision, not a vague check-in.',
        action:
          'Rewrite your proposal template using this structure and present the next proposal on a video call.',
        imageUrl: '/images/lessons/proposal-writing.webp',
      },
      {
        title: 'Presenting Price with Confidence',
        summary:
          'How you present price affects whether it is accepted. Hesitation invites negotiation. Stating the price clearly, in the context of the value and options, signals that you believe in your work and lets the client focus on fit rather than cost.',
        heading: 'Techniques that help',
        points: [
          'Recap the goals and the value of achieving them before showing the price.',
          'Present the recommended option first, then the alternatives.',
          'State the price once, clearly, and then pause.',
          'Invite questions about the approach, not just the number.',
        ],
        detail:
          'Practise saying your prices out loud until they feel normal. Silence after stating a price is uncomfortable but powerful; let the client respond first. If they say it is more than expected, ask what they were comparing it with before you adjust anything.',
        action:
          'Role-play your price presentation with a colleague three times before your next proposal meeting.',
      },
      {
        title: 'Handling Common Objections',
        summary:
          'Objections are not rejections; they are questions in disguise. Prospects raise concerns about price, timing, risk and trust because they are seriously considering you. Preparing thoughtful answers in advance turns these moments into reasons to buy.',
        heading: 'Typical objections and responses',
        points: [
          'Too expensive: clarify value, then offer a reduced scope rather than a discount.',
          'Bad timing: explore the cost of waiting and agree a specific follow-up date.',
          'We tried an agency before: ask what went wrong and explain how you differ.',
          'Need to think about it: ask what specifically they need to decide.',
        ],
        detail:
          'Keep a shared document of objections and the responses that worked, and review it in sales meetings. Many objections can be answered before they are raised, in the proposal or with case studies. The goal is clarity for the client, not winning an argument.',
        action: 'List the five objections you hear most and write a short, honest response to each.',
      },
      {
        title: 'A Follow-Up Cadence That Respects Buyers',
        summary:
          'Most deals are not lost to competitors; they are lost to silence. Buyers get busy, priorities shift and proposals sink in inboxes. A planned follow-up cadence keeps you present without being pushy.',
        heading: 'A sample cadence after sending a proposal',
        isOrdered: true,
        points: [
          'Day two: a short message with a specific question about the proposal.',
          'Day six: share a relevant case study or insight.',
          'Day twelve: ask directly whether the project is still a priority.',
          'Day twenty: a polite close-the-loop note, leaving the door open.',
        ],
        detail:
          'Each follow-up should add value or ask a clear question. Track every open proposal in your CRM with the next follow-up date. Close-the-loop messages often get the quickest replies, because they give the buyer permission to say no or finally prompt a yes.',
        action: "Review all open proposals, set a next follow-up date for each, and send today's messages.",
      },
    ],
  },
  {
    title: 'Positioning and Proof',
    description:
      'Show prospects why you are the right choice before the first call, with proof that speaks their language.',
    lessons: [
      {
        title: 'Case Studies That Sell',
        summary:
          'A strong case study is your best salesperson. Prospects want evidence that you have solved a problem like theirs for a client like them. Generic stories about great collaboration do not convince anyone; specific results do.',
        heading: 'Case study structure',
        isOrdered: true,
        points: [
          'The client and their situation before working with you.',
          'The challenge in their own words.',
          'What you did, with the key decisions explained.',
          'Results with numbers and a timeframe.',
          'A quote from the client about the experience.',
        ],
        detail:
          'Ask for permission to write a case study at the start of the engagement and agree which results you will track. Keep each case study to one page, and create short versions for proposals and social posts. Organise them by niche so prospects can find the most relevant quickly.',
        action:
          'Pick your best result of the past year and draft a one-page case study using this structure.',
      },
      {
        title: 'Your Website as a Sales Tool',
        summary:
          'Prospects check your website before they reply to a referral or take a call. If it is vague, outdated or all about you, it quietly loses deals. A good agency site makes it obvious who you help, how, and what to do next.',
        heading: 'Website essentials',
        points: [
          'A headline that names your ideal client and the outcome you deliver.',
          'Case studies and testimonials on the home page, not buried.',
          'Clear service pages with a starting price or engagement minimum.',
          'One obvious call to action, such as booking a short call.',
        ],
        detail:
          'Ask three people who match your ideal client to look at the home page for ten seconds and tell you what you do. If they cannot, the message needs work. Treat the site as a living sales tool and update it every time your positioning sharpens.',
        action: 'Run the ten-second test with three people and rewrite your headline based on their answers.',
      },
      {
        title: 'Thought Leadership on LinkedIn',
        summary:
          'Founders who share useful, opinionated insights consistently on LinkedIn build trust with buyers long before they need an agency. You do not need a huge following; you need the right few hundred people to know what you stand for.',
        heading: 'A sustainable posting habit',
        points: [
          'Post twice a week on themes tied to your niche and point of view.',
          'Share lessons from real client work, anonymised where needed.',
          'Comment thoughtfully on posts from prospects and partners.',
          'Batch-write posts in one weekly session to stay consistent.',
        ],
        detail:
          'Write as yourself, not as a brand. Stories about mistakes and lessons learned outperform polished announcements. Track conversations and enquiries that mention your posts; that is the real measure of success, far more than impressions or follower counts.',
        action:
          'Write four posts based on client lessons this month and schedule them for Tuesdays and Thursdays.',
        imageUrl: '/images/lessons/linkedin-thought-leadership.webp',
      },
    ],
  },
];

const deliveryKeyElements: KeyElementOutline[] = [
  {
    title: 'Quality Control',
    description: 'Build checks into delivery so mistakes are caught by the team, not by the client.',
    lessons: [
      {
        title: 'Defining Done for Every Deliverable',
        summary:
          'Arguments about quality usually come from different ideas of what finished means. A written definition of done for each type of deliverable gives the team a shared standard and gives reviewers something objective to check against.',
        heading: 'What a definition of done covers',
        points: [
          'Functional requirements: everything in the brief is delivered.',
          'Quality standards: brand, accessibility, accuracy and performance.',
          'Internal review completed by someone other than the creator.',
          'Files, links and notes handed over in the agreed format.',
        ],
        detail:
          'Keep each definition to one screen and attach it to the matching task in your project tool. Involve the team in writing it, so it reflects how the work actually gets done. Update it whenever a client catches an issue that the team should have found first.',
        action:
          'Write a definition of done for your most common deliverable and attach it to the project template.',
      },
      {
        title: 'Peer Review Checklists',
        summary:
          'The person who made something is the worst person to check it; they see what they intended rather than what is there. Structured peer review with a checklist catches errors quickly and spreads knowledge across the team.',
        heading: 'Making peer review effective',
        points: [
          'Use a checklist specific to the deliverable type.',
          'Schedule review time in the plan, not as an afterthought.',
          'Have reviewers note issues in a consistent place.',
          "Rotate reviewers so everyone learns from others' work.",
        ],
        detail:
          'Keep checklists short, around ten items, focused on the mistakes that happen most often. Track the issues found in review; patterns reveal where training or clearer SOPs are needed. Celebrate good catches, so review feels like teamwork rather than criticism.',
        action: 'Create a ten-item review checklist from the last five client-reported issues.',
        imageUrl: '/images/lessons/peer-review.webp',
      },
      {
        title: 'Post-Launch Quality Assurance',
        summary:
          'Launch is not the end of quality control. Tracking breaks, forms stop sending, links change. A short post-launch check in the first days catches problems while they are small and shows clients you care about results, not just delivery.',
        heading: 'Post-launch checks',
        isOrdered: true,
        points: [
          'Within one hour: verify key pages, forms and tracking are working.',
          'Within two days: review analytics for unexpected drops or errors.',
          'Within one week: gather client feedback and fix small issues.',
          'Within one month: compare results with the goals set at kickoff.',
        ],
        detail:
          'Schedule these checks as tasks when the launch date is set. Share a short summary with the client after the one-week check; it demonstrates diligence and often uncovers the next piece of work. Record any issues in your retro so the process improves each time.',
        action: 'Add the four post-launch checks as standard tasks to your project template.',
      },
    ],
  },
  {
    title: 'Client Communication',
    description: 'Keep clients informed, confident and aligned, especially when things do not go to plan.',
    lessons: [
      {
        title: 'Weekly Status Updates',
        summary:
          'Clients who hear nothing assume nothing is happening. A short, predictable weekly update prevents anxious emails, surfaces issues early and builds trust. It takes fifteen minutes to write and saves hours of reactive communication.',
        heading: 'What to include',
        points: [
          'What was completed this week.',
          'What is planned for next week.',
          'Anything you need from the client, with a date.',
          'Risks or delays, stated plainly with your plan to address them.',
        ],
        detail:
          'Send the update on the same day each week, ideally Friday morning. Use a template so every account manager communicates consistently. Bad news belongs in the update too; clients forgive delays far more readily than they forgive hearing about them late.',
        action:
          'Create a weekly update template and send the first updates to all active clients this Friday.',
      },
      {
        title: 'Monthly Reporting That Shows Value',
        summary:
          "Many agency reports are data dumps: dozens of charts with little explanation. Clients do not have time to interpret them. Reports that show value connect your work to the client's goals and recommend what to do next.",
        heading: 'A value-focused report',
        isOrdered: true,
        points: [
          'A short summary of results against the agreed goals.',
          'Three insights explaining why results moved.',
          'The work delivered this month and its impact.',
          'Recommendations and priorities for next month.',
        ],
        detail:
          'Lead with the summary; many stakeholders will read nothing else. Walk the main contact through the report on a call rather than only emailing it. Over time, the recommendations section becomes a natural source of additional work, because clients see what is possible.',
        action:
          'Add a one-paragraph executive summary and three recommendations to your next monthly report.',
        imageUrl: '/images/lessons/monthly-reporting.webp',
      },
      {
        title: 'Managing Scope Creep Gracefully',
        summary:
          'Scope creep rarely arrives as one big request. It creeps in through small favours that add up until the project is unprofitable and the team is frustrated. Managing it well protects margins without damaging the relationship.',
        heading: 'Keep scope under control',
        points: [
          'Make the scope visible to the client, with inclusions and exclusions.',
          'Acknowledge new requests positively, then log them separately.',
          'Offer options: swap for something in scope, add a change order, or schedule later.',
          'Review scope changes monthly with the client.',
        ],
        detail:
          'Train account managers to use the phrase happy to help, let me check how this fits the current scope. It keeps the tone warm while creating a pause. Track out-of-scope time; it is often the evidence you need to adjust the retainer at renewal.',
        action:
          'Log every out-of-scope request for one month and review the total hours with each account manager.',
      },
      {
        title: 'Handling Difficult Conversations',
        summary:
          'Missed deadlines, disappointing results and mistakes happen in every agency. How you handle them decides whether the client stays. Clients remember the response more than the problem itself.',
        heading: 'A framework for difficult news',
        isOrdered: true,
        points: [
          'Tell the client early, ideally before they notice.',
          'Take responsibility without excuses or blaming the team.',
          'Explain what happened and what you have already done.',
          'Present a clear plan and agree how you will keep them updated.',
        ],
        detail:
          'Deliver difficult news by phone or video, then follow up in writing. Prepare the conversation with the facts and your plan in front of you. Afterwards, run an internal review to prevent a repeat, and share what you changed with the client; it rebuilds confidence.',
        action:
          'Think of a recent issue you handled by email and role-play how you would handle it on a call using this framework.',
      },
    ],
  },
  {
    title: 'Retention and Account Growth',
    description: 'Keep great clients longer and help them get more value from working with you.',
    lessons: [
      {
        title: 'Quarterly Business Reviews',
        summary:
          'A quarterly business review steps back from day-to-day delivery to discuss strategy, results and the future. It reminds clients why they hired you and gives you a structured opportunity to propose what comes next.',
        heading: 'QBR agenda',
        isOrdered: true,
        points: [
          'Results against goals for the quarter.',
          'Wins, lessons and what you changed as a result.',
          "The client's priorities and challenges for the next quarter.",
          'Recommendations and an updated plan.',
        ],
        detail:
          'Invite senior stakeholders, not just your day-to-day contact; they make renewal decisions. Keep the presentation to around ten slides and leave most of the time for discussion. Follow up with a written summary and agreed actions within two days.',
        action: 'Schedule QBRs for your top five clients over the next six weeks.',
        imageUrl: '/images/lessons/quarterly-business-review.webp',
      },
      {
        title: 'Spotting Churn Signals Early',
        summary:
          'Clients rarely leave without warning; the signs are usually there for months. Slower replies, new stakeholders, budget questions and missed meetings all signal risk. Spotting them early gives you time to act.',
        heading: 'Warning signs to track',
        points: [
          'Your main contact leaves or a new decision maker arrives.',
          'Meetings are cancelled or attended by fewer people.',
          'Feedback becomes vague or approvals slow down.',
          'Questions about contract terms or budget appear.',
        ],
        detail:
          'Review a simple health score for every client each month, rating relationship, results and engagement. When a client turns amber, the account lead and an owner should meet them within two weeks. Many at-risk clients stay when they feel genuinely heard.',
        action:
          'Rate every client red, amber or green on relationship, results and engagement, and plan actions for the ambers.',
      },
      {
        title: 'Expanding Accounts Without Hard Selling',
        summary:
          'Growing existing clients is usually easier and more profitable than winning new ones. The key is to expand by solving real problems you have noticed, not by pushing services. Clients welcome ideas that help them reach their goals.',
        heading: 'Natural expansion opportunities',
        points: [
          'Gaps you spot while delivering the current scope.',
          'New goals the client shares in QBRs or status calls.',
          "Other teams or brands in the client's organisation.",
          'Services that naturally follow the one you deliver.',
        ],
        detail:
          'Keep an opportunity log for each account and review it with the account lead monthly. Propose ideas with a short business case, not a sales pitch. Expansion should feel like good advice; if the client does not need it, say so, and your credibility grows.',
        action: 'Start an opportunity log for your top three accounts and add at least two ideas to each.',
      },
    ],
  },
];

type PillarOutline = Omit<DemoPillar, 'slug' | 'displayOrder' | 'keyElements'> & {
  keyElements: KeyElementOutline[];
};

const pillarOutlines: PillarOutline[] = [
  {
    title: 'Mindset & Leadership',
    description:
      'Think like a CEO, lead a team that does great work without you in every detail, and build a culture people want to stay in.',
    color: '#6F42C1',
    icon: 'Brain',
    overlayImageUrl: '/images/pillars/mindset.webp',
    video: {
      url: 'https://www.youtube.com/watch?v=Hk3v8ZpNq2A',
      title: 'The CEO Shift: Leading the Agency, Not Just the Work',
      duration: '12:34',
    },
    keyElements: mindsetKeyElements,
  },
  {
    title: 'Agency Structure',
    description:
      'Choose a niche, package your services and design the roles and partnerships that let the agency scale.',
    color: '#1F6FEB',
    icon: 'Building',
    overlayImageUrl: '/images/pillars/structure.webp',
    video: null,
    keyElements: structureKeyElements,
  },
  {
    title: 'Financial Mastery',
    description:
      'Price for profit, control cash flow and track the few numbers that tell you whether the agency is healthy.',
    color: '#F6E27A',
    icon: 'DollarSign',
    overlayImageUrl: '/images/pillars/financial.webp',
    video: {
      url: 'https://vimeo.com/824781356',
      title: 'Agency Finances in Twenty Minutes',
      duration: '19:48',
    },
    keyElements: financialKeyElements,
  },
  {
    title: 'Operations & Systems',
    description:
      'Document how great work gets done, run a lean tool stack and plan capacity before it becomes a crisis.',
    color: '#2DA44E',
    icon: 'Cog',
    overlayImageUrl: '/images/pillars/operations.webp',
    video: {
      url: '/media/intro.mp4',
      title: 'Systems That Run Without You',
      duration: '08:15',
    },
    keyElements: operationsKeyElements,
  },
  {
    title: 'Sales & Marketing Process',
    description:
      'Generate qualified leads, run a consistent sales process and prove your value before the first call.',
    color: '#E8590C',
    icon: 'ListChecks',
    overlayImageUrl: '/images/pillars/sales.webp',
    video: {
      url: 'https://www.youtube.com/watch?v=R7tXw2mLc9E',
      title: 'From Referral-Dependent to Predictable Pipeline',
      duration: '15:02',
    },
    keyElements: salesKeyElements,
  },
  {
    title: 'Delivery & Quality',
    description:
      'Deliver consistently excellent work, communicate with clarity and keep your best clients for years.',
    color: '#BDE0FE',
    icon: 'CheckSquare',
    overlayImageUrl: '/images/pillars/delivery.webp',
    video: null,
    keyElements: deliveryKeyElements,
  },
];

/** display_order follows the array order, starting at 0. */
export const demoPillars: DemoPillar[] = pillarOutlines.map((pillar, index) => ({
  ...pillar,
  slug: slugify(pillar.title),
  displayOrder: index,
  keyElements: pillar.keyElements.map(buildKeyElement),
}));

/* ------------------------------------------------------------------------------------------
 * Article categories and topics
 * ---------------------------------------------------------------------------------------- */

export const demoArticleCategories: DemoArticleCategory[] = [
  'Growth',
  'Operations',
  'Finance',
  'Leadership',
  'Sales',
  'Marketing',
].map((name) => ({ name, slug: slugify(name) }));

export const demoArticleTopics: DemoArticleTopic[] = [
  { name: 'Pricing', description: 'Setting, presenting and raising prices for agency services.' },
  { name: 'Hiring', description: 'Finding, interviewing and onboarding the right people.' },
  { name: 'Client Retention', description: 'Keeping great clients longer and growing their accounts.' },
  { name: 'Systems & Automation', description: 'SOPs, tools and automations that make delivery repeatable.' },
  { name: 'Cash Flow', description: 'Forecasting, payment terms and building a cash reserve.' },
  { name: 'Positioning', description: 'Choosing a niche and standing out from generalist competitors.' },
  { name: 'Team Culture', description: 'Values, rituals and leadership habits that keep teams engaged.' },
  {
    name: 'Lead Generation',
    description: 'Referrals, content, outbound and partnerships that fill the pipeline.',
  },
].map((topic) => ({ ...topic, slug: slugify(topic.name) }));

/* ------------------------------------------------------------------------------------------
 * Gurus. The first one is the demo guru account's own profile.
 * ---------------------------------------------------------------------------------------- */

type GuruOutline = Omit<DemoGuru, 'slug'>;

const guruOutlines: GuruOutline[] = [
  {
    name: 'Morgan Blake',
    businessName: 'Blake Growth Studio',
    description: 'Helps service agencies niche down, productise and double their average deal size.',
    imageUrl: '/images/gurus/morgan-blake.svg',
    coverUrl: '/images/gurus/morgan-blake-cover.svg',
    location: 'Austin, TX',
    websiteUrl: 'https://blakegrowth.example.com',
    bio: 'Morgan built and sold a forty-person digital agency before becoming an advisor to agency owners. Morgan now works with founders between one and five million in revenue on positioning, pricing and sales process, and runs the Pillars pricing workshops.',
    experienceYears: 16,
    clientsCount: 140,
    rating: 4.9,
    reviewsCount: 87,
    isActive: true,
    specialties: [
      'Agency Positioning',
      'Pricing Strategy',
      'Sales Process',
      'Productised Services',
      'Founder Coaching',
    ],
    linkedArticleSlugs: [
      'the-three-tier-pricing-page-that-doubled-our-average-deal',
      'why-your-agency-needs-a-niche-before-it-needs-more-leads',
      'proposal-teardown-what-winning-agency-proposals-have-in-common',
      'discovery-call-question-bank',
    ],
  },
  {
    name: 'Daniel Okafor',
    businessName: 'Okafor Ops Consulting',
    description:
      'Operations consultant who turns founder-dependent agencies into documented, repeatable businesses.',
    imageUrl: '/images/gurus/daniel-okafor.svg',
    coverUrl: '/images/gurus/daniel-okafor-cover.svg',
    location: 'London, UK',
    websiteUrl: 'https://okaforops.example.com',
    bio: 'Daniel spent ten years as operations director at two creative agencies, leading both through rapid growth. He specialises in SOPs, project management set-up and capacity planning, and has a reputation for making process feel lightweight.',
    experienceYears: 14,
    clientsCount: 65,
    rating: 4.7,
    reviewsCount: 42,
    isActive: true,
    specialties: ['Operations', 'SOPs', 'Project Management', 'Automation'],
    linkedArticleSlugs: [
      'sop-starter-kit-for-service-agencies',
      'how-we-cut-onboarding-time-from-six-weeks-to-two',
    ],
  },
  {
    name: 'Priya Raman',
    businessName: 'Ledgerlight Finance',
    description: 'Fractional CFO for creative and digital agencies: pricing, cash flow and profitability.',
    imageUrl: '/images/gurus/priya-raman.svg',
    coverUrl: '/images/gurus/priya-raman-cover.svg',
    location: 'Toronto, Canada',
    websiteUrl: 'https://ledgerlight.example.com',
    bio: 'Priya is a chartered accountant who has worked exclusively with agencies for over a decade. She helps owners understand their numbers, fix leaking margins and build the cash reserves that let them make decisions from strength.',
    experienceYears: 12,
    clientsCount: 90,
    rating: 4.8,
    reviewsCount: 56,
    isActive: true,
    specialties: ['Agency Finance', 'Cash Flow', 'Profitability'],
    linkedArticleSlugs: [
      'agency-cash-flow-forecast-template',
      'the-five-numbers-every-agency-owner-should-check-weekly',
    ],
  },
  {
    name: 'Lucas Meyer',
    businessName: 'Northbound Talent',
    description: 'Talent and leadership advisor for remote-first agencies.',
    imageUrl: '/images/gurus/lucas-meyer.svg',
    coverUrl: '/images/gurus/lucas-meyer-cover.svg',
    location: 'Berlin, Germany',
    websiteUrl: 'https://northboundtalent.example.com',
    bio: 'Lucas has hired more than three hundred people for agencies across Europe and North America. He coaches first-time managers and helps founders design roles, compensation and performance processes that scale with the team.',
    experienceYears: 11,
    clientsCount: 48,
    rating: 4.6,
    reviewsCount: 31,
    isActive: true,
    specialties: [
      'Hiring',
      'Leadership',
      'Remote Teams',
      'Team Culture',
      'Compensation Design',
      'Performance Reviews',
    ],
    linkedArticleSlugs: ['hiring-your-first-operations-manager'],
  },
  {
    name: 'Sofia Alvarez',
    businessName: 'Brightline Content Co.',
    description: 'Content strategist helping agency founders build authority on LinkedIn.',
    imageUrl: '/images/gurus/sofia-alvarez.svg',
    coverUrl: '/images/gurus/sofia-alvarez-cover.svg',
    location: 'Miami, FL',
    websiteUrl: 'https://brightlinecontent.example.com',
    bio: 'Sofia runs a boutique content studio and ghostwrites for agency founders. Her clients use a simple weekly writing system to turn client lessons into posts that start sales conversations.',
    experienceYears: 8,
    clientsCount: 35,
    rating: 4.5,
    reviewsCount: 19,
    isActive: true,
    specialties: ['Content Marketing', 'LinkedIn'],
    linkedArticleSlugs: ['founder-led-content-a-weekly-system'],
  },
  {
    name: 'Ethan Brooks',
    businessName: 'Brooks M&A Advisory',
    description: 'Advises agency owners preparing for a sale or merger.',
    imageUrl: '/images/gurus/ethan-brooks.svg',
    coverUrl: '/images/gurus/ethan-brooks-cover.svg',
    location: 'Denver, CO',
    websiteUrl: 'https://brooksadvisory.example.com',
    bio: 'Ethan has advised on more than forty agency acquisitions. He is currently on sabbatical and not taking new members.',
    experienceYears: 20,
    clientsCount: 40,
    rating: 4.2,
    reviewsCount: 12,
    isActive: false,
    specialties: ['Agency Exits', 'Valuation'],
    linkedArticleSlugs: [],
  },
];

export const demoGurus: DemoGuru[] = guruOutlines.map((guru) => ({ ...guru, slug: slugify(guru.name) }));

const demoGuruSlug = demoGurus[0]!.slug;

/* ------------------------------------------------------------------------------------------
 * Articles (resources)
 * ---------------------------------------------------------------------------------------- */

type ArticleOutline = Omit<
  DemoArticle,
  'slug' | 'body' | 'videoUrl' | 'documentUrl' | 'contentImages' | 'visibilityScope'
> & {
  visibilityScope?: DemoArticle['visibilityScope'];
  paragraphs: string[];
  videoUrl?: string;
  documentUrl?: string;
  contentImages?: string[];
};

const articleOutlines: ArticleOutline[] = [
  {
    title: 'The Three-Tier Pricing Page That Doubled Our Average Deal',
    subtitle: 'How packaging the same services into three clear options changed every sales conversation.',
    featuredImageUrl: '/images/articles/three-tier-pricing.webp',
    paragraphs: [
      'For years we sent a single custom quote after every discovery call. Prospects either said yes or went quiet, and we had no idea which part of the price had scared them off.',
      'We rebuilt our offer into three packages: Foundation, Growth and Partner. The services barely changed, but the conversation did. Instead of asking whether to hire us, prospects started asking which option suited them, and sixty percent chose the middle tier.',
      'The premium tier sold rarely, but it made the middle tier look sensible. Within two quarters our average deal size had doubled, and proposals took half the time to write because the building blocks were already priced.',
    ],
    proTip: 'Design the middle tier first: it is the one most clients will buy, so give it your best margin.',
    isFeatured: true,
    isPublished: true,
    publishedDaysAgo: 4,
    estimatedReadTimeMinutes: 6,
    contentType: 'post',
    contentImages: [
      '/images/articles/three-tier-pricing-table.webp',
      '/images/articles/three-tier-results.webp',
    ],
    authorKey: 'guru',
    guruSlug: demoGuruSlug,
    categoryNames: ['Sales', 'Finance'],
    topicNames: ['Pricing'],
  },
  {
    title: 'Why Your Agency Needs a Niche Before It Needs More Leads',
    subtitle: 'More leads will not fix a message that sounds like every other agency.',
    featuredImageUrl: '/images/articles/niche-before-leads.webp',
    paragraphs: [
      'When growth stalls, most owners reach for more marketing. But if your positioning is generic, more leads simply means more price-shopping prospects and more proposals that go nowhere.',
      'A niche changes the economics. Referrals travel within industries, case studies become directly relevant, and delivery gets faster because you reuse what you learned on the last client.',
      'Start by looking at your own data. Which clients were most profitable, stayed longest and referred others? The answer is often a niche you already have but have never claimed publicly.',
    ],
    proTip:
      'Interview three of your best clients before you commit; their words make the best positioning copy.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 19,
    estimatedReadTimeMinutes: 5,
    contentType: 'post',
    authorKey: 'guru',
    guruSlug: demoGuruSlug,
    categoryNames: ['Growth', 'Marketing'],
    topicNames: ['Positioning', 'Lead Generation'],
  },
  {
    title: 'Proposal Teardown: What Winning Agency Proposals Have in Common',
    subtitle: 'We review four real proposals, anonymised, and show what made the winners win.',
    featuredImageUrl: '/images/articles/proposal-teardown.webp',
    paragraphs: [
      'In this recorded session, Morgan walks through four proposals submitted by Pillars members: two that won and two that lost. The differences are rarely about price.',
      "Winning proposals restate the problem in the client's own words, recommend one option clearly and make the next step obvious. Losing proposals lead with the agency's history and bury the price on page twelve.",
    ],
    proTip: 'Present your proposal live on a call; sending it cold cuts win rates noticeably.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 33,
    estimatedReadTimeMinutes: 24,
    contentType: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=Qm8Xe4tVb1s',
    authorKey: 'guru',
    guruSlug: demoGuruSlug,
    categoryNames: ['Sales'],
    topicNames: ['Pricing', 'Lead Generation'],
  },
  {
    title: 'Discovery Call Question Bank',
    subtitle: 'Sixty questions grouped by stage, to uncover the real need behind the request.',
    featuredImageUrl: '/images/articles/discovery-questions.webp',
    paragraphs: [
      'Prospects usually arrive asking for a tactic: a new website, more ads, a rebrand. Good discovery uncovers the business outcome behind the request and positions you as an advisor.',
      'This document groups questions into situation, goals, history, decision process and risk. Pick five or six per call rather than working through the whole list.',
    ],
    proTip: 'Aim for the prospect to talk seventy percent of the time.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 52,
    estimatedReadTimeMinutes: 8,
    contentType: 'document',
    documentUrl: '/documents/discovery-call-question-bank.pdf',
    authorKey: 'guru',
    guruSlug: demoGuruSlug,
    categoryNames: ['Sales'],
    topicNames: ['Lead Generation'],
  },
  {
    title: 'Retainer Renewal Playbook',
    subtitle: 'A ninety-day countdown that makes renewals a formality.',
    featuredImageUrl: '/images/articles/retainer-renewal.webp',
    paragraphs: [
      'Renewals are won in the three months before the contract ends, not in the final week. Start with a results review ninety days out.',
      'At sixty days, present a plan for the next term with a clear recommendation. At thirty days, send the paperwork with any price change already agreed.',
    ],
    proTip: null,
    isFeatured: false,
    isPublished: false,
    publishedDaysAgo: null,
    estimatedReadTimeMinutes: 4,
    contentType: 'post',
    authorKey: 'guru',
    guruSlug: demoGuruSlug,
    categoryNames: ['Growth'],
    topicNames: ['Client Retention'],
  },
  {
    title: 'SOP Starter Kit for Service Agencies',
    subtitle: 'Templates for the ten processes every agency should document first.',
    featuredImageUrl: '/images/articles/sop-starter-kit.webp',
    paragraphs: [
      "Most agencies never finish documenting their processes because they try to do everything at once. This kit focuses on the ten processes that cause the most mistakes when they live in one person's head.",
      'Each template includes a purpose, an owner, numbered steps and a definition of done. Copy them into your knowledge base and adapt the wording to your tools.',
      'Start with client onboarding and monthly reporting; they happen often and clients notice immediately when they go wrong.',
    ],
    proTip: 'Have a new team member follow each SOP unaided; every question they ask is a missing step.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 11,
    estimatedReadTimeMinutes: 10,
    contentType: 'document',
    documentUrl: '/documents/sop-starter-kit.pdf',
    authorKey: 'admin',
    guruSlug: 'daniel-okafor',
    categoryNames: ['Operations'],
    topicNames: ['Systems & Automation'],
  },
  {
    title: 'How We Cut Onboarding Time from Six Weeks to Two',
    subtitle: 'Daniel Okafor on the intake form, kickoff agenda and automations behind a faster start.',
    featuredImageUrl: '/images/articles/faster-onboarding.webp',
    paragraphs: [
      'Slow onboarding was costing one member agency its first month of goodwill with every new client. Assets arrived late, kickoffs were rushed and the first deliverable slipped.',
      'In this interview, Daniel explains the three changes that fixed it: one intake form for every access and asset, a structured kickoff agenda, and automations that create folders, tasks and welcome emails the moment a deal is won.',
    ],
    proTip: 'Make the project timeline start when assets are received, and say so in the contract.',
    isFeatured: true,
    isPublished: true,
    publishedDaysAgo: 8,
    estimatedReadTimeMinutes: 18,
    contentType: 'video',
    videoUrl: 'https://vimeo.com/803412257',
    contentImages: ['/images/articles/onboarding-timeline.webp'],
    authorKey: 'admin',
    guruSlug: 'daniel-okafor',
    categoryNames: ['Operations'],
    topicNames: ['Systems & Automation', 'Client Retention'],
  },
  {
    title: 'Agency Cash Flow Forecast Template',
    subtitle: 'A thirteen-week forecast you can update in twenty minutes every Monday.',
    featuredImageUrl: '/images/articles/cash-flow-template.webp',
    paragraphs: [
      'Profitable agencies still run out of cash when invoices are paid late. A rolling thirteen-week forecast shows a squeeze a quarter ahead, while there is still time to act.',
      "The template has tabs for receipts, payments and a weekly summary with a safety line. Instructions on the first tab explain how to estimate receipts from each client's payment history.",
    ],
    proTip: "Compare last week's forecast with what actually happened; your estimates improve quickly.",
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 27,
    estimatedReadTimeMinutes: 7,
    contentType: 'document',
    documentUrl: '/documents/cash-flow-forecast-template.xlsx',
    authorKey: 'admin',
    guruSlug: 'priya-raman',
    categoryNames: ['Finance'],
    topicNames: ['Cash Flow'],
  },
  {
    title: 'The Five Numbers Every Agency Owner Should Check Weekly',
    subtitle: "Slides from Priya Raman's finance session for members.",
    featuredImageUrl: '/images/articles/five-numbers.webp',
    paragraphs: [
      'You do not need a finance degree to run a healthy agency, but you do need to look at the right numbers often enough to act on them.',
      'This deck covers cash in the bank against your safety line, invoices overdue, weighted pipeline, team utilisation and gross margin by client, with target ranges and what to do when each one drifts.',
      'Each slide includes a worked example from a fifteen-person agency so you can compare your own figures.',
    ],
    proTip: 'Put the five numbers on one dashboard and review them at the same time every week.',
    isFeatured: true,
    isPublished: true,
    publishedDaysAgo: 15,
    estimatedReadTimeMinutes: 12,
    contentType: 'presentation',
    documentUrl: '/documents/five-numbers-weekly.pdf',
    authorKey: 'admin',
    guruSlug: 'priya-raman',
    categoryNames: ['Finance', 'Leadership'],
    topicNames: ['Cash Flow', 'Pricing'],
  },
  {
    title: 'Hiring Your First Operations Manager',
    subtitle: 'When to hire, what the role really does and how to interview for it.',
    featuredImageUrl: '/images/articles/first-ops-manager.webp',
    paragraphs: [
      'The first operations hire is the one that most often frees the founder, and the one most often hired too late. Lucas Meyer shares the signals that it is time and a scorecard for the role.',
      'The deck includes interview questions, a practical exercise and a ninety-day onboarding plan that gives the new manager early, visible wins.',
    ],
    proTip: 'Write the scorecard before the job ad; it makes every interview sharper.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 64,
    estimatedReadTimeMinutes: 14,
    contentType: 'presentation',
    documentUrl: '/documents/hiring-first-operations-manager.pdf',
    authorKey: 'admin',
    guruSlug: 'lucas-meyer',
    categoryNames: ['Leadership', 'Operations'],
    topicNames: ['Hiring'],
  },
  {
    title: 'Founder-Led Content: A Weekly System',
    subtitle: 'Turn client lessons into LinkedIn posts in one hour a week.',
    featuredImageUrl: '/images/articles/founder-led-content.webp',
    paragraphs: [
      'Sofia Alvarez shows the system her ghostwriting clients use: capture lessons from client calls during the week, then batch-write posts in a single one-hour session.',
      'The video covers post structures that start conversations, how to write about results without breaking confidentiality, and how to measure success by enquiries rather than likes.',
    ],
    proTip: 'Stories about mistakes and what you changed outperform polished announcements.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 41,
    estimatedReadTimeMinutes: 16,
    contentType: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=Zp3Kc7LwN0d',
    authorKey: 'admin',
    guruSlug: 'sofia-alvarez',
    categoryNames: ['Marketing'],
    topicNames: ['Lead Generation', 'Positioning'],
  },
  {
    title: 'Raising Prices Without Losing Clients',
    subtitle: 'A step-by-step approach to your next price increase, with a letter template.',
    featuredImageUrl: '/images/articles/raising-prices.webp',
    paragraphs: [
      'Flat prices quietly erode margins as salaries and tools get more expensive every year. Most clients accept a reasonable, well-explained increase; what they dislike is surprise.',
      "Give at least sixty days' notice, remind the client of the results you delivered, and state the new rate plainly. Offer to hold the current rate in exchange for a longer commitment.",
      'Members who followed this approach last year saw fewer than one in twenty clients push back, and almost none left.',
    ],
    proTip: 'Schedule price reviews into your annual calendar so increases become routine.',
    isFeatured: true,
    isPublished: true,
    publishedDaysAgo: 2,
    estimatedReadTimeMinutes: 5,
    contentType: 'post',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Finance', 'Sales'],
    topicNames: ['Pricing', 'Client Retention'],
  },
  {
    title: 'Five Signs You Are Ready to Hire',
    subtitle: 'Hiring too early strains cash; hiring too late burns out your team.',
    featuredImageUrl: '/images/articles/ready-to-hire.webp',
    paragraphs: [
      'The right time to hire is rarely when it feels comfortable. Look for sustained utilisation above eighty-five percent, a pipeline that covers the new salary for six months and recurring work you keep turning down.',
      'Other signals are softer but just as important: quality slipping on routine work, and you spending evenings on tasks someone else could do better.',
      'If three or more signs are true for two months in a row, start recruiting. Good hires take longer to find than most owners expect.',
    ],
    proTip: null,
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 71,
    estimatedReadTimeMinutes: 4,
    contentType: 'post',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Leadership', 'Growth'],
    topicNames: ['Hiring'],
  },
  {
    title: 'The Monday Meeting That Replaced Five Status Calls',
    subtitle: 'A twenty-minute weekly kick-off that keeps the whole agency aligned.',
    featuredImageUrl: '/images/articles/monday-meeting.webp',
    paragraphs: [
      'Status calls multiply as agencies grow: one per client, one per team, one for the founder. We replaced five of ours with a single twenty-minute Monday meeting.',
      'Each team lead shares their top three priorities, one risk and one request for help. Anything that needs discussion moves to a smaller follow-up call straight after.',
      'The meeting runs from a shared document, so people who miss it can catch up in two minutes.',
    ],
    proTip: 'End on time, every time; a meeting that overruns quickly loses attendance.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 88,
    estimatedReadTimeMinutes: 4,
    contentType: 'post',
    contentImages: ['/images/articles/monday-meeting-agenda.webp'],
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Operations', 'Leadership'],
    topicNames: ['Team Culture', 'Systems & Automation'],
  },
  {
    title: 'Building a Referral Engine in 90 Days',
    subtitle: 'Turn happy clients into a steady source of warm introductions.',
    featuredImageUrl: '/images/articles/referral-engine.webp',
    paragraphs: [
      'Referrals convert better than any other lead source, yet most agencies wait for them to happen by chance. A simple routine makes them predictable.',
      'Ask after visible wins, describe your ideal client precisely, and give referrers a short message they can forward. Thank every referrer, whatever the outcome.',
      'Track referrals by source in your CRM. After ninety days you will know which clients and partners send your best-fit prospects.',
    ],
    proTip: 'Add a referral request to the agenda of every quarterly business review.',
    isFeatured: true,
    isPublished: true,
    publishedDaysAgo: 23,
    estimatedReadTimeMinutes: 6,
    contentType: 'post',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Growth', 'Sales'],
    topicNames: ['Lead Generation', 'Client Retention'],
  },
  {
    title: 'Quarterly Business Review Template',
    subtitle: 'A ten-slide deck that keeps senior stakeholders engaged and renewals on track.',
    featuredImageUrl: '/images/articles/qbr-template.webp',
    paragraphs: [
      'Quarterly business reviews remind clients why they hired you and create a natural moment to propose what comes next.',
      "This template covers results against goals, wins and lessons, the client's upcoming priorities and your recommendations. Speaker notes on each slide explain what to say.",
    ],
    proTip: 'Invite the person who signs the renewal, not just your day-to-day contact.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 97,
    estimatedReadTimeMinutes: 9,
    contentType: 'presentation',
    documentUrl: '/documents/quarterly-business-review-template.pptx',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Growth'],
    topicNames: ['Client Retention'],
  },
  {
    title: 'Agency Owner Burnout: Warning Signs and Fixes',
    subtitle: 'A candid conversation with three members who hit the wall and recovered.',
    featuredImageUrl: '/images/articles/owner-burnout.webp',
    paragraphs: [
      'Burnout is the most common reason agency owners sell or shrink their businesses. In this panel, three members describe the warning signs they ignored and the changes that helped them recover.',
      'Topics include batching meetings, stepping out of internal channels, hard finish times and planning a real week off every quarter.',
      'The second half of the session covers delegating the tasks that drain you most, and how to tell your team what is changing.',
    ],
    proTip: 'Rate your energy each day for a week; the pattern tells you what to delegate first.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 110,
    estimatedReadTimeMinutes: 32,
    contentType: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=Tn5Yh1oRa6k',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Leadership'],
    topicNames: ['Team Culture'],
  },
  {
    title: 'Client Onboarding Checklist',
    subtitle: 'Every step from signed contract to first deliverable, in one printable list.',
    featuredImageUrl: '/images/articles/onboarding-checklist.webp',
    paragraphs: [
      'Use this checklist for every new client to make the first fourteen days consistent, whoever is running the account.',
      'It covers the welcome email, intake form, access requests, kickoff meeting, first status update and a quick early win.',
    ],
    proTip:
      'Attach the checklist to your project template so it is created automatically for every new client.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 124,
    estimatedReadTimeMinutes: 5,
    contentType: 'document',
    documentUrl: '/documents/client-onboarding-checklist.pdf',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Operations'],
    topicNames: ['Client Retention', 'Systems & Automation'],
  },
  {
    title: 'Annual Planning Workshop Deck',
    subtitle: 'Run a one-day planning session with your leadership team.',
    featuredImageUrl: '/images/articles/annual-planning.webp',
    paragraphs: [
      'A good annual plan fits on one page: where you want to be in three years, three priorities for this year and the numbers that prove progress.',
      'This deck guides a one-day workshop through a review of last year, a three-year picture, priorities, owners and quarterly milestones.',
      'Facilitator notes explain timings and how to keep discussions on track when opinions differ.',
    ],
    proTip: 'Share the finished one-page plan with the whole team within a week of the workshop.',
    isFeatured: true,
    isPublished: true,
    publishedDaysAgo: 138,
    estimatedReadTimeMinutes: 15,
    contentType: 'presentation',
    documentUrl: '/documents/annual-planning-workshop.pdf',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Leadership', 'Growth'],
    topicNames: ['Team Culture'],
  },
  {
    title: 'Case Study Framework: Turning Results into Sales',
    subtitle: 'A presentation template for case studies that prospects actually read.',
    featuredImageUrl: '/images/articles/case-study-framework.webp',
    paragraphs: [
      'Prospects want proof that you have solved a problem like theirs for a client like them. Generic stories about great collaboration do not convince anyone.',
      'This framework walks through the situation, challenge, approach, results and client quote, with examples of strong and weak versions of each slide.',
    ],
    proTip: 'Agree at kickoff which results you will track, so the case study writes itself later.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 151,
    estimatedReadTimeMinutes: 8,
    contentType: 'presentation',
    documentUrl: '/documents/case-study-framework.pdf',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Marketing', 'Sales'],
    topicNames: ['Positioning', 'Lead Generation'],
  },
  {
    title: 'Live Q&A Replay: Scope Creep and Change Orders',
    subtitle: "Members' questions on saying no, pricing extras and protecting margins.",
    featuredImageUrl: '/images/articles/scope-creep-qa.webp',
    paragraphs: [
      'In this replay of a members-only Q&A, the Pillars team answers questions about scope creep: how to spot it early, how to respond to requests without sounding difficult, and how to price change orders.',
      'The session ends with a walkthrough of an add-on menu that one member uses to turn extra requests into revenue.',
    ],
    proTip:
      'Log every out-of-scope request for a month; the total is often the case for a retainer increase.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 163,
    estimatedReadTimeMinutes: 45,
    contentType: 'video',
    videoUrl: '/media/scope-creep-qa.mp4',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Operations', 'Finance'],
    topicNames: ['Pricing', 'Client Retention'],
  },
  {
    title: 'What We Learned Moving to a Four-Day Week',
    subtitle: 'A six-month experiment in a twelve-person agency, with the numbers.',
    featuredImageUrl: '/images/articles/four-day-week.webp',
    paragraphs: [
      'One member agency trialled a four-day week for six months. Revenue held steady, utilisation rose slightly and two people who had been interviewing elsewhere stayed.',
      'It was not free. Client coverage on Fridays needed a rota, meetings had to shrink, and a few internal projects slowed down.',
      'The biggest lesson was that the change forced better systems: clearer SOPs, fewer meetings and more honest capacity planning.',
      'The team has now made the arrangement permanent, with a review every six months.',
    ],
    proTip: 'Run a time-boxed trial with clear success measures before making any permanent change.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 172,
    estimatedReadTimeMinutes: 7,
    contentType: 'post',
    contentImages: ['/images/articles/four-day-week-results.webp'],
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Leadership', 'Operations'],
    topicNames: ['Team Culture'],
  },
  {
    title: 'Agency Valuation Basics',
    subtitle: 'What buyers look at and how to increase the value of your agency.',
    featuredImageUrl: '/images/articles/agency-valuation.webp',
    paragraphs: [
      'Buyers value recurring revenue, healthy margins, low client concentration and a business that runs without its founder.',
      'Even if you never plan to sell, building the agency as if you might makes it more profitable and far less stressful to own.',
    ],
    proTip: null,
    isFeatured: false,
    isPublished: false,
    publishedDaysAgo: null,
    estimatedReadTimeMinutes: 6,
    contentType: 'post',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Finance', 'Growth'],
    topicNames: ['Cash Flow'],
  },
  {
    title: 'Remote Team Rituals That Actually Stick',
    subtitle: 'Small, regular habits that build belonging in distributed agencies.',
    featuredImageUrl: '/images/articles/remote-rituals.webp',
    paragraphs: [
      'Remote agencies lose the casual moments where culture used to happen. Those moments have to be designed, and small weekly rituals beat an annual party.',
      "Our members' favourites: a Friday wins thread, launch retros that start with celebration, and rotating who runs the Monday kick-off so it does not depend on the founder.",
    ],
    proTip: 'Ask the team twice a year which rituals they value, and retire the rest without guilt.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 178,
    estimatedReadTimeMinutes: 4,
    contentType: 'post',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Leadership'],
    topicNames: ['Team Culture', 'Hiring'],
  },
  {
    title: 'Partner Margin Benchmarks for Agency Owners',
    subtitle: 'What member agencies earn on each service line, shared with agency owners only.',
    featuredImageUrl: '/images/articles/three-tier-pricing.webp',
    paragraphs: [
      'Every quarter member agencies share their gross margin by service line. This is the owners-only summary: retainers, projects, media buying and consulting, with the median and the top quartile.',
      'Retainers still carry the healthiest margin when scope is reviewed monthly; project work falls behind as soon as change orders are absorbed instead of priced.',
    ],
    proTip: 'Compare your own margin per service line with the median before your next price review.',
    isFeatured: false,
    isPublished: true,
    publishedDaysAgo: 6,
    estimatedReadTimeMinutes: 5,
    contentType: 'post',
    visibilityScope: 'agents_only',
    authorKey: 'admin',
    guruSlug: null,
    categoryNames: ['Finance'],
    topicNames: ['Pricing'],
  },
];

export const demoArticles: DemoArticle[] = articleOutlines.map(({ paragraphs, ...article }) => ({
  ...article,
  visibilityScope: article.visibilityScope ?? 'all',
  slug: slugify(article.title),
  body: paragraphsToHtml(paragraphs),
  videoUrl: article.videoUrl ?? null,
  documentUrl: article.documentUrl ?? null,
  contentImages: article.contentImages ?? [],
}));

export interface DemoArticleComment {
  articleSlug: string;
  authorKey: DemoAuthorKey;
  content: string;
  hoursAgo: number;
}

/** Comments on a few articles (the article page lists them newest first). */
export const demoArticleComments: DemoArticleComment[] = [
  {
    articleSlug: 'the-three-tier-pricing-page-that-doubled-our-average-deal',
    authorKey: 'admin',
    content: 'We shared this in the last pricing workshop: the middle-tier tip alone paid for the session.',
    hoursAgo: 70,
  },
  {
    articleSlug: 'the-three-tier-pricing-page-that-doubled-our-average-deal',
    authorKey: 'guru',
    content:
      'A question I get a lot: name the tiers after outcomes, not sizes. "Growth" sells better than "Medium".',
    hoursAgo: 26,
  },
  {
    articleSlug: 'why-your-agency-needs-a-niche-before-it-needs-more-leads',
    authorKey: 'guru',
    content: 'Start with the clients you already serve best; the niche is usually hiding in your invoices.',
    hoursAgo: 50,
  },
  {
    articleSlug: 'sop-starter-kit-for-service-agencies',
    authorKey: 'admin',
    content: 'The onboarding SOP template is the one members download most. Start there.',
    hoursAgo: 12,
  },
];

/* ------------------------------------------------------------------------------------------
 * Events
 * ---------------------------------------------------------------------------------------- */

export const demoEvents: DemoEvent[] = [
  {
    title: 'Quarterly Agency Growth Roundtable',
    description:
      'An open roundtable for members to share what is working in lead generation, pricing and hiring this quarter. Bring one win and one challenge.',
    daysFromNow: -41,
    startTimeUtc: '16:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567801',
    imageUrl: '/images/events/growth-roundtable.webp',
    registrationFeeCents: 0,
    availableSeats: null,
    isActive: true,
    tags: ['Growth', 'Roundtable'],
  },
  {
    title: 'Pricing Workshop: Raising Your Rates',
    description:
      'A hands-on half-day workshop with Morgan Blake. Calculate your true cost per hour, design a three-tier offer and leave with a price increase letter ready to send.',
    daysFromNow: -20,
    startTimeUtc: '15:00',
    type: 'live',
    location: 'Capital Factory, 701 Brazos St, Austin, TX',
    zoomLink: null,
    imageUrl: '/images/events/pricing-workshop.webp',
    registrationFeeCents: 4900,
    availableSeats: 30,
    isActive: true,
    tags: ['Pricing', 'Workshop', 'Finance'],
  },
  {
    title: 'Ask Me Anything: Hiring Your First Manager',
    description:
      'Lucas Meyer answers your questions about promoting from within versus hiring externally, scorecards, and supporting a first-time manager.',
    daysFromNow: -6,
    startTimeUtc: '17:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567802',
    imageUrl: '/images/events/hiring-ama.webp',
    registrationFeeCents: 0,
    availableSeats: 100,
    isActive: true,
    tags: ['Hiring', 'AMA'],
  },
  {
    title: 'Monthly Member Hot Seat',
    description:
      'Three members each take fifteen minutes in the hot seat to work through a real challenge with the group. Everyone else learns from the discussion.',
    daysFromNow: 3,
    startTimeUtc: '16:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567803',
    imageUrl: '/images/events/hot-seat.webp',
    registrationFeeCents: 0,
    availableSeats: null,
    isActive: true,
    tags: ['Coaching', 'Hot Seat', 'Members Only'],
  },
  {
    title: 'Cash Flow Clinic',
    description:
      'A small-group clinic with Priya Raman. Bring your numbers; we build your thirteen-week forecast together and fix your payment terms. Limited to five agencies so everyone gets individual attention.',
    daysFromNow: 9,
    startTimeUtc: '18:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567804',
    imageUrl: '/images/events/cash-flow-clinic.webp',
    registrationFeeCents: 2900,
    availableSeats: 5,
    isActive: true,
    tags: ['Finance', 'Cash Flow'],
  },
  {
    title: 'SOP Sprint: Document Your Delivery in a Day',
    description:
      'A guided working session with Daniel Okafor. Choose your five most important processes and leave with first drafts of each, using the video-plus-checklist method.',
    daysFromNow: 16,
    startTimeUtc: '14:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567805',
    imageUrl: '/images/events/sop-sprint.webp',
    registrationFeeCents: 4900,
    availableSeats: 40,
    isActive: true,
    tags: ['Operations', 'Workshop', 'SOPs'],
  },
  {
    title: 'London Agency Owners Breakfast',
    description:
      'An informal breakfast for members in and around London. Meet other owners, swap referrals and hear a short talk on building a freelancer bench.',
    daysFromNow: 23,
    startTimeUtc: '08:00',
    type: 'live',
    location: 'The Hoxton, 81 Great Eastern St, London',
    zoomLink: null,
    imageUrl: '/images/events/london-breakfast.webp',
    registrationFeeCents: 0,
    availableSeats: 25,
    isActive: true,
    tags: ['Networking', 'In Person'],
  },
  {
    title: 'Sales Proposal Teardown',
    description:
      'Submit a recent proposal in advance and watch it reviewed live. We cover structure, pricing presentation and follow-up, with practical rewrites.',
    daysFromNow: 30,
    startTimeUtc: '17:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567806',
    imageUrl: '/images/events/proposal-teardown.webp',
    registrationFeeCents: 0,
    availableSeats: null,
    isActive: true,
    tags: ['Sales', 'Proposals'],
  },
  {
    title: 'Pillars Live: Agency Owners Summit',
    description:
      'Two days of talks, workshops and networking with agency owners from across the community. Sessions cover all six pillars, from leadership to delivery, with plenty of time to meet your peers.',
    daysFromNow: 45,
    startTimeUtc: '14:00',
    type: 'live',
    location: 'Chicago Marriott Downtown, 540 N Michigan Ave, Chicago, IL',
    zoomLink: null,
    imageUrl: '/images/events/summit.webp',
    registrationFeeCents: 49900,
    availableSeats: 150,
    isActive: true,
    tags: ['Conference', 'Networking', 'Leadership', 'Growth'],
  },
  {
    title: 'Delegation Deep Dive',
    description:
      'A practical session on handing work over without losing quality: what to delegate first, how to brief it, and how to check it without micromanaging. Seats are limited so everyone gets time with the host.',
    daysFromNow: 12,
    startTimeUtc: '16:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567810',
    imageUrl: '/images/events/hot-seat.webp',
    registrationFeeCents: 0,
    availableSeats: 20,
    isActive: true,
    tags: ['Leadership', 'Delegation', 'Workshop'],
  },
  {
    title: 'Client Retention Masterclass',
    description:
      'Quarterly business reviews, health scores and account expansion. This session is being rescheduled; a new date will be announced soon.',
    daysFromNow: 60,
    startTimeUtc: '16:00',
    type: 'virtual',
    location: null,
    zoomLink: 'https://zoom.us/j/81234567807',
    imageUrl: '/images/events/retention-masterclass.webp',
    registrationFeeCents: 1900,
    availableSeats: 50,
    isActive: false,
    tags: ['Retention', 'Masterclass'],
  },
];

/* ------------------------------------------------------------------------------------------
 * Support page
 * ---------------------------------------------------------------------------------------- */

export const demoSupportSettings: DemoSupportSettings = {
  supportTitle: 'How can we help?',
  supportSubtitle:
    'Browse the answers below or open a ticket, and the Pillars team will get back to you within one business day.',
  faqTitle: 'Frequently Asked Questions',
};

export const demoFaqItems: DemoFaqItem[] = [
  {
    question: 'How much does membership cost and how am I billed?',
    answer:
      'Membership is $400 per year for your whole agency, billed annually to the card on file. You can see your renewal date and payment method on the Subscription page.',
  },
  {
    question: 'How do I cancel my membership?',
    answer:
      'Go to Subscription and choose to cancel. Your access continues until the end of the current billing period, and you will not be charged again.',
  },
  {
    question: 'Can I add my team members?',
    answer:
      'Yes. Agency owners with the agent role can invite team members from Team Management. Everyone in your organization shares one subscription.',
  },
  {
    question: 'How do I book a one-to-one call?',
    answer:
      'Open Book a Call from the sidebar, pick an available date and time slot, and add a few notes about what you would like to discuss. You will see the booking under your calls.',
  },
  {
    question: 'Are events included in my membership?',
    answer:
      'Most virtual events are free for members. Some workshops and in-person events have a registration fee, shown on the event page. Register from the Events page to save your seat.',
  },
  {
    question: 'I forgot my password. How do I reset it?',
    answer:
      'On the login page choose Forgot password and enter your email address. We will send a reset link; check your spam folder if it does not arrive within a few minutes.',
  },
  {
    question: 'How is my progress through the pillars tracked?',
    answer:
      'Each lesson you mark as completed counts towards the key element and pillar progress shown on your dashboard. You can revisit completed lessons at any time.',
  },
  {
    question: 'How do I contact the Pillars team?',
    answer:
      'Send us a message from Messages for quick questions, or open a support ticket on this page for anything that needs follow-up. We reply within one business day.',
  },
].map((item, index) => ({ ...item, orderPosition: index + 1 }));

/**
 * Demo registrations (by demo account key and event title): the demo shows seats already
 * taken. member@example.com holds no upcoming seat, so the end-to-end tests can register it.
 */
export interface DemoRegistration {
  account: 'admin' | 'agent' | 'member' | 'support' | 'guru' | 'lapsed' | 'lapsedMember';
  eventTitle: string;
  paymentStatus: 'none' | 'completed';
}

export const demoRegistrations: DemoRegistration[] = [
  // Cash Flow Clinic: 5 seats, 2 paid, so 'Only 3 seats remaining!'.
  { account: 'guru', eventTitle: 'Cash Flow Clinic', paymentStatus: 'completed' },
  { account: 'support', eventTitle: 'Cash Flow Clinic', paymentStatus: 'completed' },
  { account: 'admin', eventTitle: 'Delegation Deep Dive', paymentStatus: 'none' },
  { account: 'guru', eventTitle: 'Delegation Deep Dive', paymentStatus: 'none' },
  { account: 'agent', eventTitle: 'Delegation Deep Dive', paymentStatus: 'none' },
  { account: 'agent', eventTitle: 'Monthly Member Hot Seat', paymentStatus: 'none' },
  { account: 'member', eventTitle: 'Ask Me Anything: Hiring Your First Manager', paymentStatus: 'none' },
  { account: 'agent', eventTitle: 'Ask Me Anything: Hiring Your First Manager', paymentStatus: 'none' },
];

/**
 * Demo scheduled calls at the one slot (7:00 AM PT): `weeksFromNow` weeks from the current
 * week (Los Angeles), on `weekday` (2 Tuesday ... 5 Friday). Northwind Creative (the demo
 * agent's agency) has pending, confirmed and past calls; other agencies have their own, which
 * the Northwind agent never sees. This week and next stay free for booking.
 */
export interface DemoCall {
  account: DemoRegistration['account'];
  weeksFromNow: number;
  weekday: 2 | 3 | 4 | 5;
  status: 'pending' | 'confirmed' | 'completed' | 'missed' | 'cancelled';
  phoneNumber: string | null;
  notes: string | null;
}

export const demoCalls: DemoCall[] = [
  {
    account: 'member',
    weeksFromNow: 2,
    weekday: 2,
    status: 'pending',
    phoneNumber: '(555) 010-4000',
    notes: 'Pricing review before our retainer renewals.',
  },
  {
    account: 'agent',
    weeksFromNow: 2,
    weekday: 3,
    status: 'confirmed',
    phoneNumber: '(555) 010-2000',
    notes: 'Hiring plan for a second account manager.',
  },
  {
    account: 'member',
    weeksFromNow: -2,
    weekday: 4,
    status: 'completed',
    phoneNumber: '(555) 010-4000',
    notes: 'Walked through a 13-week cash flow forecast.',
  },
  {
    account: 'guru',
    weeksFromNow: 2,
    weekday: 5,
    status: 'pending',
    phoneNumber: '(555) 010-3000',
    notes: 'Planning a guru content series.',
  },
  { account: 'lapsed', weeksFromNow: -1, weekday: 2, status: 'missed', phoneNumber: null, notes: null },
  {
    account: 'lapsedMember',
    weeksFromNow: 3,
    weekday: 3,
    status: 'cancelled',
    phoneNumber: '555-010-5000',
    notes: 'Renewal questions.',
  },
];
