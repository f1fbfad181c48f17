import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { themeTokens } from '@academy/tokens';

const brand = themeTokens.light.color.brand.primary;

/** The Academy Portal mark: an open book under a mortarboard, in the default brand colour. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">
<path d="M20 4 2 12l18 8 18-8z" fill="${brand}"/><path d="M9 16v8c0 3 5 6 11 6s11-3 11-6v-8l-11 5z" fill="${brand}" opacity=".75"/>
<path d="M36 13v11" stroke="${brand}" stroke-width="2" stroke-linecap="round"/>
<text x="46" y="26" font-family="Noto Sans, system-ui, sans-serif" font-size="17" font-weight="700" fill="${themeTokens.light.color.text.primary}">Academy Portal</text>
</svg>`;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Academy Portal design system',
    brandUrl: './',
    brandImage: `data:image/svg+xml,${encodeURIComponent(logo)}`,
    brandTarget: '_self',
    colorPrimary: brand,
    colorSecondary: brand,
    fontBase: '"Noto Sans", system-ui, sans-serif',
  }),
});
