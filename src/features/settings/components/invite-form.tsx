import { yupResolver } from '@hookform/resolvers/yup';
import { Editor } from '@/components/form/editor';
import { SelectInput, TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useEditor } from '@/components/form/use-editor';
import { useInviteUser } from '@/api/invites';
import {
  INVITE_DRAFT_VERSION,
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
  // The invite on the editor kit: a draft of what is typed, one key per logical save (a retry
  // of the same invite is the same request), and the leave guard.
  const editor = useEditor({
    noun: 'invite',
    key: 'invite.new',
    draftVersion: INVITE_DRAFT_VERSION,
    defaults: inviteDefaults,
    form: { resolver: yupResolver(inviteSchema), mode: 'onTouched' },
    request: (values: InviteValues) => ({
      body: values,
      send: (idempotencyKey) => invite.mutateAsync({ body: values, idempotencyKey }),
    }),
    success: (_invited, values) => invitedMessage(values.email),
    onSuccess: () => editor.form.reset(inviteDefaults),
  });

  return (
    <Editor editor={editor} leaveMessage={INVITE_UNSAVED}>
      <Form form={editor.form} onSubmit={editor.submit} aria-label="Invite a team member">
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
      </Form>
    </Editor>
  );
}
