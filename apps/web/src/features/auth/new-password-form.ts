import { ZChangePasswordForm } from '@yim/contract';
import type { SafeParser } from '../../lib/use-zod-form.ts';

export type NewPasswordValues = { password: string; confirmPassword: string };

/**
 * The reset form: the change-password rules and messages (spec access §5) without the old
 * password, which a reset link replaces. Checked through the contract's own schema.
 */
export const newPasswordForm: SafeParser<NewPasswordValues> = {
  safeParse: (value) => {
    const result = ZChangePasswordForm.safeParse({ ...(value as NewPasswordValues), oldPassword: '-' });
    if (!result.success) return { success: false, error: { issues: result.error.issues } };
    return { success: true, data: { password: result.data.password, confirmPassword: result.data.confirmPassword } };
  },
};
