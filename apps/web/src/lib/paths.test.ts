import { describe, expect, it } from 'vitest';
import { isSubscriptionPath, paths, safeRedirectPath } from './paths.ts';

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query and hash, normalised', () => {
    expect(safeRedirectPath('/./events')).toBe('/events');
    expect(safeRedirectPath('/resources/../events?type=live')).toBe('/events?type=live');
    // An encoded slash is a character of a path segment here, not a host.
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirectPath('/events')).toBe('/events');
    expect(safeRedirectPath('/resources?category=sales&page=2')).toBe('/resources?category=sales&page=2');
    expect(safeRedirectPath('/pillars-of-agency/people#lesson-3')).toBe('/pillars-of-agency/people#lesson-3');
  });

  it('falls back to the home page when there is nothing to go back to', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('refuses other sites and protocol tricks', () => {
    for (const value of [
      'https://evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'events',
      ' /events',
      '/\t/evil.example',
      '/.//evil.example',
      '/./\\evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/\n/evil.example',
    ]) {
      expect(safeRedirectPath(value), value).toBe('/');
    }
  });
});

describe('paths.login', () => {
  it('remembers where to go back to', () => {
    expect(paths.login('/events?type=live')).toBe('/auth/login?redirectTo=%2Fevents%3Ftype%3Dlive');
  });

  it('leaves out a redirect to home or to another site', () => {
    expect(paths.login()).toBe('/auth/login');
    expect(paths.login('/')).toBe('/auth/login');
    expect(paths.login('//evil.example')).toBe('/auth/login');
  });
});

describe('isSubscriptionPath', () => {
  it('matches the subscription page and the pages below it only', () => {
    expect(isSubscriptionPath('/subscription')).toBe(true);
    expect(isSubscriptionPath('/subscription/success')).toBe(true);
    expect(isSubscriptionPath('/subscriptions')).toBe(false);
    expect(isSubscriptionPath('/')).toBe(false);
  });
});

describe('paths.keyElement', () => {
  it('opens the lesson viewer, on a given lesson when asked', () => {
    expect(paths.keyElement('mindset-leadership', 'the-founder-mindset')).toBe(
      '/pillars-of-agency/mindset-leadership/the-founder-mindset',
    );
    expect(paths.keyElement('mindset-leadership', 'the-founder-mindset', 'a1b2')).toBe(
      '/pillars-of-agency/mindset-leadership/the-founder-mindset?lesson=a1b2',
    );
  });
});

describe('the billing pages', () => {
  it('are the URLs the router declares, all under /subscription (open without access)', () => {
    expect(paths.testCheckout('cs_test_1')).toBe('/subscription/test-checkout/cs_test_1');
    expect(paths.testPortal).toBe('/subscription/test-portal');
    expect(paths.subscriptionSuccess).toBe('/subscription/success');
    expect(isSubscriptionPath(paths.testCheckout('cs_test_1'))).toBe(true);
    expect(isSubscriptionPath(paths.testPortal)).toBe(true);
  });
});
