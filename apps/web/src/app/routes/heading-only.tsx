import { PageHeading } from '../../components/ui/page-heading';

/** A route whose screen arrives with a later issue: its heading, and nothing pretending to work. */
export function HeadingOnlyPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title={title} />
    </section>
  );
}
