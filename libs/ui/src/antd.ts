/**
 * The approved antd components. Apps import antd only through here: this facade is
 * the shared singleton, so everything it names is on every page's first load
 * (budget: 250 KB gzip for `/`, measured). Add a component when a screen needs it;
 * heavy ones (Table, Form, DatePicker, Typography, Card, Tabs) cost tens of KB, so
 * measure before and after, and prefer loading them with the screen that needs them.
 */
export { Button, Col, ConfigProvider, Row } from 'antd';
export type { ThemeConfig } from 'antd';
