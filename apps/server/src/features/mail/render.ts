import { convert } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailTemplate } from './templates/messages';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A template as the two parts of a message: the HTML React renders, and the plain text read
 * from that same HTML (links written out after their text, the hidden preview line left out),
 * so both say the same thing.
 */
export function renderTemplate(template: MailTemplate): {
  subject: string;
  html: string;
  text: string;
} {
  const html = `${DOCTYPE}${renderToStaticMarkup(template.element)}`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: '[data-skip-in-text=true]', format: 'skip' },
      { selector: 'img', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      {
        selector: 'a',
        options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['<', '>'] },
      },
      { selector: 'table.wf-data', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  });
  return { subject: template.subject, html, text: text.trim() + '\n' };
}
