import { describe, expect, it } from 'vitest';
import {
  enhancementPrompt,
  matchTopics,
  normalizeImageUrl,
  parseEnhancement,
  stockImages,
} from './enhancement-rules.ts';

describe('Article Magic: image URL normalisation (spec 02 section 5)', () => {
  const fixedRandom = () => 0.5;
  it.each([
    // A direct images-host URL is kept.
    [
      'https://images.unsplash.com/photo-1497366216548-37526070297c?w=1200',
      'https://images.unsplash.com/photo-1497366216548-37526070297c?w=1200',
    ],
    ['https://plus.unsplash.com/premium_photo-1661', 'https://plus.unsplash.com/premium_photo-1661'],
    // A page-style URL with a photo id becomes the direct image form.
    ['https://unsplash.com/photos/AbC123xyz_-', 'https://unsplash.com/photos/AbC123xyz_-/download'],
    [
      'https://unsplash.com/photos/a-laptop-on-a-desk-Q1w2E3r4T5y',
      'https://unsplash.com/photos/Q1w2E3r4T5y/download',
    ],
    ['https://www.unsplash.com/photos/Q1w2E3r4T5y/', 'https://unsplash.com/photos/Q1w2E3r4T5y/download'],
    // Any other page-style URL becomes a stock image (random: the middle one here).
    ['https://unsplash.com/s/photos/marketing-agency', stockImages[4]],
    ['https://unsplash.com/@someone', stockImages[4]],
    ['https://unsplash.com/photos/short', stockImages[4]],
    // Other URLs are kept, same-site paths too.
    ['https://cdn.example.com/picture.jpg', 'https://cdn.example.com/picture.jpg'],
    ['/uploads/abc.png', '/uploads/abc.png'],
    // Nothing usable is no image.
    ['', null],
    ['   ', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['not a url', null],
    ['//evil.example.com/x.png', null],
  ] as Array<[string, string | null]>)('%s -> %s', (input, expected) => {
    expect(normalizeImageUrl(input, fixedRandom)).toBe(expected);
  });

  it('picks among exactly the 8 stock images', () => {
    expect(stockImages).toHaveLength(8);
    expect(new Set(stockImages).size).toBe(8);
    const picks = [0, 0.124, 0.125, 0.5, 0.874, 0.875, 0.9999].map((value) =>
      normalizeImageUrl('https://unsplash.com/collections/123', () => value),
    );
    expect(picks).toEqual([0, 0, 1, 4, 6, 7, 7].map((index) => stockImages[index]));
    for (const url of stockImages) expect(url.startsWith('https://images.unsplash.com/photo-')).toBe(true);
  });
});

describe('Article Magic: topic matching', () => {
  const topics = [
    { id: '00000000-0000-4000-8000-000000000001', name: 'Sales' },
    { id: '00000000-0000-4000-8000-000000000002', name: 'Client Retention' },
    { id: '00000000-0000-4000-8000-000000000003', name: 'Hiring' },
    { id: '00000000-0000-4000-8000-000000000004', name: 'Pricing' },
    { id: '00000000-0000-4000-8000-000000000005', name: 'Operations' },
  ];
  it('matches names case-insensitively, drops unknown ones and repeats, keeps at most 4', () => {
    expect(matchTopics(['SALES', ' client retention ', 'Crypto', 'sales'], topics)).toEqual([
      topics[0],
      topics[1],
    ]);
    expect(matchTopics(['Nothing', 'Else'], topics)).toEqual([]);
    expect(matchTopics(['hiring', 'pricing', 'operations', 'sales', 'client retention'], topics)).toEqual([
      topics[2],
      topics[3],
      topics[4],
      topics[0],
    ]);
  });
});

describe('Article Magic: reading the answer and the prompt', () => {
  const good = {
    title: 'New',
    subtitle: 'Sub',
    featuredImage: 'https://images.unsplash.com/photo-1',
    proTip: 'Tip',
    body: '<p>Body</p>',
    suggestedTopics: ['Sales'],
  };
  it('reads a JSON object with the fields asked for, fenced or not; anything else is malformed', () => {
    expect(parseEnhancement(JSON.stringify(good))).toEqual(good);
    expect(parseEnhancement(`\`\`\`json\n${JSON.stringify(good)}\n\`\`\``)).toEqual(good);
    expect(parseEnhancement('{"title": "New", "body": ')).toBeNull();
    expect(parseEnhancement(JSON.stringify({ ...good, title: '' }))).toBeNull();
    expect(parseEnhancement(JSON.stringify({ ...good, body: undefined }))).toBeNull();
    expect(parseEnhancement(JSON.stringify({ ...good, suggestedTopics: 'Sales' }))).toBeNull();
    expect(parseEnhancement('[]')).toBeNull();
  });
  it('asks with the title, the subtitle or None, the body and the topic names (spec 02 section 7)', () => {
    const [system, user] = enhancementPrompt(
      { title: 'Pricing', subtitle: null, body: '<p>Charge more.</p>' },
      ['Sales', 'Pricing'],
    );
    expect(system!.role).toBe('system');
    expect(user!.content).toContain('Title: Pricing');
    expect(user!.content).toContain('Subtitle: None');
    expect(user!.content).toContain('<p>Charge more.</p>');
    expect(user!.content).toContain('Available topics: Sales, Pricing');
    for (const key of [
      '"title"',
      '"subtitle"',
      '"featuredImage"',
      '"proTip"',
      '"body"',
      '"suggestedTopics"',
    ]) {
      expect(user!.content).toContain(key);
    }
    expect(user!.content).toContain('2-4');
  });
});
