import { LogController } from 'fastify';

/**
 * One log line per answered request instead of Fastify's two ("incoming request", then
 * "request completed"): half the logging work on every request. The line names the method,
 * the path without its query string (a reset link's token travels there), the status and
 * the time taken; the request id is on every line already.
 */
export class OneLinePerRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
