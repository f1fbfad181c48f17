import { titles } from '../../routes/titles.messages.ts';
import { serviceMessages as m } from './info.messages.ts';
import { InfoPage } from './InfoPage.tsx';

export const Component = () => (
  <InfoPage kind="service" title={titles.service} intro={m.intro} sections={[[m.accountTitle, m.account], [m.contentTitle, m.content], [m.conductTitle, m.conduct]]} />
);
