import { Fragment, type RefObject } from 'react';
import { ToggleButton, Toolbar, Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { richTextMessages as messages } from './RichTextEditor.messages.ts';
import type { EditorCommand, ToolbarState } from './RichTextEditor.types.ts';
import { ToolIcon } from './toolbarIcons.tsx';
import * as styles from './RichTextEditor.css.ts';

/**
 * A line between groups of tools, for the eye only (the buttons' names say what they do). Not react-aria's
 * Separator, which is built to sit in collections too and brings their code (5 KB compressed) to every form.
 */
const Separator = () => <div aria-hidden="true" className={styles.separator} />;

type Props = {
  state: ToolbarState;
  isDisabled: boolean;
  onCommand: (command: EditorCommand) => void;
  onLink: () => void;
  isLinkOpen: boolean;
  /** The link button: its pop-over (loaded with the editor) opens next to it. */
  linkRef: RefObject<HTMLButtonElement | null>;
};

/**
 * Formatting buttons in one tab stop: arrow keys move between them (react-aria's Toolbar), right to left too.
 * It needs no editor to show: it is on the page from the start and stays while the editor loads and takes over,
 * so a button being pressed is never replaced.
 */
export function EditorToolbar({ state, isDisabled, onCommand, onLink, isLinkOpen, linkRef }: Props) {
  const intl = useIntl();
  const toggles = [
    { key: 'bold', pressed: state.bold, label: messages.bold },
    { key: 'italic', pressed: state.italic, label: messages.italic },
    { key: 'underline', pressed: state.underline, label: messages.underline },
  ] as const;
  const lists = [
    { key: 'bulletList', pressed: state.list === 'bullet', label: messages.bulletList },
    { key: 'numberList', pressed: state.list === 'number', label: messages.numberList },
  ] as const;

  return (
    <Toolbar aria-label={intl.formatMessage(messages.toolbar)} className={styles.toolbar}>
      {[toggles, lists].map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <Separator />}
          {group.map((tool) => (
            <ToggleButton
              key={tool.key}
              className={styles.tool}
              aria-label={intl.formatMessage(tool.label)}
              isSelected={tool.pressed}
              onChange={() => onCommand(tool.key)}
              isDisabled={isDisabled}
              data-tool={tool.key}
            >
              <ToolIcon name={tool.key} />
            </ToggleButton>
          ))}
        </Fragment>
      ))}
      <Separator />
      <AriaButton ref={linkRef} className={styles.tool} aria-label={intl.formatMessage(messages.link)} isDisabled={isDisabled} onPress={onLink} aria-haspopup="dialog" aria-expanded={isLinkOpen} data-tool="link" data-active={state.link ? true : undefined}>
        <ToolIcon name="link" />
      </AriaButton>
      <Separator />
      <AriaButton className={styles.tool} aria-label={intl.formatMessage(messages.undo)} isDisabled={isDisabled || !state.canUndo} onPress={() => onCommand('undo')} data-tool="undo">
        <ToolIcon name="undo" />
      </AriaButton>
      <AriaButton className={styles.tool} aria-label={intl.formatMessage(messages.redo)} isDisabled={isDisabled || !state.canRedo} onPress={() => onCommand('redo')} data-tool="redo">
        <ToolIcon name="redo" />
      </AriaButton>
    </Toolbar>
  );
}
