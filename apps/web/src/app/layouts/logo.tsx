import { LandmarkIcon } from 'lucide-react';

const tones = {
  dark: { mark: 'bg-brand-700 text-white', name: 'text-brand-700' },
  light: { mark: 'bg-white/10 text-white ring-1 ring-white/20', name: 'text-white' },
};

/** The Pillars mark and name; `tone` picks colours for dark or light backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <span className={`flex size-9 items-center justify-center rounded-lg ${tones[tone].mark}`}>
        <LandmarkIcon className="size-5" aria-hidden />
      </span>
      <span className={`text-xl font-bold tracking-tight ${tones[tone].name}`}>Pillars</span>
    </span>
  );
}
