import type { LoaderFunctionArgs } from 'react-router';
import { PeoplePage, peopleLoader } from './PeoplePage.tsx';

export const loader = (args: LoaderFunctionArgs) => peopleLoader(args, 'fan');
export const Component = PeoplePage;
