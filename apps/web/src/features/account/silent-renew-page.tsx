/** Target of a hidden renewal frame, should the issuer ever need one instead of the refresh token. */
export async function loader() {
  const { userManager } = await import('../../lib/auth/oidc-client');
  await userManager().signinSilentCallback();
  return null;
}

export function Component() {
  return null;
}
