/** @jsxRuntime automatic @jsxImportSource react */
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TemplateContext } from './context';
import type { MailKey, MailValues } from './words';

// Stands for `<` inside a value while the message's own tags are read: a package title or a name
// that contains `<0>` stays text.
const LT = '\uE000';

// Stands for the package's title in a message where it is drawn as an element of its own.
const TITLE = '\uE001';

/**
 * A package's name as a message gives it (docs/i18n.md, "E-mails"): in a Bangla message the
 * booking's Bangla title when it has one, else the English title marked `lang: 'en'`; in an
 * English message the English title.
 */
export interface PackageName {
  text: string;
  lang?: 'en';
}

export function packageName(
  locale: TemplateContext['locale'],
  title: string,
  titleBn: string | null | undefined,
): PackageName {
  if (locale !== 'bn') return { text: title };
  return titleBn ? { text: titleBn } : { text: title, lang: 'en' };
}

/** The name as an element: a fallback in English is a `lang="en"` span, else plain text. */
export function nameNode(name: PackageName): ReactNode {
  return name.lang ? <span lang={name.lang}>{name.text}</span> : name.text;
}

/**
 * A catalogue message naming the package as `{title}` (in it, or in a value made with
 * `titleValue`): plain text when the name needs no element of its own, the same words as
 * `ctx.t` gives.
 */
export function titledText(
  ctx: TemplateContext,
  key: MailKey,
  values: MailValues,
  name: PackageName,
): ReactNode {
  if (!name.lang) return ctx.t(key, { ...values, title: name.text });
  return richText(ctx, key, { ...values, title: TITLE }, [], name);
}

/** `{title}` for a message whose text becomes another's value (then drawn by richText with the name). */
export function titleValue(name: PackageName): string {
  return name.lang ? TITLE : name.text;
}

/**
 * A catalogue message with elements (`We received <0>{amount}</0>.`): each numbered tag is drawn
 * as the element of that index with the tag's text inside it (tags do not nest).
 */
export function richText(
  ctx: TemplateContext,
  key: MailKey,
  values: MailValues,
  elements: ReactElement<{ children?: ReactNode }>[],
  /** The package's name, where a value holds `titleValue(name)`. */
  name?: PackageName,
): ReactNode {
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll('<', LT) : value,
    ]),
  );
  const text = ctx.t(key, safe);
  const out = (piece: string): ReactNode => {
    const text = piece.replaceAll(LT, '<');
    if (!name || !text.includes(TITLE)) return text;
    return text
      .split(TITLE)
      .flatMap((part, i) =>
        i === 0 ? [part] : [<Fragment key={i}>{nameNode(name)}</Fragment>, part],
      )
      .filter((part) => part !== '');
  };
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
