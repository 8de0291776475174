import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface LocalSmtpServerOptions {
  /** Port to listen on (default: any free one). */
  port?: number;
  /** Refuse every connection with `421` (a mail server that is down), until `setRefusing(false)`. */
  refuse?: boolean;
  /** Wait this long before accepting each message (a slow server), until `setDelay`. */
  delayMs?: number;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives (no mock of our mailer). */
export async function startLocalSmtpServer(options: LocalSmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  let isRefusing = options.refuse ?? false;
  let delayMs = options.delayMs ?? 0;
  let refusedConnections = 0;
  let messagesStarted = 0;
  const pendingAccepts = new Set<NodeJS.Timeout>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!isRefusing) return callback();
      refusedConnections += 1;
      const error = new Error('Service not available, try again later') as Error & { responseCode: number };
      error.responseCode = 421;
      callback(error);
    },
    onData(stream, session, callback) {
      messagesStarted += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw, text });
          callback();
        };
        if (delayMs <= 0) return accept();
        const timer = setTimeout(() => {
          pendingAccepts.delete(timer);
          accept();
        }, delayMs);
        pendingAccepts.add(timer);
      });
    },
  });
  // A client that dies mid-session (the restart tests SIGKILL the server while it sends)
  // resets its connection: a real mail server logs that and carries on, and so does this
  // one, instead of an unhandled 'error' event ending the test run.
  const connectionErrors: Error[] = [];
  server.on('error', (error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Connection errors so far (a client that vanished mid-session). */
    connectionErrors: () => [...connectionErrors],
    /** Connections refused so far. */
    refusedConnections: () => refusedConnections,
    /** Messages whose DATA has begun (received, or still held by `delayMs`). */
    messagesStarted: () => messagesStarted,
    setRefusing(value: boolean) {
      isRefusing = value;
    },
    setDelay(value: number) {
      delayMs = value;
    },
    close: () => {
      for (const timer of pendingAccepts) clearTimeout(timer);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
