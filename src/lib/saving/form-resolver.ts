// A react-hook-form resolver for forms whose values are what was typed (numbers as text) while
// the yup schema parses them: the form is validated by the schema but keeps its own values
// and type, so screens need no cast between the schema's parsed type and the form's.
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { ValidationError, type Schema } from 'yup';

/** The first message of each failing path, as react-hook-form's flat error map. */
function flatErrors(error: ValidationError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    const path = issue.path ?? '';
    errors[path] ??= { type: issue.type ?? 'validation', message: issue.message };
  }
  return errors;
}

export function typedValuesResolver<T extends FieldValues>(schema: Schema): Resolver<T> {
  return async (values, context, options) => {
    try {
      await schema.validate(values, { abortEarly: false, context });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return { values: {}, errors: toNestErrors<T>(flatErrors(error), options) };
    }
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values, errors: {} };
  };
}
