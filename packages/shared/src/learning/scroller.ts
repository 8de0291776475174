/** Spec 01 section 9: the featured scroller moves 300 px per click. */
export const scrollStepPixels = 300;

export interface ScrollState {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Where one click left (-1) or right (+1) goes, clamped to the ends. */
export function nextScrollLeft(state: ScrollState, direction: -1 | 1): number {
  const maximum = Math.max(0, state.scrollWidth - state.clientWidth);
  return Math.min(maximum, Math.max(0, state.scrollLeft + direction * scrollStepPixels));
}

/** Which buttons work: disabled at the ends (1 px of slack for sub-pixel scrolling). */
export function scrollButtons(state: ScrollState): { canScrollLeft: boolean; canScrollRight: boolean } {
  const maximum = Math.max(0, state.scrollWidth - state.clientWidth);
  return { canScrollLeft: state.scrollLeft > 1, canScrollRight: state.scrollLeft < maximum - 1 };
}
