import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilters } from './search-filters';
import { readSearch } from './search-url';

/*
 * The search form: a search goes to the URL as its trimmed, non-blank fields; a wrong price range
 * or departure filter is told beside its field and changes nothing.
 */

describe('search filters', () => {
  it('start from the URL and send the fields filled in', async () => {
    const onSearch = vi.fn();
    render(<SearchFilters params={new URLSearchParams('q=tea&sort=newest')} onSearch={onSearch} />);
    expect(screen.getByLabelText('Search packages')).toHaveValue('tea');
    await userEvent.type(screen.getByLabelText('Max price ($)'), ' 300 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(String(onSearch.mock.calls[0]?.[0])).toBe('q=tea&maxPrice=300&sort=newest');
  });

  it('tell a maximum below the minimum, and do not search', async () => {
    const onSearch = vi.fn();
    render(<SearchFilters params={new URLSearchParams()} onSearch={onSearch} />);
    await userEvent.type(screen.getByLabelText('Min price ($)'), '500');
    await userEvent.type(screen.getByLabelText('Max price ($)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The maximum price must not be below the minimum price.',
    );
    expect(screen.getByLabelText('Max price ($)')).toHaveAttribute(
      'aria-describedby',
      'search-range-error',
    );
  });

  it('offer Best match as the default order only for words searched', () => {
    const { rerender } = render(
      <SearchFilters params={new URLSearchParams('q=beach')} onSearch={() => undefined} />,
    );
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Best match');
    rerender(<SearchFilters params={new URLSearchParams()} onSearch={() => undefined} />);
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Newest');
  });
});

describe('readSearch', () => {
  it('keeps what it knows from the URL and a whole page from 0', () => {
    expect(
      readSearch(new URLSearchParams('q=alps&minPrice=-5&duration=long&sort=odd&page=2.7')),
    ).toMatchObject({
      q: 'alps',
      minPrice: undefined,
      duration: 'long',
      sort: undefined,
      page: 2,
    });
  });
});
