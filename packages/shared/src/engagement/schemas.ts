import { z } from 'zod';
import { jobResponse } from '../jobs/schemas.ts';
import { engagementMessages } from './messages.ts';
import { levelCount, type PointAction, pointActions } from './rules.ts';

const points = z.number().int().min(0).max(10_000);

/** The points per action, every action named. */
export const actionPointsSchema = z.object(
  Object.fromEntries(pointActions.map((action) => [action, points])) as Record<PointAction, typeof points>,
);

export const levelThresholdsSchema = z
  .array(z.number().int().min(0).max(10_000_000))
  .length(levelCount)
  .superRefine((values, context) => {
    if (values[0] !== 0) context.addIssue({ code: 'custom', message: engagementMessages.firstThresholdZero });
    for (let index = 1; index < values.length; index += 1) {
      if (values[index]! <= values[index - 1]!) {
        context.addIssue({ code: 'custom', message: engagementMessages.thresholdsAscending, path: [index] });
        return;
      }
    }
  });

/** GET and PUT /api/admin/engagement. */
export const engagementSettings = z.object({
  actionPoints: actionPointsSchema,
  levelThresholds: levelThresholdsSchema,
});
export type EngagementSettings = z.infer<typeof engagementSettings>;

/**
 * /admin/engagement's form: the points as a list in `pointActions` order (the actions' names
 * have dots, which a form reads as nested fields), turned into the body on submit.
 */
export const engagementSettingsForm = z.object({
  actionPoints: z.array(points).length(pointActions.length),
  levelThresholds: levelThresholdsSchema,
});
export type EngagementSettingsForm = z.infer<typeof engagementSettingsForm>;

export const settingsToForm = (settings: EngagementSettings): EngagementSettingsForm => ({
  actionPoints: pointActions.map((action) => settings.actionPoints[action]),
  levelThresholds: [...settings.levelThresholds],
});

export const formToSettings = (form: EngagementSettingsForm): EngagementSettings => ({
  actionPoints: Object.fromEntries(
    pointActions.map((action, index) => [action, form.actionPoints[index]!]),
  ) as EngagementSettings['actionPoints'],
  levelThresholds: form.levelThresholds,
});

export const engagementSettingsResponse = z.object({
  settings: engagementSettings,
  /** The latest recalculation (running or done), if any. */
  lastRecalculation: jobResponse.nullable(),
});
export type EngagementSettingsResponse = z.infer<typeof engagementSettingsResponse>;

/** POST /api/admin/engagement/recalculate. */
export const recalculateResponse = z.object({ job: jobResponse });
export type RecalculateResponse = z.infer<typeof recalculateResponse>;

/** Home's points panel (issue 59): the viewer's total, level, streak and week. */
export const pointsPanel = z.object({
  total: z.number().int(),
  level: z.number().int().min(1).max(10),
  /** Points still needed for the next level; null at level 10. */
  pointsToNextLevel: z.number().int().nullable(),
  /** Points earned this week (Monday to Sunday, the viewer's time zone). */
  weekPoints: z.number().int(),
  /** Consecutive weeks with a lesson completed or a quiz passed. */
  streakWeeks: z.number().int(),
});
export type PointsPanel = z.infer<typeof pointsPanel>;
