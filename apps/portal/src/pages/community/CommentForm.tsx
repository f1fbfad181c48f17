import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextArea, useToast } from '@academy/ui';
import { ApiError } from '@academy/api-client';
import { api } from '../../app/api.ts';
import { communityMessages as messages } from './community.messages.ts';
import { refusedWords } from './communityData.ts';
import { moderationMessage } from './moderation.ts';
import * as styles from './community.css.ts';

const MAX = 1000;

/** A new comment: a moderation refusal names the words next to the field and keeps the text. */
export function CommentForm({ schoolId, postId, onCommented }: { schoolId: string; postId: string; onCommented: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [content, setContent] = useState('');
  const [empty, setEmpty] = useState(false);
  const [refused, setRefused] = useState<string[] | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    setEmpty(text.length === 0);
    if (!text) return;
    setPending(true);
    try {
      await api.createComment({ params: { id: postId }, query: { schoolId }, body: { content: text } });
      setContent('');
      setRefused(null);
      toast.show(intl.formatMessage(messages.commented), 'success');
      onCommented();
    } catch (failure) {
      const words = refusedWords(failure);
      if (words) setRefused(words);
      // Any other refusal says why (the server's message), everything typed stays.
      else toast.show(failure instanceof ApiError ? failure.message : intl.formatMessage(messages.failed), 'error');
    } finally {
      setPending(false);
    }
  };

  const error = refused ? moderationMessage(intl, refused) : empty ? intl.formatMessage(messages.commentError, { max: MAX }) : undefined;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="comment-form">
      <TextArea
        label={intl.formatMessage(messages.commentLabel)}
        isRequired
        value={content}
        onChange={(value) => {
          setContent(value);
          setRefused(null);
          if (value.trim()) setEmpty(false);
        }}
        maxLength={MAX}
        rows={3}
        errorMessage={error}
      />
      <div>
        <Button type="submit" variant="primary" isPending={pending}>{intl.formatMessage(messages.sendComment)}</Button>
      </div>
    </form>
  );
}
