import { index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';
import { belongsToOrganization, userOrganizations } from './organizations';

/**
 * An invitation to claim a member record that has no sign-in (profiles.has_sign_in false). The code is
 * shown once to the admin who made it and kept only as its SHA-256 digest. It works once and until it
 * expires; a newer invitation for the same member revokes the older ones.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => userOrganizations.id, { onDelete: 'cascade' }),
    codeDigest: varchar('code_digest', { length: 64 }).notNull(),
    /** Where the invitation was e-mailed; null when the admin shares the link or code themself. */
    sentTo: varchar('sent_to', { length: 255 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_invitations_code_digest_key').on(t.codeDigest),
    index('member_invitations_membership_idx').on(t.organizationId, t.membershipId),
  ],
);
