import { useId, useState } from 'react';
import { staffCreateSchema, type StaffCreateRequest } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { Col, Row } from '@shop/ui/controls';
import { Alert, TextField, useZodForm } from '@shop/ui/forms';
import { LabelledSelect } from '@shop/ui/lists';
import { FormDialog } from '../form-dialog';
import type { DialogControls } from '../use-dialog';
import { makeTemporaryPassword } from './temporary-password';
import { useCreateStaffMutation } from './staff.api';

const ROLE_CHOICES = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
];

/** The API's answer for a username or e-mail already taken. */
const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/**
 * New staff account (docs/product/staff.md#staff-accounts): names, e-mail, role and a temporary
 * password, filled in with a fresh one the admin may replace. It is shown in plain text on
 * purpose: the admin hands it over, and its owner must change it at first sign-in.
 */
export function CreateStaffDialog({
  open,
  onClose,
  afterClose,
  onCreated,
}: DialogControls & { onCreated: (message: string) => void }) {
  const formId = useId();
  const form = useZodForm(staffCreateSchema, {
    username: '',
    first_name: '',
    last_name: '',
    email: '',
    role: 'staff',
    password: makeTemporaryPassword(),
  });
  const [create, { isLoading }] = useCreateStaffMutation();
  const [failure, setFailure] = useState('');
  const role = form.field('role');

  async function save(body: StaffCreateRequest) {
    setFailure('');
    try {
      const user = await create(body).unwrap();
      onCreated(
        `Created ${user.username}. Their temporary password is ${body.password}: it is shown only now.`,
      );
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, 'Creating the account failed. Please try again.');
      if (isConflict(error)) form.setServerError('username', message);
      else setFailure(message);
    }
  }

  // Someone else's details: no personal autofill.
  const field = (name: Exclude<keyof StaffCreateRequest, 'role'>) => ({
    ...form.field(name),
    autoComplete: 'off',
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title="New staff account"
      formId={formId}
      focusId={field('username').id}
      submitLabel="Create"
      busy={isLoading}
      onSubmit={form.handleSubmit(save)}
      width={640}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField {...field('username')} label="Username" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...field('email')} label="Email" type="email" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...field('first_name')} label="First name" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...field('last_name')} label="Last name" />
        </Col>
        <Col xs={24} sm={12}>
          <LabelledSelect
            id={role.id}
            label="Role"
            value={role.value}
            options={ROLE_CHOICES}
            onChange={role.onChange}
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField
            {...field('password')}
            label="Temporary password"
            hint="to change at first sign-in"
          />
        </Col>
      </Row>
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormDialog>
  );
}
