import type { LoaderFunctionArgs } from 'react-router';
import { titles } from '../../routes/titles.messages.ts';
import { ResultsPage, resultsLoader } from '../results/ResultsPage.tsx';

export const loader = (args: LoaderFunctionArgs) => resultsLoader(args, true);
export const Component = () => <ResultsPage title={titles.search} />;
