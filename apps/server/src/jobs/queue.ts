import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../db/client.ts';
import type { SqlRow } from '../db/row-types.ts';
import type { JobProgressValue, JobStatus, jobs } from '../db/schema/index.ts';
import type { JobDefinition, JobPayloadInput } from './definitions.ts';

/**
 * One queue for background work, kept in the `jobs` table of whichever database the app
 * runs on (PGlite or PostgreSQL); see docs/decisions/007-job-queue.md.
 *
 * - `enqueue` inserts a row, inside the caller's transaction when given one: the job exists
 *   if and only if the caller's write committed.
 * - The worker claims due rows with `FOR UPDATE SKIP LOCKED` in one statement, so with
 *   several instances on one PostgreSQL each job is claimed by one of them. On PGlite there
 *   is one connection in one process, and the claim is trivially exclusive.
 * - A failed attempt goes back to `pending` with an exponential backoff (and jitter), and
 *   ends `failed` after `max_attempts`, with the error in `last_error`.
 * - A claim is a lease (`locked_until`): a `running` job whose instance died becomes
 *   claimable again when the lease ends. On PGlite one process owns the data directory,
 *   so at start every `running` job is released at once.
 * Delivery is at least once: a handler that did its work and died before the job was
 * marked completed runs again. Handlers check what they already did (mail: the outbox row).
 */

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is `failed` (default 5). */
  maxAttempts?: number;
  /**
   * The person who started it (a screen's job): they may read it (`GET /api/jobs/:id`), and
   * its progress and end are announced live to them (and to whoever the policy lets see it).
   */
  createdBy?: string | null;
}

export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
  /** A failure now ends the job as `failed`. */
  isLastAttempt: boolean;
  /** Who started it, or null (decision 027). */
  createdBy: string | null;
  /**
   * Records how far the job is on its row (`progress`), renews its lease, and announces it
   * live when a person started it. Only the claim that owns the job writes: after a lost
   * lease it is a no-op.
   */
  reportProgress(progress: JobProgressValue): Promise<void>;
}

/** What a handler returns is kept as the job's `result` (an object; anything else is dropped). */
export type JobHandler<Payload = Record<string, unknown>> = (
  payload: Payload,
  job: JobContext,
) => Promise<unknown>;

/**
 * The channel that announces the progress and the end of jobs a person started (in the
 * statement that records them, so a notice exists only for what was written). lib/realtime.ts
 * listens to it on every instance and sends it to the streams allowed to see the job.
 */
export const jobEventsChannel = 'job_events';

/** A job's notice: enough for a screen to show it, without its (possibly long) result. */
export interface JobNotice {
  id: string;
  name: string;
  status: JobStatus;
  progress: JobProgressValue | null;
  createdBy: string;
}

/** The parts of a pino logger the queue writes to. */
export interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobQueueOptions {
  db: Database;
  log: JobLog;
  /** How often an idle worker looks for due jobs (an enqueue in this process wakes it at once). */
  pollIntervalMs?: number;
  /** Jobs this instance runs at the same time. */
  concurrency?: number;
  /** How long a claimed job may run before another instance may take it over. */
  leaseMs?: number;
  /** First retry delay; doubled at each further attempt, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Completed jobs are deleted after this long (failed ones are kept). */
  keepCompletedMs?: number;
}

type ClaimedJob = Pick<
  SqlRow<typeof jobs>,
  'id' | 'name' | 'payload' | 'attempts' | 'max_attempts' | 'created_by'
>;

/**
 * Run after an UPDATE of jobs `... returning id, name, status, progress, created_by` (as
 * `changed`): announces the rows a person started on `jobEventsChannel`.
 */
const announceChanged = sql`select pg_notify(${jobEventsChannel}, json_build_object(
    'id', id, 'name', name, 'status', status, 'progress', progress, 'createdBy', created_by)::text)
  from changed where created_by is not null`;

const defaultMaxAttempts = 5;
const maintenanceIntervalMs = 30_000;
const lastErrorMaxLength = 2000;

export function createJobQueue(options: JobQueueOptions) {
  return new JobQueue(options);
}

export class JobQueue {
  readonly instanceId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly db: Database;
  private readonly log: JobLog;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly keepCompletedMs: number;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly inFlight = new Set<Promise<void>>();
  private loop: Promise<void> | null = null;
  private isStopping = false;
  private wakeRequested = false;
  private wakeUp: (() => void) | null = null;
  private lastMaintenanceAt = 0;

  constructor(options: JobQueueOptions) {
    this.db = options.db;
    this.log = options.log;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.concurrency = options.concurrency ?? 2;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.retryBaseMs = options.retryBaseMs ?? 10_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
    this.keepCompletedMs = options.keepCompletedMs ?? 7 * 24 * 60 * 60_000;
  }

  /** The handler of the jobs called `name`; an instance only claims jobs it has a handler for. */
  register<Payload>(name: string, handler: JobHandler<Payload>): void {
    if (this.handlers.has(name)) throw new Error(`A job handler for "${name}" is already registered`);
    this.handlers.set(name, handler as JobHandler<never>);
  }

  /**
   * The INSERT of one job, to combine with the caller's own write in one statement
   * (`with row as (insert ...) <this>`), as the mailer does.
   */
  insertStatement(name: string, payload: unknown, options: EnqueueOptions = {}): SQL {
    const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be 1 or more');
    const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
    return sql`insert into jobs (name, payload, max_attempts, run_at, created_by)
      values (${name}, ${JSON.stringify(payload ?? {})}::jsonb, ${maxAttempts}, ${runAt},
              ${options.createdBy ?? null}::uuid)`;
  }

  /**
   * The INSERT of one job of a definition (jobs/definitions.ts): the payload is checked
   * against its schema now, and the definition's `maxAttempts` applies unless overridden.
   */
  insertJobStatement<Definition extends JobDefinition>(
    definition: Definition,
    payload: JobPayloadInput<Definition>,
    options: EnqueueOptions = {},
  ): SQL {
    return this.insertStatement(definition.name, definition.payload.parse(payload), {
      ...(definition.maxAttempts === undefined ? {} : { maxAttempts: definition.maxAttempts }),
      ...options,
    });
  }

  /** Adds a job of a definition (its payload checked now); see `enqueue`. */
  async enqueueJob<Definition extends JobDefinition>(
    definition: Definition,
    payload: JobPayloadInput<Definition>,
    options: EnqueueOptions = {},
    executor?: Executor,
  ): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      executor ?? this.db,
      sql`${this.insertJobStatement(definition, payload, options)} returning id`,
    );
    this.afterEnqueue(executor);
    return row!.id;
  }

  /**
   * Adds a job. Given a transaction, the job is part of it (rolled back with it); the
   * worker of this process is woken after the insert when no transaction is given.
   */
  async enqueue(
    name: string,
    payload: unknown,
    options: EnqueueOptions = {},
    executor?: Executor,
  ): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      executor ?? this.db,
      sql`${this.insertStatement(name, payload, options)} returning id`,
    );
    this.afterEnqueue(executor);
    return row!.id;
  }

  /**
   * Wakes the worker after an insert: at once after a plain insert; inside a transaction
   * the row is visible after the commit, which the next look (or this one, on PGlite,
   * where it waits for the transaction) finds.
   */
  afterEnqueue(executor?: Executor): void {
    if (executor === undefined || executor === this.db) this.wake();
    else setTimeout(() => this.wake(), 0).unref();
  }

  /** Starts the worker loop (idempotent). */
  start(): void {
    if (this.loop) return;
    this.isStopping = false;
    this.loop = this.runLoop();
  }

  /**
   * Stops claiming, and waits for the jobs in progress (up to `timeoutMs`; a job still
   * running after that keeps its lease and is taken over later).
   */
  async stop(options: { timeoutMs?: number } = {}): Promise<void> {
    this.isStopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    await this.waitForInFlight(options.timeoutMs ?? 10_000);
  }

  /**
   * Runs every due job now, one after the other, until none is due (after the jobs the
   * worker loop is running have finished). For tests and scripts; returns how many ran.
   */
  async runDue(): Promise<number> {
    await this.waitForInFlight();
    await this.releaseExpiredLeases();
    let count = 0;
    for (;;) {
      const [job] = await this.claim(1);
      if (!job) return count;
      await this.execute(job);
      count += 1;
    }
  }

  /**
   * Makes `running` jobs claimable again: those whose lease has ended, or all of them
   * (`all`, at the start of the only process of a PGlite directory). A job that had used
   * its last attempt becomes `failed`.
   */
  async releaseExpiredLeases(options: { all?: boolean } = {}): Promise<number> {
    const rows = await queryRows<Pick<SqlRow<typeof jobs>, 'id' | 'name' | 'status'>>(
      this.db,
      sql`update jobs set
            status = case when attempts >= max_attempts then 'failed' else 'pending' end,
            run_at = now(), locked_until = null, updated_at = now(),
            last_error = 'the instance running it stopped before it finished'
          where status = 'running' ${options.all ? sql`` : sql`and locked_until <= now()`}
          returning id, name, status`,
    );
    for (const row of rows) {
      this.log.warn(
        { job: { id: row.id, name: row.name, status: row.status } },
        `job ${row.name} was left running by a stopped instance: ${row.status === 'failed' ? 'failed (no attempt left)' : 'queued again'}`,
      );
    }
    return rows.length;
  }

  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  private async runLoop(): Promise<void> {
    while (!this.isStopping) {
      let claimedAll = false;
      try {
        await this.maintainIfDue();
        const free = this.concurrency - this.inFlight.size;
        if (free > 0) {
          const claimed = await this.claim(free);
          for (const job of claimed) this.track(job);
          claimedAll = claimed.length === free;
        }
      } catch (error) {
        if (this.isStopping) break;
        this.log.error({ err: error }, 'job queue: looking for due jobs failed');
      }
      // Every slot was filled: there may be more, look again when one frees up (it wakes us).
      if (claimedAll && this.inFlight.size < this.concurrency) continue;
      await this.waitForWake(this.pollIntervalMs);
    }
  }

  private async maintainIfDue(): Promise<void> {
    if (Date.now() - this.lastMaintenanceAt < maintenanceIntervalMs) return;
    this.lastMaintenanceAt = Date.now();
    await this.releaseExpiredLeases();
    await this.db.execute(
      sql`delete from jobs where status = 'completed'
            and completed_at < now() - make_interval(secs => ${this.keepCompletedMs / 1000})`,
    );
  }

  private waitForWake(timeoutMs: number): Promise<void> {
    if (this.wakeRequested || this.isStopping) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.wakeRequested = false;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      this.wakeUp = done;
    });
  }

  private track(job: ClaimedJob): void {
    const running: Promise<void> = this.execute(job).finally(() => {
      this.inFlight.delete(running);
      this.wake();
    });
    this.inFlight.add(running);
  }

  private async waitForInFlight(timeoutMs?: number): Promise<void> {
    if (this.inFlight.size === 0) return;
    const all = Promise.allSettled([...this.inFlight]).then(() => undefined);
    if (timeoutMs === undefined) return all;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.log.warn({ jobs: this.inFlight.size }, 'job queue: stopped while jobs were still running');
        resolve();
      }, timeoutMs);
    });
    await Promise.race([all, timeout]);
    clearTimeout(timer);
  }

  /** Claims up to `limit` due jobs this instance has handlers for, in one statement. */
  private async claim(limit: number): Promise<ClaimedJob[]> {
    const names = [...this.handlers.keys()];
    if (names.length === 0 || limit < 1) return [];
    return queryRows<ClaimedJob>(
      this.db,
      sql`with due as (
            select id from jobs
             where status = 'pending' and run_at <= now()
               and name in (${sql.join(
                 names.map((name) => sql`${name}`),
                 sql`, `,
               )})
             order by run_at
             limit ${limit}
             for update skip locked)
          update jobs set status = 'running', attempts = jobs.attempts + 1,
                 locked_by = ${this.instanceId},
                 locked_until = now() + make_interval(secs => ${this.leaseMs / 1000}),
                 updated_at = now()
            from due where jobs.id = due.id
          returning jobs.id, jobs.name, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.created_by`,
    );
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.name)!;
    // Only this claim may write the job: not a later claim after our lease ran out.
    const ownClaim = sql`id = ${job.id} and status = 'running' and locked_by = ${this.instanceId}
                         and attempts = ${job.attempts}`;
    const context: JobContext = {
      id: job.id,
      name: job.name,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      isLastAttempt: job.attempts >= job.max_attempts,
      createdBy: job.created_by,
      reportProgress: async (progress) => {
        await this.db.execute(
          sql`with changed as (
                update jobs set progress = ${JSON.stringify(progress)}::jsonb, updated_at = now(),
                       -- A job that reports is alive: its lease is renewed (a long import).
                       locked_until = now() + make_interval(secs => ${this.leaseMs / 1000})
                 where ${ownClaim} returning id, name, status, progress, created_by)
              ${announceChanged}`,
        );
      },
    };
    let failure: unknown = null;
    let result: unknown;
    try {
      result = await handler(job.payload as never, context);
    } catch (error) {
      failure = error;
    }
    try {
      if (failure === null) {
        const resultJson =
          result !== null && typeof result === 'object' && !Array.isArray(result)
            ? JSON.stringify(result)
            : null;
        const ended = await queryRows<{ id: string }>(
          this.db,
          sql`with changed as (
                update jobs set status = 'completed', locked_until = null, completed_at = now(), updated_at = now(),
                       result = ${resultJson}::jsonb
                 where ${ownClaim} returning id, name, status, progress, created_by),
              announced as (${announceChanged})
              select id from changed, (select count(*) from announced) as notices`,
        );
        if (ended.length === 0) this.warnLostLease(job);
        return;
      }
      const message = (failure instanceof Error ? failure.message : String(failure)).slice(
        0,
        lastErrorMaxLength,
      );
      const [ended] = await queryRows<{ status: JobStatus; run_at: string | Date }>(
        this.db,
        sql`with changed as (
              update jobs set
                status = case when attempts >= max_attempts then 'failed' else 'pending' end,
                run_at = case when attempts >= max_attempts then run_at
                              else now() + make_interval(secs => ${this.retryDelayMs(job.attempts) / 1000}) end,
                last_error = ${message}, locked_until = null, updated_at = now()
               where ${ownClaim} returning id, name, status, progress, created_by, run_at),
            announced as (${announceChanged})
            select status, run_at from changed, (select count(*) from announced) as notices`,
      );
      const details = { job: { id: job.id, name: job.name, attempt: job.attempts }, error: message };
      if (!ended) this.warnLostLease(job);
      else if (ended.status === 'failed') {
        this.log.error(details, `job ${job.name} failed after ${job.attempts} attempts: ${message}`);
      } else {
        this.log.warn(
          { ...details, retryAt: new Date(ended.run_at).toISOString() },
          `job ${job.name} failed (attempt ${job.attempts} of ${job.max_attempts}), will retry: ${message}`,
        );
      }
    } catch (error) {
      // The database went away (shutdown): the lease brings the job back.
      this.log.error(
        { err: error, job: { id: job.id, name: job.name } },
        'job queue: could not record a result',
      );
    }
  }

  /** Exponential backoff with up to 20% jitter, so that instances do not retry in step. */
  private retryDelayMs(attempt: number): number {
    const delay = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (attempt - 1));
    return Math.round(delay * (1 + Math.random() * 0.2));
  }

  private warnLostLease(job: ClaimedJob): void {
    this.log.warn(
      { job: { id: job.id, name: job.name, attempt: job.attempts } },
      `job ${job.name} ended after its lease ran out; its result was not recorded`,
    );
  }
}
