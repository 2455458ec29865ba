import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { SelectInput, TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { FormLeaveGuard } from '@/components/form/form-leave-guard';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { useInviteUser } from '@/api/users';
import { withSaveKey } from '@/api/requests';
import {
  INVITE_ROLES,
  inviteDefaults,
  inviteSchema,
  type InviteValues,
} from '@/features/settings/invite-schema';
import { INVITE_UNSAVED, invitedMessage } from '@/features/settings/messages';

// SET-INVITE (POST /users/invites), SET-INVITE-SENT, SET-INVITE-KEPT, SET-INVITE-LEAVE.
/** Email, role (SSP or DSP, default DSP) and `Add`; cleared after a successful invite. */
export function InviteForm() {
  const invite = useInviteUser();
  const form = useForm<InviteValues>({
    resolver: yupResolver(inviteSchema),
    mode: 'onTouched',
    defaultValues: inviteDefaults,
  });
  const onSubmit = useSaveAndGo({
    // One key per logical save: a retry of the same invite is the same request.
    save: (values: InviteValues) =>
      withSaveKey('invite.new', values, (idempotencyKey) =>
        invite.mutateAsync({ body: values, idempotencyKey }),
      ),
    success: (_invited, values) => invitedMessage(values.email),
    onSuccess: () => form.reset(inviteDefaults),
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Invite a team member">
      <fieldset
        disabled={invite.isPending}
        className="grid grid-cols-1 items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto]"
      >
        <legend className="sr-only">Invite a team member</legend>
        <TextInput<InviteValues>
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          required
          placeholder="name@company.com"
        />
        <SelectInput<InviteValues> name="role" label="Role">
          {INVITE_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectInput>
        {/* In the row from `sm`, level with the inputs below their labels; stacked on a phone,
            a full-width button under Role. */}
        <FormActions submitLabel="Add" saving={invite.isPending} className="sm:mt-7" />
      </fieldset>
      <FormLeaveGuard message={INVITE_UNSAVED} />
    </Form>
  );
}
