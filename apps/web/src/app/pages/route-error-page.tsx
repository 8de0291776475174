import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/button';

/**
 * Shown when a route fails to render or its code cannot be loaded (a new deployment
 * replaced the chunks, the network dropped); reloading fixes both.
 */
export function RouteErrorPage() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Something went wrong · Pillars</title>
      <div className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlertIcon className="size-7" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-slate-500">
        Please reload the page. If it keeps happening, contact support.
      </p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </div>
  );
}
