import { titles } from '../../routes/titles.messages.ts';
import { privacyMessages as m } from './info.messages.ts';
import { InfoPage } from './InfoPage.tsx';

export const Component = () => (
  <InfoPage kind="privacy" title={titles.privacy} intro={m.intro} sections={[[m.collectTitle, m.collect], [m.cookiesTitle, m.cookies], [m.rightsTitle, m.rights]]} />
);
