/** Previous and Next between the pages of results (none for a single page). */
export function SearchPagination({
  page,
  pages,
  onGoTo,
}: {
  /** From 0. */
  page: number;
  pages: number;
  onGoTo: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="join mt-8" aria-label="Result pages">
      <button
        type="button"
        className="btn join-item"
        disabled={page === 0}
        onClick={() => onGoTo(page - 1)}
      >
        Previous
      </button>
      <span className="btn join-item pointer-events-none">
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="btn join-item"
        disabled={page + 1 >= pages}
        onClick={() => onGoTo(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
