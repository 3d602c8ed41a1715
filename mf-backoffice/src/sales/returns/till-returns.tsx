import { useEffect, useState, type RefObject } from 'react';
import { FindSale, type FoundSale } from './find-sale';
import { ReturnForm, type ReturnDone } from './return-form';
import { ReturnReceipt } from './return-receipt';

/**
 * The till's Returns tab (docs/product/point-of-sale.md#returns-and-exchanges): find the sale by
 * its receipt, choose what comes back and what the customer takes instead, confirm, print the
 * returns receipt, on `registerId`'s open drawer session, which pays the refund
 * (docs/product/registers.md#returns-at-the-till). The sale-number field has the keyboard on
 * arrival and after each return.
 */
export function TillReturns({
  registerId,
  fieldRef,
}: {
  registerId: number;
  /** The sale-number field, which the page focuses again after a drawer dialog. */
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const [sale, setSale] = useState<FoundSale | null>(null);
  const [done, setDone] = useState<ReturnDone | null>(null);
  const focusField = () => fieldRef.current?.focus();
  // On arrival and once a receipt is put away, the field is on the page again.
  useEffect(() => {
    if (!done) fieldRef.current?.focus();
  }, [done, fieldRef]);

  if (done)
    return (
      <ReturnReceipt
        done={done}
        onNext={() => {
          setDone(null);
          setSale(null);
        }}
      />
    );
  return (
    <>
      <FindSale inputRef={fieldRef} onFound={setSale} />
      {sale && (
        <ReturnForm
          key={`${sale.purchase.id} ${String(sale.receipt)}`}
          sale={sale}
          registerId={registerId}
          onDone={setDone}
          onCancel={() => {
            setSale(null);
            focusField();
          }}
        />
      )}
    </>
  );
}
