import { zodResolver } from '@hookform/resolvers/zod';
import { MUTES_MAX, type MuteKind } from '@wiy/shared/mute-rules';
import { mutedWordsFormSchema, type MutedWordsForm } from '@wiy/shared/mutes.schema';
import { useForm } from 'react-hook-form';
import { mutes, setMuted } from '../../../lib/mutes.ts';

const KIND_LABELS: Record<MuteKind, string> = { vendor: 'Platform', category: 'Category', hot_topic: 'Hot topic', word: 'Words' };

/**
 * What the reader muted, each with Unmute, and a field to mute words or phrases (decision 093): muted items never
 * show in a feed. Vendors, categories and hot topics are muted from a card's menu.
 */
export function MuteSettings() {
  const { entries } = mutes.use();
  const { register, handleSubmit, reset, formState } = useForm<MutedWordsForm>({ resolver: zodResolver(mutedWordsFormSchema), defaultValues: { words: '' } });
  const add = handleSubmit(({ words }) => {
    reset();
    setMuted({ kind: 'word', value: words, label: words }, true);
  });
  const problem = formState.errors.words?.message;
  return (
    <section className="settings-section" aria-labelledby="mutes-heading">
      <h2 id="mutes-heading">Muted</h2>
      <p>Posts from what you mute never show in a feed. Mute a platform, a category or a hot topic from a card&apos;s ⋯ menu.</p>
      <form className="mute-form" onSubmit={(event) => void add(event)} noValidate>
        <label htmlFor="muted-words">Words or phrase to mute</label>
        <div className="mute-field">
          <input
            id="muted-words"
            type="text"
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'muted-words-problem' : undefined}
            {...register('words')}
          />
          <button type="submit" className="pill settings-action">
            Mute
          </button>
        </div>
        {problem && (
          <p id="muted-words-problem" className="field-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
      {entries.length === 0 ? (
        <p>Nothing muted.</p>
      ) : (
        <ul className="settings-list" aria-label={`Muted, ${entries.length} of ${MUTES_MAX}`}>
          {entries.map((mute) => (
            <li key={`${mute.kind}:${mute.value}`}>
              <span>
                <span className="settings-kind">{KIND_LABELS[mute.kind]}</span> {mute.label}
              </span>
              <button
                type="button"
                className="pill settings-action"
                aria-label={`Unmute ${KIND_LABELS[mute.kind].toLowerCase()} ${mute.label}`}
                onClick={() => setMuted(mute, false)}
              >
                Unmute
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
