import { Interstitial } from '../../features/account/components/interstitial';
import { RegistrationForm } from '../../features/account/components/registration-form';
import { interstitialLoader } from '../../features/account/interstitial-loader';
import { Component as PrivacyText } from '../../features/legal/content/datenschutz-page';

export const loader = interstitialLoader;

export function Component() {
  return (
    <Interstitial active="register">
      <RegistrationForm privacyText={<PrivacyText />} />
    </Interstitial>
  );
}
