import { slugify } from '@pillars/shared/slugify';
import { useRef } from 'react';

/**
 * Spec 02 section 5: the slug follows the title while it still matches the value derived
 * from the title (so an admin's own slug is never overwritten), and stays editable.
 *
 * Call `titleChanged(newTitle, currentSlug)` from the title's onChange; it returns the slug
 * to set, or undefined to leave the slug alone. `initialTitle` is the saved title in edit
 * mode ('' when creating), so an edited record's slug keeps following while it equals the
 * slug of its previous title.
 */
export function useDerivedSlug(initialTitle: string) {
  const previousTitle = useRef(initialTitle);
  return {
    titleChanged(nextTitle: string, currentSlug: string): string | undefined {
      const followed = currentSlug === '' || currentSlug === slugify(previousTitle.current);
      previousTitle.current = nextTitle;
      return followed ? slugify(nextTitle) : undefined;
    },
  };
}
