import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { passwordSchema, profileFormMessages, registrationFormSchema } from './users';

const profile = (values: Partial<Parameters<typeof profileFormMessages>[0]>) =>
  profileFormMessages({ email: 'ilse@example.de', currentPassword: '', newPassword: '', newPasswordRepeat: '', isDataStoragePermitted: true, ...values }, 'ilse@example.de');

describe('profile rules (SPEC.md section 5)', () => {
  it('says when nothing changed', () => {
    expect(profile({})).toEqual(['Keine Daten geändert!']);
  });

  it('asks for the current password with a new password or e-mail', () => {
    expect(profile({ newPassword: 'Tulpen99', newPasswordRepeat: 'Tulpen99' })).toEqual(['Sie müssen ihr aktuelles Kennwort angeben.']);
    expect(profile({ email: 'neu@example.de' })).toEqual(['Sie müssen ihr aktuelles Kennwort angeben.']);
  });

  it('checks the new password, its repetition, the address and the consent, all at once', () => {
    expect(profile({ email: 'x', currentPassword: 'alt', newPassword: '123', newPasswordRepeat: '', isDataStoragePermitted: false })).toEqual([
      'Sie müssen eine gültige E-Mail-Adresse angeben.',
      'Das Kennwort muss mindestens 6 Zeichen lang sein.',
      'Bitte wiederholen Sie Ihr neues Kennwort.',
      'Bitte stimmen Sie der Speicherung Ihrer Daten zu.',
    ]);
    expect(profile({ currentPassword: 'alt', newPassword: 'Tulpen99', newPasswordRepeat: 'Tulpen98' })).toEqual([
      'Die neuen Kennworteingaben stimmen nicht überein.',
    ]);
    expect(profile({ currentPassword: 'alt', newPassword: 'Tulpen99', newPasswordRepeat: 'Tulpen99' })).toEqual([]);
  });
});

describe('registration form rules', () => {
  it('asks to repeat the password, and says when the two differ', () => {
    const base = { email: 'a@b.de', account: 'A', password: 'geheim1', isDataStoragePermitted: true };
    const issues = (passwordRepeat: string) =>
      registrationFormSchema.safeParse({ ...base, passwordRepeat }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues('')).toEqual(['Bitte wiederholen Sie Ihr Kennwort.']);
    expect(issues('anders')).toEqual(['Die Kennworteingaben stimmen nicht überein.']);
    expect(issues('geheim1')).toEqual([]);
  });
});

describe('the most common passwords (the same rule in the browser and on the server)', () => {
  const TOO_COMMON = 'Dieses Kennwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.';

  it('are refused in any case, German ones too', () => {
    for (const password of ['123456', 'Passwort', 'hallo123', 'Schatz', 'qwertz', 'ICHLIEBEDICH', 'password1', 'Erinnerungsbuch', 'Gedenken2026']) {
      expect(isCommonPassword(password)).toBe(true);
      expect(passwordSchema.safeParse(password).error?.issues.map((issue) => issue.message)).toEqual([TOO_COMMON]);
    }
    expect(passwordSchema.safeParse('Lindenblatt7').success).toBe(true);
  });

  it('are refused by the registration form and the profile form', () => {
    const registration = { email: 'a@b.de', account: 'A', password: 'passwort', passwordRepeat: 'passwort', isDataStoragePermitted: true };
    expect(registrationFormSchema.safeParse(registration).error?.issues.map((issue) => issue.message)).toEqual([TOO_COMMON]);
    expect(profile({ currentPassword: 'alt', newPassword: 'Hallo123', newPasswordRepeat: 'Hallo123' })).toEqual([TOO_COMMON]);
  });
});
