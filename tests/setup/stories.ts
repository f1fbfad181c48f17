import '@academy/ui/fonts';
// The lazily loaded parts, there before the first play presses for one (packages/ui/src/test/lazyParts.ts).
import '../../packages/ui/src/test/lazyParts.ts';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview.tsx';

setProjectAnnotations(preview);
afterEach(() => cleanup());

// Screenshots show end states: no animation, transition or blinking caret (React Spectrum's disableAnimations). Play
// functions run under the same rule: what they wait for is there at once.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
html, body { margin: 0; }`;
document.head.append(still);
