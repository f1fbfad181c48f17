// Kept apart from seed.ts so the seed modules that need these ids (seed/identity.ts) do not import seed.ts back.
/** Fixed ids that docs and tests name (issue 4). */
export const DEMO = {
  mainland: '1000000000000000001',
  overseas: '1000000000000000002',
  o3: '1000000000000000003',
  learner: { id: 'u-learner', mobile: '13800000001', email: 'learner@example.com' },
  lecturer: { id: 'u-lecturer', mobile: '13800000002' },
  admin: { id: 'u-admin', mobile: '13800000003' },
} as const;
