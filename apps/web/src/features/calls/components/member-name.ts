/** 'Jane Doe', or the e-mail when the member has no name on file. */
export function memberName(member: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim();
  return name || member.email;
}
