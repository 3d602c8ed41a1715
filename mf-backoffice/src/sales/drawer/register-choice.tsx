import type { TillRegister } from '@shop/contracts';
import { Panel, ShopTime, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { personName } from '../../registers/drawer-report-view';

/**
 * "Which register is this till?" (docs/product/point-of-sale.md#the-register-and-its-drawer):
 * asked once per browser, then remembered. Each register says whether its drawer is open.
 */
export function RegisterChoice({
  registers,
  onChoose,
}: {
  registers: TillRegister[];
  onChoose: (id: number) => void;
}) {
  return (
    <Panel style={{ padding: tokens.space.lg, height: 'auto' }}>
      <h2 style={{ marginTop: 0, fontSize: tokens.fontSize.lg }}>Which register is this till?</h2>
      {registers.length === 0 ? (
        <Text>
          No register is set up yet: someone who manages the settings adds one on the Settings
          screen.
        </Text>
      ) : (
        <>
          <Text muted>This browser remembers the choice.</Text>
          <ul
            aria-label="Registers"
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: tokens.space.sm,
            }}
          >
            {registers.map((register) => (
              <li
                key={register.id}
                style={{ display: 'flex', alignItems: 'center', gap: tokens.space.md }}
              >
                <Button type="primary" onClick={() => onChoose(register.id)}>
                  {register.name}
                </Button>
                <Text as="span" muted>
                  {register.open_session ? (
                    <>
                      Open since <ShopTime at={register.open_session.opened_at} format="dateTime" />
                      , {personName(register.open_session.opened_by)}
                    </>
                  ) : (
                    'No session open'
                  )}
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
