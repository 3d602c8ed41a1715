/** Brand colours: a sporty burnt orange that keeps white text at WCAG AA contrast. */
export const brand = {
  primary: '#c2410c',
  ink: '#111827',
  muted: '#4b5563',
  surface: '#f7f7f5',
  success: '#15803d',
} as const;
