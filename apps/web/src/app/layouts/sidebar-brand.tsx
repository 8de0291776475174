import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Logo } from './logo';
import { shellClasses } from './shell-classes';

/** The logo at the top of the sidebar and of the phone's drawer, linking Home. */
export function SidebarBrand() {
  return (
    <div className={shellClasses.sidebarBrand}>
      <Link to={paths.home} className="rounded-lg focus-visible:outline-white" aria-label="Pillars home">
        <Logo tone="light" />
      </Link>
    </div>
  );
}
