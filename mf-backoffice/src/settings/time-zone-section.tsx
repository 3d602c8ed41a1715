import type { RollupRebuildProgress } from '@shop/contracts';
import { FieldFrame, tokens } from '@shop/ui';
import { TitledCard } from '@shop/ui/data';
import type { SettingField } from './settings-fields';

/** The platform's IANA zones, UTC and the shop's own zone always among them. */
function zoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort();
}

/**
 * The shop's time zone (docs/product/settings.md#time-zone). A new zone moves each sale's
 * day, so the API sums the daily sales again in the background; how far it is shows here.
 */
export function TimeZoneSection({
  field,
  rebuild,
}: {
  field: SettingField;
  rebuild: RollupRebuildProgress;
}) {
  return (
    <TitledCard title="Time zone">
      <FieldFrame
        id={field.id}
        label="Time zone"
        hint="Dates, the dashboard's today and the reports' days follow it"
        error={field.error}
      >
        <select
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          style={{ width: '100%', padding: tokens.space.xs, fontSize: tokens.fontSize.md }}
        >
          {zoneChoices(field.value).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </FieldFrame>
      <p role="status" style={{ margin: 0, color: tokens.color.muted }}>
        {rebuild.state === 'running' &&
          `Summing the daily sales again in the new time zone: ${rebuild.done} of ${rebuild.total} purchases.`}
      </p>
    </TitledCard>
  );
}
