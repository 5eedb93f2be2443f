import { CONTENT_PAGE_SIZE, type ContentListItem, type Paged } from '@wiy/shared/admin.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurationService } from '../curation/content/curation.service.ts';
import type { LinkChecker } from './link-checker.ts';
import type { LinkCheckRepository, LinkTarget } from './link-check.repository.ts';

/**
 * How long a process holds a claimed check: far past a check's own time limit, so another process never takes over
 * a check still running; a process that died mid-check leaves its items due again after it.
 */
const CLAIM_LEASE_MS = 10 * 60_000;

export interface LinkHealthSettings {
  /** Items one process checks at each look (`LINK_CHECK_BATCH`). */
  batch: number;
  /** An item is due again this long after its check (`LINK_CHECK_INTERVAL_MS`). */
  intervalMs: number;
  /** Removed or private results in a row that unpublish an approved item; 0 never does (`LINK_CHECK_UNPUBLISH_AFTER`). */
  unpublishAfter: number;
}

/**
 * Link health (decision 101): approved items' main links re-checked on a schedule, what was found
 * kept per item, the console's list of the broken ones, and an item unpublished, as a curator would, after
 * `unpublishAfter` removed or private results in a row.
 */
export class LinkHealthService {
  constructor(
    private readonly checks: LinkCheckRepository,
    private readonly checker: LinkChecker,
    private readonly curation: CurationService,
    private readonly clock: Clock,
    private readonly settings: LinkHealthSettings,
  ) {}

  /**
   * One look of the job: claims up to `batch` approved items due for a check (an item another process claimed
   * first is left to it) and checks them together. Answers how many this process checked.
   */
  async checkDue(): Promise<number> {
    const due = await this.checks.due(this.clock.now().toISOString(), this.settings.batch);
    const claimed: { target: LinkTarget; lease: string }[] = [];
    for (const target of due) {
      const lease = await this.claim(target);
      if (lease) claimed.push({ target, lease });
    }
    await Promise.all(claimed.map(({ target, lease }) => this.check(target, lease)));
    return claimed.length;
  }

  /**
   * The console's "check now": the item's link checked at once, whatever its status or due time; the item after it.
   * It claims the check as the job does, taking it over from a look already checking the item: of the two findings
   * only one is written (`LinkCheckRepository.record`), so a failure found by both counts once. A second "check now"
   * that read the item before the first claimed it is refused (409), the first being under way.
   */
  async checkNow(uniId: string): Promise<ContentListItem> {
    const target = await this.checks.target(uniId);
    if (!target) throw new ClientError(404, `No content item "${uniId}"`);
    const lease = await this.claim(target);
    if (!lease) throw new ClientError(409, 'This link is being checked already; try again in a moment');
    await this.check(target, lease);
    return this.curation.get(uniId);
  }

  /** A page of the items whose link was last found removed, private or unreachable, the worst first. */
  async list(page: number): Promise<Paged<ContentListItem>> {
    const { ids, total } = await this.checks.brokenPage(page, CONTENT_PAGE_SIZE);
    return { record: await this.curation.getMany(ids), total };
  }

  /** Claims the target's check for this process until a lease ends; undefined when another claim came first. */
  private async claim(target: LinkTarget): Promise<string | undefined> {
    const lease = new Date(this.clock.now().getTime() + CLAIM_LEASE_MS).toISOString();
    return (await this.checks.claim(target.uni_id, target.seen, lease)) ? lease : undefined;
  }

  private async check(target: LinkTarget, lease: string): Promise<void> {
    const finding = await this.checker.check(target.u_url, target.social_vendor);
    const now = this.clock.now();
    const failures = await this.checks.record(
      target.uni_id,
      lease,
      finding,
      now.toISOString(),
      new Date(now.getTime() + this.settings.intervalMs).toISOString(),
    );
    const { unpublishAfter } = this.settings;
    if (failures === undefined || unpublishAfter === 0 || failures < unpublishAfter || finding.state === 'ok' || finding.state === 'unreachable') return;
    // Read again: a curator may have unpublished or deleted the item while its link was being checked.
    if (!(await this.checks.target(target.uni_id))?.u_approved_date) return;
    await this.curation.setStatus([target.uni_id], 'unpublish', null, { details: { rule: 'link-health', state: finding.state, failures } });
  }
}
