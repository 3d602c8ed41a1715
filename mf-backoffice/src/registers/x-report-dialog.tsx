import { LoadError, PageLoading, ShopTime, Text } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Modal } from '@shop/ui/forms';
import type { DialogControls } from '../use-dialog';
import { DrawerReportView } from './drawer-report-view';
import { useGetDrawerSessionQuery } from './registers.api';

/**
 * The X report (docs/product/registers.md#x-and-z-reports): the open session read now, nothing
 * changed; asked again each time it opens. Escape or Close puts it away.
 */
export function XReportDialog({
  sessionId,
  registerName,
  open,
  onClose,
  afterClose,
}: DialogControls & { sessionId: number; registerName: string }) {
  const { data, isFetching, isError, refetch } = useGetDrawerSessionQuery(sessionId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Modal
      open={open}
      title={`X report: ${registerName}`}
      onCancel={onClose}
      afterClose={afterClose}
      width={760}
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {!data && isFetching && <PageLoading label="Reading the drawer" />}
      {isError && !isFetching && (
        <LoadError message="The X report could not be read." onRetry={() => void refetch()} />
      )}
      {data && (
        <>
          <Text muted>
            As of <ShopTime at={data.report.at} format="dateTime" />. Nothing is changed by reading
            it.
          </Text>
          <DrawerReportView report={data.report} />
        </>
      )}
    </Modal>
  );
}
