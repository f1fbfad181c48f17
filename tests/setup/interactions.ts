import '@academy/ui/fonts';
// The lazily loaded parts, there before the first play presses for one (packages/ui/src/test/lazyParts.ts).
import '../../packages/ui/src/test/lazyParts.ts';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview.tsx';

setProjectAnnotations(preview);
afterEach(() => cleanup());
