import type { RouteObject } from 'react-router';

/**
 * Public pages: each is lazy, so none of them downloads dashboard code. Every fixed path here is pre-rendered
 * to HTML at build time (scripts/prerender.mjs); main.tsx hydrates it once the router has loaded the page.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  {
    path: 'features',
    lazy: async () => ({ Component: (await import('../features/public/features-page')).FeaturesPage }),
  },
  {
    path: 'pricing',
    lazy: async () => ({ Component: (await import('../features/public/pricing-page')).PricingPage }),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('../features/public/about-page')).AboutPage }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/public/contact-page')).ContactPage }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('../features/public/privacy-page')).PrivacyPage }),
  },
  {
    path: 'terms',
    lazy: async () => ({ Component: (await import('../features/public/terms-page')).TermsPage }),
  },
  {
    path: 'auth',
    lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
  },
  {
    // Not pre-rendered: what it shows depends on the receipt checked.
    path: 'verify/:receiptNumber',
    lazy: async () => ({
      Component: (await import('../features/receipts/verify-receipt-page')).VerifyReceiptPage,
    }),
  },
  {
    path: 'auth/forgot-password',
    lazy: async () => ({
      Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'auth/reset-password',
    lazy: async () => ({
      Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: 'unsubscribe',
    lazy: async () => ({
      Component: (await import('../features/settings/unsubscribe-page')).UnsubscribePage,
    }),
  },
  {
    path: '403',
    lazy: async () => ({
      Component: (await import('../features/errors/access-denied-page')).AccessDeniedPage,
    }),
  },
  {
    path: '500',
    lazy: async () => ({ Component: (await import('../features/errors/server-error-page')).ServerErrorPage }),
  },
];
