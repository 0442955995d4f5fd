import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http/api-error';
import { testI18n } from '../../../test/test-i18n';
import { fieldCodesOf, fieldFailureText } from './field-failures';

const rules = {
  payeeName: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z ]+$',
    patternId: 'LETTERS_AND_SPACE',
    minLength: 2,
    maxLength: 40,
  },
};

describe('the server refusing registration fields', () => {
  it('keeps the code of the failure for every field it names, not the English wording', () => {
    const error = new ApiError('USERNAME_TAKEN', 'This username is already taken', undefined, { fields: { username: 'already taken' } });
    expect(fieldCodesOf(error)).toEqual({ username: 'USERNAME_TAKEN' });
    expect(fieldCodesOf(new ApiError('HUMAN_CHECK_FAILED', 'Verification failed'))).toBeUndefined();
  });

  it('words a known code in the player language', async () => {
    const { t } = await testI18n('TY');
    expect(fieldFailureText(t, 'username', 'USERNAME_TAKEN', rules)).toBe('May gumagamit na ng username na ito');
  });

  it("words an invalid value by the field's own rule, and a mismatched confirmation as such", async () => {
    const { t } = await testI18n('EN');
    expect(fieldFailureText(t, 'payeeName', 'REGISTER_FIELD_INVALID', rules)).toBe('2 - 40 characters, letters and spaces');
    expect(fieldFailureText(t, 'confirmPassword', 'REGISTER_FIELD_INVALID', rules)).toBe('The two entries are inconsistent');
  });

  it('falls back to a general text in the player language for a code or field it does not know', async () => {
    const { t } = await testI18n('TY');
    const general = 'Hindi tinanggap ang inilagay mo rito. Pakisuri at subukan muli.';
    expect(fieldFailureText(t, 'wechat', 'REGISTER_FIELD_INVALID', rules)).toBe(general);
    expect(fieldFailureText(t, 'username', 'SOMETHING_NEW', rules)).toBe(general);
  });
});
