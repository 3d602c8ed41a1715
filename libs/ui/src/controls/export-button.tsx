import { useState } from 'react';
// A kit takes the tokens from the shared `@shop/ui` (the federation singleton already on
// the page), not from their file: that would bundle a second copy into the kit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import { Button } from 'antd';

/** Hands `text` to the browser as a file download named `name`. */
export function saveTextFile(text: string, name: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const exportFailed = () => 'The export failed. Please try again.';

/**
 * A button that downloads a file the API writes (a CSV export). The file needs the staff
 * token, which a plain link cannot send, so `fetchFile` fetches it like any call (an RTK
 * Query mutation's `unwrap`) and it is saved from memory. A failure shows beside the
 * button, as an alert, in the words `describeFailure` gives it (`apiErrorMessage`).
 */
export function ExportButton({
  fetchFile,
  fileName,
  children = 'Export CSV',
  disabled,
  describeFailure = exportFailed,
}: {
  fetchFile: () => Promise<string>;
  describeFailure?: (error: unknown) => string;
  fileName: string;
  children?: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function download() {
    setFailure('');
    setBusy(true);
    try {
      saveTextFile(await fetchFile(), fileName);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: tokens.space.sm }}>
      {failure && (
        <span role="alert" style={{ color: tokens.color.danger }}>
          {failure}
        </span>
      )}
      <Button onClick={() => void download()} loading={busy} disabled={disabled}>
        {children}
      </Button>
    </div>
  );
}
