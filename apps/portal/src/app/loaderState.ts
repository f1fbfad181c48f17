import { useState, type Dispatch, type SetStateAction } from 'react';
import { useLoaderData } from 'react-router';

/**
 * The route's loader answer as state the page may change (an enrolment, a lesson's progress): a new answer (another
 * page's link, a revalidation) replaces what the page changed, during render rather than in an effect.
 */
export function useLoaderState<T>(): [T, Dispatch<SetStateAction<T>>] {
  // The loaders here answer with what the API client parsed, not with serialized data: the type the page names.
  const loaded = useLoaderData() as T;
  const [value, setValue] = useState(loaded);
  const [shown, setShown] = useState(loaded);
  if (shown !== loaded) {
    setShown(loaded);
    setValue(loaded);
  }
  return [value, setValue];
}
