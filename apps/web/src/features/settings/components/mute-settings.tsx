import { MUTED_WORDS_MAX_LENGTH, MUTES_MAX, type MuteKind } from '@wiy/shared/mute-rules';
import { useForm } from 'react-hook-form';
import { SettingsList } from '../../../components/settings-list.tsx';
import { useT, type MessageId } from '../../../lib/i18n/i18n.tsx';
import { mutedWordsProblem, mutes, setMuted } from '../../../lib/mutes.ts';

const KIND_LABELS: Record<MuteKind, MessageId> = {
  vendor: 'settings.kind.platform',
  category: 'settings.kind.category',
  hot_topic: 'settings.kind.hotTopic',
  word: 'settings.kind.words',
};

/**
 * What the reader muted, each with Unmute, and a field to mute words or phrases (decision 093): muted items never
 * show in a feed. Vendors, categories and hot topics are muted from a card's menu.
 */
export function MuteSettings() {
  const t = useT();
  const { entries } = mutes.use();
  const { register, handleSubmit, reset, formState } = useForm<{ words: string }>({ defaultValues: { words: '' } });
  const add = handleSubmit(({ words }) => {
    reset();
    setMuted({ kind: 'word', value: words, label: words }, true);
  });
  // The field's check is the server's rule; its message is a catalogue id.
  const problem = formState.errors.words?.message as MessageId | undefined;
  return (
    <section className="settings-section" aria-labelledby="mutes-heading">
      <h2 id="mutes-heading">{t('mutes.heading')}</h2>
      <p>{t('mutes.about')}</p>
      <form className="mute-form" onSubmit={(event) => void add(event)} noValidate>
        <label htmlFor="muted-words">{t('mutes.wordsLabel')}</label>
        <div className="mute-field">
          <input
            id="muted-words"
            type="text"
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'muted-words-problem' : undefined}
            {...register('words', { validate: (words) => mutedWordsProblem(words) ?? true })}
          />
          <button type="submit" className="pill settings-action">
            {t('mutes.mute')}
          </button>
        </div>
        {problem && (
          <p id="muted-words-problem" className="field-problem" role="alert">
            {t(problem, { max: MUTED_WORDS_MAX_LENGTH })}
          </p>
        )}
      </form>
      {entries.length === 0 ? (
        <p>{t('mutes.none')}</p>
      ) : (
        <SettingsList
          label={t('mutes.listLabel', { count: entries.length, max: MUTES_MAX })}
          rows={entries.map((mute) => ({
            key: `${mute.kind}:${mute.value}`,
            kind: t(KIND_LABELS[mute.kind]),
            label: mute.label,
            removeLabel: t('mutes.unmuteLabel', { kind: t(KIND_LABELS[mute.kind]).toLowerCase(), label: mute.label }),
            onRemove: () => setMuted(mute, false),
          }))}
          removeText={t('common.unmute')}
        />
      )}
    </section>
  );
}
