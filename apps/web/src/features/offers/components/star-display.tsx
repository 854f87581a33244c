/** A read-only star rating (0 to 5, half steps), announced as text. */
export function StarDisplay({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5 text-amber-500"
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rating >= n ? 'full' : rating >= n - 0.5 ? 'half' : 'empty';
        return (
          <svg key={n} viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
            <defs>
              <linearGradient id={`half-${n}`}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
            <path
              d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"
              fill={
                fill === 'full'
                  ? 'currentColor'
                  : fill === 'half'
                    ? `url(#half-${n})`
                    : 'transparent'
              }
              stroke="currentColor"
              strokeWidth="1.3"
            />
          </svg>
        );
      })}
    </span>
  );
}
