import { useEffect, useState } from 'react';
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
  const move = (index: number, by: -1 | 1) => {
    if (!items) return;
    const ids = items.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run(() => api.updateCoursewareOrder({ body: { classId, ids }, tenantId: schoolId }), intl.formatMessage(messages.coursewareMoved));
  };

  return (
    <section aria-labelledby="courseware" className={styles.stack}>
      <h2 id="courseware" className={styles.sectionTitle}>{intl.formatMessage(messages.coursewareTitle)}</h2>
      {failure && <Banner tone="error"><span dir="auto">{failure}</span></Banner>}
      {items && items.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.noCourseware)}</p>}
      <ol className={styles.list} aria-label={intl.formatMessage(messages.coursewareTitle)}>
        {items?.map((item, index) => (
          <li key={item.id} className={styles.row} data-testid="courseware-item">
            <span className={styles.muted}>{intl.formatMessage(TYPE_MESSAGE[item.coursewareType])}</span>
            <span {...contentProps(null, { lines: 1 })}>{item.coursewareName}</span>
            <IconButton icon="arrowUp" aria-label={intl.formatMessage(messages.moveUp, { name: isolate(item.coursewareName) })} isDisabled={busy || index === 0} onPress={() => move(index, -1)} />
            <IconButton icon="arrowDown" aria-label={intl.formatMessage(messages.moveDown, { name: isolate(item.coursewareName) })} isDisabled={busy || index === items.length - 1} onPress={() => move(index, 1)} />
            <IconButton icon="trash" aria-label={intl.formatMessage(messages.removeCourseware, { name: isolate(item.coursewareName) })} isDisabled={busy} onPress={() => void run(async () => {
              await api.deleteCourseware({ params: { id: item.id }, tenantId: schoolId });
              return items.filter((other) => other.id !== item.id);
            })} />
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
        <TextField
          type="search"
          label={intl.formatMessage(messages.coursewareSearch)}
          value={keyword}
          onChange={setKeyword}
          data-testid="courseware-search"
        />
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
