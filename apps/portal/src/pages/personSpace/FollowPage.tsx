import type { LoaderFunctionArgs } from 'react-router';
import { PeoplePage, peopleLoader } from './PeoplePage.tsx';

export const loader = (args: LoaderFunctionArgs) => peopleLoader(args, 'follow');
export const Component = PeoplePage;
