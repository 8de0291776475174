import { describe, expect, it } from 'vitest';
import { accessPollingDelays } from './access-polling';

describe('the success page polling', () => {
  it('waits 3 s, then retries up to 5 times: after 1.5 s, then every 2 s', () => {
    expect(accessPollingDelays()).toEqual([3000, 1500, 2000, 2000, 2000, 2000]);
  });

  it('has read the account for the last time 12.5 s after the page opened', () => {
    expect(accessPollingDelays().reduce((total, delay) => total + delay, 0)).toBe(12_500);
  });
});
