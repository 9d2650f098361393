import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { ariaSort, sortLabel } from './data-table-sort';

interface Charity {
  id: string;
  title: string;
  collected_amount: number;
}

const charities: Charity[] = [
  { id: '1', title: 'Wózek dla Oli', collected_amount: 1200 },
  { id: '2', title: 'Aparat słuchowy dla Jasia', collected_amount: 300 },
  { id: '3', title: 'Rehabilitacja Ani', collected_amount: 5000 },
];
const columns: DataTableColumn<Charity>[] = [
  { id: 'title', header: 'Tytuł', cell: (row) => row.title, sortValue: (row) => row.title },
  { id: 'collected_amount', header: 'Zebrano', cell: (row) => `${row.collected_amount} zł`, sortValue: (row) => row.collected_amount },
  { id: 'actions', header: 'Działania', cell: (row) => <a href={`/admin/charity/${row.id}`}>Edytuj</a> },
];
const titlesIn = (html: string) => [...html.matchAll(/<tr><td>([^<]+)<\/td>/g)].map((match) => match[1]);

describe('DataTable', () => {
  test('has a caption naming its focusable region, and sortable headers are buttons with aria-sort', () => {
    const html = renderToStaticMarkup(<DataTable caption="Zbiórki" columns={columns} data={charities} rowKey={(row) => row.id} empty="Brak zbiórek" />);
    const captionId = /<caption id="([^"]+)">/.exec(html)?.[1];
    expect(html).toContain(`<div class="data-table" role="region" aria-labelledby="${captionId}" tabindex="0">`);
    expect(html).toContain('Zbiórki</caption>');
    expect(html.match(/<button type="button" class="data-table__sort"/g)).toHaveLength(2);
    expect(html.match(/aria-sort="none"/g)).toHaveLength(2);
    expect(html).toContain('<th scope="col">Działania</th>');
    expect(titlesIn(html)).toEqual(['Wózek dla Oli', 'Aparat słuchowy dla Jasia', 'Rehabilitacja Ani']);
  });

  test('when sorted by the amount, descending, then the rows follow it and the header says so', () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Zbiórki" columns={columns} data={charities} rowKey={(row) => row.id} initialSorting={[{ id: 'collected_amount', desc: true }]} empty="Brak zbiórek" />,
    );
    expect(titlesIn(html)).toEqual(['Rehabilitacja Ani', 'Wózek dla Oli', 'Aparat słuchowy dla Jasia']);
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('aria-label="Zebrano: sortowane malejąco, wyłącz sortowanie"');
  });

  test('when the server sorts (a paginated list), then the rows keep its order and the caption and header say the sort', () => {
    const serverColumns = columns.map((column) => (column.sortValue ? { ...column, serverSort: true } : column));
    const sort = { sort: 'collected_amount', order: 'desc' as const, onSort: () => undefined };
    const html = renderToStaticMarkup(<DataTable caption="Zbiórki" sort={sort} columns={serverColumns} data={charities} rowKey={(row) => row.id} empty="Brak zbiórek" />);
    expect(titlesIn(html)).toEqual(['Wózek dla Oli', 'Aparat słuchowy dla Jasia', 'Rehabilitacja Ani']);
    expect(html).toContain('Posortowano: Zebrano, malejąco');
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('aria-label="Zebrano: sortowane malejąco, sortuj rosnąco"');
  });

  test('when an unpaginated list sorts by a word, then it goes in Polish order: Dąbrowski before Dudek, Łukasz after Lena', () => {
    const people = ['Dudek', 'Łukasz', 'Dąbrowski', 'Zieliński', 'Lena'].map((title, id) => ({ id: String(id), title, collected_amount: id }));
    const html = renderToStaticMarkup(<DataTable caption="Osoby" columns={columns} data={people} rowKey={(row) => row.id} initialSorting={[{ id: 'title', desc: false }]} empty="Brak osób" />);
    expect(titlesIn(html)).toEqual(['Dąbrowski', 'Dudek', 'Lena', 'Łukasz', 'Zieliński']);
  });

  test('when there are no rows, then the table says so in one cell across all columns', () => {
    const html = renderToStaticMarkup(<DataTable caption="Zbiórki" columns={columns} data={[]} rowKey={(row) => row.id} empty="Brak zbiórek" />);
    expect(html).toContain('<td colSpan="3">Brak zbiórek</td>');
  });

  test('aria-sort and the button name follow the sort direction', () => {
    expect([false, 'asc', 'desc'].map((sorted) => ariaSort(sorted as false | 'asc' | 'desc'))).toEqual(['none', 'ascending', 'descending']);
    expect(sortLabel('Tytuł', false)).toBe('Tytuł: sortuj rosnąco');
    expect(sortLabel('Tytuł', 'asc')).toBe('Tytuł: sortowane rosnąco, sortuj malejąco');
  });
});
