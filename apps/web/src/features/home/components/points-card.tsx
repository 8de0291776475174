import type { PointsPanel } from '@pillars/shared/engagement/schemas';
import { groupThousands } from '@pillars/shared/numbers';
import { FlameIcon, StarIcon, TrophyIcon } from 'lucide-react';
import { Card } from '@/components/card';

export const pointsCardTexts = {
  heading: 'Your progress',
  level: (level: number) => `Level ${level}`,
  points: (total: number) => `${groupThousands(total)} ${total === 1 ? 'point' : 'points'}`,
  streak: (weeks: number) => (weeks === 0 ? 'No streak yet' : `${weeks}-week streak`),
  streakHint: 'Complete a lesson every week to keep it.',
  week: (points: number) => `${groupThousands(points)} this week`,
  toNext: (points: number, level: number) => `${groupThousands(points)} to level ${level}`,
  top: 'Top level reached',
} as const;

function Figure({ icon: Icon, label, hint }: { icon: typeof StarIcon; label: string; hint: string }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
    </div>
  );
}

/** Home's points panel (issue 59): level and total, the weekly streak, this week and the next level. */
export function PointsCard({ points }: { points: PointsPanel }) {
  return (
    <Card role="region" className="p-4 sm:p-5" aria-labelledby="points-card-heading">
      <h2 id="points-card-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {pointsCardTexts.heading}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure
          icon={TrophyIcon}
          label={pointsCardTexts.level(points.level)}
          hint={pointsCardTexts.points(points.total)}
        />
        <Figure
          icon={FlameIcon}
          label={pointsCardTexts.streak(points.streakWeeks)}
          hint={pointsCardTexts.streakHint}
        />
        <Figure
          icon={StarIcon}
          label={pointsCardTexts.week(points.weekPoints)}
          hint={
            points.pointsToNextLevel === null
              ? pointsCardTexts.top
              : pointsCardTexts.toNext(points.pointsToNextLevel, points.level + 1)
          }
        />
      </div>
    </Card>
  );
}
