import { useState, type FormEvent, type RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createLinkNode, $toggleLink } from '@lexical/link';
import { $createTextNode, $getSelection, $isRangeSelection, $setSelection, type BaseSelection } from 'lexical';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { commonMessages } from '../../messages/common.messages.ts';
import { richTextMessages as messages } from './RichTextEditor.messages.ts';
import { isAllowedNewLink } from './richTextAllowList.ts';
import * as styles from './RichTextEditor.css.ts';

type Props = {
  currentUrl: string | null;
  /** The toolbar's link button, which opens this pop-over (EditorToolbar). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The link tool: a popover with the address, checked before it is set (https, or a path on this site). */
export function LinkPopover({ currentUrl, triggerRef, isOpen, onOpenChange }: Props) {
  const intl = useIntl();
  const [editor] = useLexicalComposerContext();
  // Mounted when it opens (LexicalRichTextEditor.tsx): the address starts as the link at the cursor, and the
  // selection the link applies to is kept from that moment (the editor loses focus to the pop-over).
  const [url, setUrl] = useState(currentUrl ?? '');
  const [showError, setShowError] = useState(false);
  const [selection] = useState<BaseSelection | null>(() => editor.getEditorState().read(() => $getSelection()?.clone() ?? null));

  const applyLink = (href: string | null) => {
    editor.update(() => {
      if (selection) $setSelection(selection.clone());
      const current = $getSelection();
      if (href && $isRangeSelection(current) && current.isCollapsed() && !currentUrl) {
        // Nothing selected: the address itself becomes the linked text.
        current.insertNodes([$createLinkNode(href).append($createTextNode(href))]);
      } else {
        $toggleLink(href);
      }
    });
    onOpenChange(false);
    editor.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!isAllowedNewLink(trimmed)) {
      setShowError(true);
      return;
    }
    applyLink(trimmed);
  };

  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom start" className={styles.popover}>
      <Dialog aria-label={intl.formatMessage(messages.link)} className={styles.popoverDialog}>
        <form onSubmit={submit} noValidate className={styles.popoverForm}>
          <TextField
            label={intl.formatMessage(messages.linkAddress)}
            description={intl.formatMessage(messages.linkHint)}
            errorMessage={showError ? intl.formatMessage(messages.linkInvalid) : undefined}
            value={url}
            onChange={(next) => {
              setUrl(next);
              setShowError(false);
            }}
            type="url"
            inputDir="ltr"
            data-testid="rich-text-link-address"
          />
          <div className={styles.popoverActions}>
            {currentUrl && (
              <Button variant="quiet" size="sm" onPress={() => applyLink(null)}>
                {intl.formatMessage(messages.removeLink)}
              </Button>
            )}
            <Button variant="secondary" size="sm" onPress={() => onOpenChange(false)}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            <Button variant="primary" size="sm" type="submit" data-testid="rich-text-link-apply">
              {intl.formatMessage(messages.applyLink)}
            </Button>
          </div>
        </form>
      </Dialog>
    </Popover>
  );
}
