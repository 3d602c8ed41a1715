import { useState } from 'react';
import type { Supplier, SupplierDeleteResult } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, showToast, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import { useDialog } from '../use-dialog';
import { DeleteSupplierDialog } from './delete-supplier-dialog';
import { SupplierCard } from './supplier-card';
import { SupplierFormDialog } from './supplier-form-dialog';
import { useGetSuppliersQuery } from './suppliers.api';

type SupplierDialog = { kind: 'add' } | { kind: 'edit' | 'delete'; supplier: Supplier };

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: tokens.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

/**
 * `/suppliers` (docs/product/suppliers.md): the suppliers as cards, newest first, with Add
 * Supplier and, on each card, Edit and Delete. Every change refreshes the cards
 * without a reload; a delete that only made the supplier inactive says so here.
 */
export function SuppliersPage() {
  const { data, isFetching, isError, refetch } = useGetSuppliersQuery(undefined, {
    skip: useSignedOut(),
  });
  const { dialog, show, controls } = useDialog<SupplierDialog>();
  const [notice, setNotice] = useState('');

  function deleted(result: SupplierDeleteResult) {
    if (result.deleted) showToast(result.message);
    else setNotice(result.message);
  }

  const subject = dialog?.subject;
  return (
    <PageFrame
      title="Suppliers"
      extra={
        <Button type="primary" onClick={() => show({ kind: 'add' })}>
          Add Supplier
        </Button>
      }
    >
      {notice && (
        <div role="status" style={{ marginBottom: tokens.space.lg }}>
          <Alert type="info" showIcon title={notice} closable={{ onClose: () => setNotice('') }} />
        </div>
      )}
      {!data && isFetching && <PageLoading label="Loading suppliers" />}
      {isError && !isFetching && (
        <LoadError message="The suppliers could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && !isError && data.length === 0 && <Text muted>No suppliers</Text>}
      {data && !isError && data.length > 0 && (
        <ul aria-label="Suppliers" style={gridStyle}>
          {data.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard
                supplier={supplier}
                onEdit={() => show({ kind: 'edit', supplier })}
                onDelete={() => show({ kind: 'delete', supplier })}
              />
            </li>
          ))}
        </ul>
      )}
      {dialog && subject?.kind === 'delete' && (
        <DeleteSupplierDialog
          key={dialog.key}
          supplier={subject.supplier}
          onDone={deleted}
          {...controls}
        />
      )}
      {dialog && subject && subject.kind !== 'delete' && (
        <SupplierFormDialog
          key={dialog.key}
          supplier={subject.kind === 'edit' ? subject.supplier : undefined}
          {...controls}
        />
      )}
    </PageFrame>
  );
}
