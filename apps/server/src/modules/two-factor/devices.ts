import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { formatInTimeZone } from '../../lib/zoned-time.ts';

/*
 * "New sign-in to your Pillars account" (issue 44): one mail the first time an account signs
 * in from a device it has not used, a device being the browser family and system
 * ('Chrome on macOS') and the network (an IPv4 /24, an IPv6 /48). The very first device of an
 * account (its sign-up, an accepted invitation, or the first sign-in since this was added)
 * is remembered without a mail.
 */

/** The network part of an address: IPv4 /24, IPv6 /48 (IPv4-mapped addresses as IPv4). */
export function networkOf(ip: string): string {
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const groups = head.split(':').filter(Boolean);
  const tailGroups = tail.split(':').filter(Boolean);
  const full = [
    ...groups,
    ...Array(Math.max(0, 8 - groups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${full.slice(0, 3).join(':')}::/48`;
}

export function deviceKeyOf(userAgent: string | null, ip: string): string {
  return `${describeUserAgent(userAgent)}|${networkOf(ip)}`;
}

export async function noteSignInDevice(
  ctx: ServiceContext,
  input: { userId: string; email: string; userAgent: string | null; ip: string; mail: boolean },
): Promise<void> {
  const device = describeUserAgent(input.userAgent);
  const key = deviceKeyOf(input.userAgent, input.ip);
  // One statement: remember the device, and say whether it is new and the account had others.
  const [noted] = await queryRows<{ is_new: boolean; had_others: boolean; time_zone: string | null }>(
    ctx.db,
    sql`with inserted as (
          insert into known_devices (user_id, device_key) values (${input.userId}, ${key})
          on conflict do nothing returning user_id)
        select exists (select 1 from inserted) as is_new,
               exists (select 1 from known_devices k where k.user_id = ${input.userId} and k.device_key <> ${key}) as had_others,
               (select p.time_zone from profiles p where p.id = ${input.userId}) as time_zone`,
  );
  if (!input.mail || !noted?.is_new || !noted.had_others) return;
  const when = formatInTimeZone(new Date(ctx.now()), noted.time_zone ?? 'UTC');
  const link = `${ctx.appUrl}/settings#sessions`;
  await ctx.mailer.send({
    to: input.email,
    subject: 'New sign-in to your Pillars account',
    text: `Hello,\n\nYour Pillars account was just signed in to from a device it has not used before.\n\nWhen: ${when}\nDevice: ${device}\nIP address: ${input.ip}\n\nIf this was you, there is nothing to do. If not, end that session in Settings > Sessions and change your password:\n\n${link}`,
    html: `<p>Hello,</p><p>Your Pillars account was just signed in to from a device it has not used before.</p><ul><li>When: ${escapeHtml(when)}</li><li>Device: ${escapeHtml(device)}</li><li>IP address: ${escapeHtml(input.ip)}</li></ul><p>If this was you, there is nothing to do. If not, end that session in <a href="${link}">Settings &gt; Sessions</a> and change your password.</p>`,
  });
}
