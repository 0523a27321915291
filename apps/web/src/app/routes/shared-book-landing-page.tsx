import { RegistrationForm } from '../../features/account/components/registration-form';
import { Component as PrivacyText } from '../../features/legal/content/datenschutz-page';
import { SharedBookLanding, landingLoader } from '../../features/sharing/landing-page';

/** /geteiltes-buch/{token}: composed here because the landing's 'Registrieren' tab is the account feature's form. */
export const loader = landingLoader;

export function Component() {
  return (
    <SharedBookLanding
      renderRegistrationForm={(continueAfterSignIn) => <RegistrationForm privacyText={<PrivacyText />} continueAfterSignIn={continueAfterSignIn} />}
    />
  );
}
