export { ResourceHeader, type ResourceHeaderAction, type ResourceHeaderProps } from './ResourceHeader.tsx';
