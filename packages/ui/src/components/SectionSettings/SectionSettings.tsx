import { useId, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  MAX_CATEGORIES,
  MAX_COLUMNS,
  MAX_COUNT,
  MAX_SLIDES,
  MIN_COLUMNS,
  MIN_COUNT,
  RANKING_LIST_NAMES,
  RESOURCE_TYPE_CODES,
  editableTexts,
  localizedPatch,
  resourceTypeChange,
  sectionKind,
  type AudienceCode,
  type CardSection,
  type CompositionProblem,
  type LocaleCode,
  type ProblemField,
  type RankingListName,
  type RankingSection,
  type ResourceTypeCode,
  type Section,
  type SectionPatch,
} from '@academy/rules';
import * as field from '../../styles/field.css.ts';
import { resourceStatusMessages, resourceTypeMessages } from '../../messages/resource.messages.ts';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { Banner } from '../Banner/index.ts';
import { CheckboxGroup } from '../Checkbox/index.ts';
import { RadioGroup, type RadioOption } from '../RadioGroup/index.ts';
import { rankingMessages } from '../RankingList/RankingList.messages.ts';
import { Select } from '../Select/index.ts';
import { audienceMessages, sectionDisplayName, sectionKindMessage } from '../SectionList/index.ts';
import { TextField } from '../TextField/index.ts';
import { sectionSettingsMessages as messages } from './SectionSettings.messages.ts';
import { BannerSlidesFields } from './BannerSlidesFields.tsx';
import { LocalizedTextFields } from '../LocalizedTextFields/index.ts';
import { contentProps } from '../../content/contentProps.ts';
import * as styles from './SectionSettings.css.ts';

export type SectionCategory = { id: number; name: string };

export type SectionSettingsProps = {
  section: Section;
  /** From validateComposition (any section's: this one's are picked out); each is shown next to its field. */
  problems?: readonly CompositionProblem[];
  /** The school's categories for the data-source filter; without any, the filter is not offered. */
  categories?: readonly SectionCategory[];
  headingLevel?: 2 | 3 | 4;
  /** Banner sections: images to pick for a slide (the school's banners). */
  bannerImages?: readonly string[];
  /** Banner sections: stores an uploaded slide image and resolves with its URL (rejects with the reason to show). */
  onUploadImage?: (file: File) => Promise<string>;
  /** The school's default language (decision 0040): its field comes first in titles and captions; the page's language without it. */
  defaultLocale?: LocaleCode | undefined;
  /** A change to merge into the section (updateSection in @academy/rules). Out-of-range values are passed on, not dropped. */
  onChange: (patch: SectionPatch) => void;
  className?: string;
};

const RESOURCE_TYPE_MESSAGES: Record<ResourceTypeCode, MessageDescriptor> = {
  0: resourceTypeMessages.all,
  1: resourceTypeMessages.course,
  2: resourceTypeMessages.exam,
  3: resourceTypeMessages.knowledge,
  4: resourceTypeMessages.live,
  5: resourceTypeMessages.class,
  10: resourceTypeMessages.purchaseCourse,
  11: resourceTypeMessages.shareCourse,
  12: resourceTypeMessages.shareExam,
  17: resourceTypeMessages.topic,
};
const PERIOD_MESSAGES = { 2: rankingMessages.periodMonth, 3: rankingMessages.periodTotal, 4: rankingMessages.periodLastYear, 5: rankingMessages.periodThisYear } as const;
const KIND_MESSAGES = { 1: messages.kindDefault, 2: messages.kindCustom, 3: messages.kindRecommended } as const;
const RANGE_MESSAGES = { 1: messages.rangeWeek, 2: messages.rangeMonth, 3: messages.rangeYear, 4: messages.rangeAll } as const;

/** A RadioGroup with an error under it that describes it (the primitive has no error slot). */
function Choice({ label, value, options, error, onChange }: { label: string; value: number; options: readonly RadioOption[]; error?: string | undefined; onChange: (value: number) => void }) {
  const errorId = useId();
  const current = String(value);
  return (
    <div className={field.field}>
      <RadioGroup
        label={label}
        orientation="horizontal"
        value={options.some((option) => option.value === current) ? current : null}
        onChange={(next) => onChange(Number(next))}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        options={options}
      />
      {error && <FieldProblem id={errorId}>{error}</FieldProblem>}
    </div>
  );
}

function FieldProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={field.error}>
      {children}
    </p>
  );
}

/**
 * The settings form of one home-page section, by kind: title in Chinese and English and how it shows, cards per
 * row, audience and data source for card sections; period, kind, range and lists for rankings. Each problem from
 * validateComposition shows next to its field, translated; problems without a field are listed at the top.
 */
export function SectionSettings({ section, problems = [], categories = [], bannerImages = [], onUploadImage, defaultLocale, headingLevel = 2, onChange, className }: SectionSettingsProps) {
  const intl = useIntl();
  const { locale } = useAppContext();
  const schoolDefault = defaultLocale ?? locale.code;
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const [countDraft, setCountDraft] = useState<{ id: string; text: string } | null>(null);

  const mine = problems.filter((problem) => problem.sectionId === section.id);
  const shown = new Set<ProblemField>(['audience']);
  if (section.type === 'cards') {
    for (const name of ['title', 'titleMode', 'columns', 'source.resourceType', 'source.sort', 'source.zone', 'source.count'] as const) shown.add(name);
    if (categories.length > 0) shown.add('source.categoryIds');
  }
  if (section.type === 'ranking') for (const name of ['title', 'period', 'kind', 'range', 'lists'] as const) shown.add(name);
  if (section.type === 'banner') shown.add('slides');

  const problemText = (problem: CompositionProblem): string => {
    switch (problem.code) {
      case 'columnsOutOfRange':
        return intl.formatMessage(messages.columnsOutOfRange, { min: MIN_COLUMNS, max: MAX_COLUMNS, value: section.type === 'cards' ? String(section.columns) : '' });
      case 'countOutOfRange':
        return intl.formatMessage(messages.countOutOfRange, { min: MIN_COUNT, max: MAX_COUNT });
      case 'tooManyCategories':
        return intl.formatMessage(messages.tooManyCategories, { max: MAX_CATEGORIES, count: section.type === 'cards' ? section.source.categoryIds.length : 0 });
      case 'tooManySlides':
        return intl.formatMessage(messages.tooManySlides, { max: MAX_SLIDES });
      case 'invalidValue':
        return intl.formatMessage(problem.field === 'cardKind' ? messages.unknownKind : messages.invalidValue);
      case 'tooManySections':
        return intl.formatMessage(messages.invalidValue);
      default:
        return intl.formatMessage(messages[problem.code]);
    }
  };
  const errorFor = (name: ProblemField) => {
    const problem = mine.find((candidate) => candidate.field === name);
    return problem ? problemText(problem) : undefined;
  };
  const elsewhere = mine.filter((problem) => !shown.has(problem.field));

  const audience = (
    <Choice
      label={intl.formatMessage(messages.audience)}
      value={section.audience}
      options={([1, 2, 3] as const).map((value) => ({ value: String(value), label: intl.formatMessage(audienceMessages[value]) }))}
      error={errorFor('audience')}
      onChange={(value) => onChange({ audience: value as AudienceCode })}
    />
  );

  const titleFields = (section.type === 'cards' || section.type === 'ranking') && (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{intl.formatMessage(messages.title)}</legend>
      <LocalizedTextFields value={editableTexts(section.title)} defaultLocale={schoolDefault} errorMessage={errorFor('title')} onChange={(texts) => onChange({ title: localizedPatch(texts, schoolDefault) })} />
      {section.type === 'cards' && (
        <Choice
          label={intl.formatMessage(messages.titleMode)}
          value={section.titleMode}
          options={[
            { value: '0', label: intl.formatMessage(messages.titleModeNone) },
            { value: '1', label: intl.formatMessage(messages.titleModeTitle) },
            { value: '2', label: intl.formatMessage(messages.titleModeSearch) },
          ]}
          error={errorFor('titleMode')}
          onChange={(value) => onChange({ titleMode: value as CardSection['titleMode'] })}
        />
      )}
    </fieldset>
  );

  let body: ReactNode = null;
  if (section.type === 'cards') {
    const { source } = section;
    const countText = countDraft?.id === section.id ? countDraft.text : String(source.count);
    const countNotNumber = countDraft?.id === section.id;
    body = (
      <>
        <Choice
          label={intl.formatMessage(messages.columns)}
          value={section.columns}
          options={[2, 3, 4, 5].map((value) => ({ value: String(value), label: intl.formatNumber(value) }))}
          error={errorFor('columns')}
          onChange={(columns) => onChange({ columns })}
        />
        {audience}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{intl.formatMessage(messages.content)}</legend>
          <Select
            label={intl.formatMessage(messages.resourceType)}
            options={RESOURCE_TYPE_CODES.map((code) => ({ id: String(code), label: intl.formatMessage(RESOURCE_TYPE_MESSAGES[code]) }))}
            value={RESOURCE_TYPE_CODES.includes(source.resourceType) ? String(source.resourceType) : null}
            onChange={(key) => {
              if (key !== null) onChange({ source: resourceTypeChange(source, Number(key) as ResourceTypeCode) });
            }}
            errorMessage={errorFor('source.resourceType')}
          />
          <Choice
            label={intl.formatMessage(messages.sort)}
            value={source.sort}
            options={[
              { value: '0', label: intl.formatMessage(messages.sortNewest) },
              { value: '1', label: intl.formatMessage(messages.sortHottest) },
              { value: '2', label: intl.formatMessage(messages.sortSmart) },
            ]}
            error={errorFor('source.sort')}
            onChange={(sort) => onChange({ source: { sort: sort as CardSection['source']['sort'] } })}
          />
          <Choice
            label={intl.formatMessage(messages.zone)}
            value={source.zone}
            options={[
              { value: '0', label: intl.formatMessage(resourceTypeMessages.all) },
              { value: '1', label: intl.formatMessage(resourceStatusMessages.vip) },
              { value: '2', label: intl.formatMessage(resourceStatusMessages.free) },
            ]}
            error={errorFor('source.zone')}
            onChange={(zone) => onChange({ source: { zone: zone as CardSection['source']['zone'] } })}
          />
          <TextField
            className={styles.count}
            label={intl.formatMessage(messages.count)}
            inputMode="numeric"
            inputDir="ltr"
            value={countText}
            description={intl.formatMessage(messages.countHint, { min: MIN_COUNT, max: MAX_COUNT })}
            errorMessage={countNotNumber ? intl.formatMessage(messages.countNotNumber) : errorFor('source.count')}
            onChange={(text) => {
              // A whole number goes to the page, even out of range (the problem shows); anything else stays here, flagged.
              if (/^\s*\d{1,6}\s*$/.test(text)) {
                setCountDraft(null);
                onChange({ source: { count: Number(text) } });
              } else setCountDraft({ id: section.id, text });
            }}
          />
          {categories.length > 0 && (
            <CheckboxGroup
              label={intl.formatMessage(messages.categories)}
              orientation="row"
              description={intl.formatMessage(messages.categoriesHint)}
              value={source.categoryIds.map(String)}
              onChange={(values) => onChange({ source: { categoryIds: values.map(Number) } })}
              options={categories.map((category) => ({ value: String(category.id), label: <span {...contentProps()}>{category.name}</span> }))}
              errorMessage={errorFor('source.categoryIds')}
            />
          )}
        </fieldset>
      </>
    );
  } else if (section.type === 'ranking') {
    body = <RankingFields section={section} audience={audience} errorFor={errorFor} onChange={onChange} />;
  } else if (section.type === 'banner') {
    body = (
      <>
        {audience}
        <BannerSlidesFields
          slides={section.slides}
          error={errorFor('slides')}
          bannerImages={bannerImages}
          onUploadImage={onUploadImage}
          defaultLocale={schoolDefault}
          onChange={(slides) => onChange({ slides })}
        />
      </>
    );
  } else {
    body = (
      <>
        {audience}
        <p className={styles.note}>{intl.formatMessage(messages.navigationHint)}</p>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading id={headingId} {...contentProps(styles.heading)}>
          {sectionDisplayName(section, locale.code, intl)}
        </Heading>
        <span className={styles.kind}>{intl.formatMessage(sectionKindMessage(sectionKind(section)))}</span>
      </div>
      {elsewhere.length > 0 && (
        <Banner tone="error" title={intl.formatMessage(messages.problemsTitle)}>
          <ul className={styles.problems}>
            {elsewhere.map((problem) => (
              <li key={`${problem.field}-${problem.code}`}>{problemText(problem)}</li>
            ))}
          </ul>
        </Banner>
      )}
      {titleFields}
      {body}
    </section>
  );
}

function RankingFields({
  section,
  audience,
  errorFor,
  onChange,
}: {
  section: RankingSection;
  audience: ReactNode;
  errorFor: (name: ProblemField) => string | undefined;
  onChange: (patch: SectionPatch) => void;
}) {
  const intl = useIntl();
  return (
    <>
      {audience}
      <Choice
        label={intl.formatMessage(rankingMessages.period)}
        value={section.period}
        options={([2, 3, 4, 5] as const).map((value) => ({ value: String(value), label: intl.formatMessage(PERIOD_MESSAGES[value]) }))}
        error={errorFor('period')}
        onChange={(period) => onChange({ period: period as RankingSection['period'] })}
      />
      <Choice
        label={intl.formatMessage(messages.rankingKind)}
        value={section.kind}
        options={([1, 2, 3] as const).map((value) => ({ value: String(value), label: intl.formatMessage(KIND_MESSAGES[value]) }))}
        error={errorFor('kind')}
        onChange={(kind) => onChange({ kind: kind as RankingSection['kind'] })}
      />
      <Choice
        label={intl.formatMessage(messages.range)}
        value={section.range}
        options={([1, 2, 3, 4] as const).map((value) => ({ value: String(value), label: intl.formatMessage(RANGE_MESSAGES[value]) }))}
        error={errorFor('range')}
        onChange={(range) => onChange({ range: range as RankingSection['range'] })}
      />
      <CheckboxGroup
        label={intl.formatMessage(messages.lists)}
        orientation="row"
        value={section.lists}
        onChange={(lists) => onChange({ lists: lists as RankingListName[] })}
        options={RANKING_LIST_NAMES.map((list) => ({ value: list, label: intl.formatMessage(rankingMessages[list]) }))}
        errorMessage={errorFor('lists')}
      />
    </>
  );
}
