import { BookOpenIcon, CalendarDaysIcon, UsersIcon } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { paths } from '@/lib/paths';
import { Logo } from './logo';

const highlights = [
  { icon: BookOpenIcon, text: 'Step-by-step lessons across the Pillars of Agency' },
  { icon: CalendarDaysIcon, text: 'Live and virtual events with agency experts' },
  { icon: UsersIcon, text: 'A community of agency owners growing together' },
];

/** Split screen for /auth/*: the brand panel (a band on phones) beside the form. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white md:flex-row">
      <aside className="relative overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-6 text-white md:flex md:w-1/2 md:flex-col md:justify-between md:px-12 md:py-12 lg:px-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent-500/20 blur-3xl"
        />
        <Link
          to={paths.home}
          className="relative w-fit rounded-lg focus-visible:outline-white"
          aria-label="Pillars home"
        >
          <Logo tone="light" />
        </Link>
        <div className="relative mt-4 md:mt-0">
          <p className="text-lg font-semibold text-brand-50 md:text-4xl md:leading-tight md:font-bold md:text-white lg:text-5xl">
            Build, grow & love agency
          </p>
          <ul className="mt-10 hidden flex-col gap-4 md:flex">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-brand-100">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-5 text-accent-300" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative hidden text-sm text-brand-200 md:block">
          The members' portal for agency owners and their teams.
        </p>
      </aside>
      <main className="flex flex-1 items-start justify-center px-5 py-10 sm:px-8 md:items-center md:py-12">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
