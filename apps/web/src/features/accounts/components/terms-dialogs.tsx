import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/dialog';

const lastUpdated = 'Last updated: May 30, 2025';

interface Section {
  heading: string;
  body: string;
}

const termsOfService: Section[] = [
  {
    heading: '1. Your membership',
    body: 'Pillars is a members-only learning and community portal for agency owners and their teams. Access requires an active paid membership or an organization that has been granted free access.',
  },
  {
    heading: '2. Your account',
    body: 'Keep your sign-in details private and tell us straight away if you think someone else has used your account. You are responsible for what happens under your account and for the team members you invite.',
  },
  {
    heading: '3. Acceptable use',
    body: 'Use the portal lawfully and respectfully. Do not share your access, copy course material in bulk, upload harmful content or try to disrupt the service or reach data that is not yours.',
  },
  {
    heading: '4. Content',
    body: 'Lessons, articles, videos and other material remain the property of Pillars and its contributors. You may use them inside your own agency; you may not resell or republish them.',
  },
  {
    heading: '5. Billing',
    body: 'The annual membership renews each year until cancelled. You can cancel at any time and keep access until the end of the period you have paid for.',
  },
  {
    heading: '6. Changes and termination',
    body: 'We may update these terms and will tell you about material changes. We may suspend accounts that break these terms. You may close your account at any time.',
  },
];

const privacyPolicy: Section[] = [
  {
    heading: '1. What we collect',
    body: 'Your name, e-mail address, phone number, agency name, your learning progress, bookmarks, comments, messages and support requests, plus basic technical data needed to keep you signed in.',
  },
  {
    heading: '2. How we use it',
    body: 'To provide the portal, track your progress, answer your messages and support requests, manage your membership and improve our content. We do not sell your personal data.',
  },
  {
    heading: '3. Who we share it with',
    body: 'Only with service providers that help us run Pillars (hosting, e-mail, payments), under agreements that protect your data, or where the law requires it.',
  },
  {
    heading: '4. Cookies',
    body: 'We use a single essential cookie to keep you signed in. We do not use advertising cookies.',
  },
  {
    heading: '5. Your rights',
    body: 'You can see, correct or delete your personal data, and ask for a copy of it. Contact support and we will answer within 30 days.',
  },
];

function LegalDialog({
  title,
  sections,
  trigger,
}: {
  title: string;
  sections: Section[];
  trigger: ReactNode;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{lastUpdated}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4 text-sm leading-relaxed text-slate-700">
          {sections.map((section) => (
            <section key={section.heading} className="flex flex-col gap-1">
              <h3 className="font-semibold text-slate-900">{section.heading}</h3>
              <p>{section.body}</p>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const linkButtonClass = 'font-medium text-brand-600 underline-offset-2 hover:underline';

export function TermsOfServiceDialog() {
  return (
    <LegalDialog
      title="Terms of Service"
      sections={termsOfService}
      trigger={
        <button type="button" className={linkButtonClass}>
          Terms of Service
        </button>
      }
    />
  );
}

export function PrivacyPolicyDialog() {
  return (
    <LegalDialog
      title="Privacy Policy"
      sections={privacyPolicy}
      trigger={
        <button type="button" className={linkButtonClass}>
          Privacy Policy
        </button>
      }
    />
  );
}
