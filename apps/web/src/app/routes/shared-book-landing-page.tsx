import { LoginPanel } from '../../features/account/components/login-panel';
import { RegistrationForm } from '../../features/account/components/registration-form';
import { Component as PrivacyText } from '../../features/legal/content/datenschutz-page';
import { SharedBookLanding, landingLoader } from '../../features/sharing/landing-page';

/** /geteiltes-buch/{token}: composed here because the landing's two tabs are the account feature's sign-in panel and form. */
export const loader = landingLoader;

export function Component() {
  return (
    <SharedBookLanding
      renderRegistrationForm={(continueAfterSignIn) => <RegistrationForm privacyText={<PrivacyText />} continueAfterSignIn={continueAfterSignIn} />}
      renderLoginPanel={(returnUrl, lead) => <LoginPanel returnUrl={returnUrl} lead={lead} />}
    />
  );
}
