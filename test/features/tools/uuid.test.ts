import { isUuid } from '@/features/tools/uuid';
import {
  INVALID_DEBUG_SESSION_ID,
  PLACEMENT_REQUIRED,
  sandboxSchema,
} from '@/features/tools/schemas';

// SBX-DEBUG-ID, SBX-PLACEMENT
describe('isUuid', () => {
  it.each([
    '123e4567-e89b-42d3-a456-426614174000',
    '00000000-0000-0000-0000-000000000000',
    'F47AC10B-58CC-4372-A567-0E02B2C3D479',
    ' f47ac10b-58cc-4372-a567-0e02b2c3d479 ',
  ])('accepts %j', (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    '',
    'abc',
    '123e4567e89b42d3a456426614174000',
    '123e4567-e89b-42d3-a456-42661417400',
    '123e4567-e89b-42d3-a456-4266141740000',
    '{123e4567-e89b-42d3-a456-426614174000}',
    '123e4567-e89b-42d3-a456-42661417400g',
  ])('rejects %j', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});

describe('sandboxSchema', () => {
  it('requires a placement', async () => {
    await expect(sandboxSchema.validate({ placementId: '', debugSessionId: '' })).rejects.toThrow(
      PLACEMENT_REQUIRED,
    );
  });

  it('takes an empty debug session id and a valid one, and rejects a malformed one', async () => {
    await expect(
      sandboxSchema.validate({ placementId: 'p1', debugSessionId: '' }),
    ).resolves.toMatchObject({ placementId: 'p1' });
    await expect(
      sandboxSchema.validate({
        placementId: 'p1',
        debugSessionId: ' 123e4567-e89b-42d3-a456-426614174000 ',
      }),
    ).resolves.toMatchObject({ debugSessionId: '123e4567-e89b-42d3-a456-426614174000' });
    await expect(
      sandboxSchema.validate({ placementId: 'p1', debugSessionId: 'not-a-uuid' }),
    ).rejects.toThrow(INVALID_DEBUG_SESSION_ID);
  });
});
