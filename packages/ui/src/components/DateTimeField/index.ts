export { DateTimeField, type DateTimeFieldProps } from './DateTimeField.tsx';
export { DateRangeField, type DateRangeFieldProps, type DateRangeValue } from './DateRangeField.tsx';
export { instantInZone, toUtcIso, wallTimeToUtc } from './zonedTime.ts';
export { browserTimeZone } from '../../format/browserTimeZone.ts';
