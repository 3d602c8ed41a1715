import { useState } from 'react';
import type { ShopSettings, ShopSettingsAnswer } from '@shop/contracts';
import { apiErrorMessage, useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, useZodForm } from '@shop/ui/forms';
import { formValuesOf, settingsFormSchema } from './settings-form';
import type { FieldOf } from './settings-fields';
import {
  ReceiptsSection,
  ReturnsSection,
  ShippingSection,
  ShopDetailsSection,
  StockDefaultsSection,
  StorefrontSection,
} from './settings-sections';
import { useGetShopSettingsQuery, useUpdateShopSettingsMutation } from './settings.api';
import { RegistersSection } from './registers/registers-section';
import { TimeZoneSection } from './time-zone-section';

/** How often the screen asks how far the rollups' rebuild is, while it runs. */
const REBUILD_POLL_MS = 1_000;

/**
 * The store settings (docs/product/settings.md), admin only: one form of sections, saved at
 * once through `PUT /shop/settings`.
 */
export function SettingsPage() {
  const [polling, setPolling] = useState(false);
  const { data, isFetching, isError, refetch } = useGetShopSettingsQuery(undefined, {
    skip: useSignedOut(),
    pollingInterval: polling ? REBUILD_POLL_MS : 0,
  });
  const running = data?.rollup_rebuild.state === 'running';
  if (running !== polling) setPolling(running);
  return (
    <PageFrame title="Settings">
      {!data && isFetching && <PageLoading label="Loading the settings" />}
      {!data && isError && !isFetching && (
        <LoadError message="The settings could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && <SettingsForm answer={data} />}
      {data && (
        <div style={{ marginTop: tokens.space.lg }}>
          <RegistersSection />
        </div>
      )}
    </PageFrame>
  );
}

function SettingsForm({ answer }: { answer: ShopSettingsAnswer }) {
  const form = useZodForm(settingsFormSchema, formValuesOf(answer.settings));
  const [update, { isLoading: saving }] = useUpdateShopSettingsMutation();
  const [failure, setFailure] = useState('');

  async function save(settings: ShopSettings) {
    setFailure('');
    try {
      await update(settings).unwrap();
      showToast('Settings saved');
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Saving the settings failed. Please try again.'));
    }
  }

  const field: FieldOf = (name) => form.field(name);
  return (
    <form
      onSubmit={form.handleSubmit(save)}
      noValidate
      style={{ display: 'grid', gap: tokens.space.lg }}
    >
      <ShopDetailsSection field={field} />
      <TimeZoneSection field={field('time_zone')} rebuild={answer.rollup_rebuild} />
      <ReceiptsSection field={field} />
      <ReturnsSection field={field} />
      <StockDefaultsSection field={field} />
      <ShippingSection field={field} />
      <StorefrontSection field={field} />
      {failure && <Alert type="error" showIcon title={failure} />}
      <div>
        <Button type="primary" htmlType="submit" size="large" disabled={saving}>
          {saving ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
