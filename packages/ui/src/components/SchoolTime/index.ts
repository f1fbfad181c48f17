export { SchoolTime, type SchoolTimeProps } from './SchoolTime.tsx';
export { formatSchoolRange, formatSchoolTime, formatViewerRange, formatViewerTime, readsDifferently, type SchoolTimeKind } from '../../format/schoolTime.ts';
