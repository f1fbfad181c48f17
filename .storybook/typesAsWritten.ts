import type { ArgTypesEnhancer } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';

type DocgenProp = { description?: string; tsType?: { name: string; raw?: string } };
/** Where Storybook's react-docgen plugin leaves a component's props (its own property name). */
const DOCGEN = '__docgenInfo';
type Documented = { [DOCGEN]?: { props?: Record<string, DocgenProp> } };

/**
 * Props tables as the props are written. Storybook turns react-docgen's types into one word where the source says
 * more: a union of literals shows "union", `ReadonlyArray<SelectOption>` "ReadonlyArray". This shows the type's source
 * text instead ('sm' | 'md' | 'lg'), and takes a `@default` from the prop's comment into the Default column when
 * the component's code gives none (variants whose default lives in a style recipe).
 */
export const typesAsWritten: ArgTypesEnhancer<ReactRenderer> = ({ argTypes, component }) => {
  const props = (component as Documented | undefined)?.[DOCGEN]?.props ?? {};
  for (const [name, argType] of Object.entries(argTypes)) {
    const prop = props[name];
    const table = argType.table;
    if (!prop || !table) continue;
    const raw = prop.tsType?.raw?.replace(/\s+/g, ' ');
    if (raw && table.type?.summary !== raw) table.type = { ...table.type, summary: raw };
    const stated = /@default\s+(.+)$/m.exec(prop.description ?? '')?.[1]?.trim();
    if (stated && !table.defaultValue?.summary) table.defaultValue = { summary: stated };
    if (argType.description) argType.description = argType.description.replace(/\s*@default\s+.+$/m, '');
  }
  return argTypes;
};
