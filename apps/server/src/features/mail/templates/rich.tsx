/** @jsxRuntime automatic @jsxImportSource react */
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TemplateContext } from './context';
import type { MailKey, MailValues } from './words';

// Stands for `<` inside a value while the message's own tags are read: a package title or a name
// that contains `<0>` stays text.
const LT = '\uE000';

/**
 * A catalogue message with elements (`We received <0>{amount}</0>.`): each numbered tag is drawn
 * as the element of that index with the tag's text inside it (tags do not nest).
 */
export function richText(
  ctx: TemplateContext,
  key: MailKey,
  values: MailValues,
  elements: ReactElement<{ children?: ReactNode }>[],
): ReactNode {
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll('<', LT) : value,
    ]),
  );
  const text = ctx.t(key, safe);
  const out = (piece: string) => piece.replaceAll(LT, '<');
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/<(\d+)>(.*?)<\/\1>/gs)) {
    if (match.index > at) nodes.push(out(text.slice(at, match.index)));
    const element = elements[Number(match[1])];
    const inner = out(match[2]!);
    nodes.push(element ? cloneElement(element, { key: nodes.length }, inner) : inner);
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(out(text.slice(at)));
  return <Fragment>{nodes}</Fragment>;
}
