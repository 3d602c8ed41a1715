import { render } from '@testing-library/react';
import { useClampToLastPage } from './use-clamp-to-last-page';

function Clamped(props: { page: number; pages?: number; replacePage: (page: number) => void }) {
  useClampToLastPage(props.page, props.pages, props.replacePage);
  return null;
}

describe('useClampToLastPage', () => {
  it('turns a page past the last one into the last page, once the count is known', () => {
    const replacePage = jest.fn();
    const { rerender } = render(<Clamped page={9} replacePage={replacePage} />);
    expect(replacePage).not.toHaveBeenCalled();

    rerender(<Clamped page={9} pages={3} replacePage={replacePage} />);
    expect(replacePage).toHaveBeenCalledWith(3);
  });

  it('leaves a page that exists alone, and asks once however often it renders', () => {
    const replacePage = jest.fn();
    const { rerender } = render(<Clamped page={2} pages={3} replacePage={replacePage} />);
    rerender(<Clamped page={2} pages={3} replacePage={replacePage} />);
    expect(replacePage).not.toHaveBeenCalled();

    rerender(<Clamped page={5} pages={3} replacePage={replacePage} />);
    rerender(<Clamped page={5} pages={3} replacePage={replacePage} />);
    expect(replacePage).toHaveBeenCalledTimes(1);
  });
});
