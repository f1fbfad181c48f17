import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  GridList,
  GridListItem,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  type Selection,
} from 'react-aria-components';
import { CARD_KIND_CODES, MAX_SECTIONS, sectionKind, type CompositionProblem, type Section, type SectionKind } from '@academy/rules';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Icon } from '../Icon/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { square } from '../IconButton/IconButton.css.ts';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { useReorderableList } from '../../hooks/useReorderableList.tsx';
import { sectionKindMessages, sectionListMessages } from './SectionList.messages.ts';
import { audienceMessages, sectionDisplayName, sectionKindMessage } from './sectionLabels.ts';
import { contentProps } from '../../content/contentProps.ts';
import * as styles from './SectionList.css.ts';

export type SectionListProps = {
  /** The page's sections, top to bottom. */
  sections: readonly Section[];
  selectedId?: string | null;
  /** From validateComposition: rows with problems get a badge; a page-level problem shows under the heading. */
  problems?: readonly CompositionProblem[];
  /** Past this many sections the Add menu is disabled (the contract's 40). */
  maxSections?: number;
  headingLevel?: 2 | 3 | 4;
  onSelect: (id: string) => void;
  /** `toIndex` is the section's index in the reordered list (moveSection's argument). */
  onMove: (id: string, toIndex: number) => void;
  onRemove: (id: string) => void;
  onDuplicate: (id: string) => void;
  onAdd: (kind: SectionKind) => void;
  className?: string;
};


/**
 * The decoration editor's list of home-page sections, top to bottom: select one to edit it, reorder by drag and
 * drop (pointer, or keyboard: the drag handle, Enter, arrows, Enter — react-aria announces each step and mirrors in
 * RTL) or with the Move up/down buttons, duplicate or remove one, add one from a menu of kinds. Presentational: the
 * parent owns the composition (see the composition rules in @academy/rules).
 */
export function SectionList({
  sections,
  selectedId = null,
  problems = [],
  maxSections = MAX_SECTIONS,
  headingLevel = 2,
  onSelect,
  onMove,
  onRemove,
  onDuplicate,
  onAdd,
  className,
}: SectionListProps) {
  const intl = useIntl();
  const { locale } = useAppContext();
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();

  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const names = useMemo(() => new Map(sections.map((section) => [section.id, sectionDisplayName(section, locale.code, intl)])), [sections, locale.code, intl]);
  const problemCount = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of problems) if (problem.sectionId !== null) counts.set(problem.sectionId, (counts.get(problem.sectionId) ?? 0) + 1);
    return counts;
  }, [problems]);
  const pageProblem = problems.some((problem) => problem.sectionId === null && problem.code === 'tooManySections');

  const { listRef, dragAndDropHooks, announcement, move } = useReorderableList({
    ids,
    nameOf: (id) => names.get(id) ?? '',
    onMove,
    movedMessage: sectionListMessages.moved,
    dropIndicatorClassName: styles.dropIndicator,
  });

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = [...keys];
    if (key !== undefined) onSelect(String(key));
  };

  const full = sections.length >= maxSections;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {intl.formatMessage(sectionListMessages.heading)}
        </Heading>
        <MenuTrigger>
          <Button variant="secondary" size="sm" isDisabled={full}>
            <Icon name="plus" size="sm" />
            {intl.formatMessage(sectionListMessages.add)}
          </Button>
          <Popover placement="bottom end">
            <Menu className={styles.menu} aria-label={intl.formatMessage(sectionListMessages.add)} onAction={(key) => onAdd(parseKind(String(key)))}>
              <MenuSection className={styles.menuSection}>
                <Header className={styles.menuHeader}>{intl.formatMessage(sectionListMessages.cardGroup)}</Header>
                {CARD_KIND_CODES.map((kind) => (
                  <MenuItem key={kind} id={`card-${kind}`} className={styles.menuItem}>
                    {intl.formatMessage(sectionKindMessages[`kind${kind}`])}
                  </MenuItem>
                ))}
              </MenuSection>
              <MenuSection className={styles.menuSection}>
                <Header className={styles.menuHeader}>{intl.formatMessage(sectionListMessages.otherGroup)}</Header>
                {(['ranking', 'banner', 'navigation'] as const).map((kind) => (
                  <MenuItem key={kind} id={kind} className={styles.menuItem}>
                    {intl.formatMessage(sectionKindMessages[kind])}
                  </MenuItem>
                ))}
              </MenuSection>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      {full && <p className={styles.note}>{intl.formatMessage(sectionListMessages.limit, { max: maxSections })}</p>}
      {pageProblem && !full && (
        <p className={styles.pageProblem}>
          <Icon name="alert" size="sm" />
          {intl.formatMessage(sectionListMessages.limit, { max: maxSections })}
        </p>
      )}
      <GridList
        ref={listRef}
        aria-labelledby={headingId}
        items={sections}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelectionChange={onSelectionChange}
        dragAndDropHooks={dragAndDropHooks}
        // Rows render from values outside the item (place, name, problems): re-render them when those change.
        dependencies={[ids, names, problemCount, full]}
        className={styles.list}
        renderEmptyState={() => (
          <EmptyState
            headingLevel={headingLevel === 4 ? 4 : ((headingLevel + 1) as 3 | 4)}
            title={intl.formatMessage(sectionListMessages.emptyTitle)}
            description={intl.formatMessage(sectionListMessages.emptyBody)}
          />
        )}
      >
        {(section) => {
          const index = ids.indexOf(section.id);
          const name = names.get(section.id) ?? '';
          const count = problemCount.get(section.id) ?? 0;
          return (
            <GridListItem id={section.id} textValue={name} className={styles.row}>
              <Button slot="drag" variant="quiet" size="sm" className={[square.sm, styles.handle].join(' ')}>
                <Icon name="menu" />
              </Button>
              <div className={styles.text}>
                <span {...contentProps(styles.name, { lines: 1 })}>{name}</span>
                <span className={styles.meta}>
                  <span>{intl.formatMessage(sectionKindMessage(sectionKind(section)))}</span>
                  <Badge tone={section.audience === 1 ? 'neutral' : 'info'}>{intl.formatMessage(audienceMessages[section.audience] ?? audienceMessages[1])}</Badge>
                  {count > 0 && (
                    <Badge tone="danger" icon="alert">
                      {intl.formatMessage(sectionListMessages.problems, { count })}
                    </Badge>
                  )}
                </span>
              </div>
              <div className={styles.actions}>
                {(
                  [
                    { action: 'up', icon: 'arrowUp', label: sectionListMessages.moveUp, isDisabled: index <= 0, onPress: () => move(section.id, 'up') },
                    { action: 'down', icon: 'arrowDown', label: sectionListMessages.moveDown, isDisabled: index >= sections.length - 1, onPress: () => move(section.id, 'down') },
                    { action: 'duplicate', icon: 'copy', label: sectionListMessages.duplicate, isDisabled: full, onPress: () => onDuplicate(section.id) },
                    { action: 'remove', icon: 'trash', label: sectionListMessages.remove, isDisabled: false, onPress: () => onRemove(section.id) },
                  ] as const
                ).map((button) => (
                  <IconButton
                    key={button.action}
                    icon={button.icon}
                    size="sm"
                    data-action={button.action}
                    isDisabled={button.isDisabled}
                    aria-label={intl.formatMessage(button.label, { name })}
                    onPress={button.onPress}
                  />
                ))}
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

function parseKind(key: string): SectionKind {
  if (key.startsWith('card-')) return Number(key.slice(5)) as SectionKind;
  return key as SectionKind;
}
