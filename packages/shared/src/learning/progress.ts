export interface Progress {
  completed: number;
  total: number;
  /** Whole percent, 0 when there are no lessons (spec 01 section 4). */
  percent: number;
}

export function toProgress(completed: number, total: number): Progress {
  if (total <= 0) return { completed: 0, total: 0, percent: 0 };
  const bounded = Math.min(Math.max(completed, 0), total);
  return { completed: bounded, total, percent: Math.round((bounded / total) * 100) };
}
