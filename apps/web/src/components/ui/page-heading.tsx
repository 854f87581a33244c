import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-base-content sm:text-3xl">{title}</h1>
      {children ? <p className="mt-2 text-base-content/70">{children}</p> : null}
    </header>
  );
}
