/** @jsxRuntime automatic @jsxImportSource react */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { TemplateContext } from './context';
import { richText } from './rich';

/*
 * The product's look (apps/web/src/index.css): teal primary, warm amber accent, calm blue-grey
 * text on near-white. Inline styles for clients that drop <style>; the classes below repaint it
 * for clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for Mac, ...), and the
 * light colours are chosen to stay readable where a client inverts them itself (Gmail).
 */
const COLORS = {
  page: '#eef4f6',
  card: '#ffffff',
  text: '#1d3340',
  muted: '#4d6471',
  primary: '#0b6e80',
  primaryText: '#ffffff',
  accent: '#e9a23b',
  line: '#d5e1e6',
};

const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .wf-page { background-color: #0e1a20 !important; }
  .wf-card { background-color: #17262e !important; border-color: #2b3f49 !important; }
  .wf-text, .wf-heading { color: #e4eef2 !important; }
  .wf-muted { color: #a8bdc7 !important; }
  .wf-link { color: #7fd3e3 !important; }
  .wf-button { background-color: #45b8cc !important; color: #06232a !important; }
  .wf-line { border-color: #2b3f49 !important; }
  .wf-cell { border-color: #2b3f49 !important; color: #e4eef2 !important; }
}
[data-ogsc] .wf-text, [data-ogsc] .wf-heading { color: #e4eef2 !important; }
[data-ogsc] .wf-link { color: #7fd3e3 !important; }
@media only screen and (max-width: 480px) {
  .wf-card { padding: 20px 16px !important; }
  .wf-heading { font-size: 22px !important; }
}
`;

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** Bangla after the Latin face, in the platforms' Bengali fonts (as the web app, docs/i18n.md). */
const BANGLA_FONT = `${FONT.replace(', sans-serif', '')}, 'Noto Sans Bengali', 'Kohinoor Bangla', 'Bangla Sangam MN', 'Nirmala UI', Vrinda, sans-serif`;

/** The frame of every message: brand, one card, the agency's name and address at the foot. */
export function Layout(props: {
  ctx: TemplateContext;
  preview: string;
  heading: string;
  children: ReactNode;
  /** Why the person gets this message, said in the foot. */
  reason: string;
  /** Extra foot lines (an unsubscribe link). */
  footer?: ReactNode;
}) {
  const { site, pages, locale } = props.ctx;
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        className="wf-page"
        style={{
          backgroundColor: COLORS.page,
          margin: 0,
          padding: '24px 0',
          fontFamily: locale === 'bn' ? BANGLA_FONT : FONT,
        }}
      >
        <Container
          style={{ maxWidth: '600px', width: '100%', margin: '0 auto', padding: '0 12px' }}
        >
          <Section style={{ padding: '8px 4px 16px' }}>
            <Link
              href={`${pages}/`}
              className="wf-link"
              style={{
                color: COLORS.primary,
                fontSize: '22px',
                fontWeight: 700,
                letterSpacing: '0.5px',
                textDecoration: 'none',
              }}
            >
              {site.agencyName}
            </Link>
          </Section>
          <Section
            className="wf-card"
            style={{
              backgroundColor: COLORS.card,
              border: `1px solid ${COLORS.line}`,
              borderTop: `4px solid ${COLORS.accent}`,
              borderRadius: '12px',
              padding: '28px 32px',
            }}
          >
            <Heading
              as="h1"
              className="wf-heading"
              style={{
                color: COLORS.text,
                fontSize: '24px',
                lineHeight: '1.3',
                margin: '0 0 16px',
              }}
            >
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Section style={{ padding: '16px 4px' }}>
            <Text className="wf-muted" style={{ ...mutedStyle, margin: '0 0 6px' }}>
              {props.reason}
            </Text>
            {props.footer}
            <Text className="wf-muted" style={{ ...mutedStyle, margin: 0 }}>
              {site.agencyName}
              {site.agencyAddress ? ` · ${site.agencyAddress}` : ''} ·{' '}
              <Link href={`${pages}/`} className="wf-link" style={linkStyle}>
                {site.publicUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const mutedStyle = { color: COLORS.muted, fontSize: '13px', lineHeight: '1.5' };
const linkStyle = { color: COLORS.primary, textDecoration: 'underline' };

/** A paragraph of the message. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text
      className="wf-text"
      style={{ color: COLORS.text, fontSize: '16px', lineHeight: '1.6', margin: '0 0 14px' }}
    >
      {children}
    </Text>
  );
}

/** Small print under the main text. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Text className="wf-muted" style={{ ...mutedStyle, fontSize: '14px', margin: '0 0 12px' }}>
      {children}
    </Text>
  );
}

/** The one action of a message, as a large tappable button (and the link under it, in text). */
export function Action({
  ctx,
  href,
  label,
}: {
  ctx: TemplateContext;
  href: string;
  label: string;
}) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button
        href={href}
        className="wf-button"
        style={{
          backgroundColor: COLORS.primary,
          color: COLORS.primaryText,
          borderRadius: '8px',
          fontSize: '16px',
          fontWeight: 600,
          padding: '14px 24px',
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {label}
      </Button>
      <Text
        className="wf-muted"
        data-skip-in-text="true"
        style={{ ...mutedStyle, margin: '12px 0 0', wordBreak: 'break-all' }}
      >
        {richText(ctx, 'mail.layout.openAddress', { address: href }, [
          <InlineLink key="address" href={href} />,
        ])}
      </Text>
    </Section>
  );
}

export function InlineLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} className="wf-link" style={linkStyle}>
      {children}
    </Link>
  );
}

/** Label and value pairs (what, when, how many, ...). */
export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <table
      role="presentation"
      className="wf-data"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 18px' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td
              className="wf-cell wf-muted"
              style={{
                ...cellStyle,
                color: COLORS.muted,
                width: '38%',
                verticalAlign: 'top',
                paddingRight: '12px',
              }}
            >
              {label}
            </td>
            <td className="wf-cell" style={{ ...cellStyle, fontWeight: 600 }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cellStyle = {
  borderBottom: `1px solid ${COLORS.line}`,
  color: COLORS.text,
  fontSize: '15px',
  lineHeight: '1.5',
  padding: '8px 0',
};

/** Items and their amounts, with a total row (a receipt). */
export function Items({
  ctx,
  items,
  total,
}: {
  ctx: TemplateContext;
  items: { label: ReactNode; detail?: string; amount: string }[];
  total: [string, string][];
}) {
  return (
    <table
      className="wf-data"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 18px' }}
    >
      <thead>
        <tr>
          <th
            align="left"
            className="wf-cell wf-muted"
            style={{ ...cellStyle, color: COLORS.muted }}
          >
            {ctx.t('mail.items.item')}
          </th>
          <th
            align="right"
            className="wf-cell wf-muted"
            style={{ ...cellStyle, color: COLORS.muted }}
          >
            {ctx.t('mail.items.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={i}>
            <td className="wf-cell" style={cellStyle}>
              {item.label}
              {item.detail ? (
                <>
                  <br />
                  <span className="wf-muted" style={{ color: COLORS.muted, fontSize: '13px' }}>
                    {item.detail}
                  </span>
                </>
              ) : null}
            </td>
            <td align="right" className="wf-cell" style={{ ...cellStyle, whiteSpace: 'nowrap' }}>
              {item.amount}
            </td>
          </tr>
        ))}
        {total.map(([label, amount]) => (
          <tr key={label}>
            <td className="wf-cell" style={{ ...cellStyle, fontWeight: 700 }}>
              {label}
            </td>
            <td align="right" className="wf-cell" style={{ ...cellStyle, fontWeight: 700 }}>
              {amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Rule() {
  return <Hr className="wf-line" style={{ borderColor: COLORS.line, margin: '18px 0' }} />;
}
