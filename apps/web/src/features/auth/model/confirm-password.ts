import type { FieldPath, FieldValues, Resolver } from 'react-hook-form';

/**
 * Adds "passwords do not match" to a resolver as soon as both fields are filled in. The
 * contract checks the match with an object-level refine, which zod only runs once every other
 * field is valid; people should not have to fix the whole form before they learn about it.
 */
export const withPasswordConfirmation =
  <Values extends FieldValues, Context, Output>(
    resolver: Resolver<Values, Context, Output>,
    password: FieldPath<Values>,
    confirmation: FieldPath<Values>,
  ): Resolver<Values, Context, Output> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const first: unknown = values[password];
    const second: unknown = values[confirmation];
    const mismatch = typeof second === 'string' && second !== '' && second !== first;
    if (!mismatch || result.errors[confirmation]) return result;
    return {
      values: {},
      errors: { ...result.errors, [confirmation]: { type: 'custom', message: 'passwordsDoNotMatch' } },
    } as Awaited<ReturnType<Resolver<Values, Context, Output>>>;
  };
