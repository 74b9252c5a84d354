import { lazyPage } from '../lazy-page';

/**
 * Sign-in, registration and the e-mail links, one chunk: their layout and the table of their
 * pages (each still a chunk of its own). The shell keeps only the paths and redirects
 * (router.tsx); the layout arrives first (layouts/lazy-layouts.tsx), so the table is there
 * before any of these pages renders.
 */
export { AuthLayout as Layout } from '../layouts/auth-layout';

const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'), 'LoginPage', ['auth', 'errors', 'validation']);
const RegisterPage = lazyPage(() => import('@/features/auth/routes/register-page'), 'RegisterPage', ['auth', 'errors', 'validation']);
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage', ['auth', 'errors', 'validation']);
const ResetPasswordPage = lazyPage(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage', ['auth', 'errors', 'validation']);
const VerifyEmailPage = lazyPage(() => import('@/features/auth/routes/verify-email-page'), 'VerifyEmailPage', ['auth', 'errors', 'validation']);
const ConfirmEmailPage = lazyPage(() => import('@/features/auth/routes/confirm-email-page'), 'ConfirmEmailPage', ['auth', 'errors', 'validation']);
const AuthCallbackPage = lazyPage(() => import('@/features/auth/routes/auth-callback-page'), 'AuthCallbackPage', ['auth', 'errors', 'validation']);

export const pages = {
  login: LoginPage,
  register: RegisterPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
  confirmEmail: ConfirmEmailPage,
  callback: AuthCallbackPage,
};
