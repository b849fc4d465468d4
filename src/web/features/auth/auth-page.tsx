import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Separator } from '../../components/ui/separator';
import { PublicLayout } from '../../layouts/public-layout';
import { usePublicSession } from '../../lib/public-session';
import { CheckEmailPanel } from './check-email-panel';
import { getSafeNextPath } from './safe-next';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';
import { TwoFactorForm } from './two-factor-form';

type TMode = 'signin' | 'signup';
type TStep = { kind: 'form' } | { kind: 'check-email'; email: string } | { kind: 'two-factor' };

const VERIFIED_MESSAGE = 'Your e-mail address is verified. You can sign in now.';

/** Messages for the `error` better-auth appends when a verification link or a provider sign-in fails. */
function describeCallbackError(code: string): string {
  switch (code.toUpperCase()) {
    case 'TOKEN_EXPIRED':
      return 'This verification link has expired. Sign in and we will offer to send you a new one.';
    case 'INVALID_TOKEN':
      return 'This verification link is not valid. Sign in and we will offer to send you a new one.';
    default:
      return 'Sign-in did not complete. Please try again.';
  }
}

function buildAuthHref(mode: TMode, next: string | null): string {
  const params = new URLSearchParams();
  if (mode === 'signup') params.set('mode', 'signup');
  if (next) params.set('next', next);
  const search = params.toString();
  return search ? `/auth?${search}` : '/auth';
}

const COPY = {
  signin: { title: 'Welcome back', description: 'Sign in to see your groups, contributions and loans.' },
  signup: {
    title: 'Create your account',
    description: 'Join your savings group and keep one shared record.',
  },
} satisfies Record<TMode, { title: string; description: string }>;

/** /auth: sign in or sign up (?mode=signup), social sign-in, the two-factor step and the verify-e-mail notice. */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The form shows at once (it is pre-rendered); a session found meanwhile sends the user on.
  const session = usePublicSession();
  const [step, setStep] = useState<TStep>({ kind: 'form' });

  const mode: TMode = searchParams.get('mode') === 'signup' ? 'signup' : 'signin';
  // Switching between sign-in and sign-up (link, back button) starts the form over.
  const [stepMode, setStepMode] = useState<TMode>(mode);
  if (stepMode !== mode) {
    setStepMode(mode);
    setStep({ kind: 'form' });
  }
  const rawNext = searchParams.get('next');
  const next = getSafeNextPath(rawNext);
  const isVerified = searchParams.get('verified') === '1';
  const callbackError = searchParams.get('error');

  useEffect(() => {
    if (isVerified && !callbackError) toast.success(VERIFIED_MESSAGE, { id: 'email-verified' });
  }, [isVerified, callbackError]);

  if (session.status === 'signed-in') return <Navigate to={next} replace />;

  const goNext = () => void navigate(next, { replace: true });
  const copy =
    step.kind === 'two-factor'
      ? { title: 'Two-factor verification', description: 'One more step to keep your account safe.' }
      : COPY[mode];

  return (
    <PublicLayout>
      <title>{mode === 'signup' ? 'Create account · Masakhane' : 'Sign in · Masakhane'}</title>
      <div className="flex justify-center px-4 pt-8 pb-16 sm:pt-14">
        <Card className="w-full max-w-md">
          {step.kind === 'check-email' ? (
            <CardContent className="pt-6">
              <CheckEmailPanel
                email={step.email}
                next={next}
                onBackToSignIn={() => {
                  setStep({ kind: 'form' });
                  void navigate(buildAuthHref('signin', rawNext), { replace: true });
                }}
              />
            </CardContent>
          ) : (
            <>
              <CardHeader className="text-center">
                <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
                <CardDescription>{copy.description}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-6">
                {isVerified && !callbackError && step.kind === 'form' && (
                  <p
                    role="status"
                    className="flex items-start gap-2 rounded-md border border-primary/30 bg-accent px-3 py-2 text-sm text-accent-foreground"
                  >
                    <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                    {VERIFIED_MESSAGE}
                  </p>
                )}
                {callbackError && step.kind === 'form' && (
                  <p
                    role="alert"
                    className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
                  >
                    <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                    {describeCallbackError(callbackError)}
                  </p>
                )}
                {step.kind === 'two-factor' ? (
                  <TwoFactorForm onVerified={goNext} onCancel={() => setStep({ kind: 'form' })} />
                ) : (
                  <>
                    <SocialButtons callbackURL={next} />
                    <div className="flex items-center gap-3">
                      <Separator className="flex-1" />
                      <span className="text-xs text-muted-foreground uppercase">or with e-mail</span>
                      <Separator className="flex-1" />
                    </div>
                    {mode === 'signup' ? (
                      <SignUpForm
                        next={next}
                        onSignedUp={(email) => setStep({ kind: 'check-email', email })}
                      />
                    ) : (
                      <SignInForm
                        next={next}
                        onSignedIn={goNext}
                        onTwoFactor={() => setStep({ kind: 'two-factor' })}
                      />
                    )}
                    <p className="text-center text-sm text-muted-foreground">
                      {mode === 'signup' ? 'Already have an account? ' : "Don't have an account? "}
                      <Link
                        replace
                        to={buildAuthHref(mode === 'signup' ? 'signin' : 'signup', rawNext)}
                        className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {mode === 'signup' ? 'Sign in' : 'Sign up'}
                      </Link>
                    </p>
                  </>
                )}
              </CardContent>
            </>
          )}
        </Card>
      </div>
    </PublicLayout>
  );
}
