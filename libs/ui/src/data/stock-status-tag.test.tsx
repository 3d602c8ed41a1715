import { render, screen } from '@testing-library/react';
import { STOCK_STATUS_LABELS } from '@shop/contracts';
import { STOCK_TAG_WORDS, StockStatusTag } from './stock-status-tag';

describe('StockStatusTag', () => {
  it('says each stock state in the words of the contracts', () => {
    expect(STOCK_TAG_WORDS).toEqual(STOCK_STATUS_LABELS);
    render(
      <>
        <StockStatusTag status="out_of_stock" />
        <StockStatusTag status="low_stock" />
      </>,
    );
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('Low Stock')).toBeInTheDocument();
  });
});
