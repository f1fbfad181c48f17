/** The O3 zone's card kinds and categories (the same lists as the API's O3 contract). */
export type O3CardKind = 'case' | 'project' | 'activity';
export type O3Category = 'digital' | 'manufacturing' | 'energy' | 'publicService' | 'education';

/** What a tile needs to show one O3 card (the portal passes the API's O3 card as it is). */
export type O3CardSummary = {
  id: string;
  kind: O3CardKind;
  title: string;
  summary: string;
  category: O3Category;
  coverUrl: string | null;
  views: number;
  /** How many people follow (focus) the card. */
  focusCount: number;
  /** Activities: how many joined, and how many may (null: no limit). */
  people: number;
  capacity: number | null;
};

/** The follow (focus) action of a tile: the page calls the server and passes the new state back. */
export type O3CardFocus = {
  isFocused: boolean;
  onToggle: () => void;
  /** While the call runs: a spinner in the button, presses wait. */
  pending?: boolean;
};
