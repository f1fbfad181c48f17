export { SectionSettings, type SectionSettingsProps, type SectionCategory } from './SectionSettings.tsx';
