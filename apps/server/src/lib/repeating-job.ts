import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';

/**
 * How long after listening a process's timed work first runs, at most. A process just started answers its first
 * requests before that work competes with them for the event loop (on SQLite its queries hold it), and processes
 * started together by a deploy do not all run every job at the same moment.
 */
export const FIRST_RUN_WITHIN_MS = 1000;

/** How long a job's claimed runs are remembered: past a day, no process's clock is so far behind as to claim one again. */
const CLAIMS_KEPT_MS = 24 * 3600_000;

/** The runs claimed across every process on the database (db/job-run.repository.ts). */
export interface JobClaims {
  /** True for the one caller that claims `job`'s run due at `due`. */
  claim(job: string, due: string): Promise<boolean>;
  forgetBefore(job: string, due: string): Promise<void>;
}

export interface JobOptions {
  /**
   * Run in one process of the fleet per period: each run claims its due time (the period's start on the clock)
   * first, and a process that finds it claimed skips it. For work that is the same whoever does it (pruning);
   * work that claims its own rows (publishing, polls, link checks) shares them out instead, and leaves this off.
   */
  oncePerPeriod?: boolean;
}

interface Job {
  everyMs: number;
  work: () => Promise<unknown>;
  oncePerPeriod: boolean;
  running?: Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    timedJobs: TimedJobs;
  }
}

/**
 * Work a server process does on a timer (account maintenance, pruning request counters, scheduled publishing,
 * polling sources, checking links, sending push notices): first one period after the server starts listening
 * (`FIRST_RUN_WITHIN_MS` at most), then every period. A run still going when the next is due is not doubled; a
 * failed run is logged and the next one tries again; the timer does not hold the process open, and closing the
 * server waits for a run under way. Started on listening rather than on ready, so that the API tests, which never
 * listen, run the work only when they call it themselves; with `JOBS=off` (`enabled` false) never started at all.
 */
export class TimedJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { enabled: boolean; claims: JobClaims; clock: Clock },
  ) {}

  /** Runs `work` every `everyMs` from the listen on, as the class says. */
  every(name: string, everyMs: number, work: () => Promise<unknown>, { oncePerPeriod = false }: JobOptions = {}): void {
    this.jobs.set(name, { everyMs, work, oncePerPeriod });
    if (!this.options.enabled) return;
    let timer: NodeJS.Timeout | undefined;
    const run = () => void this.run(name);
    this.app.addHook('onListen', async () => {
      // Fastify calls onListen once per address it listens on.
      if (timer) return;
      timer = setTimeout(
        () => {
          run();
          timer = setInterval(run, everyMs);
          timer.unref();
        },
        Math.min(everyMs, FIRST_RUN_WITHIN_MS),
      );
      timer.unref();
    });
    this.app.addHook('onClose', async () => {
      clearInterval(timer);
      await this.jobs.get(name)?.running;
    });
  }

  /**
   * One run of the job, as its timer makes it: none while one is under way, none when another process claimed its
   * period. Answers whether the work ran (and did not fail); never rejects.
   */
  run(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no timed job is called "${name}"`);
    job.running ??= this.claimed(name, job)
      .then(async (claimed) => {
        if (claimed) await job.work();
        return claimed;
      })
      .catch((error: unknown) => {
        this.app.log.error({ err: error }, `${name} failed`);
        return false;
      })
      .finally(() => (job.running = undefined));
    return job.running;
  }

  private async claimed(name: string, job: Job): Promise<boolean> {
    if (!job.oncePerPeriod) return true;
    const now = this.options.clock.now().getTime();
    const due = now - (now % job.everyMs);
    if (!(await this.options.claims.claim(name, new Date(due).toISOString()))) return false;
    await this.options.claims.forgetBefore(name, new Date(due - CLAIMS_KEPT_MS).toISOString());
    return true;
  }
}
