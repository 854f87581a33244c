import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, Pager, type DataColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  price: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'n', header: '#', rowHeader: true, cell: (_, index) => index + 1 },
  { id: 'name', header: 'Name', key: true, cell: (row) => row.name },
  { id: 'price', header: 'Price', key: true, stackOnPhone: true, cell: (row) => `$${row.price}` },
  { id: 'actions', header: 'Actions', hideHeader: true, key: true, cell: () => 'Edit' },
];

const rows: Row[] = [
  { id: 'a', name: 'Sajek Valley', price: 120 },
  { id: 'b', name: 'Srimangal', price: 90 },
];

describe('DataTable', () => {
  it('is a real table on a desktop: caption, column headers and row headers', () => {
    render(
      <DataTable
        caption="Packages"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="None."
      />,
    );
    const table = screen.getByRole('table', { name: 'Packages' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['#', 'Name', 'Price', 'Actions']);
    for (const h of headers) expect(h.getAttribute('scope')).toBe('col');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['1', '2']);
  });

  it('turns rows into cards below 640 px: key values labelled, the rest left out, no overflow box', () => {
    const { container } = render(
      <DataTable
        caption="Packages"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="None."
      />,
    );
    const table = container.querySelector('table')!;
    // No sideways scrolling container on phones: it scrolls only from the sm breakpoint.
    expect(table.parentElement!.className).not.toMatch(/(^|\s)overflow-x-auto/);
    expect(table.parentElement!.className).toContain('sm:overflow-x-auto');
    expect(container.querySelector('thead')!.className).toContain('max-sm:sr-only');
    const [first] = container.querySelectorAll('tbody tr');
    expect(first!.className).toContain('max-sm:block');
    const cells = [...first!.querySelectorAll('th, td')];
    // The running number is not a key column: hidden on a phone card.
    expect(cells[0]!.className).toContain('max-sm:hidden');
    // Key values carry their header as the card label (CSS generated content, not text).
    expect(cells[1]!.getAttribute('data-label')).toBe('Name');
    expect(cells[1]!.className).toContain('max-sm:before:content-[attr(data-label)]');
    expect(cells[1]!.className).toContain('max-sm:flex');
    expect(cells[1]!.textContent).toBe('Sajek Valley');
    // A long value puts its label above it.
    expect(cells[2]!.className).toContain('max-sm:before:block');
    // A column whose header is for screen readers only shows no label.
    expect(cells[3]!.getAttribute('data-label')).toBe('');
  });

  it('says the empty state instead of an empty table', () => {
    render(
      <DataTable
        caption="Packages"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="No users found."
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No users found.')).toBeTruthy();
  });
});

describe('Pager', () => {
  it('says which rows are shown of how many, and moves by a page', async () => {
    const onOffset = vi.fn();
    const { rerender } = render(
      <Pager label="Pages" offset={0} pageSize={50} shown={50} total={10000} onOffset={onOffset} />,
    );
    expect(screen.getByText('Showing 1–50 of 10,000')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onOffset).toHaveBeenLastCalledWith(50);
    rerender(
      <Pager
        label="Pages"
        offset={9950}
        pageSize={50}
        shown={50}
        total={10000}
        onOffset={onOffset}
      />,
    );
    expect(screen.getByText('Showing 9,951–10,000 of 10,000')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onOffset).toHaveBeenLastCalledWith(9900);
    // While the next page loads, it says so rather than numbers of a page not shown yet.
    rerender(
      <Pager
        label="Pages"
        offset={50}
        pageSize={50}
        shown={50}
        total={10000}
        onOffset={onOffset}
        busy
      />,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
