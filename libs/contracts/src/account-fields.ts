import { z } from 'zod';

/**
 * The account fields of docs/product/roles-and-rules.md#validation-rules, one schema per field,
 * shared by the register, profile and change-password schemas so every form and the API say the
 * same words. Texts are those of docs/product/roles-and-rules.md#validation-rules; the "is
 * required" texts for fields it only calls required follow its own "Email is required" pattern.
 */

/**
 * docs/product/roles-and-rules.md#validation-rules,
 * docs/product/roles-and-rules.md#business-constants-and-limits: optional plus, a first digit 1-9,
 * then up to 15 digits (16 digits at most).
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/**
 * docs/product/roles-and-rules.md#validation-rules: at least one uppercase letter, one lowercase
 * letter and one digit.
 */
const PASSWORD_COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
/** Column sizes of the user table; beyond docs/product/roles-and-rules.md#validation-rules, which sets no upper bound here. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 500;

/** A required text: missing, non-text and blank all read as `requiredMessage`. */
export const requiredText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true });

/** Optional text: absent, null and blank all mean "none" and come out as undefined. */
export const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema.optional(),
  );

/**
 * docs/product/roles-and-rules.md#validation-rules: ASCII letters, digits, `.`, `_` and `-` only,
 * so no look-alike of another name (Cyrillic `а`), no invisible or direction-changing character and
 * no control character can make a name that reads as someone else's. Only new names are checked:
 * sign-in takes any text, so accounts made before this rule keep working.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const USERNAME_CHARACTERS_MESSAGE =
  'Username may only contain letters (A-Z, a-z), digits, dots, underscores and hyphens';

export const usernameField = requiredText('Username is required')
  .min(USERNAME_MIN, { error: `Username must be at least ${USERNAME_MIN} characters` })
  .max(USERNAME_MAX, { error: `Username must be less than ${USERNAME_MAX} characters` })
  .regex(USERNAME_PATTERN, { error: USERNAME_CHARACTERS_MESSAGE });

export const emailField = requiredText('Email is required')
  .max(EMAIL_MAX, { error: 'Invalid email address', abort: true })
  .pipe(z.email({ error: 'Invalid email address' }));

/** A new password (register, change password): length and complexity rules. */
export const newPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
    .regex(PASSWORD_COMPLEXITY, {
      error:
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });

export const personNameField = (label: 'First name' | 'Last name') =>
  requiredText(`${label} is required`)
    .min(NAME_MIN, { error: `${label} must be at least ${NAME_MIN} characters` })
    .max(NAME_MAX, { error: `${label} must be less than ${NAME_MAX} characters` });

/**
 * Register says "Invalid phone number format", profile "Invalid phone number"
 * (docs/product/roles-and-rules.md#validation-rules).
 */
export const phoneField = (message: string) =>
  blankAsUndefined(z.string({ error: message }).trim().regex(PHONE_PATTERN, { error: message }));

const addressTooLong = { error: `Address must be less than ${ADDRESS_MAX} characters` };

export const registerAddressField = blankAsUndefined(
  z
    .string({ error: `Address must be at least ${ADDRESS_MIN} characters` })
    .trim()
    .min(ADDRESS_MIN, { error: `Address must be at least ${ADDRESS_MIN} characters` })
    .max(ADDRESS_MAX, addressTooLong),
);

export const profileAddressField = blankAsUndefined(
  z.string({ error: addressTooLong.error }).trim().max(ADDRESS_MAX, addressTooLong),
);
