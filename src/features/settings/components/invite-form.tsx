import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/fields';
import { toastSuccess } from '@/lib/toast';
import { useInviteUser } from '@/api/users';
import {
  INVITE_ROLES,
  inviteDefaults,
  inviteSchema,
  type InviteValues,
} from '@/features/settings/invite-schema';
import { invitedMessage } from '@/features/settings/messages';

/** Email, role (SSP or DSP, default DSP) and `Add`; cleared after a successful invite. */
export function InviteForm() {
  const invite = useInviteUser();
  const { register, handleSubmit, formState, reset } = useForm<InviteValues>({
    resolver: yupResolver(inviteSchema),
    mode: 'onTouched',
    defaultValues: inviteDefaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toastSuccess(invitedMessage(values.email));
      reset(inviteDefaults);
    } catch {
      // The error toast comes from the mutation cache; the form keeps what was typed.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite a team member">
      <fieldset
        disabled={invite.isPending}
        className="grid grid-cols-1 items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto]"
      >
        <legend className="sr-only">Invite a team member</legend>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          placeholder="name@company.com"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <SelectField label="Role" error={formState.errors.role?.message} {...register('role')}>
          {INVITE_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
        <div className="sm:pt-7">
          <Button type="submit" loading={invite.isPending} className="w-full sm:w-auto">
            Add
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
