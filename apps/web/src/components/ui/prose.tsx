import type { ReactNode } from 'react';

/** A page of running text (Privacy, Terms): headings, paragraphs and lists set for reading. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-base-content/90 [&_a]:text-primary [&_a]:underline [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-base-content sm:[&_h1]:text-4xl [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-base-content [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </article>
  );
}
