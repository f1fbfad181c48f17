import '@academy/ui/fonts';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview.tsx';

setProjectAnnotations(preview);
afterEach(() => cleanup());
