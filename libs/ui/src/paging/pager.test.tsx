import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageWindow } from './pager';

describe('page numbers offered', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and two either side, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});

describe('Pager', () => {
  it('shows nothing when there is one page', () => {
    render(<Pager page={1} pages={1} onPage={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers Previous, numbered pages and Next, marking the current page', async () => {
    const onPage = jest.fn();
    render(<Pager page={1} pages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(onPage).not.toHaveBeenCalled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[3], [2]]);
  });

  it('says where the reader is in the compact variant, with the labels it is given', async () => {
    const onPage = jest.fn();
    render(
      <Pager
        page={3}
        pages={3}
        onPage={onPage}
        variant="compact"
        label="Purchase pages"
        previousText="Newer"
        nextText="Older"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Purchase pages' });
    expect(within(nav).getByText('Page 3 of 3')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Newer' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
