#!/usr/bin/env node
// Scaffolds a library component with all its files (Paragon's component generator, our conventions):
//   node scripts/new-component.mjs FeedbackDialog
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: node scripts/new-component.mjs PascalCaseName');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'packages/ui/src/components', name);
if (existsSync(dir)) {
  console.error(`${dir} exists`);
  process.exit(1);
}
const camel = name[0].toLowerCase() + name.slice(1);
const idBase = `ui.${camel}`;
const files = {
  [`${name}.tsx`]: `import { useIntl } from 'react-intl';
import * as styles from './${name}.css.ts';
import { ${camel}Messages } from './${name}.messages.ts';

export type ${name}Props = {
  // Describe every prop in a doc comment: the docs page's props table shows it (npm run storybook:check).
  /** An extra class on the outer box (its place in a page layout). */
  className?: string;
};

/** What it is for, in one sentence a designer understands. */
export function ${name}({ className }: ${name}Props) {
  const intl = useIntl();
  // School or user content (a title, a name, a cell) goes in its own element: <span {...contentProps(null, { lines: 1 })}>
  // (from '../../content/contentProps.ts'; Storybook: Foundations / Mixed-direction content). Chrome stays outside it.
  return <div className={[styles.root, className].filter(Boolean).join(' ')}>{intl.formatMessage(${camel}Messages.example)}</div>;
}
`,
  [`${name}.css.ts`]: `import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({
  color: vars.color.text.primary,
  paddingInline: vars.space.md,
});
`,
  [`${name}.messages.ts`]: `import { defineMessages } from 'react-intl';

export const ${camel}Messages = defineMessages({
  example: { id: '${idBase}.example', defaultMessage: 'Example', description: 'Say where the translator will see this.' },
});
`,
  [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsGuide } from '../../test/stories.ts';
import { ${name} } from './${name}.tsx';
import guide from './${name}.guide.md?raw';

const meta = {
  title: 'Components/${name}',
  component: ${name},
  parameters: { docs: docsGuide(guide) },
} satisfies Meta<typeof ${name}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeVisible();
  },
};
`,
  [`${name}.test.tsx`]: `import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { ${name} } from './${name}.tsx';

describe('${name}', () => {
  test('renders', async () => {
    await renderInApp(<${name} />);
    expect(screen.getByText('Example')).toBeInTheDocument();
  });
});
`,
  // The docs page's usage guide (Storybook: Guides / Contributing), shown under its title.
  [`${name}.guide.md`]: `What it is for, in a sentence or two a designer understands.

\`\`\`tsx
<${name} />
\`\`\`

### When to use
- 

### When not to use
- (and what to use instead)

### Do and don't
| Do | Don't |
|---|---|
|  |  |

### Accessibility
| Key | Does |
|---|---|
| Tab | |

What a screen reader announces: name, role, state, and what changes are announced.

### Right to left and languages
What mirrors, what keeps its own direction (school or user content), what follows the reader's language.

### Theme tokens it reads
\`color.text.primary\`, \`space.md\`
`,
  'index.ts': `export { ${name}, type ${name}Props } from './${name}.tsx';\n`,
};
mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
const index = join(root, 'packages/ui/src/index.ts');
writeFileSync(index, `${readFileSync(index, 'utf8')}export * from './components/${name}/index.ts';\n`);
console.log(`created ${dir} and exported it from packages/ui/src/index.ts.
Next: write the component, its stories (every state), tests; npm run i18n:extract; translate with scripts/i18n-add.mjs;
npx vitest run --project stories -u -t <StoryName> for baselines, and look at them.`);
