import { describe, expect, it } from 'vitest';
import { shareLink } from './share';

const data = { title: 'Pricing', url: 'https://pillars.example/resources/pricing' };

function clipboard() {
  const written: string[] = [];
  return { written, clipboard: { writeText: async (text: string) => void written.push(text) } };
}

describe('shareLink', () => {
  it('uses the share sheet where there is one', async () => {
    const shared: ShareData[] = [];
    const { written, clipboard: board } = clipboard();
    const outcome = await shareLink(data, {
      share: async (item) => void shared.push(item),
      clipboard: board,
    });
    expect(outcome).toBe('shared');
    expect(shared).toEqual([data]);
    expect(written).toEqual([]);
  });

  it('copies the link without a share sheet', async () => {
    const { written, clipboard: board } = clipboard();
    expect(await shareLink(data, { clipboard: board })).toBe('copied');
    expect(written).toEqual([data.url]);
  });

  it('says nothing when the member closes the sheet', async () => {
    const { written, clipboard: board } = clipboard();
    const share = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    expect(await shareLink(data, { share, clipboard: board })).toBe('cancelled');
    expect(written).toEqual([]);
  });

  it('copies when the share sheet refuses', async () => {
    const { written, clipboard: board } = clipboard();
    const share = async () => {
      throw new DOMException('no activation', 'NotAllowedError');
    };
    expect(await shareLink(data, { share, clipboard: board })).toBe('copied');
    expect(written).toEqual([data.url]);
  });
});
