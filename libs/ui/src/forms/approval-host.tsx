import { useEffect, useRef, useState } from 'react';
import type { PermissionRefusal } from '@shop/contracts';
import { setApprovalHandler, type Approval } from '@shop/shop-state';
import { ApprovalDialog } from './approval-dialog';

interface Pending {
  id: number;
  refusal: PermissionRefusal;
  answer: (approval: Approval | null) => void;
}

/**
 * Offers an approval on the spot for every action refused for a missing permission while it is
 * mounted (docs/product/staff.md#approval-on-the-spot): render it once in a module's app. The
 * shared base query waits for the answer and sends the same request again with the approver's
 * name and PIN, so no screen needs code of its own.
 */
export function ApprovalHost() {
  const [queue, setQueue] = useState<Pending[]>([]);
  const [shown, setShown] = useState<Pending | null>(null);
  const lastUsername = useRef('');
  const nextId = useRef(0);
  const current = queue[0];

  useEffect(() => {
    const asked: Pending[] = [];
    const stop = setApprovalHandler(
      (refusal) =>
        new Promise((answer) => {
          nextId.current += 1;
          const pending = { id: nextId.current, refusal, answer };
          asked.push(pending);
          setQueue((waiting) => [...waiting, pending]);
        }),
    );
    return () => {
      stop();
      // Leaving the module declines whatever is still waiting, so no request hangs.
      for (const pending of asked) pending.answer(null);
    };
  }, []);

  useEffect(() => {
    if (current) setShown(current);
  }, [current]);

  function finish(approval: Approval | null) {
    if (!current) return;
    if (approval) lastUsername.current = approval.username;
    current.answer(approval);
    setQueue((waiting) => waiting.slice(1));
  }

  if (!shown) return null;
  return (
    <ApprovalDialog
      key={shown.id}
      open={current !== undefined}
      refusal={shown.refusal}
      username={lastUsername.current}
      onApprove={finish}
      onCancel={() => finish(null)}
      afterClose={() => setShown(null)}
    />
  );
}
