import {
  BookOpenIcon,
  BrainIcon,
  BuildingIcon,
  CogIcon,
  DollarSignIcon,
  ListChecksIcon,
  type LucideIcon,
  SquareCheckBigIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

/** The icon names a pillar may carry (spec 01 section 3); any other name gets BookOpen. */
const pillarIcons = new Map<string, LucideIcon>([
  ['Brain', BrainIcon],
  ['Building', BuildingIcon],
  ['DollarSign', DollarSignIcon],
  ['Cog', CogIcon],
  ['ListChecks', ListChecksIcon],
  ['CheckSquare', SquareCheckBigIcon],
  ['BookOpen', BookOpenIcon],
]);

export function PillarIcon({ name, className }: { name: string; className?: string }) {
  const Icon = pillarIcons.get(name) ?? BookOpenIcon;
  return <Icon className={cn('size-6', className)} aria-hidden />;
}
