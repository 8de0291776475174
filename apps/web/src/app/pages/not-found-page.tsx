import { CompassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center justify-center px-4 py-16 text-center">
      <title>Page Not Found · Pillars</title>
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <CompassIcon className="size-8" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <span className="block text-5xl text-brand-700 sm:text-6xl">404</span> Page Not Found
      </h1>
      <p className="mt-3 max-w-md text-slate-500">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>Back to Dashboard</Link>
      </Button>
    </div>
  );
}
