import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';

export function BackToPillars() {
  return <BackLink to={paths.pillars} label="Back to Pillars of Agency" />;
}

/** The way out of a learning page that could not load. */
export function BackToPillarsButton() {
  return (
    <Button asChild>
      <Link to={paths.pillars}>Back to Pillars of Agency</Link>
    </Button>
  );
}
