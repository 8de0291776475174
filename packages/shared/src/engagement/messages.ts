export const engagementMessages = {
  thresholdsAscending: 'Each level needs more points than the one before it.',
  firstThresholdZero: 'Level 1 starts at 0 points.',
  saved: 'Engagement settings saved.',
  recalculateStarted: 'Recalculating every total.',
  recalculateRunning: 'A recalculation is already running.',
} as const;
