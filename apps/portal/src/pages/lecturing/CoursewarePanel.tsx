import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CoursewareItem } from '@academy/contract';
import { localizedName } from '@academy/rules';
import { Banner, Button, CheckboxGroup, IconButton, Select, TextField, contentProps, isolate, resourceTypeMessages, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { useLecturing } from './lecturingData.ts';
import { SEARCH_DELAY_MS, useCoursewareChoices, useDebounced } from './coursewareChoices.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

const TYPES = [1, 2, 3] as const;
type CoursewareType = (typeof TYPES)[number];
const TYPE_MESSAGE = { 1: resourceTypeMessages.course, 2: resourceTypeMessages.exam, 3: resourceTypeMessages.knowledge } as const;

/** A resource chosen to be linked: its kind and name are kept, so it stays chosen while the search or kind changes. */
type Picked = { coursewareType: CoursewareType; coursewareName: string };

/** The school's courses, exams and knowledge linked to the class, in the order learners meet them. */
export function CoursewarePanel({ classId }: { classId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useLocaleControl();
  const { schoolId } = useLecturing();
  const [items, setItems] = useState<CoursewareItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [type, setType] = useState<CoursewareType>(1);
  const [keyword, setKeyword] = useState('');
  const choices = useCoursewareChoices(schoolId, type, useDebounced(keyword.trim(), SEARCH_DELAY_MS));
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => setFailure(failureMessage(error, intl.formatMessage(messages.saveFailed)));
  useEffect(() => {
    api.coursewareList({ params: { classId }, tenantId: schoolId }).then(setItems, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per class
  }, [classId, schoolId]);
  // The checkbox group's value holds every picked id, shown or not: unticking a shown one keeps the others.
  const pick = (ids: string[]) =>
    setPicked((current) => {
      const shown = new Map(choices.list.map((resource) => [resource.id, resource]));
      return new Map(
        ids.flatMap((id): [string, Picked][] => {
          const kept = current.get(id);
          const resource = shown.get(id);
          if (kept) return [[id, kept]];
          return resource ? [[id, { coursewareType: type, coursewareName: localizedName(resource, locale) }]] : [];
        }),
      );
    });

  const run = async (work: () => Promise<CoursewareItem[]>, done?: string) => {
    setBusy(true);
    setFailure(null);
    try {
      setItems(await work());
      if (done) toast.show(done, 'success');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const linked = new Set(items?.map((item) => item.coursewareUuid));
  // Where the keyboard's focus goes once the list has changed: the moved item's same button in its new place (the
  // other one at an end), or after a removal the next item's Remove (else the previous one's, else the search).
  // Without it the pressed button was disabled or moved, and the focus fell back to the page's start.
  const listRef = useRef<HTMLOListElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ id: string; action: 'up' | 'down' | 'remove'; index?: number } | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !items || busy) return;
    pendingFocus.current = null;
    const button = (id: string | undefined, action: string) => (id ? listRef.current?.querySelector<HTMLElement>(`[data-item="${CSS.escape(id)}"] [data-action="${action}"]:not([disabled])`) : null);
    const index = items.findIndex((item) => item.id === pending.id);
    const target =
      pending.action === 'remove'
        ? button(items[pending.index ?? 0]?.id, 'remove') ?? button(items[(pending.index ?? 0) - 1]?.id, 'remove') ?? searchRef.current?.querySelector('input')
        : button(items[index]?.id, pending.action) ?? button(items[index]?.id, pending.action === 'up' ? 'down' : 'up');
    target?.focus();
  }, [items, busy]);

  const move = (index: number, by: -1 | 1) => {
    if (!items || busy) return;
    const ids = items.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    pendingFocus.current = { id: items[index]!.id, action: by < 0 ? 'up' : 'down' };
    void run(() => api.updateCoursewareOrder({ body: { classId, ids }, tenantId: schoolId }), intl.formatMessage(messages.coursewareMoved));
  };
  const remove = (index: number) => {
    if (!items || busy) return;
    const item = items[index]!;
    pendingFocus.current = { id: item.id, action: 'remove', index };
    void run(async () => {
      await api.deleteCourseware({ params: { id: item.id }, tenantId: schoolId });
      return items.filter((other) => other.id !== item.id);
    });
  };

  return (
    <section aria-labelledby="courseware" className={styles.stack}>
      <h2 id="courseware" className={styles.sectionTitle}>{intl.formatMessage(messages.coursewareTitle)}</h2>
      {failure && <Banner tone="error"><span dir="auto">{failure}</span></Banner>}
      {items && items.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.noCourseware)}</p>}
      <ol ref={listRef} className={styles.list} aria-label={intl.formatMessage(messages.coursewareTitle)}>
        {items?.map((item, index) => (
          <li key={item.id} className={styles.row} data-testid="courseware-item" data-item={item.id}>
            <span className={styles.muted}>{intl.formatMessage(TYPE_MESSAGE[item.coursewareType])}</span>
            <span {...contentProps(null, { lines: 1 })}>{item.coursewareName}</span>
            {/* Not disabled while a change is saved (a disabled button loses the focus): a press then waits its turn. */}
            <IconButton icon="arrowUp" data-action="up" aria-label={intl.formatMessage(messages.moveUp, { name: isolate(item.coursewareName) })} isDisabled={index === 0} onPress={() => move(index, -1)} />
            <IconButton icon="arrowDown" data-action="down" aria-label={intl.formatMessage(messages.moveDown, { name: isolate(item.coursewareName) })} isDisabled={index === items.length - 1} onPress={() => move(index, 1)} />
            <IconButton icon="trash" data-action="remove" aria-label={intl.formatMessage(messages.removeCourseware, { name: isolate(item.coursewareName) })} onPress={() => remove(index)} />
          </li>
        ))}
      </ol>
      <div className={styles.fieldset}>
        <Select
          label={intl.formatMessage(messages.coursewareType)}
          options={TYPES.map((value) => ({ id: String(value), label: intl.formatMessage(TYPE_MESSAGE[value]) }))}
          selectedKey={String(type)}
          onSelectionChange={(key) => setType(Number(key) as CoursewareType)}
        />
        <div ref={searchRef}>
          <TextField
            type="search"
            label={intl.formatMessage(messages.coursewareSearch)}
            value={keyword}
            onChange={setKeyword}
            data-testid="courseware-search"
          />
        </div>
        {choices.failed ? (
          <Banner tone="error">
            <div className={styles.row}>
              <span>{intl.formatMessage(messages.choicesFailed)}</span>
              <Button variant="quiet" onPress={choices.retry}>{intl.formatMessage(messages.retryChoices)}</Button>
            </div>
          </Banner>
        ) : !choices.isLoading && choices.list.length === 0 ? (
          <p className={styles.muted} role="status" data-testid="courseware-no-choices">
            {keyword.trim() ? intl.formatMessage(messages.noMatchingChoices, { keyword: isolate(keyword.trim()) }) : intl.formatMessage(messages.noChoices)}
          </p>
        ) : (
          <CheckboxGroup
            label={intl.formatMessage(messages.chooseCourseware)}
            value={[...picked.keys()]}
            onChange={pick}
            options={choices.list.map((resource) => ({ value: resource.id, label: <bdi>{localizedName(resource, locale)}</bdi>, isDisabled: linked.has(resource.id) }))}
          />
        )}
        {choices.list.length > 0 && (
          <div className={styles.row}>
            <span className={styles.muted} role="status">{intl.formatMessage(messages.choicesShown, { shown: choices.list.length, total: choices.total })}</span>
            {choices.hasMore && (
              <Button variant="quiet" isPending={choices.isLoading} onPress={choices.showMore} data-testid="courseware-show-more">
                {intl.formatMessage(messages.showMore)}
              </Button>
            )}
          </div>
        )}
        <div>
          <Button
            variant="secondary"
            isDisabled={picked.size === 0}
            isPending={busy}
            data-testid="add-courseware"
            onPress={() =>
              void run(async () => {
                const chosen = [...picked].map(([id, item]) => ({ coursewareUuid: id, ...item }));
                const added = await api.addCourseware({ params: { classId }, tenantId: schoolId, body: { items: chosen } });
                setPicked(new Map());
                return added;
              }, intl.formatMessage(messages.coursewareAdded, { count: picked.size }))
            }
          >
            {intl.formatMessage(messages.addCourseware, { count: picked.size })}
          </Button>
        </div>
      </div>
    </section>
  );
}
