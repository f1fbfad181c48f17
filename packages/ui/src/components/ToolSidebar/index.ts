export { ToolSidebar, type ToolSidebarProps } from './ToolSidebar.tsx';
