import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const area = style({ resize: 'vertical', minBlockSize: `calc(${vars.size.control.lg} * 2.5)` });
