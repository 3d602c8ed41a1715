import { useState } from 'react';
import type { Register } from '@shop/contracts';
import { apiErrorMessage, useSignedOut } from '@shop/shop-state';
import { LoadError, PageLoading, showToast, ShopTime, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { TitledCard } from '@shop/ui/data';
import { Alert, Modal } from '@shop/ui/forms';
import { useDialog } from '../../use-dialog';
import { RegisterNameDialog } from './register-name-dialog';
import { useGetRegisterSettingsQuery, useRetireRegisterMutation } from './register-settings.api';

/**
 * The Settings screen's **Registers** (docs/product/settings.md#registers): the shop's tills by
 * name, each renamed or retired on its own (not with Save settings), and Add register. A retired
 * register takes no new session and keeps its past ones.
 */
export function RegistersSection() {
  const { data, isFetching, isError, refetch } = useGetRegisterSettingsQuery(undefined, {
    skip: useSignedOut(),
  });
  const { dialog, show, controls } = useDialog<Register | null>();
  const [retiring, setRetiring] = useState<Register | null>(null);
  const [retire, retiringState] = useRetireRegisterMutation();
  const [failure, setFailure] = useState('');

  async function confirmRetire(register: Register) {
    setRetiring(null);
    setFailure('');
    try {
      await retire(register.id).unwrap();
      showToast(`Retired ${register.name}`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Retiring the register failed. Please try again.'));
    }
  }

  return (
    <TitledCard
      title="Registers"
      titleSize="md"
      extra={<Button onClick={() => show(null)}>Add register</Button>}
    >
      {!data && isFetching && <PageLoading label="Loading the registers" />}
      {isError && !isFetching && (
        <LoadError message="The registers could not be loaded." onRetry={() => void refetch()} />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      {data && data.length === 0 && <Text muted>No registers yet: add the shop’s first till.</Text>}
      {data && data.length > 0 && (
        <ul aria-label="Registers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((register) => (
            <li
              key={register.id}
              aria-label={register.name}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: tokens.space.sm,
                padding: `${tokens.space.xs}px 0`,
                borderBottom: `1px solid ${tokens.color.line}`,
              }}
            >
              <strong style={{ minWidth: 160 }}>{register.name}</strong>
              {register.retired_at ? (
                <Text as="span" muted>
                  Retired <ShopTime at={register.retired_at} format="date" />
                </Text>
              ) : (
                <span style={{ marginInlineStart: 'auto', display: 'flex', gap: tokens.space.xs }}>
                  <Button aria-label={`Rename ${register.name}`} onClick={() => show(register)}>
                    Rename
                  </Button>
                  <Button
                    danger
                    aria-label={`Retire ${register.name}`}
                    loading={retiringState.isLoading && retiringState.originalArgs === register.id}
                    onClick={() => setRetiring(register)}
                  >
                    Retire
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <RegisterNameDialog key={dialog.key} register={dialog.subject ?? undefined} {...controls} />
      )}
      <Modal
        open={retiring !== null}
        title={`Retire ${retiring?.name ?? ''}?`}
        okText="Retire"
        okButtonProps={{ danger: true }}
        onCancel={() => setRetiring(null)}
        onOk={() => retiring && void confirmRetire(retiring)}
      >
        A retired register takes no new session; its past sessions and Z reports stay.
      </Modal>
    </TitledCard>
  );
}
