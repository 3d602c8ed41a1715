import type { DiscountCode } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { useDialog } from '../use-dialog';
import { DiscountCodeFormDialog } from './discount-code-form-dialog';
import { DiscountCodesList } from './discount-codes-list';
import { useGetDiscountCodesQuery } from './discount-codes.api';

type CodeDialog = { kind: 'add' } | { kind: 'edit'; code: DiscountCode };

/**
 * `/discount-codes` (manage_staff_and_settings; docs/product/discount-codes.md): every code with
 * its terms and how often it was used; add, edit, deactivate. A code is never deleted, so past
 * orders and the sales report keep naming it.
 */
export function DiscountCodesPage() {
  const { data, isFetching, isError, refetch } = useGetDiscountCodesQuery(undefined, {
    skip: useSignedOut(),
  });
  const { dialog, show, controls } = useDialog<CodeDialog>();
  const subject = dialog?.subject;
  return (
    <PageFrame
      title="Discount Codes"
      extra={
        <Button type="primary" onClick={() => show({ kind: 'add' })}>
          Add Discount Code
        </Button>
      }
    >
      <Text muted>
        Shoppers enter a code in the cart. Dates are the shop&apos;s calendar days; tax is charged
        on the prices after the discount.
      </Text>
      <div style={{ marginTop: tokens.space.lg }}>
        {!data && isFetching && <PageLoading label="Loading discount codes" />}
        {isError && !isFetching && (
          <LoadError
            message="The discount codes could not be loaded."
            onRetry={() => void refetch()}
          />
        )}
        {data && !isError && (
          <DiscountCodesList codes={data} onEdit={(code) => show({ kind: 'edit', code })} />
        )}
      </div>
      {dialog && subject && (
        <DiscountCodeFormDialog
          key={dialog.key}
          code={subject.kind === 'edit' ? subject.code : undefined}
          {...controls}
        />
      )}
    </PageFrame>
  );
}
