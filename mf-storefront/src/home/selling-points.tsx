import { Panel, Text, tokens } from '@shop/ui';
import { HomeGrid } from './home-grid';
import { Section } from './section';

const POINTS = [
  {
    title: 'Premium Quality',
    text: 'Durable, technical fabrics and reinforced seams that hold up to daily training and countless washes.',
  },
  {
    title: 'Comfort First',
    text: 'Soft, breathable materials and ergonomic cuts that move with you from warm-up to cool-down.',
  },
  {
    title: 'Performance Ready',
    text: 'Moisture-wicking, lightweight gear designed to help you hit your next personal best.',
  },
] as const;

export function SellingPoints() {
  return (
    <Section title="Why FitShop">
      <HomeGrid columns={3}>
        {POINTS.map((point) => (
          <Panel key={point.title} style={{ padding: tokens.space.xl }}>
            <h3 style={{ fontSize: tokens.fontSize.lg, marginTop: 0 }}>{point.title}</h3>
            <Text muted style={{ marginBottom: 0 }}>
              {point.text}
            </Text>
          </Panel>
        ))}
      </HomeGrid>
    </Section>
  );
}
