import { defineMessages } from 'react-intl';

export const sectionSettingsMessages = {
  ...defineMessages({
    title: { id: 'ui.sectionSettings.title', defaultMessage: 'Title', description: 'Legend of the two title fields (Chinese and English) of a home-page section.' },
    titleMode: { id: 'ui.sectionSettings.titleMode', defaultMessage: 'Title display', description: 'Label of the choice: how the section title appears above the cards.' },
    titleModeNone: { id: 'ui.sectionSettings.titleModeNone', defaultMessage: 'Hidden', description: 'Title display option (spec mode 0): no title above the cards.' },
    titleModeTitle: { id: 'ui.sectionSettings.titleModeTitle', defaultMessage: 'Title', description: 'Title display option (spec mode 1): the title only.' },
    titleModeSearch: { id: 'ui.sectionSettings.titleModeSearch', defaultMessage: 'Title and search box', description: 'Title display option (spec mode 2): the title with a search box next to it.' },
    columns: { id: 'ui.sectionSettings.columns', defaultMessage: 'Cards per row', description: 'Label of the choice of how many cards stand side by side (2 to 5).' },
    audience: { id: 'ui.sectionSettings.audience', defaultMessage: 'Shown to', description: 'Label of the choice of who sees the section: everyone, members or visitors.' },
    content: { id: 'ui.sectionSettings.content', defaultMessage: 'Content', description: 'Legend of the group of fields choosing what the section lists.' },
    resourceType: { id: 'ui.sectionSettings.resourceType', defaultMessage: 'Type of content', description: 'Label of the drop-down list of resource types (courses, exams…).' },
    sort: { id: 'ui.sectionSettings.sort', defaultMessage: 'Order', description: 'Label of the choice of the order of the items.' },
    sortNewest: { id: 'ui.sectionSettings.sortNewest', defaultMessage: 'Newest first', description: 'Order option (spec sort 0): the latest items first.' },
    sortHottest: { id: 'ui.sectionSettings.sortHottest', defaultMessage: 'Most popular', description: 'Order option (spec sort 1): the most viewed items first.' },
    sortSmart: { id: 'ui.sectionSettings.sortSmart', defaultMessage: 'Smart', description: 'Order option (spec sort 2): an automatic order mixing freshness and popularity.' },
    zone: { id: 'ui.sectionSettings.zone', defaultMessage: 'Zone', description: 'Label of the choice between all items, VIP-only items and free items.' },
    count: { id: 'ui.sectionSettings.count', defaultMessage: 'Number of items', description: 'Field: how many items the section shows.' },
    countNotNumber: { id: 'ui.sectionSettings.countNotNumber', defaultMessage: 'Enter a whole number.', description: 'Error under the number of items when the text is not a whole number.' },
    categories: { id: 'ui.sectionSettings.categories', defaultMessage: 'Categories', description: 'Label of the group of category checkboxes filtering the items.' },
    categoriesHint: { id: 'ui.sectionSettings.categoriesHint', defaultMessage: 'Leave all unticked to show every category.', description: 'Help under the category checkboxes.' },
    rankingKind: { id: 'ui.sectionSettings.rankingKind', defaultMessage: 'Ranking type', description: 'Label of the choice of ranking kind (spec: default, custom, recommended).' },
    kindDefault: { id: 'ui.sectionSettings.kindDefault', defaultMessage: 'Standard', description: 'Ranking kind option (spec kind 1, “default”): the platform’s ranking.' },
    kindCustom: { id: 'ui.sectionSettings.kindCustom', defaultMessage: 'Custom', description: 'Ranking kind option (spec kind 2): a ranking the school defines.' },
    kindRecommended: { id: 'ui.sectionSettings.kindRecommended', defaultMessage: 'Recommended', description: 'Ranking kind option (spec kind 3): recommended items.' },
    range: { id: 'ui.sectionSettings.range', defaultMessage: 'Time range', description: 'Label of the choice of time range of a ranking: week, month, year, all.' },
    rangeWeek: { id: 'ui.sectionSettings.rangeWeek', defaultMessage: 'Week', description: 'Ranking time range option (spec range 1).' },
    rangeMonth: { id: 'ui.sectionSettings.rangeMonth', defaultMessage: 'Month', description: 'Ranking time range option (spec range 2).' },
    rangeYear: { id: 'ui.sectionSettings.rangeYear', defaultMessage: 'Year', description: 'Ranking time range option (spec range 3).' },
    rangeAll: { id: 'ui.sectionSettings.rangeAll', defaultMessage: 'All', description: 'Ranking time range option (spec range 4): no time limit.' },
    lists: { id: 'ui.sectionSettings.lists', defaultMessage: 'Lists', description: 'Label of the group of checkboxes choosing which ranking lists the section shows.' },
    navigationHint: {
      id: 'ui.sectionSettings.navigationHint',
      defaultMessage: 'The links come from the school’s navigation settings.',
      description: 'Note in the settings of a navigation section, which only has an audience.',
    },
    problemsTitle: { id: 'ui.sectionSettings.problemsTitle', defaultMessage: 'This section needs attention', description: 'Title of the list of problems not tied to a field of the form.' },
    titleRequired: { id: 'ui.sectionSettings.titleRequired', defaultMessage: 'Enter a title in at least one language, or hide the title.', description: 'Error under the title fields.' },
    bannerNeedsSlide: { id: 'ui.sectionSettings.bannerNeedsSlide', defaultMessage: 'A banner needs at least one slide.', description: 'Error in the settings of a banner section without slides.' },
    slideNeedsImage: { id: 'ui.sectionSettings.slideNeedsImage', defaultMessage: 'Every slide needs an image: pick one or upload one.', description: 'Error under the slides of a banner when a slide has no image.' },
    slideLinkInvalid: {
      id: 'ui.sectionSettings.slideLinkInvalid',
      defaultMessage: 'A slide link must be a page of this site (starting with /) or an https:// address.',
      description: 'Error under the slides of a banner when a link is neither a site path nor https.',
    },
    slideImage: { id: 'ui.sectionSettings.slideImage', defaultMessage: 'Image', description: 'Label of the image choice of a banner slide.' },
    slideImagePlaceholder: { id: 'ui.sectionSettings.slideImagePlaceholder', defaultMessage: 'Choose an image', description: 'Placeholder of the image choice of a banner slide.' },
    slideUpload: { id: 'ui.sectionSettings.slideUpload', defaultMessage: 'Upload an image', description: 'Button: upload an image (gif, jpeg, png) for a banner slide.' },
    uploadFailed: { id: 'ui.sectionSettings.uploadFailed', defaultMessage: 'The image was not uploaded. Try again.', description: 'Error when uploading a slide image failed without a reason.' },
    slideCaption: { id: 'ui.sectionSettings.slideCaption', defaultMessage: 'Caption', description: 'Group label: a banner slide’s caption, one field per language of the school.' },
    slideLink: { id: 'ui.sectionSettings.slideLink', defaultMessage: 'Link (optional)', description: 'Label: where a banner slide leads when clicked.' },
    slideLinkHint: { id: 'ui.sectionSettings.slideLinkHint', defaultMessage: 'A page of this site, like /portal/…/more, or an https:// address.', description: 'Hint under the link field of a banner slide.' },
    slideAdd: { id: 'ui.sectionSettings.slideAdd', defaultMessage: 'Add a slide', description: 'Button: add a slide to a banner section.' },
    rankingNeedsList: { id: 'ui.sectionSettings.rankingNeedsList', defaultMessage: 'Choose at least one list.', description: 'Error under the ranking lists when none is ticked.' },
    invalidValue: {
      id: 'ui.sectionSettings.invalidValue',
      defaultMessage: 'This setting has a value the editor does not recognise. Choose one of the options.',
      description: 'Error under a setting whose saved value is not one of the allowed ones (old data).',
    },
    unknownKind: {
      id: 'ui.sectionSettings.unknownKind',
      defaultMessage: 'The editor does not know this kind of section. Remove it and add one from the Add section menu.',
      description: 'Error: the section was saved with a card kind outside the nine the spec lists (old data).',
    },
    duplicateId: {
      id: 'ui.sectionSettings.duplicateId',
      defaultMessage: 'Another section has the same identifier. Duplicate this section and remove the original.',
      description: 'Error: two sections of the page share an id.',
    },
  }),
  ...defineMessages<{
    countHint: { min: number; max: number };
    columnsOutOfRange: { min: number; max: number; value: string };
    countOutOfRange: { min: number; max: number };
    tooManyCategories: { max: number; count: number };
    tooManySlides: { max: number };
    slideN: { n: number };
    slideImageAlt: { n: number };
    slideImageOption: { n: number };
    slideRemove: { n: number };
  }>({
    countHint: { id: 'ui.sectionSettings.countHint', defaultMessage: 'From {min, number} to {max, number}.', description: 'Help under the number of items.' },
    columnsOutOfRange: {
      id: 'ui.sectionSettings.columnsOutOfRange',
      defaultMessage: 'This section is set to {value} cards per row. Choose from {min, number} to {max, number}.',
      description: 'Error under the cards-per-row choice when the saved value is out of range.',
    },
    countOutOfRange: { id: 'ui.sectionSettings.countOutOfRange', defaultMessage: 'Show from {min, number} to {max, number} items.', description: 'Error under the number of items.' },
    tooManyCategories: {
      id: 'ui.sectionSettings.tooManyCategories',
      defaultMessage: '{count, number} categories are ticked. Choose at most {max, number}.',
      description: 'Error under the category checkboxes when too many are ticked.',
    },
    slideN: { id: 'ui.sectionSettings.slideN', defaultMessage: 'Slide {n, number}', description: 'Heading of one slide of a banner section.' },
    slideImageAlt: { id: 'ui.sectionSettings.slideImageAlt', defaultMessage: 'Image of slide {n, number}', description: 'Alternative text of the preview of a banner slide image.' },
    slideImageOption: { id: 'ui.sectionSettings.slideImageOption', defaultMessage: 'Banner image {n, number}', description: 'Name of one image in the image choice of a banner slide.' },
    slideRemove: { id: 'ui.sectionSettings.slideRemove', defaultMessage: 'Remove slide {n, number}', description: 'Button: remove one slide of a banner section.' },
    tooManySlides: { id: 'ui.sectionSettings.tooManySlides', defaultMessage: 'A banner can have at most {max, number} slides.', description: 'Error in the settings of a banner with too many slides.' },
  }),
};
