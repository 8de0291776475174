import { describe, expect, it } from 'vitest';
import { nextScrollLeft, scrollButtons } from './scroller.ts';

const track = { scrollWidth: 1500, clientWidth: 800 };

describe('featured scroller paging', () => {
  it('moves 300 px per click', () => {
    expect(nextScrollLeft({ ...track, scrollLeft: 0 }, 1)).toBe(300);
    expect(nextScrollLeft({ ...track, scrollLeft: 300 }, -1)).toBe(0);
  });

  it('stops at both ends', () => {
    expect(nextScrollLeft({ ...track, scrollLeft: 600 }, 1)).toBe(700);
    expect(nextScrollLeft({ ...track, scrollLeft: 100 }, -1)).toBe(0);
    expect(nextScrollLeft({ scrollWidth: 500, clientWidth: 800, scrollLeft: 0 }, 1)).toBe(0);
  });

  it('disables the buttons at the ends', () => {
    expect(scrollButtons({ ...track, scrollLeft: 0 })).toEqual({
      canScrollLeft: false,
      canScrollRight: true,
    });
    expect(scrollButtons({ ...track, scrollLeft: 300 })).toEqual({
      canScrollLeft: true,
      canScrollRight: true,
    });
    expect(scrollButtons({ ...track, scrollLeft: 700 })).toEqual({
      canScrollLeft: true,
      canScrollRight: false,
    });
    expect(scrollButtons({ scrollWidth: 500, clientWidth: 800, scrollLeft: 0 })).toEqual({
      canScrollLeft: false,
      canScrollRight: false,
    });
  });
});
