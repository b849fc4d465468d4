export * from './admin';
export * from './auth';
export * from './ledger';
export * from './money';
export * from './organizations';
export * from './people';
export * from './site';
export * from './approvals';
