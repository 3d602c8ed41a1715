import { useState } from 'react';
import {
  profileUpdateSchema,
  type ProfileUpdateFormValues,
  type ProfileUpdateRequest,
  type UserProfile,
} from '@shop/contracts';
import { apiErrorMessage, useUpdateProfileMutation } from '@shop/shop-state';
import { tokens, useShopDates } from '@shop/ui';
import { Button, Col, Row } from '@shop/ui/controls';
import { TextField, useZodForm } from '@shop/ui/forms';

function valuesOf(user: UserProfile): ProfileUpdateFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
  };
}

/** A value the user cannot change here, shown like a field so the tab reads as one form. */
function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  const id = `profile-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return <TextField id={id} name={id} label={label} value={value} onChange={() => {}} readOnly />;
}

/**
 * The Profile Information tab: read-only until Edit Profile; Cancel puts the saved
 * values back; Save Changes sends them. The outcome goes to the page's banner.
 */
export function ProfileDetailsForm({
  user,
  onOutcome,
}: {
  user: UserProfile;
  onOutcome: (text: string) => void;
}) {
  const form = useZodForm(profileUpdateSchema, valuesOf(user));
  const [editing, setEditing] = useState(false);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dates = useShopDates();

  function cancel() {
    form.reset(valuesOf(user));
    setEditing(false);
  }

  async function save(changes: ProfileUpdateRequest) {
    try {
      const saved = await updateProfile(changes).unwrap();
      form.reset(valuesOf(saved));
      setEditing(false);
      onOutcome('Profile updated successfully');
    } catch (error) {
      onOutcome(apiErrorMessage(error, 'Profile update failed'));
    }
  }

  const editable = { readOnly: !editing };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label="Profile information">
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <ReadOnlyValue label="Username" value={user.username} />
        </Col>
        <Col xs={24} sm={8}>
          <ReadOnlyValue label="Role" value={user.role} />
        </Col>
        <Col xs={24} sm={8}>
          <ReadOnlyValue label="Member Since" value={dates.longDate(user.created_at)} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...form.field('first_name')} {...editable} label="First Name" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...form.field('last_name')} {...editable} label="Last Name" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...form.field('email')} {...editable} label="Email" type="email" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...form.field('phone')} {...editable} label="Phone" type="tel" />
        </Col>
        <Col xs={24}>
          <TextField {...form.field('address')} {...editable} label="Address" />
        </Col>
      </Row>
      <div style={{ display: 'flex', gap: tokens.space.sm, justifyContent: 'flex-end' }}>
        {editing ? (
          <>
            <Button onClick={cancel} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" disabled={isLoading}>
              {isLoading ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </div>
    </form>
  );
}
