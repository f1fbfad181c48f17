export { ThemePanel, type ThemePanelProps, type ThemeOverrides } from './ThemePanel.tsx';
