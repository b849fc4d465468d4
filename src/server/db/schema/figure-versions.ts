import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * One counter per organization that the database moves, at commit, whenever anything its dashboard figures
 * are read from changes (migration 0044, docs/decisions/0041-dashboard-summary-cache.md). Equal versions mean
 * equal figures, so an answer computed under a version can be served again while the version stands.
 */
export const organizationFigureVersions = pgTable('organization_figure_versions', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
