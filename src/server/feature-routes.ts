import type { OpenAPIHono } from '@hono/zod-openapi';
import type { TAppDeps } from './app-deps';
import { findUnguardedRoutes, type TGuards } from './auth/guards';
import { createAdminRoutes } from './features/admin';
import { createAnalyticsRoutes } from './features/analytics/analytics.routes';
import { createApprovalRoutes } from './features/approvals/approvals.routes';
import { createAuthRoutes } from './features/auth/auth.routes';
import { createBankStatementRoutes } from './features/bank-statements/bank-statements.routes';
import { createBurialRoutes } from './features/burial/burial.routes';
import { createClaimRoutes } from './features/burial/claims.routes';
import { createLevyRoutes } from './features/burial/levies.routes';
import { createContributionSlipRoutes } from './features/contributions/contribution-slips.routes';
import { createContributionRoutes } from './features/contributions/contributions.routes';
import { createDashboardRoutes } from './features/dashboard/dashboard.routes';
import { createEventRoutes } from './features/events/events.routes';
import { createFeatureFlagRoutes } from './features/feature-flags/feature-flags.routes';
import { createFineRoutes } from './features/fines/fines.routes';
import { createGroupImportRoutes } from './features/group-import/group-import.routes';
import { createGroupRuleRoutes } from './features/group-rules/group-rules.routes';
import { createLedgerRoutes } from './features/ledger/ledger.routes';
import { createLoanCorrectionRoutes } from './features/loans/loan-corrections.routes';
import { createLoanRoutes } from './features/loans/loans.routes';
import { createRepaymentSlipRoutes } from './features/loans/repayment-slips.routes';
import { createAccountRoutes } from './features/me/account.routes';
import { createMeRoutes } from './features/me/me.routes';
import { createMeetingRoutes } from './features/meetings/meetings.routes';
import { createMemberRecordRoutes } from './features/member-records/index';
import { createOpeningPositionRoutes } from './features/opening-position/index';
import { createOrganizationRoutes } from './features/organizations';
import { createPaymentSlipRoutes } from './features/payment-slips/payment-slips.routes';
import { createReceiptRoutes } from './features/receipts/receipts.routes';
import { createReportRoutes } from './features/reports/reports.routes';
import { createRotationRoutes } from './features/rotation/rotation.routes';
import { createGroceryPurchaseRoutes } from './features/share-out/grocery-purchases.routes';
import { createShareOutRoutes } from './features/share-out/share-out.routes';
import { createSiteRoutes } from './features/site/site.routes';
import { createSubmissionRoutes } from './features/submissions/submissions.routes';
import { createSystemRoutes } from './features/system/system.routes';
import { createTransactionRoutes } from './features/transactions/transactions.routes';
import type { TAppEnv } from './http/env';

/** Every feature's router, mounted on the app with what each needs of the app's dependencies. */
export function mountFeatureRoutes(app: OpenAPIHono<TAppEnv>, deps: TAppDeps, guards: TGuards) {
  const { config, database, logger } = deps;
  const { heavyWork } = deps;

  app.route('/', createSystemRoutes({ database, guards }));
  app.route(
    '/',
    createAuthRoutes({
      auth: deps.auth,
      db: database.db,
      guards,
      mailer: deps.mailer,
      limits: deps.limits,
      isRateLimited: config.isRateLimited,
    }),
  );
  app.route('/', createMeRoutes({ db: database.db, guards }));
  app.route('/', createAccountRoutes({ db: database.db, guards, auth: deps.auth, storage: deps.storage }));
  app.route('/', createEventRoutes({ events: deps.events, guards }));
  app.route('/', createOrganizationRoutes({ db: database.db, guards, isRateLimited: config.isRateLimited }));
  app.route('/', createOpeningPositionRoutes({ db: database.db, guards }));
  app.route(
    '/',
    createGroupImportRoutes({ db: database.db, guards, storage: deps.storage, jobs: deps.jobs }),
  );
  app.route(
    '/',
    createMemberRecordRoutes({
      db: database.db,
      guards,
      mailer: deps.mailer,
      baseUrl: config.baseUrl,
      limits: deps.limits,
      isRateLimited: config.isRateLimited,
    }),
  );
  app.route(
    '/',
    createSiteRoutes({
      db: database.db,
      guards,
      mailer: deps.mailer,
      logger,
      contactInbox: config.contactInbox,
      limits: deps.limits,
      isRateLimited: config.isRateLimited,
    }),
  );
  app.route('/', createFeatureFlagRoutes({ db: database.db, guards }));
  app.route('/', createContributionRoutes({ db: database.db, guards }));
  app.route('/', createContributionSlipRoutes({ db: database.db, guards, storage: deps.storage }));
  app.route('/', createRepaymentSlipRoutes({ db: database.db, guards, storage: deps.storage }));
  app.route('/', createPaymentSlipRoutes({ db: database.db, guards, storage: deps.storage }));
  app.route('/', createTransactionRoutes({ db: database.db, guards }));
  app.route('/', createDashboardRoutes({ db: database.db, guards }));
  app.route('/', createLedgerRoutes({ db: database.db, guards }));
  app.route(
    '/',
    createBankStatementRoutes({
      db: database.db,
      guards,
      storage: deps.storage,
      jobs: deps.jobs,
      limits: deps.limits,
    }),
  );
  app.route('/', createLoanRoutes({ db: database.db, guards }));
  app.route('/', createApprovalRoutes({ db: database.db, guards }));
  app.route('/', createGroupRuleRoutes({ db: database.db, guards }));
  app.route('/', createFineRoutes({ db: database.db, guards }));
  app.route('/', createRotationRoutes({ db: database.db, guards }));
  app.route('/', createBurialRoutes({ db: database.db, guards }));
  app.route(
    '/',
    createClaimRoutes({
      db: database.db,
      guards,
      storage: deps.storage,
      mail: { mailer: deps.mailer, userMailer: deps.userMailer, baseUrl: config.baseUrl, logger },
    }),
  );
  app.route('/', createLevyRoutes({ db: database.db, guards }));
  app.route('/', createShareOutRoutes({ db: database.db, guards }));
  app.route('/', createGroceryPurchaseRoutes({ db: database.db, guards, storage: deps.storage }));
  app.route('/', createMeetingRoutes({ db: database.db, guards }));
  app.route('/', createLoanCorrectionRoutes({ db: database.db, guards }));
  app.route('/', createAnalyticsRoutes({ db: database.db, guards }));
  app.route('/', createReportRoutes({ db: database.db, guards, storage: deps.storage, jobs: deps.jobs }));
  app.route(
    '/',
    createAdminRoutes({
      db: database.db,
      guards,
      storage: deps.storage,
      security: {
        // Read when the checks run, so every route registered by then is in the table.
        findUnguardedRoutes: () => findUnguardedRoutes(app.routes),
        sessionLifetimeMs: (deps.auth.options.session?.expiresIn ?? 0) * 1000,
      },
    }),
  );
  app.route(
    '/',
    createSubmissionRoutes({
      db: database.db,
      guards,
      userMailer: deps.userMailer,
      logger,
      baseUrl: config.baseUrl,
      limits: deps.limits,
      isRateLimited: config.isRateLimited,
    }),
  );
  app.route(
    '/',
    createReceiptRoutes({
      db: database.db,
      guards,
      mailer: deps.mailer,
      baseUrl: config.baseUrl,
      limits: deps.limits,
      isRateLimited: config.isRateLimited,
      heavyWork,
    }),
  );
}
