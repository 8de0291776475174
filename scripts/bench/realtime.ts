import { openEventStream } from '../../apps/server/test/sse-client.ts';

/**
 * The realtime budget (issue 13): `clients` SSE streams on one instance (half as the demo
 * member, half as the support account, who receives every conversation), then the team
 * replies `messages` times in the member's conversation, one reply after the other; every
 * stream should receive every reply. Delivery time = receipt on the stream - the moment the
 * POST was sent (so it includes the write, the commit, NOTIFY, the load and the fan-out).
 * The clients run in the bench process on the same machine as the server: their parsing
 * counts against the budget too.
 */
export interface RealtimeBenchResult {
  clients: number;
  messages: number;
  deliveries: number;
  missed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Posting time (the POST's answer), for comparison. */
  postP95: number;
}

export const realtimeP95BudgetMs = 250;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function runRealtimeBench(options: {
  serverUrl: string;
  memberCookie: string;
  supportCookie: string;
  clients: number;
  messages: number;
}): Promise<RealtimeBenchResult> {
  const { serverUrl, memberCookie, supportCookie, clients, messages } = options;
  const me = await fetch(`${serverUrl}/api/me`, { headers: { cookie: memberCookie } });
  const memberId = ((await me.json()) as { profile: { id: string } }).profile.id;

  const streams = await Promise.all(
    Array.from({ length: clients }, (_, index) =>
      openEventStream(`${serverUrl}/api/realtime`, {
        cookie: index % 2 === 0 ? memberCookie : supportCookie,
      }),
    ),
  );
  const refused = streams.filter((stream) => stream.status !== 200).length;
  if (refused > 0) throw new Error(`${refused} of ${clients} realtime streams were refused`);

  const sentAt = new Map<string, number>();
  const postTimes: number[] = [];
  try {
    for (let index = 0; index < messages; index += 1) {
      const content = `bench delivery ${index}`;
      const startedAt = performance.now();
      sentAt.set(content, startedAt);
      const response = await fetch(`${serverUrl}/api/admin/inbox/${memberId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: supportCookie },
        body: JSON.stringify({ content }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`a bench reply answered ${response.status}`);
      postTimes.push(performance.now() - startedAt);
      // About ten replies a second: a busy team, not a flood.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Late deliveries: up to 10 s for the last ones.
    const expected = clients * messages;
    const deadline = performance.now() + 10_000;
    const delivered = () =>
      streams.reduce(
        (sum, stream) =>
          sum +
          stream.events.filter(
            (event) =>
              event.event === 'message' &&
              sentAt.has((event.data as { message: { content: string } }).message.content),
          ).length,
        0,
      );
    while (delivered() < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    for (const stream of streams) stream.close();
  }

  const latencies: number[] = [];
  for (const stream of streams) {
    for (const event of stream.events) {
      if (event.event !== 'message') continue;
      const started = sentAt.get((event.data as { message: { content: string } }).message.content);
      if (started !== undefined) latencies.push(event.receivedAt - started);
    }
  }
  latencies.sort((first, second) => first - second);
  postTimes.sort((first, second) => first - second);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    clients,
    messages,
    deliveries: latencies.length,
    missed: clients * messages - latencies.length,
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    postP95: round(percentile(postTimes, 0.95)),
  };
}

/** The section of docs/benchmarks.md. */
export function realtimeMarkdown(results: Array<{ title: string; result: RealtimeBenchResult }>): string[] {
  if (results.length === 0) return [];
  return [
    '## Realtime delivery',
    '',
    'Server-sent events on one instance: half the streams as the demo member, half as the support account ' +
      '(who receives every conversation); the team replies in the member’s conversation about ten times a ' +
      'second; delivery = receipt on a stream minus the moment the reply was posted. The clients run on the ' +
      `same machine. Budget: p95 under ${realtimeP95BudgetMs} ms.`,
    '',
    '| configuration | streams | replies | deliveries | missed | p50 ms | p95 ms | p99 ms | max ms | POST p95 ms | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ title, result }) =>
        `| ${title} | ${result.clients} | ${result.messages} | ${result.deliveries} | ${result.missed} | ${result.p50} | ` +
        `${result.p95} | ${result.p99} | ${result.max} | ${result.postP95} | ` +
        `${result.p95 < realtimeP95BudgetMs && result.missed === 0 ? 'met' : '**missed**'} |`,
    ),
    '',
  ];
}
