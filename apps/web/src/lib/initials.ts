/**
 * The avatar's letters (spec 01 section 2): the first letters of the first and last
 * name, else the first two letters of the first name, else 'AB'.
 */
export function getInitials(name: { firstName?: string | null; lastName?: string | null }): string {
  const firstName = name.firstName?.trim() ?? '';
  const lastName = name.lastName?.trim() ?? '';
  if (firstName && lastName) return `${firstLetter(firstName)}${firstLetter(lastName)}`.toUpperCase();
  if (firstName) return Array.from(firstName).slice(0, 2).join('').toUpperCase();
  return 'AB';
}

function firstLetter(value: string): string {
  return Array.from(value)[0] ?? '';
}
