export * from './admin';
export * from './approvals';
export * from './auth';
export * from './ledger';
export * from './money';
export * from './organizations';
export * from './people';
export * from './site';
