import { guruCardSpecialties } from '@pillars/shared/gurus/messages';

/** A card's specialties: the first 3, then how many more ('+N more'), spec 01 section 2. */
export function cardSpecialties(specialties: readonly string[]): { shown: string[]; moreCount: number } {
  return {
    shown: specialties.slice(0, guruCardSpecialties),
    moreCount: Math.max(0, specialties.length - guruCardSpecialties),
  };
}
