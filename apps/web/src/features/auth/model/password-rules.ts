/**
 * The live checklist under a new-password field, read from the contract's NewPasswordSchema
 * itself so that the list can never disagree with what the form and the API accept.
 */
import { NewPasswordSchema } from '@vizyt/contracts';

/** The schema's messages for the four rules of spec section 5 (8+, upper, lower, digit). */
export const PASSWORD_RULES = ['passwordTooShort', 'passwordNeedsUppercase', 'passwordNeedsLowercase', 'passwordNeedsDigit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export interface PasswordRuleState {
  rule: PasswordRule;
  met: boolean;
}

export const passwordChecklist = (password: string): PasswordRuleState[] => {
  const result = NewPasswordSchema.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return PASSWORD_RULES.map((rule) => ({ rule, met: !failed.has(rule) }));
};
