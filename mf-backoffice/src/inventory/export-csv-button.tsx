import { useState } from 'react';
import { apiErrorMessage, useExportInventoryCsvMutation } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { inventoryArgs, type InventoryFilters } from './use-inventory-filters';

/** Hands `text` to the browser as a file download named `name`. */
function saveAs(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Export CSV of what the table shows: every row that matches the filters, in their
 * order, not only this page. The file needs the staff token, which a plain link
 * cannot send, so it is fetched like any call and saved from memory.
 */
export function ExportCsvButton({ filters }: { filters: InventoryFilters }) {
  const [exportCsv, { isLoading }] = useExportInventoryCsvMutation();
  const [failure, setFailure] = useState('');

  async function download() {
    setFailure('');
    const { page: _page, per_page: _perPage, ...query } = inventoryArgs(filters);
    try {
      saveAs(await exportCsv(query).unwrap(), `inventory-${today()}.csv`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The export failed. Please try again.'));
    }
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: tokens.space.sm }}>
      {failure && (
        <span role="alert" style={{ color: tokens.color.danger }}>
          {failure}
        </span>
      )}
      <Button onClick={() => void download()} loading={isLoading}>
        Export CSV
      </Button>
    </div>
  );
}
