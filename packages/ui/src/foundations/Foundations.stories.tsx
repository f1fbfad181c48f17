import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkContrast, themeColors, tokenDocs } from '@academy/tokens';
import { useAppContext } from '../provider/LocaleContext.ts';
import { varOf } from '../theme/varOf.ts';
import * as styles from './Foundations.css.ts';

/**
 * Foundations: the design tokens rendered from their source (tokens/*.json → @academy/tokens), so a designer
 * can review colours, contrast, space, type and motion in every theme and school without reading code.
 * The theme, school and language toolbars apply here too.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded', visual: { layout: 'stack' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const byPrefix = (prefix: string) => tokenDocs.filter((token) => token.path.startsWith(prefix));

function TokenTable({ prefix, preview }: { prefix: string; preview: (path: string) => React.ReactNode }) {
  const { theme } = useAppContext();
  return (
    <table className={styles.table}>
      <tbody>
        {byPrefix(prefix).map((token) => (
          <tr key={token.path}>
            <td className={styles.cell}>{preview(token.path)}</td>
            <td className={styles.cell}>
              <div className={styles.code}>{token.path}</div>
              {token.description && <div>{token.description}</div>}
            </td>
            <td className={styles.cell}>
              <span className={styles.code}>{token.ref[theme] ?? token.value[theme]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every semantic colour with the primitive it points to in the current mode. */
export const Colors: Story = {
  render: () => <TokenTable prefix="color." preview={(path) => <div className={styles.swatch} style={{ backgroundColor: varOf(path) }} />} />,
};

/** The pairs readers actually see, measured against WCAG AA for the current mode and school. */
export const Contrast: Story = {
  render: function ContrastTable() {
    const { theme, school } = useAppContext();
    return (
      <table className={styles.table}>
        <tbody>
          {checkContrast(themeColors(theme, school)).map((result) => (
            <tr key={`${result.foreground}/${result.background}`}>
              <td className={styles.cell}>
                {result.kind === 'text' ? (
                  <span className={styles.pairSample} style={{ color: varOf(result.foreground), backgroundColor: varOf(result.background) }}>
                    Aa 文字 نص
                  </span>
                ) : (
                  // Non-text pairs (borders, focus rings, controls) are shown as a ring, the way readers meet them.
                  <span className={styles.uiSample} style={{ borderColor: varOf(result.foreground), backgroundColor: varOf(result.background) }} />
                )}
              </td>
              <td className={styles.cell}>
                <div>{result.label}</div>
                <div className={styles.code}>
                  {result.foreground} / {result.background}
                </div>
              </td>
              <td className={styles.cell}>
                <span className={result.passes ? styles.pass : styles.fail}>
                  {result.ratio.toFixed(2)}:1 {result.passes ? '✓' : '✗'} (AA {result.minimum}:1)
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
};

export const Space: Story = {
  render: () => <TokenTable prefix="space." preview={(path) => <div className={styles.bar} style={{ inlineSize: varOf(path) }} />} />,
};

export const RadiusAndElevation: Story = {
  render: () => (
    <div className={styles.page}>
      <TokenTable prefix="radius." preview={(path) => <div className={styles.box} style={{ borderRadius: varOf(path) }} />} />
      <TokenTable prefix="shadow." preview={(path) => <div className={styles.box} style={{ boxShadow: varOf(path) }} />} />
    </div>
  ),
};

/** Type specimens in every script of the 12 locales, at every size of the ramp. */
const SPECIMENS = [
  { script: 'Latin', text: 'Academy Portal — learn anywhere, Ąę Çç Ğğ Ñ ß' },
  { script: 'Cyrillic', text: 'Учитесь где угодно и когда угодно' },
  { script: 'Arabic', text: 'تعلّم في أي مكان وفي أي وقت ١٢٣' },
  { script: 'Chinese (Simplified)', text: '随时随地学习，开启你的课程', lang: 'zh-CN' },
  { script: 'Japanese', text: 'いつでもどこでも学べる講座', lang: 'ja-JP' },
  { script: 'Korean', text: '언제 어디서나 배우는 강좌', lang: 'ko-KR' },
];

export const Typography: Story = {
  render: () => (
    <div className={styles.page}>
      {byPrefix('font.size.').map((token) => (
        <div key={token.path} className={styles.specimen}>
          <span className={styles.code}>
            {token.path} · {token.value.light}
          </span>
          {SPECIMENS.map((specimen) => (
            <span key={specimen.script} lang={specimen.lang} style={{ fontSize: varOf(token.path) }}>
              {specimen.text}
            </span>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Durations and delays, including the spec's timing constants (spinner 200 ms, sidebar 500 ms, toast 2 s). */
export const Motion: Story = {
  render: () => <TokenTable prefix="motion." preview={(path) => <span className={styles.code}>{path.split('.').pop()}</span>} />,
};
