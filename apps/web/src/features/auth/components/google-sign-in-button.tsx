import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/hooks/use-theme';
import { useExternalScript } from '../hooks/use-external-script';

/** The part of Google Identity Services (accounts.google.com/gsi/client) used here. */
interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    itp_support?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      logo_alignment?: 'left' | 'center';
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

const googleIdentity = (): GoogleIdentity | undefined => window.google?.accounts?.id;

// Google wants initialize() once per page; the button on screen receives the credential.
let initializedClientId: string | null = null;
let deliverCredential: ((credential: string) => void) | null = null;

const ensureInitialized = (identity: GoogleIdentity, clientId: string) => {
  if (initializedClientId === clientId) return;
  identity.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    auto_select: false,
    itp_support: true,
    callback: (response) => {
      if (response.credential) deliverCredential?.(response.credential);
    },
  });
  initializedClientId = clientId;
};

/** Test seam: forget the page-wide initialisation between tests. */
export const resetGoogleIdentityForTests = () => {
  initializedClientId = null;
  deliverCredential = null;
};

interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
  text: 'signin_with' | 'signup_with';
}

/**
 * Google's own button (its look and wording are Google's rules), drawn in the interface language
 * and theme. The script is loaded only when this renders, i.e. only when a client id is set;
 * if it cannot load, the button quietly stays away and the e-mail form still works.
 */
export const GoogleSignInButton = ({ clientId, onCredential, text }: GoogleSignInButtonProps) => {
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  const status = useExternalScript(GOOGLE_SCRIPT_SRC, () => Boolean(googleIdentity()));
  const containerRef = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);

  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    deliverCredential = (credential) => onCredentialRef.current(credential);
    return () => {
      deliverCredential = null;
    };
  }, []);

  useEffect(() => {
    const identity = googleIdentity();
    const container = containerRef.current;
    if (status !== 'ready' || !identity || !container) return;
    ensureInitialized(identity, clientId);
    container.replaceChildren();
    identity.renderButton(container, {
      type: 'standard',
      theme: theme === 'dark' ? 'filled_black' : 'outline',
      size: 'large',
      text,
      shape: 'rectangular',
      logo_alignment: 'center',
      width: Math.max(200, Math.min(400, Math.floor(container.clientWidth) || 320)),
      locale: i18n.language,
    });
  }, [status, clientId, theme, text, i18n.language]);

  if (status === 'error') return null;
  return (
    <div className="flex min-h-11 w-full justify-center" data-testid="google-sign-in">
      <div ref={containerRef} className="flex w-full justify-center" />
    </div>
  );
};
