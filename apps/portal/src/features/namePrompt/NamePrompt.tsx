import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import type { User } from '@academy/contract';
import { Button, TextField, isolate, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { resetSession } from '../../app/session.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { skipNamePrompt } from './namePromptSkip.ts';
import { namePromptMessages as m } from './namePrompt.messages.ts';
// The same panel as the agreement prompts: in the page flow under the header, never over what the user came for.
import * as styles from '../agreements/agreementPrompt.css.ts';

/** Asks an account without a name for one (the server stores it as realName); "Not now" is remembered. */
export function NamePrompt({ user, onDone }: { user: User; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const titleId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const realName = name.trim();
    if (!realName) return setProblem(intl.formatMessage(m.required));
    setSaving(true);
    try {
      await api.updateMe({ body: { realName } });
      toast.show(intl.formatMessage(m.saved, { name: isolate(realName) }), 'success');
      // The header and every page read the user again, with the name.
      resetSession();
      onDone();
      void revalidator.revalidate();
    } catch (failure) {
      setProblem(failureMessage(failure, intl.formatMessage(m.failed)));
    } finally {
      setSaving(false);
    }
  };
  const skip = () => {
    skipNamePrompt(user.userId);
    onDone();
  };

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.intro)}</p>
      <form onSubmit={(event) => void save(event)} noValidate className={styles.item}>
        <TextField
          label={intl.formatMessage(m.label)}
          value={name}
          onChange={(next) => {
            setName(next);
            setProblem(null);
          }}
          maxLength={50}
          autoComplete="name"
          isRequired
          errorMessage={problem ?? undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={saving}>{intl.formatMessage(m.save)}</Button>
          <Button variant="secondary" onPress={skip} isDisabled={saving}>{intl.formatMessage(m.skip)}</Button>
        </div>
      </form>
    </section>
  );
}
