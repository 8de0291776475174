/**
 * Links from the mail the test server delivered to its log (no SMTP: each mail is one JSON
 * log line, `{ mail: { to }, msg: "outbox mail:\n<text>" }`).
 *
 * Tests look a link up by its recipient, never as "the newest link in the log": the server
 * is one per worker, so the log also holds the mail of the tests that ran before, and a mail
 * job may still be on its way when the next one is queued.
 */
export function mailLinks(output: string, to: string, path: string): string[] {
  const linkPattern = new RegExp(
    `http://127\\.0\\.0\\.1:\\d+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#token=[A-Za-z0-9%_-]+`,
    'g',
  );
  const links: string[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{') || !line.includes('outbox mail:')) continue;
    let entry: { mail?: { to?: string }; msg?: string };
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // a line cut by the output's limit
    }
    if (entry.mail?.to?.toLowerCase() !== to.toLowerCase()) continue;
    links.push(...(entry.msg?.match(linkPattern) ?? []));
  }
  return links;
}

/** The invitation links mailed to `to`, oldest first. */
export function invitationLinks(output: string, to: string): string[] {
  return mailLinks(output, to, '/auth/accept-invitation');
}
