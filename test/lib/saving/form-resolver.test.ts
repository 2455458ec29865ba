import type { ResolverOptions } from 'react-hook-form';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { typedValuesResolver } from '@/lib/saving/form-resolver';

interface Values {
  name: string;
  budget: string;
  nested: { url: string };
}

const schema = yup.object({
  name: yup.string().trim().required('Name is required'),
  budget: yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Budget must be a number')
    .required('Budget is required')
    .min(1, 'Budget must be at least 1'),
  nested: yup.object({ url: yup.string().required('URL is required') }),
});

const options: ResolverOptions<Values> = {
  fields: {},
  shouldUseNativeValidation: false,
};

describe('typedValuesResolver', () => {
  const resolve = typedValuesResolver<Values>(schema);

  it('keeps the typed values (text, not the parsed numbers) when they are valid', async () => {
    const values = { name: ' Ann ', budget: '12', nested: { url: 'https://x' } };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('gives the first message of each failing path, nested by path', async () => {
    const result = await resolve(
      { name: '', budget: 'abc', nested: { url: '' } },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('Name is required');
    expect(result.errors.budget?.message).toBe('Budget must be a number');
    expect(result.errors.nested?.url?.message).toBe('URL is required');
  });

  it('reports a bound as the schema words it', async () => {
    const result = await resolve(
      { name: 'a', budget: '0.5', nested: { url: 'u' } },
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(['budget']);
    expect(result.errors.budget?.message).toBe('Budget must be at least 1');
  });
});
