import { z } from 'zod';
import { companyBrandSchema, companyIdSchema } from './companies';
import { isCommonPassword } from './common-passwords';
import { EMAIL_MESSAGE, isValidEmail } from './email';
import { memorialPageIdQuerySchema } from './memorial-pages';

export const USER_MESSAGES = {
  email: EMAIL_MESSAGE,
  accountRequired: 'Sie müssen einen Benutzernamen angeben.',
  accountTooLong: 'Der Benutzername darf höchstens 50 Zeichen lang sein.',
  passwordRequired: 'Sie müssen ein Kennwort angeben.',
  passwordTooShort: 'Das Kennwort muss mindestens 6 Zeichen lang sein.',
  passwordTooLong: 'Das Kennwort darf höchstens 200 Zeichen lang sein.',
  passwordTooCommon: 'Dieses Kennwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  passwordRepeat: 'Bitte wiederholen Sie Ihr Kennwort.',
  passwordMismatch: 'Die Kennworteingaben stimmen nicht überein.',
  consent: 'Bitte stimmen Sie der Speicherung Ihrer Daten zu.',
  accountTaken: 'Der Benutzername wird bereits verwendet.',
  emailTaken: 'Die E-Mail-Adresse wird bereits verwendet.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

const requiredEmail = z
  .string({ error: USER_MESSAGES.email })
  .trim()
  .refine(isValidEmail, { error: USER_MESSAGES.email });

export const accountNameSchema = z
  .string({ error: USER_MESSAGES.accountRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.accountRequired })
  .max(50, { error: USER_MESSAGES.accountTooLong });

export const passwordSchema = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, { error: USER_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: USER_MESSAGES.passwordTooShort })
  .max(200, { error: USER_MESSAGES.passwordTooLong })
  // Beyond SPEC.md's 6 characters: the most common passwords are the first an attacker tries.
  .refine((value) => !isCommonPassword(value), { error: USER_MESSAGES.passwordTooCommon, abort: true });

/** SPEC.md section 3 'Registration payload' with the rules of section 5. */
export const registrationRequestSchema = z.object({
  email: requiredEmail,
  account: accountNameSchema,
  password: passwordSchema,
  isDataStoragePermitted: z.literal(true, { error: USER_MESSAGES.consent }),
  /**
   * The funeral director's company the visitor came through (remembered for the visit). Unknown ids
   * are ignored, and so is what cannot be an id (a stale value in session storage): a referral never
   * stops a registration.
   */
  referringCompanyId: companyIdSchema.optional().catch(undefined),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** The registration form adds the repeated password, checked only in the browser. */
export const registrationFormSchema = registrationRequestSchema
  .extend({
    isDataStoragePermitted: z.boolean().refine((value) => value, { error: USER_MESSAGES.consent }),
    passwordRepeat: z.string().min(1, { error: USER_MESSAGES.passwordRepeat }),
  })
  .refine((value) => value.passwordRepeat === '' || value.password === value.passwordRepeat, {
    error: USER_MESSAGES.passwordMismatch,
    path: ['passwordRepeat'],
  });
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

const linkToken = z.string({ error: 'Der Link ist unvollständig.' }).regex(/^[\w-]{20,100}$/, { error: 'Der Link ist unvollständig.' });
/** SPEC.md section 7: confirm-mail?hash=… */
export const tokenQuerySchema = z.object({ hash: linkToken });
/** SPEC.md section 7: apply-data-changes?token=…, apply-user-deletion?token=… */
export const applyTokenQuerySchema = z.object({ token: linkToken });

/** SPEC.md section 3 'User': everything derived on the server. */
export const userInfoSchema = z.object({
  account: z.string().nullable(),
  email: z.string().nullable(),
  isMortician: z.boolean(),
  morticianName: z.string().nullable(),
  /** The funeral director's logo for the header (our addition to SPEC.md's fields). */
  morticianLogoSrc: z.string().nullable(),
  maxTemplates: z.number().int(),
  isTemporary: z.boolean(),
  isEmailConfirmed: z.boolean(),
  hasBooks: z.boolean(),
  lastVisitedPageId: z.string().nullable(),
  morticianId: z.string().nullable(),
  isMorticianUser: z.boolean(),
  canBeMorticianUser: z.boolean(),
  mayOrderBooks: z.boolean(),
  /** The shop's staff: may create memorial pages and their administrators. */
  isOperator: z.boolean(),
  /**
   * The funeral director's company the person came through (SPEC.md section 2 'Layout': the
   * referring mortician's logo and name in the header); null when none.
   */
  referringCompany: companyBrandSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** SPEC.md section 8: the switch between own and company books failed. */
export const TOGGLE_COMPANY_FAILED = 'Der Nutzter konnte nicht gewechselt werden.';

/**
 * SPEC.md create?memorialPageId and user-info?memorialPageId: the memorial page the visitor came
 * from, if any, in the same form as the takeover's.
 */
export const temporaryUserQuerySchema = memorialPageIdQuerySchema.partial().extend({
  /** The funeral director's company the visitor came through; an unknown id starts a plain trial. */
  referringCompanyId: companyIdSchema.optional(),
});
export const userInfoQuerySchema = memorialPageIdQuerySchema.partial();

/**
 * GET /api/users/sessionid (SPEC.md section 7): a fresh id for one editor session (one opened editor),
 * so saves and logs of one tab can be told apart from another's; random, never reused.
 */
export const editorSessionSchema = z.object({ sessionId: z.string() });
export type EditorSession = z.infer<typeof editorSessionSchema>;
/** `message`: the takeover's sentence, when the trial started with a memorial page attached. */
export const temporaryUserResponseSchema = z.object({ token: z.string(), message: z.string().optional() });
export type TemporaryUserResponse = z.infer<typeof temporaryUserResponseSchema>;

export const passwordResetRequestSchema = z.object({ email: requiredEmail });

export const passwordResetSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, { error: 'Der Link ist unvollständig.' }),
  password: passwordSchema,
});

/** The form for a new password adds its repetition, checked in the browser. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, passwordRepeat: z.string().min(1, { error: USER_MESSAGES.passwordRepeat }) })
  .refine((value) => value.password === value.passwordRepeat, { error: USER_MESSAGES.passwordMismatch, path: ['passwordRepeat'] });

export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Sie müssen ihr aktuelles Kennwort angeben.',
  newPasswordRepeat: 'Bitte wiederholen Sie Ihr neues Kennwort.',
  newPasswordMismatch: 'Die neuen Kennworteingaben stimmen nicht überein.',
  nothingChanged: 'Keine Daten geändert!',
  wrongPassword: 'Das aktuelle Passwort ist falsch.',
} as const;

/** SPEC.md section 3 'Change-user-data'; the new password is null when it is not changed. */
export const changeUserDataRequestSchema = z.object({
  email: requiredEmail,
  newPassword: passwordSchema.nullable(),
  isDataStoragePermitted: z.literal(true, { error: USER_MESSAGES.consent }),
  currentPassword: z.string().max(200).nullable(),
});
export type ChangeUserDataRequest = z.infer<typeof changeUserDataRequestSchema>;

/** The profile form: every rule of SPEC.md section 5 'Profile', for a list of messages. */
export function profileFormMessages(
  values: { email: string; currentPassword: string; newPassword: string; newPasswordRepeat: string; isDataStoragePermitted: boolean },
  currentEmail: string,
): string[] {
  const messages: string[] = [];
  const email = values.email.trim();
  if (!isValidEmail(email)) messages.push(USER_MESSAGES.email);
  const emailChanged = email.toLowerCase() !== currentEmail.toLowerCase();
  if (values.newPassword || emailChanged) {
    if (!values.currentPassword) messages.push(PROFILE_MESSAGES.currentPasswordRequired);
  }
  if (values.newPassword) {
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) messages.push(USER_MESSAGES.passwordTooShort);
    else if (isCommonPassword(values.newPassword)) messages.push(USER_MESSAGES.passwordTooCommon);
    if (!values.newPasswordRepeat) messages.push(PROFILE_MESSAGES.newPasswordRepeat);
    else if (values.newPasswordRepeat !== values.newPassword) messages.push(PROFILE_MESSAGES.newPasswordMismatch);
  }
  if (!values.isDataStoragePermitted) messages.push(USER_MESSAGES.consent);
  if (messages.length === 0 && !emailChanged && !values.newPassword) messages.push(PROFILE_MESSAGES.nothingChanged);
  return messages;
}
