import { Panel, Col, Row, Text } from '@shop/ui';
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
      <Row gutter={[16, 16]}>
        {POINTS.map((point) => (
          <Col key={point.title} xs={24} md={8}>
            <Panel style={{ padding: 24 }}>
              <h3 style={{ fontSize: 20, marginTop: 0 }}>{point.title}</h3>
              <Text muted style={{ marginBottom: 0 }}>
                {point.text}
              </Text>
            </Panel>
          </Col>
        ))}
      </Row>
    </Section>
  );
}
