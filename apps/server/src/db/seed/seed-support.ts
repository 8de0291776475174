import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';

/*
 * Demo chat and tickets for member@example.com (Sam Carter), answered by
 * support@example.com (Riley Chen), so /messages, /support, the bell and the team's inbox
 * and queue are not empty: a conversation whose last team reply is unread, a closed
 * ticket with the team's answer (read), and a ticket in progress with an unread team reply.
 * Rows are written oldest first, so their seq (the realtime order) follows their times.
 */

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

export async function seedDemoSupport(
  db: Executor,
  people: { memberUserId: string; supportUserId: string },
): Promise<void> {
  const { memberUserId: member, supportUserId: support } = people;
  const chat: Array<{ content: string; fromTeam: boolean; hoursAgo: number; isRead: boolean }> = [
    {
      content: "Hi! Is there a recording of last month's pricing workshop?",
      fromTeam: false,
      hoursAgo: 74,
      isRead: true,
    },
    {
      content:
        'Hi Sam, yes: it is in All Resources under Pricing, titled "Value-Based Pricing Workshop". Enjoy!',
      fromTeam: true,
      hoursAgo: 73,
      isRead: true,
    },
    {
      content: 'Found it, thanks! One more question: can my whole team join the next live event?',
      fromTeam: false,
      hoursAgo: 26,
      isRead: true,
    },
    {
      content:
        "Absolutely. Everyone on your agency's membership can register from the Events page; each person takes one seat.",
      fromTeam: true,
      hoursAgo: 25,
      isRead: false,
    },
  ];
  for (const message of chat) {
    const at = hoursAgo(message.hoursAgo);
    await db.execute(
      sql`insert into messages (content, user_id, is_admin_message, admin_id, created_at, read_at)
          values (${message.content}, ${member}, ${message.fromTeam}, ${message.fromTeam ? support : null},
                  ${at}, ${message.isRead ? at : null})`,
    );
  }

  const tickets: Array<{
    subject: string;
    message: string;
    status: 'open' | 'in_progress' | 'closed';
    hoursAgo: number;
    replies: Array<{ text: string; fromTeam: boolean; hoursAgo: number; isRead: boolean }>;
  }> = [
    {
      subject: 'Invoice for our annual membership',
      message: 'Could you send me an invoice with our agency address for last month’s renewal?',
      status: 'closed',
      hoursAgo: 240,
      replies: [
        {
          text: 'Hi Sam, we have e-mailed the invoice with Northwind’s address to you. Let us know if anything is missing.',
          fromTeam: true,
          hoursAgo: 236,
          isRead: true,
        },
        { text: 'Got it, thank you!', fromTeam: false, hoursAgo: 230, isRead: true },
      ],
    },
    {
      subject: 'Lesson video does not play on my phone',
      message: 'The intro video of the Sales pillar stays black on my iPhone. It works on my laptop.',
      status: 'in_progress',
      hoursAgo: 30,
      replies: [
        {
          text: 'Thanks for reporting this. We are looking into it; meanwhile, does it play after switching off Low Power Mode?',
          fromTeam: true,
          hoursAgo: 20,
          isRead: false,
        },
      ],
    },
  ];
  for (const ticket of tickets) {
    const at = hoursAgo(ticket.hoursAgo);
    const lastActivity = ticket.replies.length > 0 ? hoursAgo(ticket.replies.at(-1)!.hoursAgo) : at;
    const result = (await db.execute(
      sql`insert into support_requests (user_id, subject, message, status, created_at, updated_at,
                                        status_seq)
          values (${member}, ${ticket.subject}, ${ticket.message}, ${ticket.status}, ${at}, ${lastActivity},
                  ${ticket.status === 'open' ? null : sql`nextval('support_event_seq')`})
          returning id`,
    )) as unknown as { rows: Array<{ id: string }> };
    const ticketId = result.rows[0]!.id;
    for (const reply of ticket.replies) {
      const replyAt = hoursAgo(reply.hoursAgo);
      await db.execute(
        sql`insert into ticket_responses (ticket_id, responder_id, response_text, created_at, read_at)
            values (${ticketId}, ${reply.fromTeam ? support : member}, ${reply.text}, ${replyAt},
                    ${reply.isRead ? replyAt : null})`,
      );
    }
  }
}
