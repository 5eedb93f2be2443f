import { MUTES_FULL, MUTES_MAX, muteLabel, muteValueProblem, normaliseWords, type Mute, type MuteKind, type Muted } from '@wiy/shared/mute-rules';
import type { MuteList } from '@wiy/shared/mutes.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MutesRepository } from './mutes.repository.ts';

/** A mute as it is kept, words normalised, or why it cannot be a mute of its kind. */
function kept(mute: Mute): Mute | string {
  const value = mute.kind === 'word' ? normaliseWords(mute.value) : mute.value;
  return muteValueProblem(mute.kind, value) ?? { kind: mute.kind, value, label: mute.kind === 'word' ? value : muteLabel(mute.label) || value };
}

/** Mutes (decision 093): the account's, and a device's merged into them on sign-in. */
export class MutesService {
  constructor(
    private readonly mutes: MutesRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<MuteList> {
    return { mutes: await this.mutes.list(userId) };
  }

  /** Mutes one more thing, answering the mute; muting it again changes nothing. */
  async add(userId: string, mute: Mute): Promise<Muted> {
    const wanted = kept(mute);
    if (typeof wanted === 'string') throw new ClientError(400, wanted);
    const at = this.clock.now().toISOString();
    const { full } = await this.mutes.addWithin(userId, [wanted], at, MUTES_MAX);
    if (full) throw new ClientError(409, MUTES_FULL);
    return (await this.mutes.list(userId)).find((entry) => entry.kind === wanted.kind && entry.value === wanted.value) ?? { ...wanted, created: at };
  }

  async remove(userId: string, kind: MuteKind, value: string): Promise<{ removed: boolean }> {
    return { removed: await this.mutes.remove(userId, kind, kind === 'word' ? normaliseWords(value) : value) };
  }

  /**
   * A device's mutes join the account's: those already kept, past the limit, or that cannot be mutes (a device
   * of an older version may hold one) are left out, so that one never keeps the rest from the account.
   */
  async merge(userId: string, mutes: Mute[]): Promise<MuteList> {
    const valid = mutes.map(kept).filter((mute): mute is Mute => typeof mute !== 'string');
    await this.mutes.addWithin(userId, valid, this.clock.now().toISOString(), MUTES_MAX);
    return this.list(userId);
  }
}
